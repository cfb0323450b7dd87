// One fresh answer of a GET for machines' actors (a payment step's cards and wallet, a dialog's lists, a
// search): the server's answer now, never a saved copy; it refreshes no view. Rejects CommandError.
import type { EndpointName, Endpoints } from '../../../sync/facade';
import type { EngineClient } from '../../../workers/client';
import { CommandError } from './useCommand';
import { engineWhenReady } from './engineSource';

export async function readOnce<K extends EndpointName>(engine: EngineClient | null, endpoint: K, params: Endpoints[K]['in']): Promise<Endpoints[K]['out']> {
  const ready = engine ?? (await engineWhenReady());
  if (!ready) throw new CommandError(null, 'Service unavailable 503', true);
  const out = await ready.read(endpoint, params);
  if (!out.ok) throw new CommandError(out.status, out.message, out.offline);
  return out.value;
}
