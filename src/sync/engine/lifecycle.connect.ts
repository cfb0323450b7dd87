// The life-cycle machine's snapshot as the engine shows it: the status and whether panes show 'loading'.
import type { EngineStatus } from './facade';

type LifecycleSnapshot = { matches(value: unknown): boolean };

/** The status the UI shows for a snapshot of the machine. */
export function engineStatusOf(s: LifecycleSnapshot): EngineStatus {
  if (s.matches('starting')) return 'catching-up';
  if (!s.matches('running')) return 'idle';
  if (s.matches({ running: { connection: 'connecting' } })) return 'connecting';
  if (s.matches({ running: { connection: 'reconnecting' } })) return 'reconnecting';
  if (s.matches({ running: { connection: 'offline' } })) return 'offline';
  return s.matches({ running: { catchUp: 'running' } }) ? 'catching-up' : 'live';
}

/** Whether the projections are being replaced or refilled (message panes show 'loading' meanwhile). */
export function isCatchingUp(s: LifecycleSnapshot): boolean {
  return s.matches('starting') || s.matches({ running: { catchUp: 'running' } });
}
