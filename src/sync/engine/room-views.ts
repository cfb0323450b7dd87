// The room list with badges, recomputed on every applied batch: per-room figures are memoised on the
// room's messages object (copy-on-write in the reducer), so one event costs one room, not all of them.
import { isUnseenBy } from '../../domain/chat/apply';
import type { ChatState } from '../../domain/chat/state';
import { UNSEEN_LIMIT, type ChatMessage, type ChatRoom } from '../../domain/chat/types';
import type { RoomView } from './facade';

type Figures = { newest: number; unseen: number };

export function createRoomViews() {
  const memo = new WeakMap<object, Map<string, Figures>>();
  /** one view object per (room object, badge): unchanged rows keep their identity across lists */
  const rowMemo = new WeakMap<ChatRoom, RoomView>();

  function row(room: ChatRoom, unread: number): RoomView {
    const hit = rowMemo.get(room);
    if (hit && hit.unread === unread) return hit;
    const v = { ...room, unread };
    rowMemo.set(room, v);
    return v;
  }

  function figures(msgs: Readonly<Record<string, ChatMessage>>, viewerId: string): Figures {
    let byViewer = memo.get(msgs);
    if (!byViewer) memo.set(msgs, (byViewer = new Map()));
    const hit = byViewer.get(viewerId);
    if (hit) return hit;
    let newest = 0;
    let unseen = 0;
    for (const id in msgs) {
      const m = msgs[id];
      if (m.createdAt > newest) newest = m.createdAt;
      if (unseen < UNSEEN_LIMIT && isUnseenBy(m, viewerId)) unseen += 1;
    }
    const f = { newest, unseen };
    byViewer.set(viewerId, f);
    return f;
  }

  return {
    /** same order and badges as roomList() of src/domain/chat/views.ts (tests compare them) */
    list(state: ChatState): RoomView[] {
      const rows = Object.values(state.rooms).map((room) => {
        const msgs = state.messages[room.id];
        const f = msgs ? figures(msgs, state.viewerId) : { newest: 0, unseen: 0 };
        return { room, at: Math.max(room.lastMessageAt, room.createdAt, f.newest), unread: room.id === state.openRoomId ? 0 : f.unseen };
      });
      rows.sort((a, b) => b.at - a.at || (a.room.id < b.room.id ? -1 : a.room.id > b.room.id ? 1 : 0));
      return rows.map(({ room, unread }) => row(room, unread));
    },
  };
}
