// Messages: pages newest first, unseen, stats, create, edit, read marks, delete; message files.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { MESSAGE_PAGE_SIZE, UNSEEN_LIMIT, type ChatMessage, type MessageFile, type MessageStats } from '../../../src/domain/chat/types';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { checkText } from '../http/registry';
import { advanceAfterPost, lockRoomForPost, lockRoomForReads, recordPost, recordView, unreadCounts, unreadMessages } from './read-marks';
import { assertMemberOfAll, CHAT_MESSAGES, emitTo, memberRoom, messageColumns, toFile, toMessage, type Db } from './store';
import { uploadMaxBytes } from '../admin/limits';
import { attachmentHeader, cleanContentType, filePart, readForm, removeUploads, storeUpload, uploadResponse } from './uploads';

export const MESSAGE_MAX_LENGTH = 5000;

export type MessageQuery = { roomIds: string[]; skip: number; limit?: number; notSeenBy?: string };

/** GET /messages: a page newest first, or (notSeenBy) the unseen ones, at most UNSEEN_LIMIT (read-marks.ts). */
export async function listMessages(ctx: AppContext, userId: string, q: MessageQuery): Promise<ChatMessage[]> {
  await assertMemberOfAll(ctx.db, q.roomIds, userId);
  if (q.notSeenBy !== undefined) {
    const limit = Math.min(q.limit ?? UNSEEN_LIMIT, UNSEEN_LIMIT);
    return (await unreadMessages(ctx.db, q.notSeenBy, q.roomIds, q.skip, limit)).map(toMessage);
  }
  const rows = await ctx.db.selectFrom('chat_messages').select([...messageColumns]).where('room_id', 'in', q.roomIds)
    .orderBy('created_at', 'desc').orderBy('n', 'desc').offset(q.skip).limit(q.limit ?? MESSAGE_PAGE_SIZE).execute();
  return rows.map(toMessage);
}

/** GET /messages/{id}: members of its room only. */
export async function getMessage(ctx: AppContext, userId: string, id: string): Promise<ChatMessage> {
  const row = await ctx.db.selectFrom('chat_messages').select([...messageColumns]).where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, CHAT_MESSAGES.messageNotFound);
  await memberRoom(ctx.db, row.room_id, userId);
  return toMessage(row);
}

/**
 * GET /messages/stats: with notSeenBy, unseen per room (each capped at UNSEEN_LIMIT); without it, every
 * message per room (the pane header's total). all.count is their sum.
 */
export async function messageStats(ctx: AppContext, userId: string, q: { roomIds?: string[]; notSeenBy?: string }): Promise<MessageStats> {
  let roomIds = q.roomIds;
  if (roomIds) await assertMemberOfAll(ctx.db, roomIds, userId);
  else roomIds = (await ctx.db.selectFrom('chat_room_members').select('room_id').where('user_id', '=', userId).execute()).map((r) => r.room_id);
  const rooms: Record<string, number> = Object.fromEntries(roomIds.map((id) => [id, 0]));
  if (roomIds.length > 0) {
    const counts = q.notSeenBy === undefined
      ? new Map((await sql<{ room_id: string; count: number }>`
        SELECT room_id, count(*)::int AS count FROM chat_messages WHERE room_id IN (${sql.join(roomIds)}) GROUP BY room_id`.execute(ctx.db)).rows.map((r) => [r.room_id, r.count]))
      : await unreadCounts(ctx.db, q.notSeenBy, roomIds, UNSEEN_LIMIT);
    for (const [room, count] of counts) rooms[room] = Number(count);
  }
  return { all: { count: Object.values(rooms).reduce((a, b) => a + b, 0) }, rooms };
}

function cleanContent(content: string): string {
  const text = content.trim();
  if (text === '') throw new HttpError(400, CHAT_MESSAGES.emptyContent);
  if (text.length > MESSAGE_MAX_LENGTH) throw new HttpError(400, `content: at most ${MESSAGE_MAX_LENGTH} characters`);
  return text;
}

