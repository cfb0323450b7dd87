// Replays the worker's recorded frames through the same sync engine (pipeline, chat and bell projections,
// RxDB on its memory storage) in Node: REST calls are answered by the recorded answers (in their order,
// per method and path), frames are handed in by a transport the replay drives, and the clock is the
// recording's. The pipeline's own tap records the seq each replayed frame leads to, to compare.
import { BehaviorSubject, Subject } from 'rxjs';
import { createSyncEngine } from '../../src/sync/engine/engine';
import type { EngineStatus, SyncEngineApi } from '../../src/sync/engine/facade';
import { recordedViews, recorder, storeContents, type FrameEntry, type RestEntry, type StoreContents, type ViewEntry } from '../../src/sync/recorder';
import type { StompTransport, TransportStatus } from '../../src/sync/transport/stomp';

const ORIGIN = 'http://replay.invalid';

/** method, path and the query's parameter names (their values, such as a time window's start, may differ) */
const keyOf = (method: string, url: string) => {
  const u = new URL(url, ORIGIN);
  return `${method.toUpperCase()} ${u.pathname}?${[...new Set(u.searchParams.keys())].sort().join('&')}`;
};

/** A fetch that answers each request with the next recorded answer of its method and path (the last one again when they run out). */
export function recordedFetch(answers: readonly RestEntry[]): typeof fetch {
  const queues = new Map<string, RestEntry[]>();
  for (const a of answers) {
    const k = keyOf(a.method, a.url);
    queues.set(k, [...(queues.get(k) ?? []), a]);
  }
  const last = new Map<string, RestEntry>();
  return async (input, init) => {
    const k = keyOf(init?.method ?? 'GET', input instanceof Request ? input.url : String(input));
    const answer = queues.get(k)?.shift() ?? last.get(k);
    if (!answer) return new Response(JSON.stringify({ message: `Not in the recording: ${k}` }), { status: 404 });
    last.set(k, answer);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  };
}

/** The socket, driven by the replay: connects at once, and hands in the frames it is given. */
function replayTransport(): StompTransport & { deliver(body: string): void } {
  const frames = new Subject<string>();
  const status = new BehaviorSubject<TransportStatus>('idle');
  const connected = new Subject<void>();
  return {
    frames$: frames.asObservable(),
    status$: status.asObservable(),
    connected$: connected.asObservable(),
    authRejected$: new Subject<string>().asObservable(),
    status: () => status.value,
    start() {
      status.next('connecting');
      queueMicrotask(() => {
        connected.next();
        status.next('connected');
      });
    },
    retry() {},
    async stop() {
      status.next('stopped');
    },
    deliver: (body) => frames.next(body),
  };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

let runs = 0;

export type EngineReplay = {
  /** hands a recorded frame in; answers the seq the pipeline reached */
  frame(entry: FrameEntry): Promise<number | null>;
  /** makes a recorded view call of the page (the room looked at, a room's messages watched or no longer) */
  view(entry: ViewEntry): Promise<void>;
  store(): Promise<StoreContents>;
  stop(): Promise<void>;
};

/** Starts the engine as `userId` on the recorded answers; resolves once it is live. */
export async function startEngineReplay(userId: string, answers: readonly RestEntry[], clock: () => number): Promise<EngineReplay> {
  runs += 1;
  const transport = replayTransport();
  const log: string[] = [];
  const engine: SyncEngineApi = createSyncEngine({
    storage: 'memory', fetch: recordedFetch(answers), transport: () => transport, now: clock, batchMs: 1,
    // a gap is never closed by the wall clock: the replay is as fast as the machine, not as the user
    gapTimeoutMs: 24 * 3600_000, databaseName: `replay-${runs}-${userId}`, log: (m) => log.push(m),
  });
  let status: EngineStatus = 'idle';
  const off = await engine.onStatus((s) => { status = s; });
  const settle = async () => {
    for (let i = 0; i < 200; i++) {
      await tick();
      if (status === 'live' && i >= 3) return;
    }
  };
  const views = recordedViews(engine);
  /** per room, the unsubscribes of its watchers, newest last */
  const watching = new Map<string, (() => void)[]>();
  await engine.start({ wsUrl: 'ws://replay.invalid/ws', alertBase: `${ORIGIN}/api/v1/alert`, accessToken: 'replay', userId });
  await settle();
  return {
    async frame(entry) {
      const before = recorder.entries().at(-1)?.i ?? -1;
      transport.deliver(typeof entry.body === 'string' ? entry.body : JSON.stringify(entry.body));
      // the pipeline records the frame as it takes it, synchronously: it is the newest entry
      const taken = recorder.entries().at(-1);
      await settle();
      return taken?.kind === 'frame' && taken.i > before ? taken.seq : null;
    },
    async view(entry) {
      if (entry.call === 'openRoom') await views.openRoom(entry.roomId);
      else if (entry.roomId !== null) {
        const offs = watching.get(entry.roomId) ?? [];
        watching.set(entry.roomId, offs);
        if (entry.call === 'onMessages') offs.push(await views.onMessages(entry.roomId, () => {}));
        else offs.pop()?.();
      }
      await settle();
    },
    async store() {
      await settle();
      return storeContents(engine, views);
    },
    async stop() {
      off();
      await engine.stop();
    },
  };
}
