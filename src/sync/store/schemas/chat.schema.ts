// Chat collections: rooms, messages, files, invites, room states (presence is volatile: memory only).
// Messages carry `unseen` (1 = unseen by the store's user) so a room's stored unseen messages are one index
// scan, and [roomId, createdAt] so a room's newest page is a range scan.
import type { RxJsonSchema } from 'rxdb';
import type { StoredRoom } from '../../../domain/chat/state';
import type { ChatMessage, ChatRoom, MessageFile, RoomInvite } from '../../../domain/chat/types';

const id = { type: 'string', maxLength: 64 } as const;
const time = { type: 'number', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;
const meta = { type: 'object' } as const;

export const roomsSchema: RxJsonSchema<ChatRoom> = {
  title: 'rooms',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id, name: { type: 'string' }, logoPath: { type: ['string', 'null'] }, creatorId: { type: 'string' },
    memberIds: strings, meta, createdAt: time, lastMessageAt: time,
  },
  required: ['id', 'name', 'logoPath', 'creatorId', 'memberIds', 'meta', 'createdAt', 'lastMessageAt'],
  additionalProperties: false,
};

export type MessageDoc = ChatMessage & { unseen: number };

export const messagesSchema: RxJsonSchema<MessageDoc> = {
  title: 'messages',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id, roomId: id, ownerId: { type: 'string' }, content: { type: 'string' }, viewerIds: strings,
    createdAt: time, updatedAt: time, meta, unseen: { type: 'number', minimum: 0, maximum: 1, multipleOf: 1 },
  },
  required: ['id', 'roomId', 'ownerId', 'content', 'viewerIds', 'createdAt', 'updatedAt', 'meta', 'unseen'],
  indexes: [['roomId', 'createdAt'], ['unseen', 'roomId']],
  additionalProperties: false,
};

/**
 * Per room, its unseen message ids and newest message time (src/domain/chat/stored.ts), written with the
 * room's messages, so a cold start reads one record per room instead of every unseen message.
 */
export type RoomStateDoc = StoredRoom & { id: string };

export const roomStatesSchema: RxJsonSchema<RoomStateDoc> = {
  title: 'roomstates',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id, unseenIds: strings, activityAt: time },
  required: ['id', 'unseenIds', 'activityAt'],
  additionalProperties: false,
};

export const filesSchema: RxJsonSchema<MessageFile> = {
  title: 'files',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id, messageId: id, path: { type: 'string' }, name: { type: 'string' }, size: { type: 'number' }, contentType: { type: 'string' },
  },
  required: ['id', 'messageId', 'path', 'name', 'size', 'contentType'],
  indexes: ['messageId'],
  additionalProperties: false,
};

export const invitesSchema: RxJsonSchema<RoomInvite> = {
  title: 'invites',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id, roomId: { type: 'string' }, inviterId: { type: 'string' }, inviteeId: { type: 'string' }, meta,
    status: { type: 'string', enum: ['PENDING', 'ACCEPTED', 'REJECTED'] },
  },
  required: ['id', 'roomId', 'inviterId', 'inviteeId', 'meta', 'status'],
  additionalProperties: false,
};
