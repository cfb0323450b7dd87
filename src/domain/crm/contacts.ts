// CRM contacts: e-mail normalising, the check of one imported row, de-duplication by e-mail, and the CSV
// files the owner downloads (export, template, rejected rows; written by papaparse). Pure: the browser's worker
// and the server use it.
import Papa from 'papaparse';
import { isValidEmail } from '../shared/email';

export type ContactDraft = { email: string; firstname: string; lastname: string; phone: string; companyName: string };
export type Contact = ContactDraft & { id: string; unsubscribed: boolean; createdAt: number; updatedAt: number };

export const CONTACT_LIMITS = { email: 254, name: 100, phone: 40, companyName: 200 } as const;

/** The contact fields a CSV column can be mapped to, in the order of the template and the export. */
export const CONTACT_FIELDS = ['email', 'firstname', 'lastname', 'phone', 'companyName'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const FIELD_LABELS: Record<ContactField, string> = {
  email: 'Email', firstname: 'First name', lastname: 'Last name', phone: 'Phone', companyName: 'Company',
};
export const UNSUBSCRIBED_LABEL = 'Unsubscribed';

export const CONTACT_MESSAGES = {
  badEmail: 'Invalid email',
  missingEmail: 'Email is required',
  missingName: 'First name or last name is required',
  tooLong: (label: string, max: number) => `${label} is longer than ${max} characters`,
  duplicate: 'A contact with this email already exists',
} as const;

/** The key two e-mails are the same contact by: surrounding spaces and case ignored. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export { isValidEmail };

export type RowCheck = { ok: true; contact: ContactDraft } | { ok: false; reason: string };

/** One imported row, its fields already mapped: trimmed; the reason it is refused, else the contact. */
export function checkRow(raw: Partial<Record<ContactField, string | undefined>>): RowCheck {
  const t = (f: ContactField) => (raw[f] ?? '').trim();
  const contact: ContactDraft = { email: normaliseEmail(raw.email ?? ''), firstname: t('firstname'), lastname: t('lastname'), phone: t('phone'), companyName: t('companyName') };
  if (!contact.email) return { ok: false, reason: CONTACT_MESSAGES.missingEmail };
  if (!isValidEmail(contact.email)) return { ok: false, reason: CONTACT_MESSAGES.badEmail };
  if (!contact.firstname && !contact.lastname) return { ok: false, reason: CONTACT_MESSAGES.missingName };
  for (const f of ['firstname', 'lastname', 'phone', 'companyName'] as const) {
    const max = f === 'firstname' || f === 'lastname' ? CONTACT_LIMITS.name : CONTACT_LIMITS[f];
    if (contact[f].length > max) return { ok: false, reason: CONTACT_MESSAGES.tooLong(FIELD_LABELS[f], max) };
  }
  return { ok: true, contact };
}

/**
 * Merges drafts with the same e-mail into one (the later row's non-empty fields win), keeping the order of
 * first appearance. `merged` counts the rows folded into an earlier one.
 */
export function dedupeByEmail(drafts: readonly ContactDraft[]): { contacts: ContactDraft[]; merged: number } {
  const byEmail = new Map<string, ContactDraft>();
  for (const d of drafts) {
    const key = normaliseEmail(d.email);
    const had = byEmail.get(key);
    byEmail.set(key, had ? mergeDraft(had, d) : { ...d, email: key });
  }
  return { contacts: [...byEmail.values()], merged: drafts.length - byEmail.size };
}

/** `next`'s non-empty fields over `prev`'s. */
export function mergeDraft(prev: ContactDraft, next: ContactDraft): ContactDraft {
  const pick = (f: ContactField) => (next[f].trim() ? next[f] : prev[f]);
  return { email: normaliseEmail(prev.email), firstname: pick('firstname'), lastname: pick('lastname'), phone: pick('phone'), companyName: pick('companyName') };
}

/**
 * Cells that a spreadsheet would run as a formula (=, +, -, @, tab or CR first, after any quotes already put
 * in front) get a ' in front, so a contact named "=HYPERLINK(...)" is shown as text when the file is opened.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const CSV_OPTIONS = { escapeFormulae: FORMULA, newline: '\r\n', header: false } as const;

/** One CSV line (RFC 4180, by papaparse): quoted where needed, formulas defused. */
export const csvLine = (cells: readonly string[]): string => Papa.unparse([[...cells]], CSV_OPTIONS);
export const csvCell = (value: string): string => csvLine([value]);

/** The spreadsheet-defused cell back to its text (the inverse of csvCell's prefix). */
export const uncsvCell = (value: string): string => (/^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const HEADER = CONTACT_FIELDS.map((f) => FIELD_LABELS[f]);

/** The export: one header line, then one line per contact (the unsubscribed mark last). */
export function contactsCsv(contacts: readonly (ContactDraft & { unsubscribed?: boolean })[]): string {
  const lines = [csvLine([...HEADER, UNSUBSCRIBED_LABEL])];
  for (const c of contacts) lines.push(csvLine([...CONTACT_FIELDS.map((f) => c[f]), c.unsubscribed ? 'yes' : '']));
  return `${lines.join('\r\n')}\r\n`;
}

/** The template a user fills: the header and one example row. */
export const templateCsv = (): string => `${csvLine(HEADER)}\r\n${csvLine(['jane.doe@example.com', 'Jane', 'Doe', '+1 555 0100', 'Example Inc'])}\r\n`;

/** The rejected rows with the reason, as the file the user downloads after an import. */
export function rejectedCsv(rows: readonly { line: number; values: readonly string[]; reason: string }[], header: readonly string[]): string {
  const lines = [csvLine(['Line', ...header, 'Reason'])];
  for (const r of rows) lines.push(csvLine([String(r.line), ...r.values, r.reason]));
  return `${lines.join('\r\n')}\r\n`;
}

/** The column of a CSV header most likely meant for each field (by its label or a common name), or -1. */
export function guessMapping(header: readonly string[]): Record<ContactField, number> {
  const norm = header.map((h) => h.trim().toLowerCase().replace(/[\s_-]+/g, ''));
  const names: Record<ContactField, string[]> = {
    email: ['email', 'emailaddress', 'mail', 'e-mail'],
    firstname: ['firstname', 'first', 'givenname', 'name'],
    lastname: ['lastname', 'last', 'surname', 'familyname'],
    phone: ['phone', 'phonenumber', 'mobile', 'tel'],
    companyName: ['company', 'companyname', 'organisation', 'organization'],
  };
  const out = {} as Record<ContactField, number>;
  for (const f of CONTACT_FIELDS) out[f] = norm.findIndex((h) => names[f].includes(h));
  return out;
}
