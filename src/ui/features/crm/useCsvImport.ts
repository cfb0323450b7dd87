// A CSV import as the page runs it: the worker reads the header, then checks the whole file (progress 0-50%);
// the page opens an upload event and sends the valid contacts in batches (50-100%). The worker is ended
// when the import is left.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnMapping, ImportCheck, ImportReply, ImportRequest } from '../../../domain/crm/csv-import';
import type { UploadEvent } from '../../../domain/crm/types';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';

export const IMPORT_BATCH = 1000;

export type ImportState =
  | { step: 'pick' }
  | { step: 'map'; file: File; header: string[]; sample: string[][] }
  | { step: 'running'; file: File; phase: 'Checking rows' | 'Saving contacts'; progress: number }
  | { step: 'done'; file: File; event: UploadEvent; rejectedCsv: string | null }
  | { step: 'failed'; message: string };

export function useCsvImport() {
  const { send } = useCommand();
  const [state, setState] = useState<ImportState>({ step: 'pick' });
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);
  const ask = useCallback((req: ImportRequest, onProgress?: (f: number) => void) => new Promise<ImportReply>((resolve) => {
    worker.current ??= new Worker(new URL('../../../workers/csv-import.worker.ts', import.meta.url), { type: 'module' });
    const w = worker.current;
    w.onmessage = (e: MessageEvent<ImportReply>) => {
      if (e.data.type === 'progress') onProgress?.(e.data.fraction);
      else resolve(e.data);
    };
    w.onerror = (e) => resolve({ type: 'error', message: e.message || 'The file could not be read' });
    w.postMessage(req);
  }), []);

  const pick = useCallback(async (file: File) => {
    const r = await ask({ type: 'header', file });
    if (r.type === 'error') return setState({ step: 'failed', message: r.message });
    if (r.type !== 'header' || r.header.length === 0) return setState({ step: 'failed', message: 'The file is empty' });
    setState({ step: 'map', file, header: r.header, sample: r.sample });
  }, [ask]);

  const run = useCallback(async (file: File, mapping: ColumnMapping) => {
    const running = (phase: 'Checking rows' | 'Saving contacts', progress: number) => setState({ step: 'running', file, phase, progress });
    running('Checking rows', 0);
    const r = await ask({ type: 'check', file, mapping }, (f) => running('Checking rows', Math.round(f * 50)));
    if (r.type !== 'checked') return setState({ step: 'failed', message: r.type === 'error' ? r.message : 'The file could not be read' });
    try {
      await upload(file, r);
    } catch (e) {
      setState({ step: 'failed', message: errorText(e) });
    }
    async function upload(f: File, check: ImportCheck) {
      let event = await send('crm.uploads.start', { fileName: f.name.slice(0, 255) || 'contacts.csv', total: check.total, rejected: check.rejected, merged: check.merged });
      const batches = Math.max(1, Math.ceil(check.contacts.length / IMPORT_BATCH));
      for (let i = 0; i < batches; i++) {
        const contacts = check.contacts.slice(i * IMPORT_BATCH, (i + 1) * IMPORT_BATCH);
        event = (await send('crm.uploads.batch', { uploadEventId: event.id, contacts, done: i === batches - 1 })).event;
        running('Saving contacts', 50 + Math.round(((i + 1) / batches) * 50));
      }
      setState({ step: 'done', file: f, event, rejectedCsv: check.rejectedCsv });
    }
  }, [ask, send]);

  const reset = useCallback(() => setState({ step: 'pick' }), []);
  return { state, pick, run, reset };
}
