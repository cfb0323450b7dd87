// The one way a view writes: a command through the engine. It carries an idempotency key (one per
// call unless the caller keeps one across retries), shows its pending state, and resolves only once
// the views on screen show the server's answer. A refusal rejects with the server's message and
// leaves the store as it was; without a server it rejects at once (writes are never queued).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { EndpointName, Endpoints } from '../../../sync/facade';
import { OFFLINE_WRITE_MESSAGE } from '../../../sync/facade';
import { useEngine } from './useEngine';
import { engineWhenReady } from './engineSource';
import type { EngineClient } from '../../../workers/client';

export class CommandError extends Error {
  constructor(readonly status: number | null, message: string, readonly offline = false) {
    super(message);
    this.name = 'CommandError';
  }
}

export type CommandOptions = { idempotencyKey?: string; onUploadProgress?(fraction: number): void };

export type Send = <K extends EndpointName>(endpoint: K, input: Endpoints[K]['in'], opts?: CommandOptions) => Promise<Endpoints[K]['out']>;

/** Sends one command; rejects CommandError. For machines' actors and other code outside React. */
export async function sendCommand<K extends EndpointName>(
  engine: EngineClient | null, endpoint: K, input: Endpoints[K]['in'], opts?: CommandOptions,
): Promise<Endpoints[K]['out']> {
  const ready = engine ?? (await engineWhenReady());
  if (!ready) throw new CommandError(null, OFFLINE_WRITE_MESSAGE, true);
  const out = await ready.command(endpoint, input, opts?.idempotencyKey, opts?.onUploadProgress);
  if (!out.ok) throw new CommandError(out.status, out.message, out.offline);
  return out.value;
}

export function useCommand(): { send: Send; pending: boolean } {
  const engine = useEngine();
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const [inFlight, setInFlight] = useState(0);
  const send = useCallback<Send>(async (endpoint, input, opts) => {
    setInFlight((n) => n + 1);
    try {
      return await sendCommand(engineRef.current, endpoint, input, opts);
    } finally {
      setInFlight((n) => n - 1);
    }
  }, []);
  return useMemo(() => ({ send, pending: inFlight > 0 }), [send, inFlight]);
}
