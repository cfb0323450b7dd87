// The chat views of the running sync engine (rooms, messages, invites, presence), or null while no
// engine runs for a signed-in account. SyncProvider shares the engine as `engine` in its context.
import { useContext } from 'react';
import type { ChatViewsApi } from '../../../sync/engine/facade';
import { SyncContext } from './SyncProvider';

function isChatViews(x: unknown): x is ChatViewsApi {
  return typeof x === 'object' && x !== null && 'onRooms' in x && 'onMessages' in x && 'openRoom' in x;
}

export function useChatViews(): ChatViewsApi | null {
  const ctx: object = useContext(SyncContext);
  const engine = 'engine' in ctx ? ctx.engine : null;
  return isChatViews(engine) ? engine : null;
}
