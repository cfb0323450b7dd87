// When an item is published (created, or activated again), the members whose tag alerts match it get one notification
// each, live on the bell. The publish path calls tagAlertsPublished(...) after its transaction committed: matching and
// delivery run in a transaction of their own, queued behind the request, so a publish is not slowed by its watchers.
// Matching is one indexed query: the item's phrases (src/domain/tagalerts/match.ts) against tag_alerts' keyword index,
// its category ids against the category index; tag_alert_hits' key (member, item) keeps it to one notification per
// member and item, however many of their alerts match and however often the item is re-activated.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Notification } from '../../../src/domain/alerts/types';
import { matchNotice, phrasesOf, type TagAlertItemType } from '../../../src/domain/tagalerts/match';
import { inTransaction, type AppContext } from '../context';
import { loadItem } from './items';

export type Published = { type: TagAlertItemType; id: string; by?: string };

const queues = new WeakMap<AppContext, Promise<void>>();
/** how long after the publish the matching starts */
const DELIVERY_DELAY_MS = 20;

/** Runs `work` after the queued ones, a moment after the caller's request (failures are logged). */
function enqueue(ctx: AppContext, what: string, work: () => Promise<unknown>): void {
  const next = (queues.get(ctx) ?? Promise.resolve())
    // a moment later: the publishing request reads its answer and responds first (PGlite has one connection)
    .then(() => new Promise((resolve) => setTimeout(resolve, DELIVERY_DELAY_MS)))
    .then(work)
    .then(() => undefined, (err: unknown) => ctx.log(`tag alerts for ${what} failed`, err));
  queues.set(ctx, next);
}

/** Queues the matching of a published item (returns at once). */
export function tagAlertsPublished(ctx: AppContext, item: Published): void {
  enqueue(ctx, `${item.type} ${item.id}`, () => deliverMatches(ctx, item));
}

/**
 * A group was made public or activated again (`patch` as sent): its upcoming events are now public, so they are
 * matched again; members already alerted for one (its group's members, when it was private) are not alerted twice.
 */
export function groupOpenedThen<T extends { id: string; asPrivate: boolean; deactivated: boolean }>(
  ctx: AppContext, group: T, patch: { asPrivate?: boolean; deactivated?: boolean }, by: string,
): T {
  if ((patch.asPrivate === false || patch.deactivated === false) && !group.asPrivate && !group.deactivated) {
    enqueue(ctx, `group ${group.id}`, async () => {
      const events = await ctx.db.selectFrom('cg_events').select('id').where('company_group_id', '=', group.id).where('end_time_millis', '>=', ctx.clock.now()).execute();
      for (const e of events) await deliverMatches(ctx, { type: 'GROUP_EVENT', id: e.id, by });
    });
  }
  return group;
}

/** Passes a value through after queueing its item: `return publishedThen(ctx, 'GROUP_EVENT', await createEvent(...), by)`. */
export function publishedThen<T extends { id: string }>(ctx: AppContext, type: TagAlertItemType, value: T, by?: string): T {
  tagAlertsPublished(ctx, { type, id: value.id, by });
  return value;
}

/** Resolves when every queued item was matched (tests, and the server's shutdown). */
export async function tagAlertsSettled(ctx: AppContext): Promise<void> {
  for (let q = queues.get(ctx); q; ) {
    await q;
    const now = queues.get(ctx);
    q = now === q ? undefined : now;
  }
}

/** Events sent per transaction: a fan-out to many watchers is cut so other requests run in between. */
const EMIT_CHUNK = 25;

/**
 * Matches one item and notifies its new watchers; returns the members notified. The hits and the notifications are
 * written together in one transaction (two statements however many watchers match); the bells' NOTIFICATION events
 * follow in transactions of EMIT_CHUNK members each.
 */
export async function deliverMatches(ctx: AppContext, published: Published): Promise<string[]> {
  const notifications = await inTransaction(ctx, async (uow): Promise<Notification[]> => {
    const item = await loadItem(uow.trx, published.type, published.id);
    if (!item) return [];
    const phrases = phrasesOf(...item.texts);
    const excluded = [...new Set([...item.ownerIds, ...(published.by ? [published.by] : [])])];
    const { rows } = await sql<{ user_id: string; matched: string }>`
      INSERT INTO tag_alert_hits (user_id, item_type, item_id, title, link, matched, created_at)
      SELECT a.user_id, ${item.type}, ${item.id}, ${item.title}, ${item.link}, min(coalesce(a.keyword, c.name)), ${uow.now}::int8
      FROM tag_alerts a LEFT JOIN categories c ON c.id = a.category_id
      WHERE (a.keyword = ANY(${phrases}::text[]) OR a.category_id = ANY(${item.categoryIds}::text[]))
        AND NOT (a.user_id = ANY(${excluded}::text[]))
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id AND u.deactivated_at IS NOT NULL)
        AND (${item.membersOfGroup}::text IS NULL OR EXISTS (
          SELECT 1 FROM company_group_members m WHERE m.company_group_id = ${item.membersOfGroup} AND m.user_id = a.user_id))
      GROUP BY a.user_id
      ON CONFLICT DO NOTHING
      RETURNING user_id, matched`.execute(uow.trx);
    if (rows.length === 0) return [];
    const made: Notification[] = rows.map((r) => ({
      id: randomUUID(), receiverId: r.user_id, content: matchNotice(item.type, item.title, r.matched), link: item.link, hasRead: false, createdAt: uow.now,
    }));
    await uow.trx.insertInto('notifications').values(made.map((n) => ({
      id: n.id, receiver_id: n.receiverId, content: n.content, link: n.link, has_read: false, created_at: n.createdAt,
    }))).execute();
    return made;
  });
  for (let i = 0; i < notifications.length; i += EMIT_CHUNK) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    await inTransaction(ctx, async (uow) => {
      for (const n of notifications.slice(i, i + EMIT_CHUNK)) await uow.emit(n.receiverId, 'NOTIFICATION', 'CREATED', n);
    });
  }
  return notifications.map((n) => n.receiverId);
}
