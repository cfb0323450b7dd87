// What the SyncProvider must do to the engine when the session changes: pure, so it is unit-tested.
import { RECONNECT_RETRIES, type EngineStatus } from '../../../sync/facade';

/** The account the engine runs for, or null when signed out. */
export type SyncTarget = { userId: string; accessToken: string } | null;

export type SyncStep = 'none' | 'start' | 'stop' | 'restart' | 'setToken';

export function syncStep(running: SyncTarget, wanted: SyncTarget): SyncStep {
  if (!wanted) return running ? 'stop' : 'none';
  if (!running) return 'start';
  if (running.userId !== wanted.userId) return 'restart';
  return running.accessToken === wanted.accessToken ? 'none' : 'setToken';
}

/** The words the shell shows while the engine is not live (with the retry waited for, if known); null when nothing needs saying. */
export function engineStatusText(status: EngineStatus, retry = 0): string | null {
  switch (status) {
    case 'connecting': return 'Connecting…';
    case 'reconnecting': return retry > 0 ? `Reconnecting (${retry} of ${RECONNECT_RETRIES})…` : 'Reconnecting…';
    case 'catching-up': return 'Catching up…';
    case 'offline': return 'Offline';
    default: return null;
  }
}

/** ws(s)://host/ws for the page's own origin. */
export function wsUrlFor(location: { protocol: string; host: string }, wsPath: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${wsPath}`;
}
