// The life-cycle machine's snapshot as the engine shows it: the status and whether panes show 'loading'.
import type { EngineStatus } from './facade';
import { RETRIES } from './lifecycle.types';

type LifecycleSnapshot = { matches(value: unknown): boolean; context: { retries: number } };

/** The status the UI shows for a snapshot of the machine. */
export function engineStatusOf(s: LifecycleSnapshot): EngineStatus {
  if (s.matches('starting')) return 'catching-up';
  if (!s.matches('running')) return 'idle';
  if (s.matches({ running: { connection: 'connecting' } })) return 'connecting';
  if (s.matches({ running: { connection: 'reconnecting' } })) return 'reconnecting';
  if (s.matches({ running: { connection: 'offline' } })) return 'offline';
  return s.matches({ running: { catchUp: 'running' } }) ? 'catching-up' : 'live';
}

/** While reconnecting, the retry being waited for (1 to RETRIES; a follower's from the leader's relayed count); else 0. */
export function engineRetryOf(s: LifecycleSnapshot): number {
  return s.matches({ running: { connection: 'reconnecting' } }) ? Math.min(s.context.retries + 1, RETRIES) : 0;
}

/** Whether the projections are being replaced or refilled (message panes show 'loading' meanwhile). */
export function isCatchingUp(s: LifecycleSnapshot): boolean {
  return s.matches('starting') || s.matches({ running: { catchUp: 'running' } });
}
