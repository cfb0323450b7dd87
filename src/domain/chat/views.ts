// What the chat screens show, derived from the state: room list order, unread badges, presence,
// a room's loaded messages. Badge formatting beside formatBadge (src/domain/alerts/notifications.ts).
import { formatBadge } from '../alerts/notifications';
import { isUnseenBy } from './apply';
import type { ChatState } from './state';
import { UNSEEN_LIMIT, type ChatMessage, type ChatRoom, type MessageFile } from './types';

/** Per room the badge reads '10+' above 10. */
export const ROOM_BADGE_CAP = 10;
/** Totals (the floating Messages panel) read '99+' above 99. */
export const TOTAL_BADGE_CAP = 99;

/** A room's badge text: '' for 0, '1'..'10', then '10+'. */
export function formatRoomBadge(unread: number): string {
  return formatBadge(unread, ROOM_BADGE_CAP);
}

/** A total badge text: '' for 0, '1'..'99', then '99+'. */
export function formatTotalBadge(total: number): string {
  return formatBadge(total, TOTAL_BADGE_CAP);
}

/**
 * Unseen messages of a room, at most UNSEEN_LIMIT (11); 0 for the open room. Those in memory and those
 * only the store holds (state.stored: never the same message twice).
 */
export function roomUnread(state: ChatState, roomId: string): number {
  if (roomId === state.openRoomId) return 0;
  const room = state.messages[roomId];
  let n = state.stored[roomId]?.unseenIds.length ?? 0;
  if (n >= UNSEEN_LIMIT) return UNSEEN_LIMIT;
  if (!room) return n;
  for (const id in room) {
    if (isUnseenBy(room[id], state.viewerId)) {
      n += 1;
      if (n >= UNSEEN_LIMIT) return UNSEEN_LIMIT;
    }
  }
  return n;
}

/** Sum of the per-room badges of the rooms the user is in (format with formatTotalBadge). */
export function totalUnread(state: ChatState): number {
  let n = 0;
  for (const id in state.rooms) n += roomUnread(state, id);
  return n;
}

/** When the room last saw activity: its lastMessageAt or its newest known message (in memory or stored). */
export function roomActivity(state: ChatState, room: ChatRoom): number {
  let t = Math.max(room.lastMessageAt, room.createdAt, state.stored[room.id]?.activityAt ?? 0);
  const msgs = state.messages[room.id];
  if (msgs) for (const id in msgs) if (msgs[id].createdAt > t) t = msgs[id].createdAt;
  return t;
}

export type RoomWithUnread = ChatRoom & { unread: number };

/**
 * Rooms, newest activity first (ties by id), each with its badge. The engine keeps this order up to date
 * room by room (room-order.ts); the property tests check it against this full sort.
 */
export function roomList(state: ChatState): RoomWithUnread[] {
  return Object.values(state.rooms)
    .map((r) => ({ room: r, at: roomActivity(state, r) }))
    .sort((a, b) => b.at - a.at || (a.room.id < b.room.id ? -1 : a.room.id > b.room.id ? 1 : 0))
    .map(({ room }) => ({ ...room, unread: roomUnread(state, room.id) }));
}

/** Ids of users online now, sorted; the viewer always. */
export function onlineUsers(state: ChatState): string[] {
  const ids = new Set<string>([state.viewerId]);
  for (const id in state.presences) ids.add(state.presences[id].userId);
  return [...ids].sort();
}

const byCreated = (a: ChatMessage, b: ChatMessage) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export type LoadedMessages = {
  /** oldest first */
  messages: ChatMessage[];
  /** by message id and by file id */
  files: Record<string, MessageFile>;
  hasOlder: boolean;
  /** false until the first page was loaded */
  pageLoaded: boolean;
};

/** The loaded part of a room: messages at or after the oldest loaded page (live ones included). */
export function loadedMessages(state: ChatState, roomId: string): LoadedMessages {
  const page = state.pages[roomId];
  const since = page?.since ?? Infinity;
  const all = Object.values(state.messages[roomId] ?? {});
  const messages = (page ? all.filter((m) => m.createdAt >= since || since === Infinity) : []).sort(byCreated);
  const files: Record<string, MessageFile> = {};
  for (const m of messages) {
    const f = state.files[m.id];
    if (f) {
      files[m.id] = f;
      files[f.id] = f;
    }
  }
  return { messages, files, hasOlder: page?.hasOlder ?? false, pageLoaded: page !== undefined };
}
