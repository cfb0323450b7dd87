// A notification row plus its NOTIFICATION event, so the receiver's bell rises live and views refetch.
import { randomUUID } from 'node:crypto';
import type { Notification } from '../../../src/domain/alerts/types';
import type { UnitOfWork } from '../context';

export async function notify(uow: UnitOfWork, receiverId: string, content: string, link: string | null): Promise<void> {
  const row = { id: randomUUID(), receiver_id: receiverId, content, link, has_read: false, created_at: uow.now };
  await uow.trx.insertInto('notifications').values(row).execute();
  const n: Notification = { id: row.id, receiverId, content, link, hasRead: false, createdAt: uow.now };
  await uow.emit(receiverId, 'NOTIFICATION', 'CREATED', n);
}
