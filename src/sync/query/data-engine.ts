// The engine's data path for every screen: reactive queries (query-cache.ts) and commands, over the
// typed REST map, in the worker. A realtime event refreshes (or patches in place) only the answers on screen
// whose endpoint declares it stale (targeting.ts, ../api/stale.ts); a command refreshes what its declared
// change stales (else every answer on screen), and its own event then refreshes nothing again; a reconnect
// refreshes everything on screen; signed-out visitors have no socket, so theirs refresh on one timer
// (VISITOR_REFRESH_MS).
import { createApiClient } from '../api/client';
import { ROUTES } from '../api/routes';
import { ApiRequestError, type ApiClient, type EndpointName, type Endpoints } from '../api/types';
import type { AuthTokens } from '../../domain/identity/types';
import type { RealtimeEvent, ResourceType } from '../../domain/shared/events';
import type { Service } from '../contract/endpoints';
import type { StorageKind } from '../store/database';
import { createQueryCache, type QueryListener } from './query-cache';
import { openQueryStore, queryDatabaseName, type QueryStore } from './query-store';
import { OFFLINE_WRITE_MESSAGE, type CommandOutcome, type FetchOutcome } from './types';
import { decide, declaredTypes, type Change } from './targeting';

/** How often a signed-out visitor's open views are fetched again (they have no socket to hear changes on). */
export const VISITOR_REFRESH_MS = 10_000;

/**
 * Realtime types whose changes the chat projection shows by itself: they refresh no query. Every other
 * type refreshes the answers on screen whose endpoints declare it (../api/stale.ts).
 */
const CHAT_ONLY: ReadonlySet<ResourceType> = new Set<ResourceType>([
  'MESSAGE', 'MESSAGEFILE', 'MESSAGEVIEWER', 'PRESENCE', 'PRESENCESESSIONID', 'RTCREQUEST',
]);

/** How long after a command its own event (same resource id) is taken as already shown. */
export const OWN_EVENT_WINDOW_MS = 5_000;

/** The realtime types some endpoint declares: any other non-chat type refreshes nothing (logged in dev). */
const DECLARED = declaredTypes(Object.values(ROUTES).map((r) => r.stale));

/** The string ids of a command's input and answer: its own event's resource carries one of them as `id`. */
function idsOf(...values: unknown[]): string[] {
  return values.flatMap((v) => (v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? [(v as { id: string }).id] : []));
}
const eventId = (e: { resource: unknown }): string | null => idsOf(e.resource)[0] ?? null;
const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export type CommandOptions = {
  /** one key per user intent, kept across retries; generated when absent */
  idempotencyKey?: string;
  onUploadProgress?(fraction: number): void;
};

export type Account = { userId: string; tokens: AuthTokens } | null;

export type DataEngineDeps = {
  storage: StorageKind;
  bases: Record<Service, string>;
  /** the page refreshes the tokens (its client holds the refresh token) and answers the new ones */
  refresh(): Promise<AuthTokens | null>;
  fetch?: typeof fetch;
  now?(): number;
  log?(message: string): void;
  devMode?: boolean;
  /** log events that no endpoint declares (development builds) */
  devLog?: boolean;
  /** tests: another visitor refresh period; 0 turns the timer off */
  visitorRefreshMs?: number;
  /** tests: the stores' names get this prefix */
  namePrefix?: string;
  trackingCodes?(): string[];
  randomId?(): string;
};

