// The sync engine: store + REST snapshot + STOMP + pipeline + the in-memory bell projection.
// The count reaches listeners the moment an event is applied; the store write is batched behind it.
import { BehaviorSubject, Subscription, combineLatest, distinctUntilChanged, map } from 'rxjs';
import {
  EMPTY_NOTIFICATIONS, applyNotificationEvent, notificationWindowStart, notificationsFromList, unreadCount,
  type NotificationEventResource, type NotificationsState,
} from '../../domain/alerts/notifications';
import type { EventsPage, RealtimeEvent } from '../../domain/shared/events';
import { chatEventProblem } from '../../domain/chat/guards';
import { defaultFetch, type FetchFn } from '../transport/http';
import {
  createStompTransport, type StompTransport, type StompTransportOptions, type TransportStatus, type WebSocketFactory,
} from '../transport/stomp';
import { createPipeline, type Pipeline } from '../pipeline/pipeline';
import { decodeEvent } from '../pipeline/decode';
import { databaseNameFor, openSyncStore, type StorageKind, type SyncStore } from '../store/database';
import { createAlertRest, type AlertRest } from './alert-rest';
import { createChatRest, type ChatRest } from './chat-rest';
import { createChatSync } from './chat-sync';
import type { EngineConfig, EngineStatus, SyncEngineApi, Unsubscribe } from './facade';

export type SyncEngineOptions = {
  storage: StorageKind;
  webSocketFactory?: WebSocketFactory;
  fetch?: typeof fetch;
  /** delay between STOMP retries (spec: 4 s) */
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
  /** tests: another transport (e.g. in-process frames for model-based tests) */
  transport?: (opts: StompTransportOptions) => StompTransport;
};

/** Re-evaluates the 2-day window so old notifications drop out of the count without an event. */
const WINDOW_TICK_MS = 60_000;

type Running = {
  config: EngineConfig;
  store: SyncStore;
  transport: StompTransport;
  pipeline: Pipeline;
  rest: AlertRest;
  chatRest: ChatRest;
  subs: Subscription;
  tick: ReturnType<typeof setInterval>;
  /** this tab's presence session id (uiid), one per start */
  presenceId: string;
};

function isNotificationEvent(e: RealtimeEvent): e is RealtimeEvent<NotificationEventResource> {
  return e.resourceType === 'NOTIFICATION';
}