export async function createMessage(ctx: AppContext, userId: string, body: { roomId: string; content: string }): Promise<ChatMessage> {
  const content = cleanContent(body.content);
  return inTransaction(ctx, async (uow) => {
    // shared with the room's other posts (none waits for another), exclusive of readers moving their markers (read-marks.ts)
    await lockRoomForPost(uow.trx, body.roomId);
    const room = await memberRoom(uow.trx, body.roomId, userId);
    const row = {
      id: randomUUID(), room_id: room.id, owner_id: userId, content, viewer_ids: [userId],
      message_file_id: null, created_at: uow.now, updated_at: uow.now,
    };
    const { n } = await uow.trx.insertInto('chat_messages').values(row).returning('n').executeTakeFirstOrThrow();
    await recordPost(uow.trx, { ...row, n: Number(n) });
    const message = toMessage(row);
    await emitTo(uow, room.memberIds, 'MESSAGE', 'CREATED', message);
    await advanceAfterPost(uow.trx, row);
    // the room row's lock, last: the room's other posts wait for it only while this one commits (never behind an older time)
    await uow.trx.updateTable('chat_rooms').set({ last_message_at: sql<number>`GREATEST(last_message_at, ${uow.now}::int8)` }).where('id', '=', room.id).execute();
    return message;
  });
}

async function messageOr404(db: Db, id: string) {
  const row = await db.selectFrom('chat_messages').select([...messageColumns]).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new HttpError(404, CHAT_MESSAGES.messageNotFound);
  return row;
}

export async function patchMessage(ctx: AppContext, userId: string, id: string, body: { content?: string; _read?: true }): Promise<ChatMessage> {
  if ((body.content !== undefined) === (body._read === true)) throw new HttpError(400, 'body: give exactly one of content, _read');
  const content = body.content !== undefined ? cleanContent(body.content) : null;
  return inTransaction(ctx, async (uow) => {
    if (content === null) return markRead(uow, userId, id);
    const row = await messageOr404(uow.trx, id);
    const room = await memberRoom(uow.trx, row.room_id, userId);
    if (row.owner_id !== userId) throw new HttpError(403, CHAT_MESSAGES.ownerOnly);
    await uow.trx.updateTable('chat_messages').set({ content, updated_at: uow.now }).where('id', '=', id).execute();
    const edited = toMessage({ ...row, content, updated_at: uow.now });
    await emitTo(uow, room.memberIds, 'MESSAGE', 'UPDATED', edited);
    return edited;
  });
}

