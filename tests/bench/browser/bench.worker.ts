// The bench's sync worker: the app's engine (createSyncEngine on Dexie/IndexedDB, exposed with the same
// comlink facade as src/workers/sync.worker.ts) with frames injected at the transport seam and no network
// (every REST call fails as "network down", so the engine works from the store and the frames alone).
import { expose } from 'comlink';
import { BehaviorSubject, Subject } from 'rxjs';
import { createSyncEngine } from '../../../src/sync/engine/engine';
import type { StompTransport, TransportStatus } from '../../../src/sync/transport/stomp';
import { databaseNameFor, openSyncStore } from '../../../src/sync/store/database';
import type { ChatRoom } from '../../../src/domain/chat/types';
import type { MessageDoc } from '../../../src/sync/store/schemas/chat.schema';
import { exposable } from '../../../src/workers/expose';
import { createIngestRunner, type IngestResult } from '../ingest-core';

export const BENCH_USER = 'bench-user';
const OTHER = 'bench-peer';

/** wall-clock milliseconds comparable across the page and its worker */
const wall = () => performance.timeOrigin + performance.now();

const frames = new Subject<string>();
const status = new BehaviorSubject<TransportStatus>('idle');
const connected = new Subject<void>();

function fakeTransport(): StompTransport {
  return {
    frames$: frames,
    status$: status,
    connected$: connected,
    authRejected$: new Subject<string>(),
    status: () => status.value,
    start() {
      status.next('connected');
      connected.next();
    },
    retry() {},
    async stop() {
      status.next('stopped');
    },
  };
}

const logs: string[] = [];
const engine = createSyncEngine({
  storage: 'dexie',
  transport: fakeTransport,
  fetch: () => Promise.reject(new TypeError('bench: no network')),
  log: (m) => { if (logs.length < 50) logs.push(m); },
});

/** when this worker's script began, and when the engine first pushed a room list (wall clock) */
const scriptStart = wall();
let firstPush = 0;
/** inject -> the engine's room-list push inside the worker (before comlink copies it to the page) */
let pendingInject = 0;
const pushLags: number[] = [];
// registered before the page's callback: it runs first, so its time excludes the copy to the page
// (deltas, as the page gets them: onRooms would build the whole list on every push)
void engine.onRoomsDelta(() => {
  const t = wall();
  if (!firstPush) firstPush = t;
  if (pendingInject) {
    pushLags.push(t - pendingInject);
    pendingInject = 0;
  }
});

let nextSeq = 1;
const runId = Math.random().toString(36).slice(2, 8);
let applied = 0;
void engine.onEvents(['MESSAGE'], () => { applied += 1; });

function frame(roomId: string): string {
  const seq = nextSeq;
  nextSeq += 1;
  const now = Date.now();
  const resource = {
    id: `m-${runId}-${seq}`, roomId, ownerId: OTHER, content: `bench message ${seq}`, viewerIds: [OTHER], createdAt: now, updatedAt: now, meta: {},
  };
  return JSON.stringify({ resourceType: 'MESSAGE', action: 'CREATED', seq, resource });
}

