// The CSV import's parser, off the main thread: papaparse streams the file in small chunks, each chunk's rows
// are checked and folded by e-mail (src/domain/crm/csv-import.ts), and the page hears the progress as the
// parser's position in the file. The first row is the header.
import Papa from 'papaparse';
import { createImportChecker, type ImportReply, type ImportRequest } from '../domain/crm/csv-import';

const CHUNK_BYTES = 64 * 1024;
const post = (m: ImportReply) => (self as unknown as Worker).postMessage(m);

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
      post({ type: 'progress', fraction: Math.min(1, r.meta.cursor / Math.max(1, file.size)) });
    },
    complete: () => post({ type: 'checked', ...(checker ?? createImportChecker([], mapping)).result() }),
    error: (e) => post({ type: 'error', message: e.message }),
  });
}

self.onmessage = (e: MessageEvent<ImportRequest>) => {
  if (e.data.type === 'header') readHeader(e.data.file);
  else check(e.data.file, e.data.mapping);
};