/** PATCH {_read}: the reader joins viewerIds and gets a view row, and their read marker moves (read-marks.ts). */
async function markRead(uow: UnitOfWork, userId: string, id: string): Promise<ChatMessage> {
  const found = await uow.trx.selectFrom('chat_messages').select('room_id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new HttpError(404, CHAT_MESSAGES.messageNotFound);
  await lockRoomForReads(uow.trx, found.room_id); // room before message, as a room's deletion locks them
  const row = await messageOr404(uow.trx, id);
  const room = await memberRoom(uow.trx, row.room_id, userId);
  if (row.viewer_ids.includes(userId)) return toMessage(row);
  const viewed = toMessage({ ...row, viewer_ids: [...row.viewer_ids, userId] });
  await uow.trx.updateTable('chat_messages').set({ viewer_ids: sql<string[]>`array_append(viewer_ids, ${userId})` }).where('id', '=', id).execute();
  if (row.owner_id !== userId) await recordView(uow.trx, userId, row);
  await emitTo(uow, room.memberIds, 'MESSAGEVIEWER', 'VIEWED', viewed);
  return viewed;
}

export async function deleteMessage(ctx: AppContext, userId: string, id: string): Promise<ChatMessage> {
  let keys: string[] = [];
  const message = await inTransaction(ctx, async (uow) => {
    const row = await messageOr404(uow.trx, id);
    const room = await memberRoom(uow.trx, row.room_id, userId);
    if (row.owner_id !== userId) throw new HttpError(403, CHAT_MESSAGES.ownerOnly);
    keys = (await uow.trx.selectFrom('chat_message_files').select('storage_key').where('message_id', '=', id).execute()).map((f) => f.storage_key);
    await uow.trx.deleteFrom('chat_messages').where('id', '=', id).execute();
    const m = toMessage(row);
    await emitTo(uow, room.memberIds, 'MESSAGE', 'DELETED', m);
    return m;
  });
  await removeUploads(ctx, keys);
  return message;
}

/** POST /message-files: multipart createParams (JSON {messageId}) + file; the message's owner only, one file per message. */
export async function uploadMessageFile(ctx: AppContext, userId: string, request: Request): Promise<MessageFile> {
  const form = await readForm(request);
  const raw = form.get('createParams');
  let messageId: unknown;
  try {
    messageId = typeof raw === 'string' ? (JSON.parse(raw) as { messageId?: unknown }).messageId : raw instanceof File ? (JSON.parse(await raw.text()) as { messageId?: unknown }).messageId : undefined;
  } catch {
    throw new HttpError(400, 'createParams: not valid JSON');
  }
  if (typeof messageId !== 'string' || messageId === '' || messageId.length > 100) throw new HttpError(400, 'createParams.messageId: required');
  checkText(messageId, 'createParams.messageId');
  const file = filePart(form, 'file', await uploadMaxBytes(ctx.db, 'chatFileMb'));
  const name = [...(file.name || 'file')].map((ch) => (ch === '/' || ch === '\\' || ch.charCodeAt(0) < 32 ? '_' : ch)).join('').slice(0, 255);
  // Check before writing to disk, then again under the row lock.
  const before = await ctx.db.selectFrom('chat_messages').select(['owner_id', 'room_id']).where('id', '=', messageId).executeTakeFirst();
  if (!before) throw new HttpError(404, CHAT_MESSAGES.messageNotFound);
  await memberRoom(ctx.db, before.room_id, userId);
  if (before.owner_id !== userId) throw new HttpError(403, CHAT_MESSAGES.ownerOnly);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const key = await storeUpload(ctx, bytes);
  try {
    return await inTransaction(ctx, async (uow) => {
      const row = await messageOr404(uow.trx, messageId);
      const room = await memberRoom(uow.trx, row.room_id, userId);
      if (row.owner_id !== userId) throw new HttpError(403, CHAT_MESSAGES.ownerOnly);
      if (row.message_file_id) throw new HttpError(409, 'This message already has a file');
      const f = { id: randomUUID(), message_id: row.id, name, size: bytes.length, content_type: cleanContentType(file.type), storage_key: key, created_at: uow.now };
      await uow.trx.insertInto('chat_message_files').values(f).execute();
      await uow.trx.updateTable('chat_messages').set({ message_file_id: f.id }).where('id', '=', row.id).execute();
      const out = toFile(f);
      await emitTo(uow, room.memberIds, 'MESSAGEFILE', 'CREATED', out);
      return out;
    });
  } catch (err) {
    await removeUploads(ctx, [key]);
    throw err;
  }
}

/** GET /message-files/{id}: the file's record (members only). */
export async function messageFile(ctx: AppContext, userId: string, id: string): Promise<MessageFile> {
  const { file } = await memberFile(ctx, userId, id);
  return toFile(file);
}

async function memberFile(ctx: AppContext, userId: string, id: string) {
  const file = await ctx.db.selectFrom('chat_message_files').selectAll().where('id', '=', id).executeTakeFirst();
  if (!file) throw new HttpError(404, CHAT_MESSAGES.fileNotFound);
  const message = await ctx.db.selectFrom('chat_messages').select('room_id').where('id', '=', file.message_id).executeTakeFirstOrThrow();
  await memberRoom(ctx.db, message.room_id, userId);
  return { file };
}

/** GET /message-files/{id}/content: the bytes, as an attachment, members only. */
export async function messageFileContent(ctx: AppContext, userId: string, id: string, request: Request): Promise<Response> {
  const { file } = await memberFile(ctx, userId, id);
  return uploadResponse(ctx, request, file.storage_key, {
    'content-type': file.content_type,
    'content-disposition': attachmentHeader(file.name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  }, CHAT_MESSAGES.fileNotFound);
}
