// The sync engine: store + REST snapshot + STOMP + pipeline + the in-memory bell and chat projections,
// steered by the life-cycle machine (lifecycle.machine.ts) whose effects are the actors supplied here.
// The count reaches listeners the moment an event is applied; the store write is batched behind it.
import { BehaviorSubject, Subject } from 'rxjs';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  EMPTY_NOTIFICATIONS, applyNotificationEvent, notificationWindowStart, notificationsFromList, unreadCount,
  type NotificationEventResource, type NotificationsState,
} from '../../domain/alerts/notifications';
import type { EventsPage, RealtimeEvent } from '../../domain/shared/events';
import { chatEventProblem } from '../../domain/chat/guards';
import { defaultFetch, type FetchFn } from '../transport/http';
import { createStompTransport, type StompTransportOptions, type WebSocketFactory } from '../transport/stomp';
import { createPipeline, type Pipeline } from '../pipeline/pipeline';
import { decodeEvent } from '../pipeline/decode';
import { databaseNameFor, openSyncStore, type StorageKind, type SyncStore } from '../store/database';
import { createAlertRest, type AlertRest } from './alert-rest';
import { createChatRest, type ChatRest } from './chat-rest';
import { createChatSync } from './chat-sync';
import type { EngineConfig, EngineStatus, SyncEngineApi, Unsubscribe } from './facade';
import { createLifecycleMachine, RETRY_DELAY_MS, type LifecycleEvent, type Owed, type SocketInput } from './lifecycle.machine';
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

function isNotificationEvent(e: RealtimeEvent): e is RealtimeEvent<NotificationEventResource> {
  return e.resourceType === 'NOTIFICATION';
}

const pageEvents = (page: EventsPage): RealtimeEvent[] => page.events.flatMap((raw) => {
  const d = decodeEvent(raw);
  return d.kind === 'event' ? [d.event] : [];
});

