// The platform commission (/mtz-admin/billing/commission-rates and /cg-comm-rates): the fee rate of every charge
// quote, in basis points (290 = 2.90%, plus the fixed 30 cents), overall and overridden per company group. The quote
// reads the one in force (admin-rates.ts commissionFor); each order keeps the rate it was made with, and the
// seller's balance is credited from that order's own amounts, so a change applies from the next quote on.
import { z } from 'zod';
import {
  commissionError, DEFAULT_COMMISSION_BPS, MONEY_MESSAGES, type GroupCommission, type GroupCommissionDraft,
} from '../../../src/domain/billing/admin-money';
import { audit, auditOf, auditRowSchema } from '../admin/audit';
import { ADMIN_BASE } from '../admin/shared';
import { inTransaction, type AppContext } from '../context';
import type { Db } from '../companies/shared';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { moneyRoutes, orderOf, pageOf, type MoneyResource } from './admin-crud';
import { MTZ_COUPONS } from './admin-coupons';
import { POINT_PROMOTIONS, POINT_RATES } from './admin-points';
import { OVERALL_COMMISSION_ID } from './admin-rates';

const bps = z.number({ error: MONEY_MESSAGES.commission }).int({ error: MONEY_MESSAGES.commission });
const SORTS = { updatedAt: 'c.updated_at', groupName: 'g.name', basisPoints: 'c.basis_points' } as const;

const groupRows = (db: Db) => db.selectFrom('commission_rates as c').innerJoin('company_groups as g', 'g.id', 'c.company_group_id');
type GroupRow = { id: string; company_group_id: string | null; basis_points: number; created_at: number; updated_at: number; group_name: string };
const toGroup = (r: GroupRow): GroupCommission => ({
  id: r.id, companyGroupId: r.company_group_id ?? '', groupName: r.group_name, basisPoints: r.basis_points, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

export const GROUP_COMMISSIONS: MoneyResource<GroupCommission, GroupCommissionDraft, keyof typeof SORTS> = {
  path: 'commission-rates/groups', noun: 'Group commission', target: 'COMMISSION_RATE', action: 'GROUP_COMMISSION',
  item: z.object({ id: z.string(), companyGroupId: z.string(), groupName: z.string(), basisPoints: z.number(), createdAt: z.number(), updatedAt: z.number() }),
  draft: z.strictObject({ companyGroupId: z.string().min(1, { error: MONEY_MESSAGES.noGroup }).max(100), basisPoints: bps }),
  sorts: ['updatedAt', 'groupName', 'basisPoints'],
  list: (db, q) => pageOf(
    groupRows(db).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    groupRows(db).selectAll('c').select('g.name as group_name').orderBy(orderOf(SORTS[q.sort], q.dir)).orderBy('c.id').limit(q.limit).offset(q.skip).execute(),
    toGroup,
  ),
  one: async (db, id) => {
    const r = await groupRows(db).selectAll('c').select('g.name as group_name').where('c.id', '=', id).executeTakeFirst();
    return r ? toGroup(r) : undefined;
  },
  check: async (db, d, id) => {
    const problem = commissionError(d.basisPoints);
    if (problem) throw new HttpError(400, problem);
    const group = await db.selectFrom('company_groups').select('id').where('id', '=', d.companyGroupId).executeTakeFirst();
    if (!group) throw new HttpError(400, MONEY_MESSAGES.noGroup);
    const clash = await db.selectFrom('commission_rates').select('id').where('company_group_id', '=', d.companyGroupId).executeTakeFirst();
    if (clash && clash.id !== id) throw new HttpError(409, MONEY_MESSAGES.groupExists);
  },
  insert: async ({ trx, now }, id, d) => {
    await trx.insertInto('commission_rates').values({ id, company_group_id: d.companyGroupId, basis_points: d.basisPoints, created_at: now, updated_at: now }).execute();
  },
  update: async ({ trx, now }, id, d) => {
    await trx.updateTable('commission_rates').set({ company_group_id: d.companyGroupId, basis_points: d.basisPoints, updated_at: now }).where('id', '=', id).execute();
  },
  remove: async ({ trx }, id) => {
    await trx.deleteFrom('commission_rates').where('id', '=', id).execute();
  },
};

const overallSchema = z.object({ basisPoints: z.number(), defaultBasisPoints: z.number(), updatedAt: z.number().nullable(), audit: z.array(auditRowSchema) });

async function overall(db: Db) {
  const row = await db.selectFrom('commission_rates').select(['basis_points', 'updated_at']).where('id', '=', OVERALL_COMMISSION_ID).executeTakeFirst();
  return { basisPoints: row?.basis_points ?? DEFAULT_COMMISSION_BPS, defaultBasisPoints: DEFAULT_COMMISSION_BPS, updatedAt: row ? Number(row.updated_at) : null };
}

/** Every route of the money the site admin sets (the 'money' section of the admin permissions). */
export function adminMoneyRoutes(ctx: AppContext): AnyRoute[] {
  const P = `${ADMIN_BASE}/commission-rates`;
  const answer = async () => ({ ...(await overall(ctx.db)), audit: await auditOf(ctx, 'COMMISSION_RATE', OVERALL_COMMISSION_ID, 20) });
  return [
    defineRoute({
      method: 'get', path: P, tag: 'admin', auth: 'admin', summary: 'The overall commission (fee rate of charge quotes, basis points) and its changes (site admin)',
      response: overallSchema, handler: answer,
    }),
    defineRoute({
      method: 'patch', path: P, tag: 'admin', auth: 'admin',
      summary: 'Set the overall commission in basis points; the next quotes use it, paid orders keep theirs (site admin; audited)',
      body: z.strictObject({ basisPoints: bps }), response: overallSchema,
      handler: async ({ body, caller }) => {
        const problem = commissionError(body.basisPoints);
        if (problem) throw new HttpError(400, problem);
        await inTransaction(ctx, async (uow) => {
          const before = await overall(uow.trx);
          await uow.trx.insertInto('commission_rates').values({ id: OVERALL_COMMISSION_ID, company_group_id: null, basis_points: body.basisPoints, created_at: uow.now, updated_at: uow.now })
            .onConflict((oc) => oc.column('id').doUpdateSet({ basis_points: body.basisPoints, updated_at: uow.now })).execute();
          await audit(uow, {
            actorId: caller.userId, action: 'COMMISSION_CHANGED', targetType: 'COMMISSION_RATE', targetId: OVERALL_COMMISSION_ID,
            before: { basisPoints: before.basisPoints }, after: { basisPoints: body.basisPoints },
          });
        });
        return answer();
      },
    }),
    ...moneyRoutes(ctx, ADMIN_BASE, GROUP_COMMISSIONS),
    ...moneyRoutes(ctx, ADMIN_BASE, MTZ_COUPONS),
    ...moneyRoutes(ctx, ADMIN_BASE, POINT_RATES),
    ...moneyRoutes(ctx, ADMIN_BASE, POINT_PROMOTIONS),
  ];
}
