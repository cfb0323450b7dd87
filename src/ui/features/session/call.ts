// Bridges the API client to machine actors: a call that resolved nothing (network failure, already
// logged 'Service unavailable 503' by the client) becomes a ServiceUnavailableError the machine can read.
import type { ApiClient, EndpointName, Endpoints } from '../../../sync/api/types';
import { ServiceUnavailableError } from '../../../machines/identity/errors';

export async function callOrThrow<K extends EndpointName>(api: ApiClient, name: K, input: Endpoints[K]['in']): Promise<Endpoints[K]['out']> {
  const out = await api.call(name, input);
  if (out === undefined) throw new ServiceUnavailableError();
  return out;
}
