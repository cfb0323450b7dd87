// Calls: start, list, join, leave, reject, and the WebRTC signalling relay (RTCREQUEST to one member).
// Only members of the room may do anything with its calls; every change is emitted to the room's members.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { CALL_MESSAGES, type Call, type CallInvite, type CallPatch, type RtcRequest, type RtcRequestInput } from '../../../src/domain/calls/types';
import type { ChatRoom } from '../../../src/domain/chat/types';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import type { CallTables, ChatCallsTable } from './calls-tables';
import { assertMemberOfAll, emitTo, memberRoom, type Db } from './store';

type CallDb = Kysely<DB & CallTables>;
const calls = (db: Db): CallDb => (db as Kysely<DB> | Transaction<DB>).withTables<CallTables>();

async function membersOfCalls(db: Db, callIds: string[]): Promise<Map<string, Call['callMembers']>> {
  const out = new Map<string, Call['callMembers']>(callIds.map((id) => [id, []]));
  if (callIds.length === 0) return out;
  const rows = await calls(db).selectFrom('chat_call_members').select(['call_id', 'user_id', 'joined_at']).where('call_id', 'in', callIds).orderBy('n').execute();
  for (const r of rows) out.get(r.call_id)?.push({ userId: r.user_id, joinedAt: Number(r.joined_at) });
  return out;
}

const toCall = (r: ChatCallsTable, callMembers: Call['callMembers']): Call => ({
  id: r.id, roomId: r.room_id, creatorId: r.creator_id, callMembers, status: r.status,
  createdAt: Number(r.created_at), endedAt: r.ended_at === null ? null : Number(r.ended_at),
});

async function loadCall(db: Db, id: string): Promise<Call> {
  const row = await calls(db).selectFrom('chat_calls').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, CALL_MESSAGES.callNotFound);
  return toCall(row, (await membersOfCalls(db, [id])).get(id) ?? []);
}

/** The call (row locked) and its room, when the caller is a member of the room; 404 / 403 otherwise. */
async function roomCall(uow: UnitOfWork, callId: string, userId: string): Promise<{ call: Call; room: ChatRoom }> {
  const row = await calls(uow.trx).selectFrom('chat_calls').select('room_id').where('id', '=', callId).executeTakeFirst();
  if (!row) throw new HttpError(404, CALL_MESSAGES.callNotFound);
  const room = await memberRoom(uow.trx, row.room_id, userId, true);
  await calls(uow.trx).selectFrom('chat_calls').select('id').where('id', '=', callId).forUpdate().execute();
  return { call: await loadCall(uow.trx, callId), room };
}

const isIn = (call: Call, userId: string) => call.callMembers.some((m) => m.userId === userId);

/** POST /rooms/calls: a new call in the room with the caller in it; the other members are invited. */
export async function startCall(ctx: AppContext, userId: string, roomId: string): Promise<Call> {
  return inTransaction(ctx, async (uow) => {
    const room = await memberRoom(uow.trx, roomId, userId, true);
    const db = calls(uow.trx);
    const active = await db.selectFrom('chat_calls').select('id').where('room_id', '=', room.id).where('status', '=', 'ACTIVE').executeTakeFirst();
    if (active) throw new HttpError(409, CALL_MESSAGES.callInProgress);
    const row: ChatCallsTable = { id: randomUUID(), room_id: room.id, creator_id: userId, status: 'ACTIVE', created_at: uow.now, ended_at: null };
    await db.insertInto('chat_calls').values(row).execute();
    await db.insertInto('chat_call_members').values({ call_id: row.id, user_id: userId, joined_at: uow.now }).execute();
    const call = toCall(row, [{ userId, joinedAt: uow.now }]);
    await emitTo(uow, room.memberIds, 'CALL', 'CREATED', call);
    for (const inviteeId of room.memberIds.filter((id) => id !== userId)) {
      const invite: CallInvite = { callId: call.id, roomId: room.id, inviterId: userId, inviteeId };
      await emitTo(uow, room.memberIds, 'CALLINVITE', 'CREATED', invite);
    }
    return call;
  });
}