export type DataEngine = {
  /** signs the data path in (or out, with null): answers of the previous account are forgotten */
  setAccount(account: Account): Promise<void>;
  setTokens(tokens: AuthTokens): void;
  query<K extends EndpointName>(endpoint: K, params: Endpoints[K]['in'], listener: QueryListener): () => void;
  command<K extends EndpointName>(endpoint: K, input: Endpoints[K]['in'], opts?: CommandOptions): Promise<CommandOutcome<Endpoints[K]['out']>>;
  /**
   * One fresh answer of a GET, for a flow's step that must show the server's figures now (a payment's cards
   * and wallet, a search): nothing is cached or refreshed; no saved copy stands in for it when offline.
   */
  read<K extends EndpointName>(endpoint: K, params: Endpoints[K]['in']): Promise<CommandOutcome<Endpoints[K]['out']>>;
  /** applied realtime events (after dedupe and ordering) */
  applyEvents(events: readonly RealtimeEvent[]): void;
  /** the socket is live (events will tell of changes) or not (visitors: the timer does) */
  setLive(live: boolean): void;
  /** the socket (re)connected: what happened while it was down is fetched again */
  reconnected(): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export function createDataEngine(deps: DataEngineDeps): DataEngine {
  const log = deps.log ?? ((m: string) => console.warn(m));
  const now = deps.now ?? (() => Date.now());
  let tokens: AuthTokens | null = null;
  let store: QueryStore | null = null;
  let scope = '';
  let live = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let queued: RealtimeEvent[] = [];
  /**
   * The own events that recent commands are still to hear, until when: `TYPE ACTION id` for a command that
   * declares its change, `* id` for one that does not. Each is ignored once (a later change of the same
   * resource by someone else is not).
   */
  const ownEvents = new Map<string, number>();
  /** ids of recent events' resources: when each arrived, and the refresh it caused */
  // `burst` numbers the event bursts: an event counts as heard during a command only if its burst came after the
  // command started (a clock can read the same millisecond for an event applied just before the command)
  const seen = new Map<string, { at: number; burst: number; done: Promise<void> }>();
  let bursts = 0;

  const api: ApiClient = createApiClient({
    bases: deps.bases,
    getTokens: () => tokens,
    onTokens: (t) => {
      tokens = t;
    },
    onExpired: () => {},
    refresh: async () => {
      const next = await deps.refresh();
      if (next) tokens = next;
      return next;
    },
    trackingCodes: deps.trackingCodes,
    fetch: deps.fetch,
    log,
  });

  async function get(endpoint: string, params: unknown): Promise<FetchOutcome> {
    const name = endpoint as EndpointName;
    const route = ROUTES[name];
    if (!route) return { kind: 'error', status: null, message: `Unknown query ${endpoint}` };
    if (route.method !== 'GET') return { kind: 'error', status: null, message: `${endpoint} is a command, not a query` };
    try {
      const body = await api.call(name, params as Endpoints[typeof name]['in']);
      return body === undefined ? { kind: 'network' } : { kind: 'ok', body };
    } catch (err) {
      if (err instanceof ApiRequestError) return { kind: 'error', status: err.status, message: err.message };
      throw err;
    }
  }

  const cache = createQueryCache({ fetch: get, now, log });

  function forgetOld(t: number): void {
    for (const [key, until] of ownEvents) if (until < t) ownEvents.delete(key);
    for (const [id, s] of seen) if (s.at + OWN_EVENT_WINDOW_MS < t) seen.delete(id);
  }

  /** The answers on screen that these changes stale are fetched again, or patched in place. */
  function target(changes: readonly Change[]): Promise<void> {
    if (changes.length === 0) return Promise.resolve();
    return cache.invalidate((q) => decide(ROUTES[q.endpoint as EndpointName]?.stale, changes, q));
  }

  /** Events come in bursts: one pass over the answers on screen per burst. */
  function flushEvents(): void {
    const batch = queued;
    queued = [];
    const t = now();
    const burst = (bursts += 1);
    forgetOld(t);
    const changes = batch.filter((e) => {
      const id = eventId(e);
      // a command's own event: what it changed is shown already
      const own = id === null ? undefined : [`${e.resourceType} ${e.action} ${id}`, `* ${id}`].find((k) => ownEvents.has(k));
      if (own !== undefined) {
        ownEvents.delete(own);
        return false;
      }
      if (!DECLARED.has(e.resourceType) && (deps.devLog ?? false)) log(`No query declares ${e.resourceType} ${e.action}: it refreshes nothing`);
      return true;
    });
    const done = target(changes);
    for (const e of changes) {
      const id = eventId(e);
      if (id !== null) seen.set(id, { at: t, burst, done });
    }
  }

  function steerTimer(): void {
    const period = deps.visitorRefreshMs ?? VISITOR_REFRESH_MS;
    const wanted = !live && period > 0;
    if (wanted && !timer) timer = setInterval(() => void cache.refreshActive(), period);
    if (!wanted && timer) {
      clearInterval(timer);
      timer = null;
    }
  }
  steerTimer();

  return {
    async setAccount(account) {
      const nextScope = account ? `u-${account.userId}` : 'visitor';
      tokens = account?.tokens ?? null;
      if (nextScope === scope) return;
      scope = nextScope;
      const old = store;
      store = null;
      await cache.setStore(null);
      await old?.close().catch((err: unknown) => log(`Closing the query store failed: ${String(err)}`));
      const opened = await openQueryStore({
        storage: deps.storage, name: queryDatabaseName(`${deps.namePrefix ?? ''}${nextScope}`), devMode: deps.devMode,
      }).catch((err: unknown) => {
        log(`Opening the query store failed: ${String(err)}`);
        return null;
      });
      if (scope !== nextScope) {
        await opened?.close();
        return;
      }
      store = opened;
      await cache.setStore(opened);
    },
    setTokens(next) {
      tokens = next;
    },
    query(endpoint, params, listener) {
      return cache.subscribe(endpoint, params, listener);
    },
    async command(endpoint, input, opts) {
      const route = ROUTES[endpoint];
      if (!route) return { ok: false, status: null, message: `Unknown command ${endpoint}`, offline: false };
      const idempotencyKey = opts?.idempotencyKey ?? deps.randomId?.() ?? globalThis.crypto.randomUUID();
      const startedAfter = bursts;
      try {
        const value = await api.call(endpoint, input, { idempotencyKey, onUploadProgress: opts?.onUploadProgress });
        if (value === undefined) return { ok: false, status: null, message: OFFLINE_WRITE_MESSAGE, offline: true };
        // the views on screen show the change before the command is reported done: once, whether the
        // command's own event came first (its refresh is awaited) or comes later (it is then ignored)
        const ids = idsOf(input, value);
        const heard = ids.map((id) => seen.get(id)).find((s) => s !== undefined && s.burst > startedAfter);
        if (heard) await heard.done;
        else {
          const until = now() + OWN_EVENT_WINDOW_MS;
          for (const id of ids) {
            if (!route.changes) ownEvents.set(`* ${id}`, until);
            for (const c of route.changes ?? []) ownEvents.set(`${c.type} ${c.action} ${id}`, until);
          }
          const resource = { ...asObject(input), ...asObject(value) };
          await (route.changes ? target(route.changes.map((c) => ({ resourceType: c.type, action: c.action, resource }))) : cache.refreshActive());
        }
        return { ok: true, value };
      } catch (err) {
        if (err instanceof ApiRequestError) return { ok: false, status: err.status, message: err.message, offline: false };
        return { ok: false, status: null, message: err instanceof Error ? err.message : String(err), offline: false };
      }
    },
    async read(endpoint, params) {
      const out = await get(endpoint, params).catch((err: unknown): FetchOutcome => ({ kind: 'error', status: null, message: err instanceof Error ? err.message : String(err) }));
      if (out.kind === 'ok') return { ok: true, value: out.body as Endpoints[typeof endpoint]['out'] };
      if (out.kind === 'network') return { ok: false, status: null, message: 'Service unavailable 503', offline: true };
      return { ok: false, status: out.status, message: out.message, offline: false };
    },
    applyEvents(events) {
      const wanted = events.filter((e) => !CHAT_ONLY.has(e.resourceType));
      if (wanted.length === 0) return;
      if (queued.length === 0) queueMicrotask(flushEvents);
      queued.push(...wanted);
    },
    setLive(next) {
      live = next;
      steerTimer();
    },
    reconnected() {
      // what happened while the socket was down is not known: everything on screen is fetched again
      void cache.refreshActive();
    },
    flush: () => cache.flush(),
    async stop() {
      live = true;
      steerTimer();
      await cache.setStore(null);
      await store?.close();
      store = null;
      scope = '';
    },
  };
}
