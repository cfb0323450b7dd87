// REST routes of the chat module (contract: src/domain/chat/types.ts), plus the company service's user
// search and the alert service's presences, which the chat owns.
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineRoute, fileResponse, type AnyRoute } from '../http/registry';
import { answerInvite, createInvite, listInvites } from './invites';
import { createMessage, deleteMessage, getMessage, listMessages, messageFile, messageFileContent, messageStats, patchMessage, uploadMessageFile } from './messages';
import { createPresence, deletePresence, findUsers, listPresences } from './people';
import { createDirectRoom, createRoom, deleteRoom, getRoom, listRooms, patchRoom, roomLogo, setRoomLogo } from './rooms';

const CHAT = '/api/v1/chat';

const id = z.string().min(1).max(100);
const idParams = z.object({ id });
const csv = (max = 500) =>
  z.string().max(max * 101).transform((v, ctx) => {
    const xs = [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))];
    if (xs.length > max || xs.some((x) => x.length > 100)) ctx.addIssue({ code: 'custom', message: `at most ${max} ids of up to 100 characters` });
    return xs;
  });

export const roomSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoPath: z.string().nullable(),
  creatorId: z.string(),
  memberIds: z.array(z.string()),
  meta: z.object({
    type: z.enum(['DIRECTROOM', 'REGULARROOM', 'RFQROOM']),
    rfqId: z.string().optional(),
    supplierId: z.string().optional(),
    companyGroupId: z.string().optional(),
  }),
  createdAt: z.number(),
  lastMessageAt: z.number(),
});
export const messageSchema = z.object({
  id: z.string(), roomId: z.string(), ownerId: z.string(), content: z.string(), viewerIds: z.array(z.string()),
  createdAt: z.number(), updatedAt: z.number(), meta: z.object({ messageFileId: z.string().optional() }),
});
export const messageFileSchema = z.object({ id: z.string(), messageId: z.string(), path: z.string(), name: z.string(), size: z.number(), contentType: z.string() });
export const inviteSchema = z.object({
  id: z.string(), roomId: z.string(), inviterId: z.string(), inviteeId: z.string(),
  meta: z.object({ type: z.enum(['DIRECTROOM', 'REGULARROOM', 'RFQROOM']) }), status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
});
const presenceSchema = z.object({ id: z.string(), sessionId: z.string(), userId: z.string() });
const userCardSchema = z.object({ id: z.string(), firstname: z.string(), lastname: z.string(), profileName: z.string(), logo: z.string().nullable() });
const roomPatchSchema = z.strictObject({ name: z.string().max(100).optional(), _leave: z.literal(true).optional(), _removeMemberById: id.optional() });
const content = z.string().max(20_000);