/** GET /rooms/calls?roomIds=: the active calls of rooms the caller is in. */
export async function listCalls(ctx: AppContext, userId: string, roomIds: string[]): Promise<Call[]> {
  await assertMemberOfAll(ctx.db, roomIds, userId);
  if (roomIds.length === 0) return [];
  const rows = await calls(ctx.db).selectFrom('chat_calls').selectAll().where('room_id', 'in', roomIds).where('status', '=', 'ACTIVE').orderBy('created_at', 'desc').execute();
  const members = await membersOfCalls(ctx.db, rows.map((r) => r.id));
  return rows.map((r) => toCall(r, members.get(r.id) ?? []));
}

/** PATCH /rooms/calls/{id}: join, leave (the last one out ends the call) or reject the invite. */
export async function patchCall(ctx: AppContext, userId: string, callId: string, patch: CallPatch): Promise<Call> {
  return inTransaction(ctx, async (uow) => {
    const { call, room } = await roomCall(uow, callId, userId);
    if (call.status !== 'ACTIVE') throw new HttpError(409, CALL_MESSAGES.callEnded);
    const db = calls(uow.trx);
    const invite: CallInvite = { callId, roomId: room.id, inviterId: call.creatorId, inviteeId: userId };
    if ('_join' in patch) {
      if (isIn(call, userId)) throw new HttpError(409, CALL_MESSAGES.alreadyInCall);
      await db.insertInto('chat_call_members').values({ call_id: callId, user_id: userId, joined_at: uow.now }).execute();
      const next: Call = { ...call, callMembers: [...call.callMembers, { userId, joinedAt: uow.now }] };
      await emitTo(uow, room.memberIds, 'CALL', 'UPDATED', next);
      await emitTo(uow, room.memberIds, 'CALLINVITE', 'ACCEPTED', invite);
      return next;
    }
    if ('_reject' in patch) {
      if (isIn(call, userId)) throw new HttpError(409, CALL_MESSAGES.alreadyInCall);
      await emitTo(uow, room.memberIds, 'CALLINVITE', 'DELETED', invite);
      return call;
    }
    if (!isIn(call, userId)) throw new HttpError(403, CALL_MESSAGES.notInCall);
    await db.deleteFrom('chat_call_members').where('call_id', '=', callId).where('user_id', '=', userId).execute();
    const left = call.callMembers.filter((m) => m.userId !== userId);
    if (left.length > 0) {
      const next: Call = { ...call, callMembers: left };
      await emitTo(uow, room.memberIds, 'CALL', 'UPDATED', next);
      return next;
    }
    await db.updateTable('chat_calls').set({ status: 'ENDED', ended_at: uow.now }).where('id', '=', callId).execute();
    const ended: Call = { ...call, callMembers: [], status: 'ENDED', endedAt: uow.now };
    await emitTo(uow, room.memberIds, 'CALL', 'DELETED', ended);
    return ended;
  });
}

/** POST /rooms/calls/rtc-requests: relays an offer, answer or ICE candidate to another member of the call. */
export async function relayRtcRequest(ctx: AppContext, userId: string, input: RtcRequestInput): Promise<RtcRequest> {
  if (input.toUserId === userId) throw new HttpError(400, CALL_MESSAGES.toSelf);
  if (input.type === 'candidate' ? !input.candidate : !input.sdp) {
    throw new HttpError(400, input.type === 'candidate' ? CALL_MESSAGES.candidateRequired : CALL_MESSAGES.sdpRequired);
  }
  return inTransaction(ctx, async (uow) => {
    const { call, room } = await roomCall(uow, input.callId, userId);
    if (call.status !== 'ACTIVE') throw new HttpError(409, CALL_MESSAGES.callEnded);
    if (!isIn(call, userId)) throw new HttpError(403, CALL_MESSAGES.notInCall);
    if (!isIn(call, input.toUserId)) throw new HttpError(409, CALL_MESSAGES.targetNotInCall);
    const request: RtcRequest = {
      id: randomUUID(), callId: call.id, roomId: room.id, fromUserId: userId, toUserId: input.toUserId, type: input.type, createdAt: uow.now,
      ...(input.type === 'candidate' ? { candidate: input.candidate } : { sdp: input.sdp }),
    };
    await uow.emit(input.toUserId, 'RTCREQUEST', 'CREATED', request);
    return request;
  });
}
