// Chat collections: rooms, messages, files, invites (presence is volatile: memory only).
// Messages carry `unseen` (1 = unseen by the store's user) so cold start reads the badges with one index scan,
// and [roomId, createdAt] so a room's newest page is a range scan.
import type { RxJsonSchema } from 'rxdb';
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
