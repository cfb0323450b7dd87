// Notifications of the alert service. Every change appends a NOTIFICATION event for the receiver.
import { randomUUID } from 'node:crypto';
import type { Notification } from '../../../src/domain/alerts/types';
import { inTransaction, type AppContext } from '../context';
import type { NotificationsTable } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';

const toNotification = (r: Omit<NotificationsTable, 'n'>): Notification => ({
  id: r.id,
  receiverId: r.receiver_id,
  content: r.content,
  link: r.link,
  hasRead: r.has_read,
  createdAt: Number(r.created_at),
});

export async function listNotifications(ctx: AppContext, userId: string, q: { skip: number; limit: number; startDateInMillis?: number }): Promise<Notification[]> {
  let query = ctx.db.selectFrom('notifications').selectAll().where('receiver_id', '=', userId);
  if (q.startDateInMillis !== undefined) query = query.where('created_at', '>=', q.startDateInMillis);
  const rows = await query.orderBy('created_at', 'desc').orderBy('n', 'desc').offset(q.skip).limit(q.limit).execute();
  return rows.map(toNotification);
}

export async function notificationStats(
  ctx: AppContext,
  caller: Caller,
  q: { startDateInMillis?: number; hasRead?: boolean; receiverIds?: string[] },
): Promise<{ all: { count: number } }> {
  const receivers = q.receiverIds && q.receiverIds.length > 0 ? q.receiverIds : [caller.userId];
  if (!caller.admin && receivers.some((id) => id !== caller.userId)) throw new HttpError(403, 'You can only count your own notifications');
  let query = ctx.db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('count')).where('receiver_id', 'in', receivers);
  if (q.startDateInMillis !== undefined) query = query.where('created_at', '>=', q.startDateInMillis);
  if (q.hasRead !== undefined) query = query.where('has_read', '=', q.hasRead);
  const row = await query.executeTakeFirstOrThrow();
  return { all: { count: Number(row.count) } };
}

export async function createNotification(ctx: AppContext, input: { receiverId: string; content: string; link?: string | null }): Promise<Notification> {
  return inTransaction(ctx, async (uow) => {
    const receiver = await uow.trx.selectFrom('users').select('id').where('id', '=', input.receiverId).executeTakeFirst();
    if (!receiver) throw new HttpError(400, 'receiverId: no such user');
    const row = {
      id: randomUUID(),
      receiver_id: input.receiverId,
      content: input.content,
      link: input.link ?? null,
      has_read: false,
      created_at: uow.now,
    };
    await uow.trx.insertInto('notifications').values(row).execute();
    const notification = toNotification(row);
    await uow.emit(input.receiverId, 'NOTIFICATION', 'CREATED', notification);
    return notification;
  });
}

export async function updateNotification(ctx: AppContext, caller: Caller, id: string, patch: { hasRead: boolean }): Promise<Notification> {
  return inTransaction(ctx, async (uow) => {
    const row = await uow.trx.selectFrom('notifications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new HttpError(404, 'Notification not found');
    if (row.receiver_id !== caller.userId) throw new HttpError(403, 'Only the receiver can update this notification');
    if (row.has_read === patch.hasRead) return toNotification(row);
    await uow.trx.updateTable('notifications').set({ has_read: patch.hasRead }).where('id', '=', id).execute();
    const notification = toNotification({ ...row, has_read: patch.hasRead });
    await uow.emit(row.receiver_id, 'NOTIFICATION', 'UPDATED', notification);
    return notification;
  });
}
