// The sync engine: store + REST snapshot + STOMP + pipeline + the in-memory bell and chat projections
// (engine.projections.ts), steered by the life-cycle machine (lifecycle.machine.ts) whose effects are the
// actors supplied here. The count reaches listeners the moment an event is applied; the store write is
// batched behind it.
import { BehaviorSubject, Subject } from 'rxjs';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { defaultFetch, type FetchFn } from '../transport/http';
import { createStompTransport, type StompTransportOptions, type WebSocketFactory } from '../transport/stomp';
import { createPipeline, type Pipeline } from '../pipeline/pipeline';
import { databaseNameFor, openSyncStore, type StorageKind, type SyncStore } from '../store/database';
import { createAlertRest, type AlertRest } from './alert-rest';
import { createChatRest, type ChatRest } from './chat-rest';
import { createProjections } from './engine.projections';
import type { EngineConfig, EngineStatus, SyncEngineApi, Unsubscribe } from './facade';
import { createLifecycleMachine, RETRY_DELAY_MS, type LifecycleEvent, type SocketInput } from './lifecycle.machine';
import { engineRetryOf, engineStatusOf, isCatchingUp } from './lifecycle.connect';
import { socketActor, type EngineTransport } from './lifecycle.socket';

export type SyncEngineOptions = {
  storage: StorageKind;
  webSocketFactory?: WebSocketFactory;
  fetch?: typeof fetch;
  /** the machine's wait between connection retries (spec: 4 s) */
  retryDelayMs?: number;
  /** STOMP heart-beat both ways (default 10 s); a silent link is detected after about twice this */
  heartbeatMs?: number;
  now?: () => number;
  /** Node tests: RxDB dev-mode schema checks */
  devMode?: boolean;
  log?: (message: string) => void;
  /** store write window (default one animation frame) */
  batchMs?: number;
  /** how long a seq gap may stay open before catch-up */
  gapTimeoutMs?: number;
  /** tests: the store's name (several engines of one user in one realm, as tabs); default per user */
  databaseName?: string;
  /** another transport: shared by tabs (the worker), in-process frames (model-based tests) */
  transport?: (opts: StompTransportOptions) => EngineTransport;
  /** the codes every REST request carries in the tracking-codes header (spec 7) */
  trackingCodes?: () => string[];
};

/** Re-evaluates the 2-day window so old notifications drop out of the count without an event. */
const WINDOW_TICK_MS = 60_000;

/** One run's resources, from the load until the teardown. */
type Running = {
  config: EngineConfig;
  store: SyncStore;
  pipeline: Pipeline;
  /** frame bodies from the socket actor, into the pipeline */
  frames: Subject<string>;
  rest: AlertRest;
  chatRest: ChatRest;
  tick: ReturnType<typeof setInterval>;
  /** this tab's presence session id (uiid), one per start */
  presenceId: string;
  /** the socket's stop, once the socket actor ended */
  socketStopped: Promise<void>;
};

