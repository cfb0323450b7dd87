// What the engine's data path tells a view about one query, and what a command answers.

export type QueryError = { status: number | null; message: string };

export type QueryState<T = unknown> = {
  /** the newest answer held: the server's, or the store's until the server answers */
  data: T | undefined;
  /** 'loading': nothing to show yet; 'ready': data is set; 'error': the server refused and nothing is held */
  status: 'loading' | 'ready' | 'error';
  /** data came from the store (memory or disk) and the server has not answered since this subscription began */
  stale: boolean;
  /** a request for this query is on its way */
  fetching: boolean;
  /** the last request reached no server: data, if any, is the last one saved */
  offline: boolean;
  error: QueryError | null;
  /** when data arrived from the server (ms), null when none */
  fetchedAt: number | null;
};

export const LOADING: QueryState<never> = {
  data: undefined, status: 'loading', stale: false, fetching: true, offline: false, error: null, fetchedAt: null,
};

export type CommandOutcome<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; status: number | null; message: string; offline: boolean };

/** The words shown when a write could not reach the server (nothing was sent or queued). */
export const OFFLINE_WRITE_MESSAGE = 'You are offline. Nothing was changed: try again when the connection is back.';

/** What one REST GET answered: the body, a refusal, or no server at all. */
export type FetchOutcome =
  | { kind: 'ok'; body: unknown }
  | { kind: 'error'; status: number | null; message: string }
  | { kind: 'network' };