export function createSyncEngine(opts: SyncEngineOptions): SyncEngineApi {
  const now = opts.now ?? (() => Date.now());
  const log = opts.log ?? ((m: string) => console.warn(m));
  const fetchFn: FetchFn = opts.fetch ?? defaultFetch();

  let state: NotificationsState = EMPTY_NOTIFICATIONS;
  const count = new BehaviorSubject<number>(0);
  const transportStatus = new BehaviorSubject<TransportStatus>('idle');
  const catchingUp = new BehaviorSubject<boolean>(false);
  const status = new BehaviorSubject<EngineStatus>('idle');
  combineLatest([transportStatus, catchingUp]).pipe(map(([t, c]) => engineStatus(t, c)), distinctUntilChanged()).subscribe(status);

  let run: Running | null = null;
  let token = '';
  /** events applied while a REST snapshot is in flight: replayed on top of it (the reducer is idempotent) */
  let duringReload: RealtimeEvent[] | null = null;
  let writes: Promise<void> = Promise.resolve();
  let catchUpRunning: Promise<void> | null = null;
  let catchUpAgain = false;
  /** the last catch-up did not complete */
  let catchUpOwed = false;
  /** the chat snapshot of the last load did not arrive: the next catch-up takes it */
  let chatOwed = false;
  let chatRest: ChatRest | null = null;
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
    const store = run?.store;
    if (!store) return Promise.resolve();
    writes = writes.then(() => write(store)).catch((err: unknown) => log(`Store write failed: ${String(err)}`));
    return writes;
  };

  const chat = createChatSync({ rest: () => chatRest, enqueue, log });
  catchingUp.subscribe((on) => chat.setCatchingUp(on));

  /** listeners of onEvents, each with the resource types it asked for */
  const eventListeners = new Set<{ types: ReadonlySet<string>; cb: (e: RealtimeEvent) => void }>();

  function applyEvents(all: RealtimeEvent[]): void {
    // a chat event whose resource does not fit its action is logged and skipped whole (its seq is consumed)
    const events = all.filter((e) => {
      const problem = chatEventProblem(e);
      if (problem) log(`Skipped realtime event ${e.seq}: ${problem}`);
      return problem === null;
    });
    for (const e of events) {
      if (isNotificationEvent(e)) state = applyNotificationEvent(state, e);
      duringReload?.push(e);
    }
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

  const pageEvents = (page: EventsPage): RealtimeEvent[] => page.events.flatMap((raw) => {
    const d = decodeEvent(raw);
    return d.kind === 'event' ? [d.event] : [];
  });

  /** The chat snapshot alone (owed after a failed load): installed under the events applied meanwhile. */
  async function reloadChat(r: Running): Promise<void> {
    duringReload = [];
    try {
      const snap = await chat.fetchSnapshot();
      if (run !== r) return;
      chatOwed = snap === undefined;
      if (!snap) return;
      chat.install(snap, duringReload);
      await enqueue((store) => chat.persistSnapshot(store));
    } finally {
      duringReload = null;
    }
  }

  /** Replaces the projections with REST snapshots taken after `page`, then replays page and live events. */
  async function reload(r: Running, page: EventsPage): Promise<boolean> {
    duringReload = [];
    try {
      const [snapshot, chatSnap] = await Promise.all([r.rest.notificationsSince(notificationWindowStart(now())), chat.fetchSnapshot()]);
      if (snapshot === undefined || chatSnap === undefined) return false;
      chat.install(chatSnap, [...pageEvents(page), ...duringReload]);
      chatOwed = false;
      let next = notificationsFromList(snapshot);
      const replay = [...page.events.flatMap((raw) => {
        const d = decodeEvent(raw);
        return d.kind === 'event' ? [d.event] : [];
      }), ...duringReload];
      for (const e of replay) if (isNotificationEvent(e)) next = applyNotificationEvent(next, e);
      state = next;
      emitCount();
      r.pipeline.advanceTo(page.latestSeq);
      await enqueue(async (store) => {
        await chat.persistSnapshot(store);
        await store.replaceNotifications(Object.values(state), page.latestSeq, 'exact');
      });
      void chat.reloadWatched();
      return true;
    } finally {
      duringReload = null;
    }
  }

  async function catchUpOnce(r: Running): Promise<void> {
    const page = await r.rest.eventsAfter(r.pipeline.lastSeq());
    if (run !== r) return;
    // undefined: the network is down; the next connect or token tries again
    catchUpOwed = page === undefined;
    if (page === undefined) return;
    if (page.truncated) {
      if (!(await reload(r, page))) catchUpOwed = true;
    } else {
      r.pipeline.ingest(page.events);
      if (chatOwed) await reloadChat(r);
    }
  }

  /** Single-flight: a request while one runs makes it run once more afterwards. */
  function catchUp(r: Running): Promise<void> {
    if (catchUpRunning) {
      catchUpAgain = true;
      return catchUpRunning;
    }
    catchingUp.next(true);
    catchUpRunning = (async () => {
      try {
        do {
          catchUpAgain = false;
          await catchUpOnce(r).catch((err: unknown) => {
            catchUpOwed = true; // e.g. a 401: setToken() runs it again
            log(`Catch-up failed: ${String(err)}`);
          });
        } while (catchUpAgain && run === r);
      } finally {
        catchUpRunning = null;
        catchingUp.next(false);
      }
    })();
    return catchUpRunning;
  }

  /** First load after start: the stored seq, the server's log and a snapshot of the last 2 days. */
  async function initialLoad(store: SyncStore, rest: AlertRest): Promise<number> {
    const storedSeq = await store.lastSeq();
    state = notificationsFromList(await store.notificationsSince(notificationWindowStart(now())));
    emitCount();
    await chat.loadStored(store);
    chatOwed = true;
    const page = await rest.eventsAfter(storedSeq).catch((err: unknown) => { log(`Catch-up failed: ${String(err)}`); return undefined; });
    if (page === undefined) return storedSeq;
    const snapshot = await rest.notificationsSince(notificationWindowStart(now())).catch((err: unknown) => {
      log(`Loading notifications failed: ${String(err)}`);
      return undefined;
    });
    if (snapshot === undefined) return storedSeq;
    const chatSnap = await chat.fetchSnapshot().catch((err: unknown) => {
      log(`Loading chat failed: ${String(err)}`);
      return undefined;
    });
    if (chatSnap === undefined) return storedSeq;
    chat.install(chatSnap, pageEvents(page));
    chatOwed = false;
    await chat.persistSnapshot(store);
    let next = notificationsFromList(snapshot);
    for (const raw of page.events) {
      const d = decodeEvent(raw);
      if (d.kind === 'event' && isNotificationEvent(d.event)) next = applyNotificationEvent(next, d.event);
    }
    state = next;
    emitCount();
    // A server log that restarted below our seq (a wiped dev database) is followed from its own seq.
    await store.replaceNotifications(Object.values(state), page.latestSeq, 'exact');
    return page.latestSeq;
  }

  /**
   * Spec 4 presence: this tab says it is here (POST /alert/presences {uiid}) on every (re)connect; the
   * server drops a user's presences a while after their last socket closed, so a reconnect says it again.
   */
  function announcePresence(r: Running): void {
    r.chatRest.call('chat.presences.create', { uiid: r.presenceId }).catch((err: unknown) => {
      if (run === r) log(`Announcing presence failed: ${String(err)}`);
    });
  }

  async function stopRun(): Promise<void> {
    const r = run;
    if (!r) return;
    r.subs.unsubscribe();
    clearInterval(r.tick);
    await r.transport.stop();
    // the last batch is written while the store is still reachable (enqueue needs `run`)
    await r.pipeline.flush().catch(() => {});
    run = null;
    r.pipeline.close();
    await writes;
    await r.store.close();
    // the next start may be another account: never show this one's count there
    state = EMPTY_NOTIFICATIONS;
    catchUpOwed = false;
    chatOwed = false;
    chatRest = null;
    chat.reset('');
    emitCount();
    transportStatus.next('idle');
  }

  const api: SyncEngineApi = {
    async start(config) {
      await stopRun();
      token = config.accessToken;
      const cfg: EngineConfig = { ...config };
      catchingUp.next(true);
      const rest = createAlertRest({ base: () => cfg.alertBase, token: () => token, fetch: fetchFn, log, onUnauthorized: rejectToken });
      const bases = {
        alert: cfg.alertBase,
        chat: cfg.chatBase ?? cfg.alertBase.replace(/\/alert$/, '/chat'),
        company: cfg.companyBase ?? cfg.alertBase.replace(/\/alert$/, '/company'),
      };
      chatRest = createChatRest({ bases: () => bases, token: () => token, fetch: fetchFn, log, onUnauthorized: rejectToken });
      chat.reset(config.userId);
      const store = await openSyncStore({ storage: opts.storage, name: opts.databaseName ?? databaseNameFor(config.userId), devMode: opts.devMode });
      let initialSeq: number;
      try {
        initialSeq = await initialLoad(store, rest);
      } finally {
        catchingUp.next(false);
      }
      const transport = (opts.transport ?? createStompTransport)({
        url: cfg.wsUrl, key: cfg.userId, getToken: () => token, webSocketFactory: opts.webSocketFactory, retryDelayMs: opts.retryDelayMs,
        heartbeatMs: opts.heartbeatMs, log,
      });
      const pipeline = createPipeline({
        frames$: transport.frames$, initialSeq, apply: applyEvents, persist, log,
        batchMs: opts.batchMs, gapTimeoutMs: opts.gapTimeoutMs,
      });
      const subs = new Subscription();
      const r: Running = {
        config: cfg, store, transport, pipeline, rest, chatRest, subs, tick: setInterval(emitCount, WINDOW_TICK_MS), presenceId: globalThis.crypto.randomUUID(),
      };
      run = r;
      subs.add(transport.status$.subscribe((s) => transportStatus.next(s)));
      subs.add(transport.connected$.subscribe(() => {
        void catchUp(r);
        announcePresence(r);
      }));
      subs.add(pipeline.gap$.subscribe(() => void catchUp(r)));
      subs.add(transport.authRejected$.subscribe(() => rejectToken()));
      transport.start();
    },
    async setToken(accessToken) {
      token = accessToken;
      const r = run;
      if (!r) return;
      const s = r.transport.status();
      if (s === 'offline' || s === 'reconnecting') r.transport.retry();
      else if (s === 'connected' && catchUpOwed) void catchUp(r);
    },
    stop: stopRun,
    async retry() {
      run?.transport.retry();
    },
    async onStatus(cb) {
      const s = status.subscribe(cb);
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
    async onEvents(resourceTypes, cb) {
      const entry = { types: new Set<string>(resourceTypes), cb };
      eventListeners.add(entry);
      return (() => void eventListeners.delete(entry)) satisfies Unsubscribe;
    },
  };
  return api;
}

function engineStatus(t: TransportStatus, catchingUp: boolean): EngineStatus {
  switch (t) {
    case 'connecting': return 'connecting';
    case 'reconnecting': return 'reconnecting';
    case 'offline': return 'offline';
    case 'connected': return catchingUp ? 'catching-up' : 'live';
    case 'idle':
    case 'stopped':
      return catchingUp ? 'catching-up' : 'idle';
  }
}
