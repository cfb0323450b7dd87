// Ingest, three ways side by side on one storage: the engine's pipeline, a raw single bulk write of
// the same documents (the messages, and the per-room state records the store keeps beside them: one bulkUpsert
// per collection, at once, as the store writes), one write per event. No Node or DOM APIs here: Node runs it on RxDB's memory
// storage (ingest.ts), the Chromium bench runs it in a worker on Dexie/IndexedDB (browser/bench.worker.ts).
import { Subject } from 'rxjs';
import { createPipeline } from '../../src/sync/pipeline/pipeline';
import { createChatSync } from '../../src/sync/engine/chat-sync';
import { openSyncStore, type StorageKind, type SyncStore } from '../../src/sync/store/database';
import type { MessageDoc, RoomStateDoc } from '../../src/sync/store/schemas/chat.schema';
import type { ChatMessage } from '../../src/domain/chat/types';

export type IngestOptions = {
  storage: StorageKind;
  /** database names start with this (unique per run) */
  prefix: string;
  events?: number;
  rooms?: number;
  rounds?: number;
  /** events written one per event (fewer on IndexedDB, where each write is a transaction; scaled to `events`) */
  perEventEvents?: number;
  perEventRounds?: number;
};

export type IngestResult = {
  storage: StorageKind;
  events: number;
  rooms: number;
  rounds: number;
  pipelineMs: number;
  bulkMs: number;
  /** one write per event, scaled to `events` when fewer were measured */
  perEventMs: number;
  perEventMeasured: number;
  /** raw bulk time / pipeline time (1 = as fast as the raw write) */
  vsBulk: number;
  /** per-event time / pipeline time */
  vsPerEvent: number;
  /** pipeline write batches in the last round */
  batches: number;
};

export function benchMessages(n: number, rooms: number, owner = 'u1'): ChatMessage[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `m${i}`, roomId: `r${i % rooms}`, ownerId: owner, content: `message ${i}`, viewerIds: [owner], createdAt: 1000 + i, updatedAt: 1000 + i, meta: {},
  }));
}

/** The documents the pipeline stores for these messages (unseen by the bench's viewer 'me'). */
const toDoc = (m: ChatMessage): MessageDoc => ({ ...m, viewerIds: [...m.viewerIds], meta: {}, unseen: 1 });

/** The rooms' state records the store keeps for these messages: each room's unseen ids and its newest time. */
function roomStateDocs(msgs: ChatMessage[]): RoomStateDoc[] {
  const byRoom = new Map<string, { ids: string[]; at: number }>();
  for (const m of msgs) {
    const st = byRoom.get(m.roomId) ?? { ids: [], at: 0 };
    st.ids.push(m.id);
    st.at = Math.max(st.at, m.createdAt);
    byRoom.set(m.roomId, st);
  }
  return [...byRoom].map(([id, st]) => ({ id, unseenIds: st.ids, activityAt: st.at }));
}

export async function createIngestRunner(o: IngestOptions) {
  let dbSeq = 0;
  const fresh = () => openSyncStore({ storage: o.storage, name: `${o.prefix}-${++dbSeq}` });
  const dispose = async (s: SyncStore) => {
    await s.db.remove();
  };

  async function viaPipeline(msgs: ChatMessage[]): Promise<{ ms: number; batches: number }> {
    const store = await fresh();
    let writes: Promise<void> = Promise.resolve();
    const enqueue = (w: (s: SyncStore) => Promise<void>) => (writes = writes.then(() => w(store)));
    const chat = createChatSync({ rest: () => null, enqueue, log: () => {} });
    chat.reset('me');
    const frames = new Subject<string>();
    const bodies = msgs.map((m, i) => JSON.stringify({ resourceType: 'MESSAGE', action: 'CREATED', seq: i + 1, resource: m }));
    let batches = 0;
    const t0 = performance.now();
    const p = createPipeline({
      frames$: frames, initialSeq: 0, log: () => {},
      apply: (events) => chat.apply(events),
      persist: (events, lastSeq) => enqueue(async (s) => {
        batches += 1;
        await s.writeChat(chat.writeFor(events));
        await s.writeNotifications([], [], lastSeq);
      }),
    });
    for (const b of bodies) frames.next(b);
    await p.flush();
    const ms = performance.now() - t0;
    const stored = await store.db.messages.count().exec();
    if (stored !== msgs.length) throw new Error(`pipeline stored ${stored} of ${msgs.length}`);
    if ((await store.lastSeq()) !== msgs.length) throw new Error('pipeline did not store the last seq');
    p.close();
    await dispose(store);
    return { ms, batches };
  }

  async function rawBulk(msgs: ChatMessage[]): Promise<number> {
    const store = await fresh();
    const docs = msgs.map(toDoc);
    const states = roomStateDocs(msgs);
    const t0 = performance.now();
    await Promise.all([store.db.messages.bulkUpsert(docs), store.db.roomstates.bulkUpsert(states)]);
    const ms = performance.now() - t0;
    await dispose(store);
    return ms;
  }

  async function onePerEvent(msgs: ChatMessage[]): Promise<number> {
    const store = await fresh();
    const docs = msgs.map(toDoc);
    const t0 = performance.now();
    for (const d of docs) await store.db.messages.upsert(d);
    const ms = performance.now() - t0;
    await dispose(store);
    return ms;
  }

  return {
    async run(): Promise<IngestResult> {
      const n = o.events ?? 5000;
      const rooms = o.rooms ?? 1000;
      const rounds = o.rounds ?? 5;
      const perN = Math.min(n, o.perEventEvents ?? n);
      const perRounds = o.perEventRounds ?? 2;
      const msgs = benchMessages(n, rooms);
      await viaPipeline(msgs.slice(0, 500)); // warm-up (JIT, storage)
      await rawBulk(msgs.slice(0, 500));
      const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const p: number[] = [];
      const b: number[] = [];
      const e: number[] = [];
      let batches = 0;
      // interleaved, so a busy moment of the machine hits every path alike
      for (let i = 0; i < rounds; i += 1) {
        const r = await viaPipeline(msgs);
        p.push(r.ms);
        batches = r.batches;
        b.push(await rawBulk(msgs));
        if (i < perRounds) e.push((await onePerEvent(msgs.slice(0, perN))) * (n / perN));
      }
      return {
        storage: o.storage, events: n, rooms, rounds, pipelineMs: med(p), bulkMs: med(b), perEventMs: med(e), perEventMeasured: perN,
        vsBulk: med(b) / med(p), vsPerEvent: med(e) / med(p), batches,
      };
    },
  };
}

export function formatIngest(r: IngestResult, where: string): string[] {
  const per = r.perEventMeasured < r.events ? ` (${r.perEventMeasured} measured, scaled to ${r.events})` : '';
  return [
    `ingest of ${r.events} MESSAGE events into ${r.rooms} rooms — ${where}, median of ${r.rounds}:`,
    `  pipeline ${r.pipelineMs.toFixed(1)} ms (${r.batches} write batch${r.batches === 1 ? '' : 'es'}) | raw bulk write of the same documents ${r.bulkMs.toFixed(1)} ms | one write per event ${r.perEventMs.toFixed(0)} ms${per}`,
    `  pipeline vs raw bulk: ${r.vsBulk.toFixed(2)}x (goal >= 0.95x: ${r.vsBulk >= 0.95 ? 'met' : 'NOT met'}); vs one write per event: ${r.vsPerEvent.toFixed(1)}x faster (goal >= 10x: ${r.vsPerEvent >= 10 ? 'met' : 'NOT met'})`,
  ];
}
