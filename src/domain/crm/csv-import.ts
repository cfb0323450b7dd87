// The check of an imported CSV, row by row as the parser streams them: each data row is mapped to the contact
// fields, refused with its reason or folded by e-mail into the contacts so far. Also the messages between the
// page and the import worker.
import { checkRow, CONTACT_FIELDS, mergeDraft, rejectedCsv, type ContactDraft, type ContactField } from './contacts';

/** For each field, the index of its CSV column (-1: not in the file). */
export type ColumnMapping = Record<ContactField, number>;
export type RejectedRow = { line: number; values: string[]; reason: string };
export type ImportCheck = { contacts: ContactDraft[]; total: number; merged: number; rejected: number; rejectedCsv: string | null };

export function createImportChecker(header: readonly string[], mapping: ColumnMapping) {
  const byEmail = new Map<string, ContactDraft>();
  const rejected: RejectedRow[] = [];
  let total = 0;
  let merged = 0;
  return {
    /** data rows in file order (the header excluded); `firstLine` is the 1-based line of rows[0] */
    add(rows: readonly (readonly string[])[], firstLine: number): void {
      rows.forEach((cells, i) => {
        total++;
        const raw = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, mapping[f] >= 0 ? cells[mapping[f]] ?? '' : '']));
        const r = checkRow(raw);
        if (!r.ok) {
          rejected.push({ line: firstLine + i, values: [...cells], reason: r.reason });
          return;
        }
        const had = byEmail.get(r.contact.email);
        if (had) merged++;
        byEmail.set(r.contact.email, had ? mergeDraft(had, r.contact) : r.contact);
      });
    },
    result(): ImportCheck {
      return { contacts: [...byEmail.values()], total, merged, rejected: rejected.length, rejectedCsv: rejected.length ? rejectedCsv(rejected, header) : null };
    },
  };
}

/** valid contacts per upload batch (the server takes at most 2000) */
export const IMPORT_BATCH = 1000;

/** What the page hears once the file is checked: only counts and the rejected rows as a file. The valid contacts
 * stay in the worker and cross to the page one batch at a time, so no message is large enough to hold up the
 * page's thread while it is copied in. */
export type CheckedSummary = { total: number; merged: number; rejected: number; valid: number; batches: number; rejectedFile: Blob | null };

export type ImportRequest =
  | { type: 'header'; file: Blob }
  | { type: 'check'; file: Blob; mapping: ColumnMapping }
  | { type: 'batch'; index: number };
export type ImportReply =
  | { type: 'header'; header: string[]; sample: string[][] }
  | { type: 'progress'; fraction: number }
  | ({ type: 'checked' } & CheckedSummary)
  | { type: 'batch'; contacts: ContactDraft[] }
  | { type: 'error'; message: string };
