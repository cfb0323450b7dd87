// Reading chat rows as contract entities, membership checks and the fan-out of events to members.
import type { Kysely, Transaction } from 'kysely';
import type { ChatMessage, ChatRoom, MessageFile, RoomInvite, RoomType } from '../../../src/domain/chat/types';
import type { ResourceType } from '../../../src/domain/shared/events';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import type { ChatMessageFilesTable, ChatMessagesTable, ChatRoomInvitesTable, ChatRoomsTable } from './tables';

export type Db = Kysely<DB> | Transaction<DB>;

export const CHAT_MESSAGES = {
  roomNotFound: 'Room not found',
  notMember: 'You are not a member of this room',
  creatorOnly: 'Only the room creator may do this',
  messageNotFound: 'No message found',
  ownerOnly: 'Only the owner of a message may do this',
  emptyContent: 'Message content is empty',
  self: 'You cannot chat with yourself',
  userNotFound: 'User not found',
  fileNotFound: 'File not found',
  directExists: (name: string) => `You already have a direct-chat with user '${name}'`,
} as const;

type RoomRow = Omit<ChatRoomsTable, never>;

export function toRoom(r: RoomRow, memberIds: string[]): ChatRoom {
  const meta: ChatRoom['meta'] = { type: r.type as RoomType };
  if (r.rfq_id) meta.rfqId = r.rfq_id;
  if (r.supplier_id) meta.supplierId = r.supplier_id;
  if (r.company_group_id) meta.companyGroupId = r.company_group_id;
  return {
    id: r.id, name: r.name, logoPath: r.logo_path, creatorId: r.creator_id, memberIds, meta,
    createdAt: Number(r.created_at), lastMessageAt: Number(r.last_message_at),
  };
}

type MessageRow = Omit<ChatMessagesTable, 'n'>;

export function toMessage(m: MessageRow): ChatMessage {
  return {
    id: m.id, roomId: m.room_id, ownerId: m.owner_id, content: m.content, viewerIds: m.viewer_ids,
    createdAt: Number(m.created_at), updatedAt: Number(m.updated_at),
    meta: m.message_file_id ? { messageFileId: m.message_file_id } : {},
  };
}

export const fileContentPath = (id: string) => `/api/v1/chat/message-files/${id}/content`;

export function toFile(f: ChatMessageFilesTable): MessageFile {
  return { id: f.id, messageId: f.message_id, path: fileContentPath(f.id), name: f.name, size: Number(f.size), contentType: f.content_type };
}

export function toInvite(i: ChatRoomInvitesTable, type: RoomType): RoomInvite {
  return { id: i.id, roomId: i.room_id, inviterId: i.inviter_id, inviteeId: i.invitee_id, meta: { type }, status: i.status };
}

export const messageColumns = ['id', 'room_id', 'owner_id', 'content', 'viewer_ids', 'message_file_id', 'created_at', 'updated_at'] as const;

/** memberIds of each room, in joining order. */
export async function membersOf(db: Db, roomIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(roomIds.map((id) => [id, []]));
  if (roomIds.length === 0) return out;
  const rows = await db.selectFrom('chat_room_members').select(['room_id', 'user_id']).where('room_id', 'in', roomIds).orderBy('n').execute();
  for (const r of rows) out.get(r.room_id)?.push(r.user_id);
  return out;
}

export async function loadRooms(db: Db, roomIds: string[]): Promise<ChatRoom[]> {
  if (roomIds.length === 0) return [];
  const rows = await db.selectFrom('chat_rooms').selectAll().where('id', 'in', roomIds).execute();
  const members = await membersOf(db, roomIds);
  return rows.map((r) => toRoom(r, members.get(r.id) ?? []));
}

/** The room, or 404. With `forUpdate`, its row is locked for the rest of the transaction. */
export async function roomOr404(db: Db, id: string, forUpdate = false): Promise<ChatRoom> {
  let q = db.selectFrom('chat_rooms').selectAll().where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new HttpError(404, CHAT_MESSAGES.roomNotFound);
  return toRoom(row, (await membersOf(db, [id])).get(id) ?? []);
}

/** The room when the caller is a member: 404 when it does not exist, 403 when the caller is not in it. */
export async function memberRoom(db: Db, id: string, userId: string, forUpdate = false): Promise<ChatRoom> {
  const room = await roomOr404(db, id, forUpdate);
  if (!room.memberIds.includes(userId)) throw new HttpError(403, CHAT_MESSAGES.notMember);
  return room;
}

/** Every room among `roomIds` must have the caller as a member (403 otherwise, 404 when unknown). */
export async function assertMemberOfAll(db: Db, roomIds: string[], userId: string): Promise<void> {
  const unique = [...new Set(roomIds)];
  if (unique.length === 0) return;
  const rooms = await db.selectFrom('chat_rooms').select('id').where('id', 'in', unique).execute();
  if (rooms.length !== unique.length) throw new HttpError(404, CHAT_MESSAGES.roomNotFound);
  const mine = await db.selectFrom('chat_room_members').select('room_id').where('room_id', 'in', unique).where('user_id', '=', userId).execute();
  if (mine.length !== unique.length) throw new HttpError(403, CHAT_MESSAGES.notMember);
}

export const roomResourceType = (room: ChatRoom): ResourceType => (room.meta.type === 'DIRECTROOM' ? 'DIRECTROOM' : 'ROOM');

export { emitTo } from '../context';

export async function activeUser(db: Db, id: string): Promise<{ id: string; firstname: string; lastname: string } | undefined> {
  return db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id', '=', id).where('activated', '=', true).executeTakeFirst();
}
