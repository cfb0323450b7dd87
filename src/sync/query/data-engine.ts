// The engine's data path for every screen: reactive queries (query-cache.ts) and commands, over the
// typed REST map, in the worker. Realtime events, commands that succeeded and reconnects refresh the
// queries on screen; signed-out visitors have no socket, so theirs refresh on one timer (VISITOR_REFRESH_MS).
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

/** How often a signed-out visitor's open views are fetched again (they have no socket to hear changes on). */
export const VISITOR_REFRESH_MS = 10_000;

/**
 * Realtime types whose changes the chat projection shows by itself: they refresh no query. Every other
 * type (CONNECTION, NOTIFICATION, MTZPLANSUBSCRIPTION, the feature events) refreshes the queries on screen.
 */
const CHAT_ONLY: ReadonlySet<ResourceType> = new Set<ResourceType>([
  'MESSAGE', 'MESSAGEFILE', 'MESSAGEVIEWER', 'PRESENCE', 'PRESENCESESSIONID', 'RTCREQUEST',
]);

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
  let refreshQueued = false;

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

  /** Events and commands come in bursts: one refresh of the views on screen per burst. */
  function refreshSoon(): void {
    if (refreshQueued) return;
    refreshQueued = true;
    queueMicrotask(() => {
      refreshQueued = false;
      void cache.refreshActive();
    });
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
      try {
        const value = await api.call(endpoint, input, { idempotencyKey, onUploadProgress: opts?.onUploadProgress });
        if (value === undefined) return { ok: false, status: null, message: OFFLINE_WRITE_MESSAGE, offline: true };
        // the views on screen show the change before the command is reported done
        await cache.refreshActive();
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
      if (events.some((e) => !CHAT_ONLY.has(e.resourceType))) refreshSoon();
    },
    setLive(next) {
      live = next;
      steerTimer();
    },
    reconnected() {
      refreshSoon();
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
