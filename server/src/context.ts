// What every service handler gets: storage, time, fan-out, mail, secrets, settings.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Action, ResourceType } from '../../src/domain/shared/events';
import type { Clock } from './clock';
import type { EventLogPolicy } from './db/events';
import { enqueueMail, type OutgoingMail } from './db/outbox';
import type { DB } from './db/schema';
import type { Audience } from './realtime/audience';
import type { Broadcaster } from './realtime/broadcaster';
import { Dispatcher, fanoutSettings, type FanoutSettings } from './realtime/dispatcher';
import { writeOutbox, type OutboxEntry } from './realtime/outbox';
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

/**
 * A transaction that may emit user events and queue mails; both become visible only on commit. Events are
 * recorded in memory and written once, as outbox rows, at the end of the transaction; the per-user logs
 * are written after commit by the dispatcher (server/src/realtime/dispatcher.ts).
 */
export type UnitOfWork = {
  trx: Transaction<DB>;
  now: number;
  emit<R>(userId: string, resourceType: ResourceType, action: Action, resource: R): Promise<void>;
  /** one event to an audience (a user list, or a group's or a company's whole audience, resolved after commit) */
  emitAudience<R>(audience: Audience, resourceType: ResourceType, action: Action, resource: R): void;
  mail(mail: OutgoingMail): Promise<void>;
};

/** One event to each of `userIds` (deduplicated; null and undefined skipped), in the unit of work's transaction. */
export async function emitTo<R>(uow: UnitOfWork, userIds: Iterable<string | null | undefined>, type: ResourceType, action: Action, resource: R): Promise<void> {
  const ids = [...new Set(userIds)].filter((u): u is string => Boolean(u));
  if (ids.length > 0) uow.emitAudience({ kind: 'users', ids }, type, action, resource);
}

/** A fan-out dispatcher on the context's database; its transactions are marked like inTransaction's. */
export function createDispatcher(ctx: AppContext, settings: FanoutSettings = fanoutSettings()): Dispatcher {
  return new Dispatcher({
    transact: (work) => ctx.db.transaction().execute((trx) => openTransaction.run(true, () => work(trx))),
    broadcaster: ctx.broadcaster,
    eventLog: ctx.eventLog,
    clock: ctx.clock,
    log: ctx.log,
  }, settings);
}

const dispatchers = new WeakMap<AppContext, Dispatcher>();
/** The context's dispatcher (app.ts starts it with its sweep; a context without one gets one without a sweep). */
export function dispatcherFor(ctx: AppContext): Dispatcher {
  let d = dispatchers.get(ctx);
  if (!d) {
    d = createDispatcher(ctx);
    dispatchers.set(ctx, d);
  }
  return d;
}

/** Marks the code that runs inside a transaction opened by inTransaction (the payment gateway refuses to be called there). */
const openTransaction = new AsyncLocalStorage<true>();
/** True while the caller runs inside a database transaction (every transaction of the services is opened by inTransaction). */
export const insideTransaction = (): boolean => openTransaction.getStore() === true;

export async function inTransaction<T>(ctx: AppContext, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  const now = ctx.clock.now();
  const emitted: OutboxEntry[] = [];
  const mailed: OutgoingMail[] = [];
  let ids: number[] = [];
  const result = await ctx.db.transaction().execute((trx) => openTransaction.run(true, async () => {
    const out = await work({
      trx,
      now,
      emit: async (userId, resourceType, action, resource) => {
        emitted.push({ audience: { kind: 'users', ids: [userId] }, resourceType, action, resource });
      },
      emitAudience: (audience, resourceType, action, resource) => {
        emitted.push({ audience, resourceType, action, resource });
      },
      mail: async (mail) => {
        await enqueueMail(trx, mail, now);
        mailed.push(mail);
      },
    });
    ids = await writeOutbox(trx, emitted, now);
    return out;
  }));
  if (ids.length > 0) await dispatcherFor(ctx).afterCommit(ids);
  if (mailed.length > 0) ctx.mailer.kick(mailed);
  return result;
}
