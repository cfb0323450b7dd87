import { useContext } from 'react';
import type { EngineClient } from '../../../workers/client';
import { SyncContext } from '../sync/SyncProvider';

/** The engine's client, null until its worker is up. */
export function useEngine(): EngineClient | null {
  return useContext(SyncContext).engine;
}
