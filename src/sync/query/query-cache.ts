// The engine's read side: one reactive query per endpoint and parameters. A subscriber first gets what
// is held (the worker's memory, else the account's RxDB store), then the server's answer, which is kept
// in memory and written to the store in batches. While a query has subscribers, every invalidation
// (a realtime event, a command that succeeded, a reconnect, the visitors' timer) fetches it again;
// one request per query at a time, and a request asked for while one runs runs once more after it.
import type { FetchOutcome, QueryState } from './types';
import { LOADING } from './types';
import { queryKey } from './key';
import type { QueryDoc, QueryStore } from './query-store';
import type { Decision } from './targeting';

export type QueryListener = (state: QueryState) => void;

type Entry = {
  key: string;
  endpoint: string;
  params: unknown;
  state: QueryState;
  listeners: Set<QueryListener>;
  inFlight: Promise<void> | null;
  again: boolean;
  /** the memory copy was checked against the store */
  storeRead: boolean;
};

export type QueryCacheDeps = {
  fetch(endpoint: string, params: unknown): Promise<FetchOutcome>;
  now(): number;
  log(message: string): void;
  /** store writes are gathered for this long (ms) */
  writeDelayMs?: number;
  /** answers kept in memory without subscribers */
  maxIdle?: number;
};

export type QueryCache = {
  subscribe(endpoint: string, params: unknown, listener: QueryListener): () => void;
  /** fetch every query that has subscribers again; resolves when their answers are in */
  refreshActive(): Promise<void>;
  /**
   * For each query that has subscribers, `decide` says: leave it, fetch it again, or show this patched answer.
   * A query being fetched is judged with no data held (its answer may predate the change, so a change that
   * concerns it fetches it once more). Resolves when the fetches are done.
   */
  invalidate(decide: (q: { endpoint: string; params: unknown; data: unknown }) => Decision): Promise<void>;
  /** the account changed: forget everything held and read from this store from now on */
  setStore(store: QueryStore | null): Promise<void>;
  /** pending store writes are done */
  flush(): Promise<void>;
  activeCount(): number;
};