export function createSyncEngine(opts: SyncEngineOptions): SyncEngineApi {
  const now = opts.now ?? (() => Date.now());
  const log = opts.log ?? ((m: string) => console.warn(m));
  const fetchFn: FetchFn = opts.fetch ?? defaultFetch();

  let state: NotificationsState = EMPTY_NOTIFICATIONS;
  const count = new BehaviorSubject<number>(0);
  const status = new BehaviorSubject<{ status: EngineStatus; retry: number }>({ status: 'idle', retry: 0 });
  /** read by REST clients and the socket at every call and (re)connect */
  let token = '';
  /** the chat REST client of the run being loaded or running */
  let chatRest: ChatRest | null = null;
  let writes: Promise<void> = Promise.resolve();
  /** events applied while a REST snapshot is in flight, one list per snapshot: replayed on top of it */
  const recorders = new Set<RealtimeEvent[]>();
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

  const emitCount = () => {
    const c = unreadCount(state, now());
    if (c !== count.value) count.next(c);
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

  const chat = createChatSync({ rest: () => chatRest, enqueue, log });

  /** listeners of onEvents, each with the resource types it asked for */
  const eventListeners = new Set<{ types: ReadonlySet<string>; cb: (e: RealtimeEvent) => void }>();

  function applyEvents(all: RealtimeEvent[]): void {
    // a chat event whose resource does not fit its action is logged and skipped whole (its seq is consumed)
    const events = all.filter((e) => {
      const problem = chatEventProblem(e);
      if (problem) log(`Skipped realtime event ${e.seq}: ${problem}`);
      return problem === null;
    });
    for (const e of events) if (isNotificationEvent(e)) state = applyNotificationEvent(state, e);
    for (const r of recorders) r.push(...events);
    chat.apply(events);
    emitCount();
    for (const l of eventListeners) {
      for (const e of events) {
        if (!l.types.has(e.resourceType)) continue;
        try {
          l.cb(e);
        } catch (err) {
          log(`Event listener failed: ${String(err)}`);
        }
      }
    }
  }

  function persist(events: RealtimeEvent[], lastSeq: number): Promise<void> {
    const ids = new Set(events.filter(isNotificationEvent).map((e) => e.resource.id));
    return enqueue(async (store) => {
      await store.writeChat(chat.writeFor(events));
      const upserts = [...ids].flatMap((id) => (state[id] ? [state[id]] : []));
      const removals = [...ids].filter((id) => !state[id]);
      return store.writeNotifications(upserts, removals, lastSeq);
    });
  }

  /** Runs `load` while recording the events applied meanwhile (they are replayed on its answer). */
  async function recording<T>(load: (meanwhile: RealtimeEvent[]) => Promise<T>): Promise<T> {
    const meanwhile: RealtimeEvent[] = [];
    recorders.add(meanwhile);
    try {
      return await load(meanwhile);
    } finally {
      recorders.delete(meanwhile);
    }
  }

  /** The bell's snapshot with `events` replayed on it. */
  function installNotifications(snapshot: Parameters<typeof notificationsFromList>[0], events: readonly RealtimeEvent[]): void {
    let next = notificationsFromList(snapshot);
    for (const e of events) if (isNotificationEvent(e)) next = applyNotificationEvent(next, e);
    state = next;
    emitCount();
  }

  /** The chat snapshot alone (owed after a failed load): installed under the events applied meanwhile. */
  const reloadChat = (signal: AbortSignal): Promise<boolean> => recording(async (meanwhile) => {
    const snap = await chat.fetchSnapshot();
    if (signal.aborted || !snap) return false;
    chat.install(snap, meanwhile);
    await enqueue((store) => chat.persistSnapshot(store));
    return true;
  });

  /** Replaces the projections with REST snapshots taken after `page`, then replays page and live events. */
  const reload = (r: Running, page: EventsPage): Promise<boolean> => recording(async (meanwhile) => {
    const [snapshot, chatSnap] = await Promise.all([r.rest.notificationsSince(notificationWindowStart(now())), chat.fetchSnapshot()]);
    if (snapshot === undefined || chatSnap === undefined) return false;
    const replay = [...pageEvents(page), ...meanwhile];
    chat.install(chatSnap, replay);
    installNotifications(snapshot, replay);
    r.pipeline.advanceTo(page.latestSeq);
    await enqueue(async (store) => {
      await chat.persistSnapshot(store);
      await store.replaceNotifications(Object.values(state), page.latestSeq, 'exact');
    });
    void chat.reloadWatched();
    return true;
  });

  async function catchUp(r: Running, owed: Owed, signal: AbortSignal): Promise<Owed> {
    const page = await r.rest.eventsAfter(r.pipeline.lastSeq());
    if (signal.aborted) return owed;
    // undefined: the network is down; the next connect or token tries again
    if (page === undefined) return { ...owed, catchUp: true };
    if (page.truncated) return (await reload(r, page)) ? { catchUp: false, chat: false } : { ...owed, catchUp: true };
    r.pipeline.ingest(page.events);
    if (!owed.chat) return { catchUp: false, chat: false };
    return { catchUp: false, chat: !(await reloadChat(signal)) };
  }

  /** First load after start: the stored seq, the server's log and a snapshot of the last 2 days. */
  async function initialLoad(store: SyncStore, rest: AlertRest): Promise<{ seq: number; chatOwed: boolean }> {
    const storedSeq = await store.lastSeq();
    state = notificationsFromList(await store.notificationsSince(notificationWindowStart(now())));
    emitCount();
    await chat.loadStored(store);
    const failed = (what: string) => (err: unknown) => { log(`${what} failed: ${String(err)}`); return undefined; };
    const page = await rest.eventsAfter(storedSeq).catch(failed('Catch-up'));
    if (page === undefined) return { seq: storedSeq, chatOwed: true };
    const snapshot = await rest.notificationsSince(notificationWindowStart(now())).catch(failed('Loading notifications'));
    if (snapshot === undefined) return { seq: storedSeq, chatOwed: true };
    const chatSnap = await chat.fetchSnapshot().catch(failed('Loading chat'));
    if (chatSnap === undefined) return { seq: storedSeq, chatOwed: true };
    chat.install(chatSnap, pageEvents(page));
    await chat.persistSnapshot(store);
    installNotifications(snapshot, pageEvents(page));
    // A server log that restarted below our seq (a wiped dev database) is followed from its own seq.
    await store.replaceNotifications(Object.values(state), page.latestSeq, 'exact');
    return { seq: page.latestSeq, chatOwed: false };
  }

  async function load(config: EngineConfig): Promise<{ run: Running; chatOwed: boolean }> {
    const cfg: EngineConfig = { ...config };
    const rest = createAlertRest({ base: () => cfg.alertBase, token: () => token, fetch: fetchFn, log, onUnauthorized: rejectToken });
    const bases = {
      alert: cfg.alertBase,
      chat: cfg.chatBase ?? cfg.alertBase.replace(/\/alert$/, '/chat'),
      company: cfg.companyBase ?? cfg.alertBase.replace(/\/alert$/, '/company'),
    };
    const runChatRest = createChatRest({ bases: () => bases, token: () => token, fetch: fetchFn, log, onUnauthorized: rejectToken });
    chatRest = runChatRest;
    chat.reset(config.userId);
    const store = await openSyncStore({ storage: opts.storage, name: opts.databaseName ?? databaseNameFor(config.userId), devMode: opts.devMode });
    const { seq, chatOwed } = await initialLoad(store, rest).catch(async (err: unknown) => {
      await store.close().catch(() => {});
      throw err;
    });
    const frames = new Subject<string>();
    const pipeline = createPipeline({
      frames$: frames, initialSeq: seq, apply: applyEvents, persist, log, batchMs: opts.batchMs, gapTimeoutMs: opts.gapTimeoutMs,
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
      catchUp: fromPromise(({ input, signal }) => catchUp(input.run, input.owed, signal)),
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
        state = EMPTY_NOTIFICATIONS;
        chatRest = null;
        chat.reset('');
        emitCount();
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
    async onEvents(resourceTypes, cb) {
      const entry = { types: new Set<string>(resourceTypes), cb };
      eventListeners.add(entry);
      return (() => void eventListeners.delete(entry)) satisfies Unsubscribe;
    },
  };
  return api;
}
