// REST calls of the chat area: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
// Shapes: src/domain/chat/types.ts (spec section 7). Chat paths are relative to the chat service base
// (/api/v1/chat); users search to the company service; presences to the alert service.
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type {
  ChatMessage, ChatRoom, MessageFile, MessageStats, Presence, RoomInvite, UserCard,
} from '../../../domain/chat/types';

export type ChatEndpoints = {
  /** GET /rooms: every room the caller is a member of (all types, direct rooms included) */
  'chat.rooms.list': { in: void; out: ChatRoom[] };
  /** POST /rooms (REGULARROOM; the caller is creator) */
  'chat.rooms.create': { in: { name?: string; memberIds?: string[]; meta?: { companyGroupId?: string } }; out: ChatRoom };
  /** PATCH /rooms/{id} {name} (creator only) */
  'chat.rooms.rename': { in: { id: string; name: string }; out: ChatRoom };
  /** PATCH /rooms/{id} {_leave:true} */
  'chat.rooms.leave': { in: { id: string }; out: ChatRoom };
  /** PATCH /rooms/{id} {_removeMemberById} (creator only) */
  'chat.rooms.removeMember': { in: { id: string; memberId: string }; out: ChatRoom };
  /** DELETE /rooms/{id} (creator only) */
  'chat.rooms.delete': { in: { id: string }; out: ChatRoom };
  /** POST /rooms/{id}/logo multipart logoFile (creator only) */
  'chat.rooms.logo': { in: { id: string; file: Blob; fileName?: string }; out: ChatRoom };
  /** POST /direct-rooms {toMemberId}: 409 with the spec's message when one exists */
  'chat.directRooms.create': { in: { toMemberId: string }; out: ChatRoom };
  /** PATCH /direct-rooms/{id} {_leave:true} */
  'chat.directRooms.leave': { in: { id: string }; out: ChatRoom };
  /** DELETE /direct-rooms/{id} */
  'chat.directRooms.delete': { in: { id: string }; out: ChatRoom };
  /** POST /room-invites */
  'chat.invites.create': { in: { roomId: string; inviteeId: string }; out: RoomInvite };
  /** GET /room-invites?inviteeIds=|roomIds= : pending invites */
  'chat.invites.list': { in: { inviteeIds?: string[]; roomIds?: string[] }; out: RoomInvite[] };
  /** PATCH /room-invites/{id} {_accept} (invitee only) */
  'chat.invites.answer': { in: { id: string; accept: boolean }; out: RoomInvite };
  /** GET /messages?roomIds=&skip=&limit=10 : newest first */
  'chat.messages.list': { in: { roomIds: string[]; skip?: number; limit?: number }; out: ChatMessage[] };
  /** GET /messages?roomIds=&notSeenBy=&limit=11 : unseen, newest first */
  'chat.messages.unseen': { in: { roomIds: string[]; notSeenBy: string; limit?: number }; out: ChatMessage[] };
  /** GET /messages/stats?roomIds=&notSeenBy= (unseen, capped at 11); without notSeenBy: all messages per room */
  'chat.messages.stats': { in: { roomIds: string[]; notSeenBy?: string }; out: MessageStats };
  /** GET /messages/{id} (members of its room): how the engine reads a message its UPDATED event names */
  'chat.messages.get': { in: { id: string }; out: ChatMessage };
  /** POST /messages {roomId, content} */
  'chat.messages.create': { in: { roomId: string; content: string }; out: ChatMessage };
  /** PATCH /messages/{id} {content} (owner only) */
  'chat.messages.edit': { in: { id: string; content: string }; out: ChatMessage };
  /** PATCH /messages/{id} {_read:true} */
  'chat.messages.read': { in: { id: string }; out: ChatMessage };
  /** DELETE /messages/{id} (owner only) */
  'chat.messages.delete': { in: { id: string }; out: ChatMessage };
  /** POST /message-files multipart: createParams (JSON {messageId}) + file; pass onUploadProgress in the call options */
  'chat.messageFiles.upload': { in: { messageId: string; file: Blob; fileName?: string }; out: MessageFile };
  /** company service GET /users?keyword=&limit= */
  'chat.users.search': { in: { keyword: string; limit?: number }; out: UserCard[] };
  /** company service GET /users?ids=a,b */
  'chat.users.byIds': { in: { ids: string[] }; out: UserCard[] };
  /** alert service POST /presences {uiid} */
  'chat.presences.create': { in: { uiid: string }; out: Presence };
  /** alert service DELETE /presences/{id} */
  'chat.presences.delete': { in: { id: string }; out: Presence };
  /** alert service GET /presences?userIds= */
  'chat.presences.list': { in: { userIds: string[] }; out: Presence[] };
};

const enc = encodeURIComponent;
const ids = (xs: readonly string[] | undefined): string | undefined => (xs === undefined ? undefined : xs.join(','));

function fileForm(fields: Record<string, string>, fileField: string, file: Blob, fileName?: string): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (fileName !== undefined) form.append(fileField, file, fileName);
  else form.append(fileField, file);
  return form;
}

