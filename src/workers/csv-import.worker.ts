// The CSV import's parser, off the main thread: papaparse streams the file in small chunks, each chunk's rows
// are checked and folded by e-mail (src/domain/crm/csv-import.ts), and the page hears the progress as the
// parser's position in the file. The first row is the header. The checked contacts stay here: the page hears
// the counts and gets the rejected rows as a ready file (a Blob crosses by reference), then asks for the
// contacts one upload batch at a time (a single message of 100,000 contacts held the page's thread while it
// was copied in, and the garbage it left made long collections there).
import Papa from 'papaparse';
import { createImportChecker, IMPORT_BATCH, type ImportReply, type ImportRequest } from '../domain/crm/csv-import';
import type { ContactDraft } from '../domain/crm/contacts';

const CHUNK_BYTES = 64 * 1024;
const post = (m: ImportReply) => (self as unknown as Worker).postMessage(m);
let checked: ContactDraft[] = [];

function readHeader(file: Blob): void {
  Papa.parse<string[]>(file as File, {
    preview: 6, skipEmptyLines: 'greedy',
    complete: (r) => post({ type: 'header', header: r.data[0] ?? [], sample: r.data.slice(1) }),
    error: (e) => post({ type: 'error', message: e.message }),
  });
}

function check(file: Blob, mapping: Extract<ImportRequest, { type: 'check' }>['mapping']): void {
  let checker: ReturnType<typeof createImportChecker> | null = null;
  let line = 1;
  let percent = -1;
  checked = [];
  Papa.parse<string[]>(file as File, {
    chunkSize: CHUNK_BYTES, skipEmptyLines: 'greedy',
    chunk: (r) => {
      let rows = r.data;
      if (!checker) {
        checker = createImportChecker(rows[0] ?? [], mapping);
        rows = rows.slice(1);
        line = 2;
      }
      checker.add(rows, line);
      line += rows.length;
      const fraction = Math.min(1, r.meta.cursor / Math.max(1, file.size));
      if (Math.floor(fraction * 100) === percent) return;
      percent = Math.floor(fraction * 100);
      post({ type: 'progress', fraction });
    },
    complete: () => {
      const { contacts, total, merged, rejected, rejectedCsv } = (checker ?? createImportChecker([], mapping)).result();
      checked = contacts;
      const rejectedFile = rejectedCsv === null ? null : new Blob([rejectedCsv], { type: 'text/csv;charset=utf-8' });
      post({ type: 'checked', total, merged, rejected, valid: contacts.length, batches: Math.max(1, Math.ceil(contacts.length / IMPORT_BATCH)), rejectedFile });
    },
    error: (e) => post({ type: 'error', message: e.message }),
  });
}

self.onmessage = (e: MessageEvent<ImportRequest>) => {
  const req = e.data;
  if (req.type === 'header') readHeader(req.file);
  else if (req.type === 'check') check(req.file, req.mapping);
  else post({ type: 'batch', contacts: checked.slice(req.index * IMPORT_BATCH, (req.index + 1) * IMPORT_BATCH) });
};
