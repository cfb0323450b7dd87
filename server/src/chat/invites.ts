// Room invites: the creator invites, the invitee accepts (joins) or rejects.
import { randomUUID } from 'node:crypto';
import type { RoomInvite } from '../../../src/domain/chat/types';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { activeUser, assertMemberOfAll, CHAT_MESSAGES, emitTo, memberRoom, roomOr404, roomResourceType, toInvite } from './store';

export async function createInvite(ctx: AppContext, userId: string, body: { roomId: string; inviteeId: string }): Promise<RoomInvite> {
  return inTransaction(ctx, async (uow) => {
    const room = await memberRoom(uow.trx, body.roomId, userId, true);
    if (room.meta.type === 'DIRECTROOM') throw new HttpError(400, 'Nobody can be invited to a direct room');
    if (room.creatorId !== userId) throw new HttpError(403, CHAT_MESSAGES.creatorOnly);
    if (!(await activeUser(uow.trx, body.inviteeId))) throw new HttpError(400, `inviteeId: ${CHAT_MESSAGES.userNotFound}`);
    if (room.memberIds.includes(body.inviteeId)) throw new HttpError(409, 'This user is already a member of the room');
    const pending = await uow.trx.selectFrom('chat_room_invites').select('id')
      .where('room_id', '=', room.id).where('invitee_id', '=', body.inviteeId).where('status', '=', 'PENDING').executeTakeFirst();
    if (pending) throw new HttpError(409, 'This user is already invited to the room');
    const row = { id: randomUUID(), room_id: room.id, inviter_id: userId, invitee_id: body.inviteeId, status: 'PENDING' as const, created_at: uow.now };
    await uow.trx.insertInto('chat_room_invites').values(row).execute();
    const invite = toInvite(row, room.meta.type);
    await emitTo(uow, [...room.memberIds, body.inviteeId], 'ROOMINVITE', 'CREATED', invite);
    return invite;
  });
}

/** Pending invites to the caller (inviteeIds may name only the caller) or to rooms the caller is a member of. */
export async function listInvites(ctx: AppContext, userId: string, q: { inviteeIds?: string[]; roomIds?: string[] }): Promise<RoomInvite[]> {
  if (!q.inviteeIds && !q.roomIds) throw new HttpError(400, 'query: give inviteeIds or roomIds');
  if (q.inviteeIds?.some((id) => id !== userId)) throw new HttpError(403, 'You may list only your own invites');
  if (q.roomIds) await assertMemberOfAll(ctx.db, q.roomIds, userId);
  let query = ctx.db
    .selectFrom('chat_room_invites as i')
    .innerJoin('chat_rooms as r', 'r.id', 'i.room_id')
    .selectAll('i')
    .select('r.type')
    .where('i.status', '=', 'PENDING');
  if (q.inviteeIds) query = query.where('i.invitee_id', 'in', q.inviteeIds);
  if (q.roomIds) query = query.where('i.room_id', 'in', q.roomIds);
  const rows = await query.orderBy('i.created_at', 'desc').orderBy('i.id').limit(500).execute();
  return rows.map((r) => toInvite(r, r.type));
}

export async function answerInvite(ctx: AppContext, userId: string, id: string, accept: boolean): Promise<RoomInvite> {
  return inTransaction(ctx, async (uow) => {
    const row = await uow.trx.selectFrom('chat_room_invites').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new HttpError(404, 'Invite not found');
    if (row.invitee_id !== userId) throw new HttpError(403, 'Only the invitee may answer an invite');
    if (row.status !== 'PENDING') throw new HttpError(409, 'This invite was already answered');
    const room = await roomOr404(uow.trx, row.room_id, true);
    const status = accept ? 'ACCEPTED' : 'REJECTED';
    await uow.trx.updateTable('chat_room_invites').set({ status }).where('id', '=', id).execute();
    const invite = toInvite({ ...row, status }, room.meta.type);
    if (!accept) {
      await emitTo(uow, [...room.memberIds, userId], 'ROOMINVITE', 'DELETED', invite);
      return invite;
    }
    const memberIds = room.memberIds.includes(userId) ? room.memberIds : [...room.memberIds, userId];
    if (!room.memberIds.includes(userId)) {
      await uow.trx.insertInto('chat_room_members').values({ room_id: room.id, user_id: userId, joined_at: uow.now }).execute();
    }
    await emitTo(uow, memberIds, 'ROOMINVITE', 'ACCEPTED', invite);
    await emitTo(uow, memberIds, roomResourceType(room), 'UPDATED', { ...room, memberIds });
    return invite;
  });
}
