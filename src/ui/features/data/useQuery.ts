// The one way a view reads server data: a reactive query of the engine for an endpoint and its
// parameters. It shows what the store holds at once, then the server's answer, and every later change
// (events, commands, reconnects); the view never fetches or refetches by itself.
import { useEffect, useMemo, useState } from 'react';
import { LOADING, type EndpointName, type Endpoints, type QueryState } from '../../../sync/facade';
import { stableJson } from '../../../sync/query/key';
import { useEngine } from './useEngine';

export type QueryResult<T> = QueryState<T> & {
  /** true when data is set: narrows data */
  ready: boolean;
};

const IDLE: QueryState<never> = { ...LOADING, fetching: false };

/** `params` null: the query is off (e.g. it waits for an id); the result stays loading without a request. */
export function useQuery<K extends EndpointName>(endpoint: K, params: Endpoints[K]['in'] | null): QueryResult<Endpoints[K]['out']> {
  const engine = useEngine();
  const key = params === null ? null : stableJson(params);
  const [state, setState] = useState<{ key: string | null; value: QueryState<Endpoints[K]['out']> }>({ key: null, value: LOADING });
  // the parameters as of their key: a new object with the same content keeps the subscription
  const frozen = useMemo(() => params, [key]);
  useEffect(() => {
    if (!engine || frozen === null) return;
    let unsubscribe: (() => void) | null = null;
    let gone = false;
    const subKey = `${endpoint} ${key}`;
    void engine.query(endpoint, frozen, (value) => {
      if (!gone) setState({ key: subKey, value });
    }).then((u) => {
      if (gone) u();
      else unsubscribe = u;
    });
    return () => {
      gone = true;
      unsubscribe?.();
    };
  }, [engine, endpoint, key, frozen]);
  const current = params === null ? IDLE : state.key === `${endpoint} ${key}` ? state.value : LOADING;
  return { ...current, ready: current.data !== undefined };
}
