// The chat views of the running sync engine (rooms, messages, invites, presence), or null while no
// engine runs for a signed-in account.
import { useContext } from 'react';
import type { ChatViewsApi } from '../../../sync/engine/facade';
import { SyncContext } from './SyncProvider';

export function useChatViews(): ChatViewsApi | null {
  return useContext(SyncContext).engine;
}
