// A call that must answer: the API client resolves undefined when the service could not be reached (it has
// already logged 'Service unavailable 503'); machines and pages want a rejection instead.
import { ServiceUnavailableError } from '../../../machines/identity/errors';
import type { ApiClient, CallOptions, EndpointName, Endpoints } from '../../../sync/api/types';

export async function callOrThrow<K extends EndpointName>(api: ApiClient, name: K, input: Endpoints[K]['in'], opts?: CallOptions): Promise<Endpoints[K]['out']> {
  const out = await api.call(name, input, opts);
  if (out === undefined) throw new ServiceUnavailableError();
  return out;
}

export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
