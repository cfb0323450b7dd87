// The engine of the moment for code that runs outside a render (commands, one-shot reads): a form can be
// submitted while the engine is still taking the session's account (after sign-in, on an account switch),
// and such a write waits for it instead of being refused as offline. SyncProvider keeps it current.
import type { EngineClient } from '../../../workers/client';

/** How long a write waits for the engine before it is refused as offline. */
export const ENGINE_WAIT_MS = 10_000;

let current: EngineClient | null = null;
const waiters = new Set<(engine: EngineClient) => void>();

export function setCurrentEngine(engine: EngineClient | null): void {
  current = engine;
  if (!engine) return;
  for (const resolve of waiters) resolve(engine);
  waiters.clear();
}

/** The engine now, or once it works as the session's account; null when it is not there within `ms`. */
export function engineWhenReady(ms = ENGINE_WAIT_MS): Promise<EngineClient | null> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => {
    const done = (engine: EngineClient | null) => {
      clearTimeout(timer);
      waiters.delete(done);
      resolve(engine);
    };
    const timer = setTimeout(() => done(null), ms);
    waiters.add(done);
  });
}