export const chatRoutes: RoutesOf<ChatEndpoints> = {
  'chat.rooms.list': { service: 'chat', method: 'GET', authed: true, stale: [on('ROOM'), on('DIRECTROOM'), on('ROOMINVITE')], build: () => ({ path: '/rooms' }) },
  'chat.rooms.create': { service: 'chat', method: 'POST', authed: true, build: (body) => ({ path: '/rooms', body }) },
  'chat.rooms.rename': { service: 'chat', method: 'PATCH', authed: true, build: ({ id, name }) => ({ path: `/rooms/${enc(id)}`, body: { name } }) },
  'chat.rooms.leave': { service: 'chat', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/rooms/${enc(id)}`, body: { _leave: true } }) },
  'chat.rooms.removeMember': {
    service: 'chat', method: 'PATCH', authed: true,
    build: ({ id, memberId }) => ({ path: `/rooms/${enc(id)}`, body: { _removeMemberById: memberId } }),
  },
  'chat.rooms.delete': { service: 'chat', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/rooms/${enc(id)}` }) },
  'chat.rooms.logo': {
    service: 'chat', method: 'POST', authed: true,
    build: ({ id, file, fileName }) => ({ path: `/rooms/${enc(id)}/logo`, body: fileForm({}, 'logoFile', file, fileName) }),
  },
  'chat.directRooms.create': { service: 'chat', method: 'POST', authed: true, build: (body) => ({ path: '/direct-rooms', body }) },
  'chat.directRooms.leave': {
    service: 'chat', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/direct-rooms/${enc(id)}`, body: { _leave: true } }),
  },
  'chat.directRooms.delete': { service: 'chat', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/direct-rooms/${enc(id)}` }) },
  'chat.invites.create': { service: 'chat', method: 'POST', authed: true, build: (body) => ({ path: '/room-invites', body }) },
  'chat.invites.list': {
    service: 'chat', method: 'GET', authed: true, stale: [on('ROOMINVITE'), on('ROOM'), on('DIRECTROOM')],
    build: ({ inviteeIds, roomIds }) => ({ path: '/room-invites', query: { inviteeIds: ids(inviteeIds), roomIds: ids(roomIds) } }),
  },
  'chat.invites.answer': {
    service: 'chat', method: 'PATCH', authed: true, build: ({ id, accept }) => ({ path: `/room-invites/${enc(id)}`, body: { _accept: accept } }),
  },
  'chat.messages.list': {
    service: 'chat', method: 'GET', authed: true, stale: [on('ROOM', { ids: ['id'] }), on('DIRECTROOM', { ids: ['id'] })],
    build: ({ roomIds, skip, limit }) => ({ path: '/messages', query: { roomIds: ids(roomIds), skip: skip ?? 0, limit: limit ?? 10 } }),
  },
  'chat.messages.unseen': {
    service: 'chat', method: 'GET', authed: true, stale: [on('ROOM'), on('DIRECTROOM')],
    build: ({ roomIds, notSeenBy, limit }) => ({ path: '/messages', query: { roomIds: ids(roomIds), notSeenBy, limit: limit ?? 11 } }),
  },
  'chat.messages.stats': {
    service: 'chat', method: 'GET', authed: true, stale: [on('ROOM'), on('DIRECTROOM')],
    build: ({ roomIds, notSeenBy }) => ({ path: '/messages/stats', query: { roomIds: ids(roomIds), notSeenBy } }),
  },
  'chat.messages.get': { service: 'chat', method: 'GET', authed: true, stale: NEVER, build: ({ id }) => ({ path: `/messages/${enc(id)}` }) },
  'chat.messages.create': { service: 'chat', method: 'POST', authed: true, build: (body) => ({ path: '/messages', body }) },
  'chat.messages.edit': {
    service: 'chat', method: 'PATCH', authed: true, build: ({ id, content }) => ({ path: `/messages/${enc(id)}`, body: { content } }),
  },
  'chat.messages.read': { service: 'chat', method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/messages/${enc(id)}`, body: { _read: true } }) },
  'chat.messages.delete': { service: 'chat', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/messages/${enc(id)}` }) },
  'chat.messageFiles.upload': {
    service: 'chat', method: 'POST', authed: true,
    build: ({ messageId, file, fileName }) => ({
      path: '/message-files', body: fileForm({ createParams: JSON.stringify({ messageId }) }, 'file', file, fileName),
    }),
  },
  'chat.users.search': {
    service: 'company', method: 'GET', authed: true, stale: NEVER, build: ({ keyword, limit }) => ({ path: '/users', query: { keyword, limit } }),
  },
  'chat.users.byIds': { service: 'company', method: 'GET', authed: true, stale: NEVER, build: ({ ids: xs }) => ({ path: '/users', query: { ids: ids(xs) } }) },
  'chat.presences.create': { service: 'alert', method: 'POST', authed: true, build: (body) => ({ path: '/presences', body }) },
  'chat.presences.delete': { service: 'alert', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/presences/${enc(id)}` }) },
  'chat.presences.list': {
    service: 'alert', method: 'GET', authed: true, stale: [on('ROOM'), on('DIRECTROOM')], build: ({ userIds }) => ({ path: '/presences', query: { userIds: ids(userIds) } }),
  },
};
