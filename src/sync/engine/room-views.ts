// The room list with badges, recomputed on every applied batch by roomList of src/domain/chat/views.ts
// (the function the property tests check). Its figures are memoised on the room's messages object
// (copy-on-write in the reducer), so one event costs one room, not all of them; rows keep their object
// identity while their room and badge are unchanged (room-delta.ts sends only the rows that changed).
import type { ChatState } from '../../domain/chat/state';
import type { ChatRoom } from '../../domain/chat/types';
import { roomActivity, roomList, roomUnread, type RoomListReaders } from '../../domain/chat/views';
import type { RoomView } from './facade';

export function createRoomViews() {
  /** activity per messages object and room object (both replaced whenever they change) */
  const activityMemo = new WeakMap<object, WeakMap<ChatRoom, number>>();
  /** badge per messages object, keyed by every other input of roomUnread: the viewer and whether the room is open */
  const unreadMemo = new WeakMap<object, Map<string, number>>();
  /** one view object per (room object, badge) */
  const rowMemo = new WeakMap<ChatRoom, RoomView>();

  const readers: RoomListReaders = {
    activity(state, room) {
      const msgs = state.messages[room.id];
      if (!msgs) return roomActivity(state, room);
      let byRoom = activityMemo.get(msgs);
      if (!byRoom) activityMemo.set(msgs, (byRoom = new WeakMap()));
      let at = byRoom.get(room);
      if (at === undefined) byRoom.set(room, (at = roomActivity(state, room)));
      return at;
    },
    unread(state, roomId) {
      const msgs = state.messages[roomId];
      if (!msgs) return roomUnread(state, roomId);
      let byKey = unreadMemo.get(msgs);
      if (!byKey) unreadMemo.set(msgs, (byKey = new Map()));
      const key = `${roomId === state.openRoomId ? 'open' : 'closed'}:${state.viewerId}`;
      let n = byKey.get(key);
      if (n === undefined) byKey.set(key, (n = roomUnread(state, roomId)));
      return n;
    },
    row(room, unread) {
      const hit = rowMemo.get(room);
      if (hit && hit.unread === unread) return hit;
      const v = { ...room, unread };
      rowMemo.set(room, v);
      return v;
    },
  };

  return {
    list: (state: ChatState): RoomView[] => roomList(state, readers),
  };
}
