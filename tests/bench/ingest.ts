// Ingest: realtime events through the whole pipeline (decode, dedupe/order, chat reducer, batched bulk
// write) into the store, against a raw single bulk write of the same documents and against one write
// per event, side by side in one run on the same storage (RxDB memory storage in Node).
import { Subject } from 'rxjs';
import { createPipeline } from '../../src/sync/pipeline/pipeline';
import { createChatSync } from '../../src/sync/engine/chat-sync';
import { openSyncStore, type SyncStore } from '../../src/sync/store/database';
import type { ChatMessage } from '../../src/domain/chat/types';

let dbSeq = 0;
const fresh = () => openSyncStore({ storage: 'memory', name: `bench-ingest-${process.pid}-${++dbSeq}` });

function messages(n: number, rooms: number): ChatMessage[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `m${i}`, roomId: `r${i % rooms}`, ownerId: 'u1', content: `message ${i}`, viewerIds: ['u1'], createdAt: 1000 + i, updatedAt: 1000 + i, meta: {},
  }));
}

async function viaPipeline(msgs: ChatMessage[]): Promise<number> {
  const store = await fresh();
  let writes: Promise<void> = Promise.resolve();
  const enqueue = (w: (s: SyncStore) => Promise<void>) => (writes = writes.then(() => w(store)));
  const chat = createChatSync({ rest: () => null, enqueue, log: () => {} });
  chat.reset('me');
  const frames = new Subject<string>();
  const bodies = msgs.map((m, i) => JSON.stringify({ resourceType: 'MESSAGE', action: 'CREATED', seq: i + 1, resource: m }));
  const t0 = performance.now();
  const p = createPipeline({
    frames$: frames, initialSeq: 0, log: () => {},
    apply: (events) => chat.apply(events),
    persist: (events, lastSeq) => enqueue(async (s) => {
      await s.writeChat(chat.writeFor(events));
      await s.writeNotifications([], [], lastSeq);
    }),
  });
  for (const b of bodies) frames.next(b);
  await p.flush();
  const ms = performance.now() - t0;
  const stored = await store.db.messages.count().exec();
  if (stored !== msgs.length) throw new Error(`pipeline stored ${stored} of ${msgs.length}`);
  p.close();
  await store.close();
  return ms;
}

const doc = (m: ChatMessage) => ({ ...m, viewerIds: [...m.viewerIds], meta: {}, unseen: 1 });

async function rawBulk(msgs: ChatMessage[]): Promise<number> {
  const store = await fresh();
  const docs = msgs.map(doc);
  const t0 = performance.now();
  await store.db.messages.bulkUpsert(docs);
  const ms = performance.now() - t0;
  await store.close();
  return ms;
}

async function onePerEvent(msgs: ChatMessage[]): Promise<number> {
  const store = await fresh();
  const docs = msgs.map(doc);
  const t0 = performance.now();
  for (const d of docs) await store.db.messages.upsert(d);
  const ms = performance.now() - t0;
  await store.close();
  return ms;
}

export type IngestResult = { events: number; pipelineMs: number; bulkMs: number; perEventMs: number; vsBulk: number; vsPerEvent: number };

export async function runIngestBench(opts: { events?: number; rooms?: number; rounds?: number; log?: (s: string) => void } = {}): Promise<IngestResult> {
  const n = opts.events ?? 5000;
  const msgs = messages(n, opts.rooms ?? 1000);
  const log = opts.log ?? console.log;
  await viaPipeline(msgs.slice(0, 500)); // warm-up
  await rawBulk(msgs.slice(0, 500));
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rounds = opts.rounds ?? 5;
  const p: number[] = [];
  const b: number[] = [];
  const e: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    p.push(await viaPipeline(msgs));
    b.push(await rawBulk(msgs));
    if (i < 2) e.push(await onePerEvent(msgs));
  }
  const r: IngestResult = {
    events: n, pipelineMs: med(p), bulkMs: med(b), perEventMs: med(e), vsBulk: med(b) / med(p), vsPerEvent: med(e) / med(p),
  };
  log(`ingest of ${n} MESSAGE events into ${opts.rooms ?? 1000} rooms (RxDB memory storage, median of ${rounds}):`);
  log(`  pipeline ${r.pipelineMs.toFixed(1)} ms | raw single bulk write ${r.bulkMs.toFixed(1)} ms | one write per event ${r.perEventMs.toFixed(1)} ms`);
  log(`  pipeline speed vs raw bulk: ${r.vsBulk.toFixed(2)}x (goal >= 0.8x); vs one write per event: ${r.vsPerEvent.toFixed(1)}x faster (goal >= 10x)`);
  return r;
}
