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

export type ImportRequest =
  | { type: 'header'; file: Blob }
  | { type: 'check'; file: Blob; mapping: ColumnMapping };
export type ImportReply =
  | { type: 'header'; header: string[]; sample: string[][] }
  | { type: 'progress'; fraction: number }
  | ({ type: 'checked' } & ImportCheck)
  | { type: 'error'; message: string };
