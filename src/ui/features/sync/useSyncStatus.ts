import { useContext } from 'react';
import type { EngineStatus } from '../../../sync/engine/facade';
import { SyncContext } from './SyncProvider';

/** The sync engine's state ('live', 'reconnecting', 'offline', …), the retry it waits for, and retry() for the offline state. */
export function useSyncStatus(): { status: EngineStatus; reconnectTry: number; retry(): void } {
  const { status, reconnectTry, retry } = useContext(SyncContext);
  return { status, reconnectTry, retry };
}
