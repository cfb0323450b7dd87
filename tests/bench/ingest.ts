// Ingest in Node on RxDB's memory storage (the Chromium/IndexedDB run is in browser/): see ingest-core.ts.
import { createIngestRunner, formatIngest, type IngestResult } from './ingest-core';

export type { IngestResult } from './ingest-core';

export async function runIngestBench(opts: { events?: number; rooms?: number; rounds?: number; log?: (s: string) => void } = {}): Promise<IngestResult> {
  const runner = await createIngestRunner({ storage: 'memory', prefix: `bench-ingest-${process.pid}`, ...opts });
  const r = await runner.run();
  for (const line of formatIngest(r, 'Node, RxDB memory storage')) (opts.log ?? console.log)(line);
  return r;
}
