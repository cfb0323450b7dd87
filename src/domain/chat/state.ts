// The chat projection the sync engine folds events into (spec sections 3 and 4). Pure data.
// Messages are kept per room (copy-on-write per room, so one event never copies every room's messages)
// with tombstones for deleted ids, so a replayed CREATED can never bring a deleted message back.
import type { ChatMessage, ChatRoom, MessageFile, Presence, RoomInvite } from './types';

type Dict<T> = Readonly<Record<string, T>>;

/**
 * What the store holds of a room beyond the messages in memory (a cold start reads these, not the messages):
 * ids of stored unseen messages not loaded into `messages`, and the newest stored message's createdAt.
 * An id leaves `unseenIds` when its message is loaded, deleted, or listed as read by the server.
 */
export type StoredRoom = { unseenIds: readonly string[]; activityAt: number };

/** How much of a room's history is loaded: everything created at or after `since`. */
export type RoomPage = {
  /** createdAt of the oldest loaded message (Infinity: none loaded yet, only live ones) */
  since: number;
  hasOlder: boolean;
};

export type ChatState = {
  viewerId: string;
  /** the room on screen: its created messages are read at once, its badge stays 0 */
  openRoomId: string | null;
  rooms: Dict<ChatRoom>;
  /** messages by room id, then by message id (loaded pages, unseen ones for badges, live ones) */
  messages: Dict<Dict<ChatMessage>>;
  /** deleted message ids by room id */
  deleted: Dict<Dict<true>>;
  /** message files by the id of the message they belong to */
  files: Dict<MessageFile>;
  /** pending invites addressed to the viewer */
  invites: Dict<RoomInvite>;
  /** presence records by id (a user is online while one of theirs exists) */
  presences: Dict<Presence>;
  /** rooms whose first page was loaded */
  pages: Dict<RoomPage>;
  /** by room id: what the store holds beyond `messages` (see StoredRoom) */
  stored: Dict<StoredRoom>;
};

export function emptyChatState(viewerId: string): ChatState {
  return {
    viewerId, openRoomId: null, rooms: {}, messages: {}, deleted: {}, files: {}, invites: {}, presences: {}, pages: {}, stored: {},
  };
}

export const EMPTY_ROOM_MESSAGES: Dict<ChatMessage> = Object.freeze({});
