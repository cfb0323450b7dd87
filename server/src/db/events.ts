// The per-user event log: appended in the transaction of the change, read back for catch-up.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Action, EventsPage, RealtimeEvent, ResourceType } from '../../../src/domain/shared/events';
import type { DB } from './schema';

export type EventLogPolicy = {
  /** events kept per user */
  keep: number;
  /** events older than this are dropped when the user's log is next written */
  maxAgeMs: number;
};

export const DEFAULT_EVENT_LOG_POLICY: EventLogPolicy = { keep: 1000, maxAgeMs: 7 * 24 * 3600 * 1000 };

export async function appendEvent<R>(
  trx: Transaction<DB>,
  userId: string,
  resourceType: ResourceType,
  action: Action,
  resource: R,
  now: number,
  policy: EventLogPolicy = DEFAULT_EVENT_LOG_POLICY,
): Promise<RealtimeEvent<R>> {
  // The upsert takes the row lock of the user's counter: concurrent appends for one user queue here,
  // so seq order is commit order.
  const { rows } = await sql<{ last_seq: number }>`
    INSERT INTO event_seqs (user_id, last_seq) VALUES (${userId}, 1)
    ON CONFLICT (user_id) DO UPDATE SET last_seq = event_seqs.last_seq + 1
    RETURNING last_seq`.execute(trx);
  const seq = Number(rows[0].last_seq);
  await trx
    .insertInto('events')
    .values({ user_id: userId, seq, resource_type: resourceType, action, resource: JSON.stringify(resource), created_at: now })
    .execute();
  const dropped = await trx
    .deleteFrom('events')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('seq', '<=', seq - policy.keep), eb('created_at', '<', now - policy.maxAgeMs)]))
    .returning('seq')
    .execute();
  if (dropped.length > 0) {
    const highest = Math.max(...dropped.map((d) => Number(d.seq)));
    await sql`UPDATE event_seqs SET pruned_through = GREATEST(pruned_through, ${highest}) WHERE user_id = ${userId}`.execute(trx);
  }
  return { resourceType, action, resource, seq };
}

/**
 * Events after `afterSeq`, oldest first. `truncated` is true when some of them were already dropped,
 * and also when `afterSeq` is beyond anything this server issued (the client's store is from another
 * database): either way the client must reload instead of trusting its store.
 */
export async function readEvents(db: Kysely<DB>, userId: string, afterSeq: number): Promise<EventsPage> {
  const state = await db.selectFrom('event_seqs').select(['last_seq', 'pruned_through']).where('user_id', '=', userId).executeTakeFirst();
  const latestSeq = state ? Number(state.last_seq) : 0;
  const prunedThrough = state ? Number(state.pruned_through) : 0;
  const rows = await db
    .selectFrom('events')
    .select(['seq', 'resource_type', 'action', 'resource'])
    .where('user_id', '=', userId)
    .where('seq', '>', afterSeq)
    .orderBy('seq', 'asc')
    .execute();
  return {
    events: rows.map((r) => ({
      seq: Number(r.seq),
      resourceType: r.resource_type as ResourceType,
      action: r.action as Action,
      resource: r.resource,
    })),
    latestSeq,
    truncated: afterSeq < prunedThrough || afterSeq > latestSeq,
  };
}