export function createSyncEngine(opts: SyncEngineOptions): SyncEngineApi {
  const now = opts.now ?? (() => Date.now());
  const log = opts.log ?? ((m: string) => console.warn(m));
  const fetchFn: FetchFn = opts.fetch ?? defaultFetch();

  const status = new BehaviorSubject<{ status: EngineStatus; retry: number }>({ status: 'idle', retry: 0 });
  /** read by REST clients and the socket at every call and (re)connect */
  let token = '';
  /** the chat REST client of the run being loaded or running */
  let chatRest: ChatRest | null = null;
  let writes: Promise<void> = Promise.resolve();
  const tokenRejected = new Set<() => void>();
  const rejectToken = () => {
    for (const cb of tokenRejected) {
      try {
        cb();
      } catch (err) {
        log(`Token listener failed: ${String(err)}`);
      }
    }
  };

  /** Store writes run one after another and read the projection when they run, so none is stale. */
  const enqueue = (write: (store: SyncStore) => Promise<void>): Promise<void> => {
    const s = actor.getSnapshot();
    const store = s.context.run?.store;
    // once the pipeline's last batch is written the store is closing: later writes are dropped
    if (!store || s.matches({ stopping: 'closing' }) || s.matches({ stopping: 'closed' })) return Promise.resolve();
    writes = writes.then(() => write(store)).catch((err: unknown) => log(`Store write failed: ${String(err)}`));
    return writes;
  };

  const projections = createProjections({ now, log, rest: () => chatRest, enqueue });
  const { chat, count, emitCount } = projections;

  async function load(config: EngineConfig): Promise<{ run: Running; chatOwed: boolean }> {
    const cfg: EngineConfig = { ...config };
    const rest = createAlertRest({ base: () => cfg.alertBase, token: () => token, fetch: fetchFn, log, onUnauthorized: rejectToken, trackingCodes: opts.trackingCodes });
    const bases = {
      alert: cfg.alertBase,
      chat: cfg.chatBase ?? cfg.alertBase.replace(/\/alert$/, '/chat'),
      company: cfg.companyBase ?? cfg.alertBase.replace(/\/alert$/, '/company'),
    };
    const runChatRest = createChatRest({ bases: () => bases, token: () => token, fetch: fetchFn, log, onUnauthorized: rejectToken, trackingCodes: opts.trackingCodes });
    chatRest = runChatRest;
    chat.reset(config.userId);
    const store = await openSyncStore({ storage: opts.storage, name: opts.databaseName ?? databaseNameFor(config.userId), devMode: opts.devMode });
    const { seq, chatOwed } = await projections.initialLoad(store, rest).catch(async (err: unknown) => {
      await store.close().catch(() => {});
      throw err;
    });
    const frames = new Subject<string>();
    const pipeline = createPipeline({
      frames$: frames, initialSeq: seq, apply: projections.applyEvents, persist: projections.persist, log, batchMs: opts.batchMs, gapTimeoutMs: opts.gapTimeoutMs,
    });
    const run: Running = {
      config: cfg, store, pipeline, frames, rest, chatRest: runChatRest, tick: setInterval(emitCount, WINDOW_TICK_MS),
      presenceId: globalThis.crypto.randomUUID(), socketStopped: Promise.resolve(),
    };
    return { run, chatOwed };
  }

  const socket = socketActor<Running>({
    transport: opts.transport ?? createStompTransport,
    options: { getToken: () => token, webSocketFactory: opts.webSocketFactory, heartbeatMs: opts.heartbeatMs, log },
  });

  const machine = createLifecycleMachine<Running>().provide({
    actors: {
      load: fromPromise(({ input }) => load(input.config)),
      catchUp: fromPromise(({ input, signal }) => projections.catchUp(input.run, input.owed, signal)),
      flush: fromPromise(async ({ input: { run: r } }) => {
        if (!r) return;
        clearInterval(r.tick);
        await null; // the socket actor's cleanup (which stops the transport) runs as `running` is left
        await r.socketStopped;
        await r.pipeline.flush().catch(() => {});
      }),
      close: fromPromise(async ({ input: { run: r } }) => {
        if (r) {
          r.pipeline.close();
          await writes;
          await r.store.close();
        }
        // the next start may be another account: never show this one's count there
        chatRest = null;
        projections.reset();
      }),
      socket,
      gaps: fromCallback<{ type: 'gaps.none' }, SocketInput<Running>>(({ input: { run: r }, sendBack }) => {
        const s = r.pipeline.gap$.subscribe(() => sendBack({ type: 'pipeline.gap' } satisfies LifecycleEvent));
        return () => s.unsubscribe();
      }),
    },
    actions: {
      ingestFrame: ({ context }, { body }) => context.run?.frames.next(body),
      announcePresence: ({ context }) => {
        // spec 4 presence: the server drops a user's presences a while after their last socket closed,
        // so every (re)connect says it again
        const r = context.run;
        r?.chatRest.call('chat.presences.create', { uiid: r.presenceId }).catch((err: unknown) => {
          if (actor.getSnapshot().context.run === r) log(`Announcing presence failed: ${String(err)}`);
        });
      },
      rejectToken,
      log: (_, { message }) => log(message),
    },
    delays: { retryDelay: opts.retryDelayMs ?? RETRY_DELAY_MS },
  });

  const actor = createActor(machine);
  actor.subscribe((s) => {
    const next = { status: engineStatusOf(s), retry: engineRetryOf(s) };
    if (next.status !== status.value.status || next.retry !== status.value.retry) status.next(next);
    chat.setCatchingUp(isCatchingUp(s));
  });
  actor.start();

  const settled = () => waitFor(actor, (s) => (s.matches('idle') || s.matches('running')) && s.context.next === null, { timeout: Infinity });

  const api: SyncEngineApi = {
    async start(config) {
      token = config.accessToken;
      actor.send({ type: 'engine.start', config });
      const s = await settled();
      if (s.matches('idle') && s.context.startError !== null) throw new Error(s.context.startError);
    },
    async setToken(accessToken) {
      token = accessToken;
      actor.send({ type: 'engine.token' });
    },
    async stop() {
      actor.send({ type: 'engine.stop' });
      await settled();
    },
    async retry() {
      actor.send({ type: 'engine.retry' });
    },
    async onStatus(cb) {
      const s = status.subscribe((v) => cb(v.status, v.retry));
      return (() => s.unsubscribe()) satisfies Unsubscribe;
    },
    async onNotificationCount(cb) {
      const s = count.subscribe(cb);
      return (() => s.unsubscribe()) satisfies Unsubscribe;
    },
    async onTokenRejected(cb) {
      tokenRejected.add(cb);
      return (() => void tokenRejected.delete(cb)) satisfies Unsubscribe;
    },
    onRooms: (cb) => chat.onRooms(cb),
    onRoomsDelta: (cb) => chat.onRoomsDelta(cb),
    openRoom: (roomId) => chat.openRoom(roomId),
    onMessages: (roomId, cb) => chat.onMessages(roomId, cb),
    loadOlderMessages: (roomId) => chat.loadOlderMessages(roomId),
    onInvites: (cb) => chat.onInvites(cb),
    onPresence: (cb) => chat.onPresence(cb),
    downloadFile: (path) => chat.downloadFile(path),
    onEvents: async (resourceTypes, cb) => projections.onEvents(resourceTypes, cb) satisfies Unsubscribe,
  };
  return api;
}
