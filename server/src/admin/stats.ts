// Admin statistics (/mtz-admin/stats/{kind}): sign-ups, activations, companies, groups, messages, orders, revenue,
// sponsorship subscriptions, payment gateway customers and subscriptions, each as period stats (spec 3) between two
// days; which of them are shared with grantees (one settings row, audited; grantees get an event). Site admin only;
// the 'stats' section of the admin permissions.
import { z } from 'zod';
import { ADMIN_STAT_KINDS, type AdminStatKind } from '../../../src/domain/admin/stats';
import { periodStats, type PeriodStats } from '../../../src/domain/groups/stats';
import { bounds, periodStatsSchema, rangeQuery } from '../ads/stats';
import type { Db } from '../companies/shared';
import { emitTo, inTransaction, type AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { audit } from './audit';
import { ADMIN_BASE } from './shared';

const SHARED_KEY = 'grantee_stats';
type Range = { startDate?: string | undefined; endDate?: string | undefined };
type Rows = { created_at: number; cents?: number }[];

const createdBetween = (db: Db, table: 'users' | 'companies' | 'company_groups' | 'chat_messages' | 'pay_orders' | 'cg_sponsor_subscriptions' | 'pay_customers' | 'mtz_plan_subscriptions' | 'cg_member_plan_subscriptions', [from, to]: [number, number]) =>
  db.selectFrom(table).select('created_at').where('created_at', '>=', from).where('created_at', '<=', to).execute();

/** The rows a statistic counts (or, with cents, sums) in the range. */
async function statRows(db: Db, kind: AdminStatKind, range: [number, number]): Promise<Rows> {
  switch (kind) {
    case 'sign-ups': return createdBetween(db, 'users', range);
    case 'activations':
      return db.selectFrom('users').select('created_at').where('activated', '=', true).where('created_at', '>=', range[0]).where('created_at', '<=', range[1]).execute();
    case 'companies': return createdBetween(db, 'companies', range);
    case 'groups': return createdBetween(db, 'company_groups', range);
    case 'messages': return createdBetween(db, 'chat_messages', range);
    case 'orders': return createdBetween(db, 'pay_orders', range);
    case 'revenue':
      return db.selectFrom('pay_orders').select(['created_at', 'final_cents as cents']).where('created_at', '>=', range[0]).where('created_at', '<=', range[1]).execute();
    case 'sponsorship-subscriptions-create': return createdBetween(db, 'cg_sponsor_subscriptions', range);
    case 'stripe-customers': return createdBetween(db, 'pay_customers', range);
    case 'stripe-subscriptions': {
      const all = await Promise.all((['mtz_plan_subscriptions', 'cg_member_plan_subscriptions', 'cg_sponsor_subscriptions'] as const).map((t) => createdBetween(db, t, range)));
      return all.flat();
    }
  }
}

/** A statistic between two days (open ends: all time) with its total. */
export async function adminStat(db: Db, kind: AdminStatKind, range: Range): Promise<PeriodStats & { total: number }> {
  const rows = await statRows(db, kind, bounds(range));
  const amounts = kind === 'revenue' ? rows.map((r) => Number(r.cents ?? 0)) : undefined;
  const stats = periodStats(rows.map((r) => Number(r.created_at)), amounts);
  return { ...stats, total: amounts ? amounts.reduce((a, b) => a + b, 0) : rows.length };
}

/** The statistics shared with grantees, in the list's order. */
export async function sharedStats(db: Db): Promise<AdminStatKind[]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SHARED_KEY).executeTakeFirst();
  let saved: unknown = [];
  try {
    saved = row ? JSON.parse(row.value) : [];
  } catch {
    saved = [];
  }
  return ADMIN_STAT_KINDS.filter((k) => Array.isArray(saved) && saved.includes(k));
}

export const statKind = z.enum(ADMIN_STAT_KINDS, { error: `kind must be one of ${ADMIN_STAT_KINDS.join(', ')}` });
export const statQuery = z.strictObject(rangeQuery).refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { error: 'End date cannot be before start date' });
export const statSchema = periodStatsSchema.extend({ total: z.number() });
export const sharedSchema = z.object({ shared: z.array(statKind) });

export function adminStatRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/stats-sharing`, tag: 'admin', auth: 'admin',
      summary: 'The statistics shared with grantees (site admin)', response: sharedSchema,
      handler: async () => ({ shared: await sharedStats(ctx.db) }),
    }),
    defineRoute({
      method: 'patch', path: `${ADMIN_BASE}/stats-sharing`, tag: 'admin', auth: 'admin',
      summary: 'Share a statistic with grantees or stop sharing it (site admin; audited)',
      body: z.strictObject({ kind: statKind, shared: z.boolean() }), response: sharedSchema,
      handler: async ({ body, caller }) => {
        await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('settings').values({ key: SHARED_KEY, value: '[]' }).onConflict((oc) => oc.column('key').doNothing()).execute();
          await uow.trx.selectFrom('settings').select('value').where('key', '=', SHARED_KEY).forUpdate().executeTakeFirstOrThrow();
          const before = await sharedStats(uow.trx);
          const after = ADMIN_STAT_KINDS.filter((k) => (k === body.kind ? body.shared : before.includes(k)));
          if (after.length === before.length) return;
          await uow.trx.updateTable('settings').set({ value: JSON.stringify(after) }).where('key', '=', SHARED_KEY).execute();
          await audit(uow, { actorId: caller.userId, action: 'GRANTEE_STATS_SHARED', targetType: 'SETTING', targetId: SHARED_KEY, before, after });
          // open /grantee pages refresh: every grantee is told
          const grantees = await uow.trx.selectFrom('users').select('id').where('grantee', '=', true).execute();
          await emitTo(uow, grantees.map((g) => g.id), 'ADMIN', 'UPDATED', { targetType: 'SETTING', targetId: SHARED_KEY, action: 'GRANTEE_STATS_SHARED' });
        });
        return { shared: await sharedStats(ctx.db) };
      },
    }),
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/stats/{kind}`, tag: 'admin', auth: 'admin',
      summary: 'One statistic per day, month and year between two days (site admin)',
      params: z.object({ kind: statKind }), query: statQuery, response: statSchema,
      handler: ({ params, query }) => adminStat(ctx.db, params.kind, query),
    }),
  ];
}
