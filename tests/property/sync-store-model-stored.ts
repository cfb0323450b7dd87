// The store model's check at every reload (sync-store-model.ts): what the stopped engine left in its chat store
// is consistent, and a cold start from it shows what the engine showed before it stopped.
import { expect } from 'vitest';
import { roomsLoaded, isUnseenBy } from '../../src/domain/chat/apply';
import { emptyChatState } from '../../src/domain/chat/state';
import { storedLoaded } from '../../src/domain/chat/stored';
import { roomList } from '../../src/domain/chat/views';
import type { RoomView } from '../../src/sync/engine/facade';
import { databaseNameFor, openSyncStore } from '../../src/sync/store/database';

/**
 * In the stopped engine's store: every room's state lists exactly the stored messages unseen by the user (and
 * each message's `unseen` flag agrees with its viewers), its activity is not older than its newest stored unseen
 * message; the room list a cold start builds from rooms and room states alone equals `shown` (ids, order,
 * badges; the open room's badge was 0 on screen and is left out).
 */
export async function checkStoredRooms(me: string, shown: readonly RoomView[], openRoom: string | null): Promise<void> {
  const store = await openSyncStore({ storage: 'memory', name: databaseNameFor(me) });
  try {
    const messages = (await store.db.messages.find().exec()).map((d) => d.toMutableJSON());
    const unseenByRoom = new Map<string, string[]>();
    const newest = new Map<string, number>();
    for (const m of messages) {
      expect({ message: m.id, unseen: m.unseen }).toEqual({ message: m.id, unseen: isUnseenBy(m, me) ? 1 : 0 });
      if (m.unseen !== 1) continue;
      unseenByRoom.set(m.roomId, [...(unseenByRoom.get(m.roomId) ?? []), m.id]);
      newest.set(m.roomId, Math.max(newest.get(m.roomId) ?? 0, m.createdAt));
    }
    const loaded = await store.loadChat();
    const roomIds = new Set([...unseenByRoom.keys(), ...Object.keys(loaded.stored)]);
    for (const id of roomIds) {
      const st = loaded.stored[id];
      expect({ room: id, unseenIds: [...(st?.unseenIds ?? [])].sort() }).toEqual({ room: id, unseenIds: (unseenByRoom.get(id) ?? []).sort() });
      expect(st?.activityAt ?? 0).toBeGreaterThanOrEqual(newest.get(id) ?? 0);
    }
    if (shown.length === 0) return;
    const cold = storedLoaded(roomsLoaded(emptyChatState(me), loaded.rooms), loaded.stored);
    const view = (list: readonly RoomView[]) => list.map((r) => ({ id: r.id, unread: r.id === openRoom ? null : r.unread }));
    expect(view(roomList(cold))).toEqual(view(shown));
  } finally {
    await store.close();
  }
}
