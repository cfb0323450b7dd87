// What the store keeps of each room besides its messages, so that a cold start reads one small record per
// room instead of every stored unseen message: the ids of the room's unseen messages and its newest
// message's time. Kept in step with the messages: every write of a room's messages writes its record
// (storedRoomOf), and a cold start puts the records into the state (storedLoaded).
import { isUnseenBy } from './apply';
import type { ChatState, StoredRoom } from './state';

/**
 * What the store keeps for a room now: every unseen message id held (in memory or only in the store), and
 * the newest createdAt among them and the messages in memory.
 */
export function storedRoomOf(state: ChatState, roomId: string): StoredRoom {
  const held = state.stored[roomId];
  const unseenIds = held ? [...held.unseenIds] : [];
  let activityAt = held?.activityAt ?? 0;
  const msgs = state.messages[roomId];
  if (msgs) {
    for (const id in msgs) {
      const m = msgs[id];
      if (isUnseenBy(m, state.viewerId)) unseenIds.push(id);
      if (m.createdAt > activityAt) activityAt = m.createdAt;
    }
  }
  return { unseenIds: unseenIds.sort(), activityAt };
}

/**
 * What the store holds of each room at a cold start (its unseen ids and activity), instead of the messages
 * themselves; ids already in memory or deleted are left out.
 */
export function storedLoaded(state: ChatState, stored: Readonly<Record<string, StoredRoom>>): ChatState {
  const next: Record<string, StoredRoom> = {};
  for (const roomId in stored) {
    const held = stored[roomId];
    const inMemory = state.messages[roomId] ?? {};
    const tomb = state.deleted[roomId] ?? {};
    const ids = held.unseenIds.filter((id) => !(id in inMemory) && !tomb[id]);
    next[roomId] = ids.length === held.unseenIds.length ? held : { ...held, unseenIds: ids };
  }
  return { ...state, stored: next };
}

/**
 * Ids of stored unseen messages that left `stored` between two states without being loaded or deleted
 * (the server listed them as read): the store's copies are to be marked read.
 */
export function readInStoreOnly(prev: ChatState, next: ChatState): string[] {
  if (prev.stored === next.stored) return [];
  const out: string[] = [];
  for (const roomId in prev.stored) {
    const before = prev.stored[roomId];
    const after = next.stored[roomId];
    if (before === after) continue;
    const still = new Set(after?.unseenIds ?? []);
    const inMemory = next.messages[roomId] ?? {};
    const tomb = next.deleted[roomId] ?? {};
    for (const id of before.unseenIds) if (!still.has(id) && !(id in inMemory) && !tomb[id]) out.push(id);
  }
  return out;
}
