// Rooms and direct rooms: list, create, rename, leave, remove a member, delete, logo.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ChatRoom, RoomType } from '../../../src/domain/chat/types';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { seesContent, viewerOf } from '../groups/access';
import { HttpError } from '../http/errors';
import {
  activeUser, CHAT_MESSAGES, emitTo, loadRooms, memberRoom, roomResourceType, toInvite, type Db,
} from './store';
import { uploadMaxBytes } from '../admin/limits';
import { filePart, readForm, removeUploads, sniffImage, storedImageResponse, storeUpload } from './uploads';

export const ROOM_MAX_MEMBERS = 200;

export async function listRooms(ctx: AppContext, userId: string): Promise<ChatRoom[]> {
  const ids = await ctx.db.selectFrom('chat_room_members').select('room_id').where('user_id', '=', userId).execute();
  const rooms = await loadRooms(ctx.db, ids.map((r) => r.room_id));
  return rooms.sort((a, b) => b.lastMessageAt - a.lastMessageAt || b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}

async function checkUsers(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom('users').select('id').where('id', 'in', ids).where('activated', '=', true).execute();
  const missing = ids.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw new HttpError(400, `memberIds: unknown user '${missing.slice(0, 100)}'`);
}

export type NewRoom = {
  type: RoomType;
  name: string;
  creatorId: string;
  /** the creator first; duplicates are dropped */
  memberIds: string[];
  rfqId?: string;
  supplierId?: string;
  companyGroupId?: string;
};

/** Inserts a room with its members and tells every member (ROOM or DIRECTROOM CREATED). Other modules may call it (RFQ rooms). */
export async function insertRoom(uow: UnitOfWork, input: NewRoom): Promise<ChatRoom> {
  const id = randomUUID();
  const memberIds = [...new Set([input.creatorId, ...input.memberIds])];
  await uow.trx
    .insertInto('chat_rooms')
    .values({
      id, name: input.name, logo_path: null, creator_id: input.creatorId, type: input.type,
      rfq_id: input.rfqId ?? null, supplier_id: input.supplierId ?? null, company_group_id: input.companyGroupId ?? null,
      created_at: uow.now, last_message_at: uow.now,
    })
    .execute();
  await uow.trx.insertInto('chat_room_members').values(memberIds.map((user_id) => ({ room_id: id, user_id, joined_at: uow.now }))).execute();
  const room: ChatRoom = {
    id, name: input.name, logoPath: null, creatorId: input.creatorId, memberIds,
    meta: {
      type: input.type,
      ...(input.rfqId ? { rfqId: input.rfqId } : {}),
      ...(input.supplierId ? { supplierId: input.supplierId } : {}),
      ...(input.companyGroupId ? { companyGroupId: input.companyGroupId } : {}),
    },
    createdAt: uow.now, lastMessageAt: uow.now,
  };
  await emitTo(uow, memberIds, roomResourceType(room), 'CREATED', room);
  return room;
}

export async function createRoom(
  ctx: AppContext,
  userId: string,
  body: { name?: string; memberIds?: string[]; meta?: { companyGroupId?: string } },
): Promise<ChatRoom> {
  const memberIds = [...new Set(body.memberIds ?? [])].filter((id) => id !== userId);
  if (memberIds.length + 1 > ROOM_MAX_MEMBERS) throw new HttpError(400, `memberIds: at most ${ROOM_MAX_MEMBERS - 1} members`);
  await checkUsers(ctx.db, memberIds);
  const groupId = body.meta?.companyGroupId;
  if (groupId) {
    const group = await ctx.db.selectFrom('company_groups').select(['id', 'owner_id', 'as_private']).where('id', '=', groupId).executeTakeFirst();
    const viewer = group ? await viewerOf(ctx.db, group, userId) : null;
    // a private group the caller does not see is as unknown as a missing one
    if (!group || !viewer || !seesContent(group, viewer)) throw new HttpError(400, 'Invalid company group');
    if (!viewer.isAdmin) throw new HttpError(403, 'Only a group admin may create a room for the group');
  }
  let name = body.name?.trim() ?? '';
  if (name === '') {
    const users = await ctx.db.selectFrom('users').select(['id', 'firstname']).where('id', 'in', [userId, ...memberIds]).execute();
    const first = (id: string) => users.find((u) => u.id === id)?.firstname ?? '';
    name = [userId, ...memberIds].map(first).filter(Boolean).join(', ').slice(0, 100) || 'New group';
  }
  return inTransaction(ctx, (uow) =>
    insertRoom(uow, { type: 'REGULARROOM', name, creatorId: userId, memberIds, companyGroupId: groupId }),
  );
}

const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;

export async function createDirectRoom(ctx: AppContext, userId: string, toMemberId: string): Promise<ChatRoom> {
  if (toMemberId === userId) throw new HttpError(400, CHAT_MESSAGES.self);
  const [me, other] = await Promise.all([activeUser(ctx.db, userId), activeUser(ctx.db, toMemberId)]);
  if (!other) throw new HttpError(404, CHAT_MESSAGES.userNotFound);
  if (!me) throw new HttpError(401, 'Unauthorized');
  return inTransaction(ctx, async (uow) => {
    // Two requests for one pair at once: the second waits here and then sees the first's room.
    const pair = [userId, toMemberId].sort().join(':');
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`direct:${pair}`}))`.execute(uow.trx);
    const existing = await uow.trx
      .selectFrom('chat_rooms as r')
      .select('r.id')
      .where('r.type', '=', 'DIRECTROOM')
      .where((eb) => eb.exists(eb.selectFrom('chat_room_members as a').select('a.room_id').whereRef('a.room_id', '=', 'r.id').where('a.user_id', '=', userId)))
      .where((eb) => eb.exists(eb.selectFrom('chat_room_members as b').select('b.room_id').whereRef('b.room_id', '=', 'r.id').where('b.user_id', '=', toMemberId)))
      .executeTakeFirst();
    if (existing) throw new HttpError(409, CHAT_MESSAGES.directExists(fullName(other)));
    return insertRoom(uow, { type: 'DIRECTROOM', name: `${fullName(me)}, ${fullName(other)}`, creatorId: userId, memberIds: [toMemberId] });
  });
}

/** Deletes the room (messages, files, logos and invites go with it) and tells `told` (ROOM/DIRECTROOM DELETED). Returns upload keys to remove after commit. */
async function deleteRoomRows(uow: UnitOfWork, room: ChatRoom, told: string[]): Promise<string[]> {
  const files = await uow.trx
    .selectFrom('chat_message_files as f')
    .innerJoin('chat_messages as m', 'm.id', 'f.message_id')
    .select('f.storage_key')
    .where('m.room_id', '=', room.id)
    .execute();
  const logos = await uow.trx.selectFrom('chat_room_logos').select('storage_key').where('room_id', '=', room.id).execute();
  const pending = await uow.trx.selectFrom('chat_room_invites').selectAll().where('room_id', '=', room.id).where('status', '=', 'PENDING').execute();
  await uow.trx.deleteFrom('chat_rooms').where('id', '=', room.id).execute();
  await emitTo(uow, told, roomResourceType(room), 'DELETED', room);
  // Pending invites go with the room: their invitees drop them from their lists.
  for (const inv of pending) await uow.emit(inv.invitee_id, 'ROOMINVITE', 'DELETED', toInvite({ ...inv, status: 'REJECTED' }, room.meta.type));
  return [...files, ...logos].map((f) => f.storage_key);
}

type Kind = 'room' | 'direct';

function checkKind(room: ChatRoom, kind: Kind): void {
  const direct = room.meta.type === 'DIRECTROOM';
  if (kind === 'direct' && !direct) throw new HttpError(404, CHAT_MESSAGES.roomNotFound);
}

export type RoomPatch = { name?: string; _leave?: true; _removeMemberById?: string };

async function withoutMember(uow: UnitOfWork, room: ChatRoom, userId: string): Promise<{ room: ChatRoom | null; removeKeys: string[] }> {
  const memberIds = room.memberIds.filter((id) => id !== userId);
  // An RFQ room left with one member, or any room left empty, is deleted with its messages.
  if (memberIds.length === 0 || (room.meta.type === 'RFQROOM' && memberIds.length <= 1)) {
    return { room: null, removeKeys: await deleteRoomRows(uow, room, room.memberIds) };
  }
  await uow.trx.deleteFrom('chat_room_members').where('room_id', '=', room.id).where('user_id', '=', userId).execute();
  const updated: ChatRoom = { ...room, memberIds };
  // The member who is gone gets the new memberIds too, so their client drops the room.
  await emitTo(uow, room.memberIds, roomResourceType(room), 'UPDATED', updated);
  return { room: updated, removeKeys: [] };
}

/** GET /rooms/{id} and /direct-rooms/{id}: members only. */
export async function getRoom(ctx: AppContext, userId: string, id: string, kind: Kind): Promise<ChatRoom> {
  const room = await memberRoom(ctx.db, id, userId);
  checkKind(room, kind);
  return room;
}

/** PATCH /rooms/{id} and /direct-rooms/{id}: returns the room after the change (for a deleted room, as it was with the caller gone). */
export async function patchRoom(ctx: AppContext, userId: string, id: string, body: RoomPatch, kind: Kind): Promise<ChatRoom> {
  const given = [body.name !== undefined, body._leave === true, body._removeMemberById !== undefined].filter(Boolean).length;
  if (given !== 1) throw new HttpError(400, 'body: give exactly one of name, _leave, _removeMemberById');
  const removeKeys: string[] = [];
  const result = await inTransaction(ctx, async (uow) => {
    const room = await memberRoom(uow.trx, id, userId, true);
    checkKind(room, kind);
    if (body._leave) {
      const out = await withoutMember(uow, room, userId);
      removeKeys.push(...out.removeKeys);
      return out.room ?? { ...room, memberIds: room.memberIds.filter((m) => m !== userId) };
    }
    if (room.meta.type === 'DIRECTROOM') throw new HttpError(400, 'A direct room has no admin: only leave or delete it');
    if (room.creatorId !== userId) throw new HttpError(403, CHAT_MESSAGES.creatorOnly);
    if (body.name !== undefined) {
      const name = body.name.trim();
      if (name === '') throw new HttpError(400, 'name: Room name is required');
      await uow.trx.updateTable('chat_rooms').set({ name }).where('id', '=', id).execute();
      const updated = { ...room, name };
      await emitTo(uow, room.memberIds, roomResourceType(room), 'UPDATED', updated);
      return updated;
    }
    const target = body._removeMemberById as string;
    if (target === userId) throw new HttpError(400, '_removeMemberById: use _leave to leave the room');
    if (!room.memberIds.includes(target)) throw new HttpError(400, '_removeMemberById: not a member of this room');
    const out = await withoutMember(uow, room, target);
    removeKeys.push(...out.removeKeys);
    return out.room ?? { ...room, memberIds: room.memberIds.filter((m) => m !== target) };
  });
  await removeUploads(ctx, removeKeys);
  return result;
}

/** DELETE /rooms/{id} (creator only) and /direct-rooms/{id} (either member). */
export async function deleteRoom(ctx: AppContext, userId: string, id: string, kind: Kind): Promise<ChatRoom> {
  let removeKeys: string[] = [];
  const room = await inTransaction(ctx, async (uow) => {
    const r = await memberRoom(uow.trx, id, userId, true);
    checkKind(r, kind);
    if (r.meta.type !== 'DIRECTROOM' && r.creatorId !== userId) throw new HttpError(403, CHAT_MESSAGES.creatorOnly);
    removeKeys = await deleteRoomRows(uow, r, r.memberIds);
    return r;
  });
  await removeUploads(ctx, removeKeys);
  return room;
}

export const logoPath = (logoId: string) => `/api/v1/chat/room-logos/${logoId}`;

/** POST /rooms/{id}/logo multipart logoFile (creator only; PNG, JPEG, GIF or WebP by content). */
export async function setRoomLogo(ctx: AppContext, userId: string, id: string, request: Request): Promise<ChatRoom> {
  const room = await memberRoom(ctx.db, id, userId);
  if (room.meta.type === 'DIRECTROOM') throw new HttpError(400, 'A direct room has no logo');
  if (room.creatorId !== userId) throw new HttpError(403, CHAT_MESSAGES.creatorOnly);
  const file = filePart(await readForm(request), 'logoFile', await uploadMaxBytes(ctx.db));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw new HttpError(400, 'logoFile: only PNG, JPEG, GIF or WebP images');
  const key = await storeUpload(ctx, bytes);
  const logoId = randomUUID();
  let oldKeys: string[] = [];
  try {
    const updated = await inTransaction(ctx, async (uow) => {
      const r = await memberRoom(uow.trx, id, userId, true);
      if (r.creatorId !== userId) throw new HttpError(403, CHAT_MESSAGES.creatorOnly);
      oldKeys = (await uow.trx.deleteFrom('chat_room_logos').where('room_id', '=', id).returning('storage_key').execute()).map((o) => o.storage_key);
      await uow.trx.insertInto('chat_room_logos').values({ id: logoId, room_id: id, content_type: type, storage_key: key, created_at: uow.now }).execute();
      const path = logoPath(logoId);
      await uow.trx.updateTable('chat_rooms').set({ logo_path: path }).where('id', '=', id).execute();
      const next = { ...r, logoPath: path };
      await emitTo(uow, r.memberIds, roomResourceType(r), 'UPDATED', next);
      return next;
    });
    await removeUploads(ctx, oldKeys);
    return updated;
  } catch (err) {
    await removeUploads(ctx, [key]);
    throw err;
  }
}

/** GET /room-logos/{logoId}: public (an <img> sends no token); the id is unguessable. */
export async function roomLogo(ctx: AppContext, logoId: string, request: Request): Promise<Response> {
  const row = await ctx.db.selectFrom('chat_room_logos').selectAll().where('id', '=', logoId).executeTakeFirst();
  return storedImageResponse(ctx, row, CHAT_MESSAGES.fileNotFound, request);
}

