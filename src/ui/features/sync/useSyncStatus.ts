import { useContext } from 'react';
import type { EngineStatus } from '../../../sync/engine/facade';
import { SyncContext } from './SyncProvider';

/** The sync engine's state ('live', 'reconnecting', 'offline', …) and retry() for the offline state. */
export function useSyncStatus(): { status: EngineStatus; retry(): void } {
  const { status, retry } = useContext(SyncContext);
  return { status, retry };
}
