// What every service handler gets: storage, time, fan-out, mail, secrets, settings.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Action, RealtimeEvent, ResourceType } from '../../src/domain/shared/events';
import type { Clock } from './clock';
import { appendEvent, type EventLogPolicy } from './db/events';
import { enqueueMail, type OutgoingMail } from './db/outbox';
import type { DB } from './db/schema';
import type { Broadcaster } from './realtime/broadcaster';
import type { FileStorage } from './shared/storage/storage';

export type Mailer = {
  /** mails were committed to the outbox: send what is pending (without SMTP: write them to the log) */
  kick(committed?: readonly OutgoingMail[]): void;
  close(): Promise<void>;
};

export type AppContext = {
  db: Kysely<DB>;
  clock: Clock;
  broadcaster: Broadcaster;
  mailer: Mailer;
  jwtSecret: Buffer;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  eventLog: EventLogPolicy;
  production: boolean;
  /** where uploaded files are kept (DATA_DIR/uploads; a temporary folder for in-memory databases) */
  uploadsDir: string;
  /** uploaded files: the folder uploadsDir, or S3-compatible object storage when configured (S3_BUCKET) */
  storage: FileStorage;
  log: (msg: string, err?: unknown) => void;
};

/** A transaction that may append user events and queue mails; both become visible only on commit. */
export type UnitOfWork = {
  trx: Transaction<DB>;
  now: number;
  emit<R>(userId: string, resourceType: ResourceType, action: Action, resource: R): Promise<RealtimeEvent<R>>;
  mail(mail: OutgoingMail): Promise<void>;
};

/** One event to each of `userIds` (deduplicated; null and undefined skipped), in the unit of work's transaction. */
export async function emitTo<R>(uow: UnitOfWork, userIds: Iterable<string | null | undefined>, type: ResourceType, action: Action, resource: R): Promise<void> {
  for (const userId of new Set(userIds)) if (userId) await uow.emit(userId, type, action, resource);
}

/** Marks the code that runs inside a transaction opened by inTransaction (the payment gateway refuses to be called there). */
const openTransaction = new AsyncLocalStorage<true>();
/** True while the caller runs inside a database transaction (every transaction of the services is opened by inTransaction). */
export const insideTransaction = (): boolean => openTransaction.getStore() === true;

export async function inTransaction<T>(ctx: AppContext, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  const now = ctx.clock.now();
  const emitted: { userId: string; event: RealtimeEvent }[] = [];
  const mailed: OutgoingMail[] = [];
  const result = await ctx.db.transaction().execute((trx) => openTransaction.run(true, () =>
    work({
      trx,
      now,
      emit: async (userId, resourceType, action, resource) => {
        const event = await appendEvent(trx, userId, resourceType, action, resource, now, ctx.eventLog);
        emitted.push({ userId, event });
        return event;
      },
      mail: async (mail) => {
        await enqueueMail(trx, mail, now);
        mailed.push(mail);
      },
    })),
  );
  const byUser = new Map<string, RealtimeEvent[]>();
  for (const { userId, event } of emitted) byUser.set(userId, [...(byUser.get(userId) ?? []), event]);
  for (const [userId, events] of byUser) {
    try {
      await ctx.broadcaster.publish(userId, events);
    } catch (err) {
      // The events are committed and served by catch-up; a failed push is not the caller's error.
      ctx.log('publish failed', err);
    }
  }
  if (mailed.length > 0) ctx.mailer.kick(mailed);
  return result;
}