export function chatRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${CHAT}/rooms`, tag: 'chat', auth: 'user',
      summary: 'Rooms the caller is a member of (all types), newest activity first',
      response: z.array(roomSchema),
      handler: ({ caller }) => listRooms(ctx, caller.userId),
    }),
    defineRoute({
      method: 'post', path: `${CHAT}/rooms`, tag: 'chat', auth: 'user', status: 201,
      summary: 'Create a group room; the caller is its creator',
      body: z.strictObject({
        name: z.string().max(100).optional(),
        memberIds: z.array(id).max(500).optional(),
        meta: z.strictObject({ companyGroupId: id.optional() }).optional(),
      }),
      response: roomSchema,
      handler: ({ caller, body }) => createRoom(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'get', path: `${CHAT}/rooms/{id}`, tag: 'chat', auth: 'user',
      summary: 'One room (members only)',
      params: idParams, response: roomSchema,
      handler: ({ caller, params }) => getRoom(ctx, caller.userId, params.id, 'room'),
    }),
    defineRoute({
      method: 'patch', path: `${CHAT}/rooms/{id}`, tag: 'chat', auth: 'user',
      summary: 'Rename or remove a member (creator only), or leave',
      params: idParams, body: roomPatchSchema, response: roomSchema,
      handler: ({ caller, params, body }) => patchRoom(ctx, caller.userId, params.id, body, 'room'),
    }),
    defineRoute({
      method: 'delete', path: `${CHAT}/rooms/{id}`, tag: 'chat', auth: 'user',
      summary: 'Delete a room with its messages (creator only)',
      params: idParams, response: roomSchema,
      handler: ({ caller, params }) => deleteRoom(ctx, caller.userId, params.id, 'room'),
    }),
    defineRoute({
      method: 'post', path: `${CHAT}/rooms/{id}/logo`, tag: 'chat', auth: 'user',
      summary: 'Set the room logo: multipart logoFile, PNG/JPEG/GIF/WebP within the upload size limit (creator only)',
      params: idParams, response: roomSchema,
      handler: ({ caller, params, request }) => setRoomLogo(ctx, caller.userId, params.id, request),
    }),
    defineRoute({
      method: 'get', path: `${CHAT}/room-logos/{id}`, tag: 'chat', auth: 'none',
      summary: 'A room logo image (the logoPath of a room)',
      params: idParams, response: fileResponse,
      handler: ({ params, request }) => roomLogo(ctx, params.id, request),
    }),
    defineRoute({
      method: 'post', path: `${CHAT}/direct-rooms`, tag: 'chat', auth: 'user', status: 201,
      summary: 'Open a direct room with another user (one per pair)',
      body: z.strictObject({ toMemberId: id }), response: roomSchema,
      handler: ({ caller, body }) => createDirectRoom(ctx, caller.userId, body.toMemberId),
    }),
    defineRoute({
      method: 'get', path: `${CHAT}/direct-rooms/{id}`, tag: 'chat', auth: 'user',
      summary: 'One direct room (members only)',
      params: idParams, response: roomSchema,
      handler: ({ caller, params }) => getRoom(ctx, caller.userId, params.id, 'direct'),
    }),
    defineRoute({
      method: 'patch', path: `${CHAT}/direct-rooms/{id}`, tag: 'chat', auth: 'user',
      summary: 'Leave a direct room',
      params: idParams, body: z.strictObject({ _leave: z.literal(true) }), response: roomSchema,
      handler: ({ caller, params, body }) => patchRoom(ctx, caller.userId, params.id, body, 'direct'),
    }),
    defineRoute({
      method: 'delete', path: `${CHAT}/direct-rooms/{id}`, tag: 'chat', auth: 'user',
      summary: 'Delete a direct room with its messages (either member)',
      params: idParams, response: roomSchema,
      handler: ({ caller, params }) => deleteRoom(ctx, caller.userId, params.id, 'direct'),
    }),
    defineRoute({
      method: 'post', path: `${CHAT}/room-invites`, tag: 'chat', auth: 'user', status: 201,
      summary: 'Invite a user to a room (creator only)',
      body: z.strictObject({ roomId: id, inviteeId: id }), response: inviteSchema,
      handler: ({ caller, body }) => createInvite(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'get', path: `${CHAT}/room-invites`, tag: 'chat', auth: 'user',
      summary: 'Pending invites to the caller (inviteeIds) or to rooms the caller is in (roomIds)',
      query: z.object({ inviteeIds: csv().optional(), roomIds: csv().optional() }), response: z.array(inviteSchema),
      handler: ({ caller, query }) => listInvites(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'patch', path: `${CHAT}/room-invites/{id}`, tag: 'chat', auth: 'user',
      summary: 'Accept or reject an invite (invitee only)',
      params: idParams, body: z.strictObject({ _accept: z.boolean() }), response: inviteSchema,
      handler: ({ caller, params, body }) => answerInvite(ctx, caller.userId, params.id, body._accept),
    }),
    defineRoute({
      method: 'get', path: `${CHAT}/messages`, tag: 'chat', auth: 'user',
      summary: 'Messages of rooms, newest first: pages of 10 (skip), or the unseen ones (notSeenBy, at most 11)',
      query: z.object({
        roomIds: csv().refine((xs) => xs.length > 0, { error: 'at least one room id' }),
        skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
        limit: z.coerce.number().int().min(1).max(100).optional(),
        notSeenBy: id.optional(),
      }),
      response: z.array(messageSchema),
      handler: ({ caller, query }) => listMessages(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'get', path: `${CHAT}/messages/stats`, tag: 'chat', auth: 'user',
      summary: 'Unseen messages per room (notSeenBy: each at most 11), or all messages per room (no notSeenBy), and their sum',
      query: z.object({ roomIds: csv().optional(), notSeenBy: id.optional(), limit: z.coerce.number().int().min(1).max(100).optional() }),
      response: z.object({ all: z.object({ count: z.number() }), rooms: z.record(z.string(), z.number()) }),
      handler: ({ caller, query }) => messageStats(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'post', path: `${CHAT}/messages`, tag: 'chat', auth: 'user', status: 201,
      summary: 'Write a message (content trimmed, not empty)',
      body: z.strictObject({ roomId: id, content }), response: messageSchema,
      handler: ({ caller, body }) => createMessage(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'get', path: `${CHAT}/messages/{id}`, tag: 'chat', auth: 'user',
      summary: 'One message (members of its room only)',
      params: idParams, response: messageSchema,
      handler: ({ caller, params }) => getMessage(ctx, caller.userId, params.id),
    }),
    defineRoute({
      method: 'patch', path: `${CHAT}/messages/{id}`, tag: 'chat', auth: 'user',
      summary: 'Edit (owner only: {content}) or mark read (member: {_read:true})',
      params: idParams, body: z.strictObject({ content: content.optional(), _read: z.literal(true).optional() }), response: messageSchema,
      handler: ({ caller, params, body }) => patchMessage(ctx, caller.userId, params.id, body),
    }),
    defineRoute({
      method: 'delete', path: `${CHAT}/messages/{id}`, tag: 'chat', auth: 'user',
      summary: 'Delete a message (owner only)',
      params: idParams, response: messageSchema,
      handler: ({ caller, params }) => deleteMessage(ctx, caller.userId, params.id),
    }),
    defineRoute({
      method: 'post', path: `${CHAT}/message-files`, tag: 'chat', auth: 'user', status: 201,
      summary: "Attach a file to a message: multipart createParams (JSON {messageId}) and file, within the chat attachment size limit (the message's owner)",
      response: messageFileSchema,
      handler: ({ caller, request }) => uploadMessageFile(ctx, caller.userId, request),
    }),
    defineRoute({
      method: 'get', path: `${CHAT}/message-files/{id}`, tag: 'chat', auth: 'user',
      summary: "A message file's record (members only)",
      params: idParams, response: messageFileSchema,
      handler: ({ caller, params }) => messageFile(ctx, caller.userId, params.id),
    }),
    defineRoute({
      method: 'get', path: `${CHAT}/message-files/{id}/content`, tag: 'chat', auth: 'user',
      summary: "A message file's bytes, as an attachment (members only)",
      params: idParams, response: fileResponse,
      handler: ({ caller, params, request }) => messageFileContent(ctx, caller.userId, params.id, request),
    }),
    defineRoute({
      method: 'get', path: '/api/v1/company/users', tag: 'company', auth: 'user',
      summary: 'User cards by ids, or a search by name (keyword)',
      query: z.object({ ids: csv().optional(), keyword: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(50).default(10) }),
      response: z.array(userCardSchema),
      handler: ({ caller, query }) => findUsers(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'post', path: '/api/v1/alert/presences', tag: 'alert', auth: 'user', status: 201,
      summary: "Mark the caller's UI instance online",
      body: z.strictObject({ uiid: z.string().trim().min(1).max(100) }), response: presenceSchema,
      handler: ({ caller, body }) => createPresence(ctx, caller.userId, body.uiid),
    }),
    defineRoute({
      method: 'delete', path: '/api/v1/alert/presences/{id}', tag: 'alert', auth: 'user',
      summary: 'Remove a presence (its owner)',
      params: idParams, response: presenceSchema,
      handler: ({ caller, params }) => deletePresence(ctx, caller.userId, params.id),
    }),
    defineRoute({
      method: 'get', path: '/api/v1/alert/presences', tag: 'alert', auth: 'user',
      summary: 'Presences of users',
      query: z.object({ userIds: csv() }), response: z.array(presenceSchema),
      handler: ({ query }) => listPresences(ctx, query.userIds),
    }),
  ];
}
