// The room list with badges, kept up to date room by room: on every published state only the rooms whose
// inputs changed (their room, messages, stored record, or whether they are open) get new figures, and the
// order moves them (src/domain/chat/room-order.ts), so a frame costs the rooms it touched. The result equals
// roomList of src/domain/chat/views.ts (the property tests check it); rows keep their object identity while
// their room and badge are unchanged, and the page is sent only the changed rows and the moves (room-delta.ts).
import type { ChatState } from '../../domain/chat/state';
import type { ChatRoom } from '../../domain/chat/types';
import { reorder, sortedOrder, type OrderChange, type OrderEntry } from '../../domain/chat/room-order';
import { roomActivity, roomUnread } from '../../domain/chat/views';
import type { RoomView } from './facade';
import { MAX_MOVES, type RoomsDelta } from './room-delta';

type Dict<T> = Readonly<Record<string, T>>;

/** ids whose value differs between two versions of a dictionary (keys of either) */
function changedKeys<T>(prev: Dict<T>, next: Dict<T>, into: Set<string>): void {
  if (prev === next) return;
  for (const id in next) if (next[id] !== prev[id]) into.add(id);
  for (const id in prev) if (!(id in next)) into.add(id);
}

export function createRoomViews() {
  let order: OrderEntry[] = [];
  /** per listed room: its activity in `order`, its room object and its row */
  const listed = new Map<string, { at: number; room: ChatRoom; row: RoomView }>();

  function entry(state: ChatState, room: ChatRoom) {
    const unread = roomUnread(state, room.id);
    const had = listed.get(room.id);
    const row = had && had.room === room && had.row.unread === unread ? had.row : { ...room, unread };
    return { at: roomActivity(state, room), room, row };
  }

  function rebuild(state: ChatState): RoomsDelta {
    listed.clear();
    for (const id in state.rooms) listed.set(id, entry(state, state.rooms[id]));
    order = sortedOrder([...listed].map(([id, e]) => ({ id, at: e.at })));
    return { full: true, changed: list(), moves: [] };
  }

  function list(): RoomView[] {
    return order.map((e) => listed.get(e.id)!.row);
  }

  return {
    list,
    reset(): void {
      order = [];
      listed.clear();
    },
    /**
     * The list after the state moved from `prev` to `next` (null: rebuild it whole), as the delta from the
     * previous list; null when no row and no place changed.
     */
    update(prev: ChatState | null, next: ChatState): RoomsDelta | null {
      if (prev === null || prev.viewerId !== next.viewerId) return rebuild(next);
      const ids = new Set<string>();
      changedKeys(prev.rooms, next.rooms, ids);
      changedKeys(prev.messages, next.messages, ids);
      changedKeys(prev.stored, next.stored, ids);
      if (prev.openRoomId !== next.openRoomId) {
        if (prev.openRoomId !== null) ids.add(prev.openRoomId);
        if (next.openRoomId !== null) ids.add(next.openRoomId);
      }
      const changes: OrderChange[] = [];
      const changed: RoomView[] = [];
      for (const id of ids) {
        const had = listed.get(id);
        const room = next.rooms[id];
        if (!room) {
          if (had) {
            listed.delete(id);
            changes.push({ id, before: had.at, after: null });
          }
          continue;
        }
        const e = entry(next, room);
        listed.set(id, e);
        if (e.row !== had?.row) changed.push(e.row);
        changes.push({ id, before: had?.at ?? null, after: e.at });
      }
      const moved = reorder(order, changes);
      order = moved.order;
      if (changed.length === 0 && moved.moves.length === 0) return null;
      if (moved.moves.length > MAX_MOVES) return { full: false, changed, moves: [], order: order.map((e) => e.id) };
      return { full: false, changed, moves: moved.moves };
    },
  };
}
