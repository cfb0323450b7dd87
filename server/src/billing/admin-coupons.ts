// Platform coupons for MTZ plans (/mtz-admin/mtz-coupons): a code, a discount (PERCENTAGE 1-100 or FIXED cents),
// the plans it applies to (none: every plan), when it is valid (from, until) and how many times it may be used.
// The MTZ plan checkout applies them (admin-rates.ts mtzCouponsFor); each use counts against max uses.
import { z } from 'zod';
import { MONEY_MESSAGES, mtzCouponError, type MtzCoupon, type MtzCouponDraft } from '../../../src/domain/billing/admin-money';
import { HttpError } from '../http/errors';
import { orderOf, pageOf, type MoneyResource } from './admin-crud';
import { toMtzCoupon } from './admin-rates';

const INT4 = 2_147_483_647;
const time = z.number().int().min(0).max(8_640_000_000_000_000);
const SORTS = { createdAt: 'created_at', code: 'code', usedCount: 'used_count', expiredAt: 'expired_at' } as const;

export const mtzCouponSchema = z.object({
  id: z.string(), code: z.string(), description: z.string(), type: z.enum(['PERCENTAGE', 'FIXED']), value: z.number(), planIds: z.array(z.string()),
  startsAt: z.number().nullable(), expiredAt: z.number().nullable(), maxUses: z.number().nullable(), usedCount: z.number(), createdAt: z.number(),
});

const draftSchema = z.strictObject({
  code: z.string().max(100),
  description: z.string().max(500).default(''),
  type: z.enum(['PERCENTAGE', 'FIXED'], { error: 'Type must be PERCENTAGE or FIXED' }),
  value: z.number({ error: 'Value must be a number' }).int({ error: MONEY_MESSAGES.whole }).min(0).max(INT4),
  planIds: z.array(z.string().min(1).max(100)).max(50).default([]),
  startsAt: time.nullable().default(null),
  expiredAt: time.nullable().default(null),
  maxUses: z.number().int({ error: MONEY_MESSAGES.whole }).min(0).max(INT4).nullable().default(null),
});

export const MTZ_COUPONS: MoneyResource<MtzCoupon, MtzCouponDraft, keyof typeof SORTS> = {
  path: 'mtz-coupons', noun: 'Coupon', target: 'MTZ_COUPON', action: 'MTZ_COUPON',
  item: mtzCouponSchema, draft: draftSchema, sorts: ['createdAt', 'code', 'usedCount', 'expiredAt'],
  list: (db, q) => pageOf(
    db.selectFrom('mtz_coupons').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('mtz_coupons').selectAll().orderBy(orderOf(SORTS[q.sort], q.dir)).orderBy('id').limit(q.limit).offset(q.skip).execute(),
    toMtzCoupon,
  ),
  one: async (db, id) => {
    const r = await db.selectFrom('mtz_coupons').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toMtzCoupon(r) : undefined;
  },
  check: async (db, d, id) => {
    const problem = mtzCouponError(d);
    if (problem) throw new HttpError(400, problem);
    const plans = [...new Set(d.planIds)];
    if (plans.length > 0) {
      const known = await db.selectFrom('mtz_plans').select('id').where('id', 'in', plans).execute();
      if (known.length !== plans.length) throw new HttpError(400, MONEY_MESSAGES.noPlan);
    }
    const clash = await db.selectFrom('mtz_coupons').select('id').where('code', '=', d.code).executeTakeFirst();
    if (clash && clash.id !== id) throw new HttpError(409, MONEY_MESSAGES.taken);
  },
  insert: async ({ trx, now }, id, d) => {
    await trx.insertInto('mtz_coupons').values({ id, ...columns(d), created_at: now }).execute();
  },
  update: async ({ trx }, id, d) => {
    await trx.updateTable('mtz_coupons').set(columns(d)).where('id', '=', id).execute();
  },
  remove: async ({ trx }, id) => {
    await trx.deleteFrom('mtz_coupons').where('id', '=', id).execute();
  },
};

const columns = (d: MtzCouponDraft) => ({
  code: d.code, description: d.description, type: d.type, value: d.value, plan_ids: JSON.stringify([...new Set(d.planIds)]),
  starts_at: d.startsAt, expired_at: d.expiredAt, max_uses: d.maxUses,
});