export type SeedOptions = { rooms: number; messages: number; maxUnseenPerRoom: number; compareReads?: boolean };
export type SeedResult = {
  seeded: boolean; ms: number; rooms: number; messages: number; unseen: number; lastSeq: number;
  /** a second open of the filled store, timed: open (7 collections) and the cold-start read (loadChat: rooms, invites, room states) */
  reopenMs: number; loadChatMs: number;
  /**
   * medians of 3 rounds, each on a freshly opened store (no query cache), the two reads interleaved: loadChat, and
   * the read the cold start did before room states were kept (rooms, invites and every stored unseen message)
   */
  readRooms: { loadChatMs: number; formerReadMs: number } | null;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** the cold-start read now against the former one, on the same store, interleaved */
async function compareReads(): Promise<{ loadChatMs: number; formerReadMs: number }> {
  const now: number[] = [];
  const former: number[] = [];
  const timed = async (read: (s: Awaited<ReturnType<typeof openSyncStore>>) => Promise<unknown>) => {
    const store = await openSyncStore({ storage: 'dexie', name: databaseNameFor(BENCH_USER) });
    const t = performance.now();
    await read(store);
    const ms = performance.now() - t;
    await store.close();
    return ms;
  };
  for (let i = 0; i < 3; i += 1) {
    now.push(await timed((s) => s.loadChat()));
    former.push(await timed((s) => Promise.all([s.db.rooms.find().exec(), s.db.invites.find().exec(), s.db.messages.find({ selector: { unseen: 1 } }).exec()])));
  }
  return { loadChatMs: median(now), formerReadMs: median(former) };
}

const bench = {
  /** Fills the user's store once (rooms, messages, a few unseen per room); reads the stored seq. */
  async prepare(o: SeedOptions): Promise<SeedResult> {
    const t0 = performance.now();
    const store = await openSyncStore({ storage: 'dexie', name: databaseNameFor(BENCH_USER) });
    let seeded = false;
    if ((await store.db.rooms.count().exec()) < o.rooms) {
      seeded = true;
      const base = Date.now() - o.messages * 1000;
      const rooms: ChatRoom[] = Array.from({ length: o.rooms }, (_, i) => ({
        id: `r${i}`, name: `Room ${i}`, logoPath: null, creatorId: OTHER, memberIds: [BENCH_USER, OTHER], meta: { type: 'REGULARROOM' }, createdAt: base, lastMessageAt: base,
      }));
      await store.db.rooms.bulkUpsert(rooms);
      const perRoom = Math.floor(o.messages / o.rooms);
      const chunk = 10_000;
      for (let from = 0; from < o.messages; from += chunk) {
        const docs: MessageDoc[] = [];
        for (let i = from; i < Math.min(o.messages, from + chunk); i += 1) {
          const room = i % o.rooms;
          const nth = Math.floor(i / o.rooms); // 0 = oldest message of the room
          const unseenHere = room % (o.maxUnseenPerRoom + 1); // 0..max unseen, the newest ones
          const unseen = nth >= perRoom - unseenHere;
          docs.push({
            id: `s${i}`, roomId: `r${room}`, ownerId: OTHER, content: `stored message ${i}`,
            viewerIds: unseen ? [OTHER] : [OTHER, BENCH_USER], createdAt: base + i * 1000, updatedAt: base + i * 1000, meta: {}, unseen: unseen ? 1 : 0,
          });
        }
        await store.db.messages.bulkInsert(docs);
      }
      // the rooms' stored states (unseen ids, activity), as the engine keeps them beside its writes
      await store.rebuildRoomStates();
    }
    const [rooms, messages, unseen] = await Promise.all([
      store.db.rooms.count().exec(), store.db.messages.count().exec(), store.db.messages.count({ selector: { unseen: 1 } }).exec(),
    ]);
    const lastSeq = await store.lastSeq();
    await store.close();
    const ms = performance.now() - t0;
    const t1 = performance.now();
    const again = await openSyncStore({ storage: 'dexie', name: databaseNameFor(BENCH_USER) });
    const t2 = performance.now();
    await again.loadChat();
    const t3 = performance.now();
    await again.close();
    const readRooms = o.compareReads ? await compareReads() : null;
    nextSeq = lastSeq + 1;
    return { seeded, ms, rooms, messages, unseen, lastSeq, reopenMs: t2 - t1, loadChatMs: t3 - t2, readRooms };
  },

  /** One MESSAGE CREATED frame for the room, injected now; returns when (wall clock) it entered. */
  inject(roomId: string): number {
    const body = frame(roomId);
    const t = wall();
    pendingInject = t;
    frames.next(body);
    return t;
  },

  /**
   * n frames spread evenly over durationMs, as a socket delivers them (each batch of due frames in its
   * own task); resolves once every one is applied, with wall-clock times.
   */
  burst(n: number, durationMs: number, rooms: number): Promise<{ start: number; lastInjected: number; allApplied: number }> {
    const bodies = Array.from({ length: n }, () => frame(`r${Math.floor(Math.random() * rooms)}`));
    const target = applied + n;
    return new Promise((resolve) => {
      const ch = new MessageChannel();
      const start = wall();
      let sent = 0;
      let lastInjected = start;
      ch.port1.onmessage = () => {
        const due = Math.min(n, Math.ceil(((wall() - start) / durationMs) * n));
        while (sent < due) frames.next(bodies[sent++]);
        if (sent < n) {
          ch.port2.postMessage(0);
          return;
        }
        lastInjected = wall();
        const check = () => {
          if (applied >= target) resolve({ start, lastInjected, allApplied: wall() });
          else setTimeout(check, 1);
        };
        check();
      };
      ch.port2.postMessage(0);
    });
  },

  async ingest(o: { events: number; rounds: number; perEventEvents: number }): Promise<IngestResult> {
    const runner = await createIngestRunner({
      storage: 'dexie', prefix: `bench-ingest-${runId}`, events: o.events, rooms: 1000, rounds: o.rounds, perEventEvents: o.perEventEvents, perEventRounds: 1,
    });
    return runner.run();
  },

  logs: () => logs.slice(),
  times: () => ({ scriptStart, firstPush, pushLags: pushLags.splice(0) }),
};

const engineCalls = { start: engine.start, stop: engine.stop, onRoomsDelta: engine.onRoomsDelta };
export type BenchWorker = typeof engineCalls & typeof bench;

expose(exposable({ ...engineCalls, ...bench }));
