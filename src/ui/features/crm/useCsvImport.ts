// A CSV import as the page runs it: the worker reads the header, then checks the whole file (progress 0-50%);
// the page opens an upload event and sends the valid contacts in batches (50-100%), taking each batch from the
// worker just before sending it: the page's thread holds only counts, never the whole file's contacts.
// Progress is drawn at most once per animation frame. The worker is ended when the import is left.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { CheckedSummary, ColumnMapping, ImportReply, ImportRequest } from '../../../domain/crm/csv-import';
import type { UploadEvent } from '../../../domain/crm/types';
import { errorText } from '../data/errorText';
import { sendCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';

type Phase = 'Checking rows' | 'Saving contacts';
export type ImportState =
  | { step: 'pick' }
  | { step: 'map'; file: File; header: string[]; sample: string[][] }
  | { step: 'running'; file: File; phase: Phase; progress: number }
  | { step: 'done'; file: File; event: UploadEvent; rejectedFile: Blob | null }
  | { step: 'failed'; message: string };

export function useCsvImport() {
  // sendCommand rather than useCommand().send: its pending count would draw the dialog twice more per batch
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const [state, setState] = useState<ImportState>({ step: 'pick' });
  const worker = useRef<Worker | null>(null);
  const frame = useRef(0);
  useEffect(() => () => {
    worker.current?.terminate();
    cancelAnimationFrame(frame.current);
  }, []);
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
    let shown = '';
    const running = (phase: Phase, progress: number) => {
      if (`${phase}${progress}` === shown) return;
      shown = `${phase}${progress}`;
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => startTransition(() => setState({ step: 'running', file, phase, progress })));
    };
    const finish = (next: ImportState) => {
      cancelAnimationFrame(frame.current);
      startTransition(() => setState(next));
    };
    running('Checking rows', 0);
    const r = await ask({ type: 'check', file, mapping }, (f) => running('Checking rows', Math.round(f * 50)));
    if (r.type !== 'checked') return finish({ step: 'failed', message: r.type === 'error' ? r.message : 'The file could not be read' });
    try {
      finish({ step: 'done', file, event: await upload(r), rejectedFile: r.rejectedFile });
    } catch (e) {
      finish({ step: 'failed', message: errorText(e) });
    }
    async function upload(check: CheckedSummary): Promise<UploadEvent> {
      let event = await sendCommand(engineRef.current, 'crm.uploads.start', { fileName: file.name.slice(0, 255) || 'contacts.csv', total: check.total, rejected: check.rejected, merged: check.merged });
      // the next batch is taken from the worker while this one is on its way (one request to the worker at a time)
      let next = ask({ type: 'batch', index: 0 });
      for (let i = 0; i < check.batches; i++) {
        const batch = await next;
        if (batch.type !== 'batch') throw new Error(batch.type === 'error' ? batch.message : 'The file could not be read');
        if (i + 1 < check.batches) next = ask({ type: 'batch', index: i + 1 });
        try {
          event = (await sendCommand(engineRef.current, 'crm.uploads.batch', { uploadEventId: event.id, contacts: batch.contacts, done: i === check.batches - 1 })).event;
        } catch (e) {
          await next; // its answer must not reach the worker's next request (Import another file)
          throw e;
        }
        running('Saving contacts', 50 + Math.round(((i + 1) / check.batches) * 50));
      }
      return event;
    }
  }, [ask]);

  const reset = useCallback(() => setState({ step: 'pick' }), []);
  return { state, pick, run, reset };
}
