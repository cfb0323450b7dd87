// One answer of a query, for machines' actors that load once per step (a dialog's lists, a search): it
// goes through the engine's query like useQuery, and settles when that query's request is over.
import type { EndpointName, Endpoints, QueryState } from '../../../sync/facade';
import type { EngineClient } from '../../../workers/client';
import { CommandError } from './useCommand';

/** The server's answer (or, with no server, the saved one); rejects CommandError on a refusal or with nothing saved. */
export function queryOnce<K extends EndpointName>(engine: EngineClient | null, endpoint: K, params: Endpoints[K]['in']): Promise<Endpoints[K]['out']> {
  if (!engine) return Promise.reject(new CommandError(null, 'Service unavailable 503', true));
  return new Promise((resolve, reject) => {
    let sawRequest = false;
    let done = false;
    let unsubscribe: (() => void) | null = null;
    const settle = (state: QueryState<Endpoints[K]['out']>) => {
      done = true;
      unsubscribe?.();
      if (state.data !== undefined) resolve(state.data);
      else reject(new CommandError(state.error?.status ?? null, state.error?.message ?? 'Service unavailable 503', state.offline));
    };
    // states before this subscription's request began (a held copy, an earlier failure) are not its answer
    void engine.query(endpoint, params, (state) => {
      if (done) return;
      if (state.fetching) sawRequest = true;
      else if (sawRequest) settle(state);
    }).then((u) => {
      if (done) u();
      else unsubscribe = u;
    }, (e: unknown) => {
      done = true;
      reject(e instanceof Error ? e : new Error(String(e)));
    });
  });
}