export function createQueryCache(deps: QueryCacheDeps): QueryCache {
  const entries = new Map<string, Entry>();
  const maxIdle = deps.maxIdle ?? 500;
  let store: QueryStore | null = null;
  /** bumped on setStore: answers of the previous account are dropped */
  let generation = 0;
  /** store writes waiting for their batch, by key; null: the saved answer is to be forgotten */
  let pending = new Map<string, QueryDoc | null>();
  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const emit = (e: Entry, next: Partial<QueryState>) => {
    e.state = { ...e.state, ...next };
    for (const l of e.listeners) {
      try {
        l(e.state);
      } catch (err) {
        deps.log(`Query listener failed: ${String(err)}`);
      }
    }
  };

  function scheduleWrite(key: string, doc: QueryDoc | null): void {
    pending.set(key, doc);
    if (writeTimer) return;
    writeTimer = setTimeout(() => void writeNow(), deps.writeDelayMs ?? 50);
  }

  function writeNow(): Promise<void> {
    if (writeTimer) clearTimeout(writeTimer);
    writeTimer = null;
    const batch = [...pending.entries()];
    pending = new Map();
    const s = store;
    if (!s || batch.length === 0) return writing;
    const docs = batch.flatMap(([, doc]) => (doc ? [doc] : []));
    const removals = batch.flatMap(([key, doc]) => (doc ? [] : [key]));
    writing = writing.then(async () => {
      await s.write(docs);
      await s.remove(removals);
    }).catch((err: unknown) => deps.log(`Saving query answers failed: ${err instanceof Error ? err.message.slice(0, 400) : String(err)}`));
    return writing;
  }

  function prune(): void {
    if (entries.size <= maxIdle) return;
    for (const [key, e] of entries) {
      if (entries.size <= maxIdle) break;
      if (e.listeners.size === 0 && !e.inFlight) entries.delete(key);
    }
  }

  async function fetchOnce(e: Entry, gen: number): Promise<void> {
    const outcome = await deps.fetch(e.endpoint, e.params).catch((err: unknown): FetchOutcome => {
      deps.log(`Query ${e.endpoint} failed: ${String(err)}`);
      return { kind: 'error', status: null, message: err instanceof Error ? err.message : String(err) };
    });
    if (gen !== generation || entries.get(e.key) !== e) return;
    if (outcome.kind === 'ok') {
      const fetchedAt = deps.now();
      emit(e, { data: outcome.body, status: 'ready', stale: false, offline: false, error: null, fetchedAt });
      scheduleWrite(e.key, { key: e.key, endpoint: e.endpoint, json: JSON.stringify(outcome.body ?? null), fetchedAt });
    } else if (outcome.kind === 'network') {
      emit(e, { offline: true, status: e.state.data === undefined ? 'error' : 'ready', error: e.state.data === undefined ? { status: null, message: 'Service unavailable 503' } : null });
    } else {
      // a refusal (404, 403, ...) means the held copy must not be shown as if it were still true: neither
      // now nor from the store after a reload (offline it would stand in for the answer the server refused)
      emit(e, { data: undefined, status: 'error', stale: false, offline: false, error: { status: outcome.status, message: outcome.message } });
      scheduleWrite(e.key, null);
    }
  }

  function refetch(e: Entry): Promise<void> {
    if (e.inFlight) {
      e.again = true;
      return e.inFlight;
    }
    const gen = generation;
    emit(e, { fetching: true });
    e.inFlight = (async () => {
      try {
        do {
          e.again = false;
          await fetchOnce(e, gen);
        } while (e.again && gen === generation);
      } finally {
        if (gen === generation && entries.get(e.key) === e) {
          e.inFlight = null;
          emit(e, { fetching: false });
        }
      }
    })();
    return e.inFlight;
  }

  async function readStored(e: Entry): Promise<void> {
    const s = store;
    const gen = generation;
    if (!s) return;
    const doc = await s.read(e.key).catch((err: unknown) => {
      deps.log(`Reading a saved answer failed: ${String(err)}`);
      return null;
    });
    e.storeRead = true;
    // the server may have answered while the store was read: its answer wins
    if (!doc || gen !== generation || e.state.data !== undefined || e.state.status === 'error') return;
    emit(e, { data: JSON.parse(doc.json) as unknown, status: 'ready', stale: true, fetchedAt: doc.fetchedAt });
  }

  return {
    subscribe(endpoint, params, listener) {
      const key = queryKey(endpoint, params);
      let e = entries.get(key);
      if (!e) {
        e = { key, endpoint, params, state: LOADING, listeners: new Set(), inFlight: null, again: false, storeRead: false };
        entries.set(key, e);
      } else {
        // most recently used last, so pruning drops the oldest
        entries.delete(key);
        entries.set(key, e);
        if (e.state.data !== undefined) e.state = { ...e.state, stale: true };
      }
      const entry = e;
      entry.listeners.add(listener);
      listener(entry.state);
      const read = entry.storeRead || entry.state.data !== undefined ? Promise.resolve() : readStored(entry);
      void read.then(() => (entries.get(key) === entry && entry.listeners.has(listener) ? refetch(entry) : undefined));
      return () => {
        entry.listeners.delete(listener);
        prune();
      };
    },
    async refreshActive() {
      const active = [...entries.values()].filter((e) => e.listeners.size > 0);
      await Promise.all(active.map((e) => refetch(e)));
    },
    async invalidate(decide) {
      const active = [...entries.values()].filter((e) => e.listeners.size > 0);
      const fetches: Promise<void>[] = [];
      for (const e of active) {
        // an answer on its way may predate the change: it is judged as if nothing were held yet
        const d = decide({ endpoint: e.endpoint, params: e.params, data: e.inFlight ? undefined : e.state.data });
        if (d.kind === 'refetch') fetches.push(refetch(e));
        else if (d.kind === 'patch') {
          emit(e, { data: d.data, status: 'ready', error: null });
          scheduleWrite(e.key, { key: e.key, endpoint: e.endpoint, json: JSON.stringify(d.data ?? null), fetchedAt: e.state.fetchedAt ?? deps.now() });
        }
      }
      await Promise.all(fetches);
    },
    async setStore(next) {
      generation += 1;
      await writeNow();
      await writing;
      pending = new Map();
      store = next;
      for (const e of entries.values()) {
        e.state = LOADING;
        e.storeRead = false;
        e.inFlight = null;
      }
      const active = [...entries.values()].filter((e) => e.listeners.size > 0);
      for (const [key, e] of entries) if (e.listeners.size === 0) entries.delete(key);
      for (const e of active) {
        emit(e, LOADING);
        void readStored(e).then(() => refetch(e));
      }
    },
    flush: async () => {
      await writeNow();
      await writing;
    },
    activeCount: () => [...entries.values()].filter((e) => e.listeners.size > 0).length,
  };
}
