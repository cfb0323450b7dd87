// The money the site admin sets, as the paying path reads it (payments.ts): the commission (fee rate) in force for a
// payment, the MTZ points a payment earns, and the platform coupons an MTZ plan checkout accepts. Each is read in
// the paying transaction, so a change takes effect at the next quote and payment; the order keeps what it was made with.
import type { Selectable } from 'kysely';
import {
  DEFAULT_COMMISSION_BPS, DEFAULT_POINTS_PER_DOLLAR, mtzCouponRefusal, pointsEarned, MONEY_KINDS, type MtzCoupon,
} from '../../../src/domain/billing/admin-money';
import type { Coupon } from '../../../src/domain/billing';
import type { Db } from '../companies/shared';
import { HttpError } from '../http/errors';
import type { MoneyTables } from './admin-tables';

/** The id of the overall commission's row (the group rows are keyed by their group). */
export const OVERALL_COMMISSION_ID = 'overall';

/** The commission in force for a payment, in basis points: its company group's, else the overall one, else the default. */
export async function commissionFor(db: Db, companyGroupId: string | null | undefined): Promise<number> {
  const rows = await db.selectFrom('commission_rates').select(['id', 'basis_points'])
    .where((eb) => (companyGroupId ? eb.or([eb('id', '=', OVERALL_COMMISSION_ID), eb('company_group_id', '=', companyGroupId)]) : eb('id', '=', OVERALL_COMMISSION_ID)))
    .execute();
  const group = rows.find((r) => r.id !== OVERALL_COMMISSION_ID);
  return group?.basis_points ?? rows[0]?.basis_points ?? DEFAULT_COMMISSION_BPS;
}

/** The MTZ points a payment of this kind earns at `now`: the rate in force for its kind and the promotions running. */
export async function pointsAt(db: Db, kind: string, finalCents: number, now: number): Promise<number> {
  if (!(MONEY_KINDS as readonly string[]).includes(kind) || finalCents <= 0) return 0;
  const rate = await db.selectFrom('point_rates').select('points_per_dollar').where('kind', '=', kind).where('effective_from', '<=', now)
    .orderBy('effective_from', 'desc').limit(1).executeTakeFirst();
  const promotions = await db.selectFrom('point_promotions').select(['type', 'value']).where('starts_at', '<=', now).where('ends_at', '>', now)
    .where((eb) => eb.or([eb('kind', 'is', null), eb('kind', '=', kind)])).execute();
  return pointsEarned(finalCents, rate?.points_per_dollar ?? DEFAULT_POINTS_PER_DOLLAR, promotions);
}

type CouponRow = Selectable<MoneyTables['mtz_coupons']>;
export const toMtzCoupon = (r: CouponRow): MtzCoupon => ({
  id: r.id, code: r.code, description: r.description, type: r.type, value: r.value, planIds: r.plan_ids, startsAt: r.starts_at !== null ? Number(r.starts_at) : null,
  expiredAt: r.expired_at !== null ? Number(r.expired_at) : null, maxUses: r.max_uses, usedCount: r.used_count, createdAt: Number(r.created_at),
});

/**
 * The platform coupons named for an MTZ plan checkout, as coupons of the charge quote (which checks expiry and max
 * uses): unknown codes are refused like a seller's, and so are coupons of other plans or not yet started.
 */
export async function mtzCouponsFor(db: Db, codes: readonly string[], planId: string, now: number, lock: boolean): Promise<Coupon[]> {
  const wanted = [...new Set(codes.map((c) => c.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  let q = db.selectFrom('mtz_coupons').selectAll().where('code', 'in', wanted);
  if (lock) q = q.forUpdate();
  const rows = await q.execute();
  return wanted.map((code) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new HttpError(400, `Coupon ${code} is not valid`);
    const c = toMtzCoupon(row);
    const refusal = mtzCouponRefusal(c, planId, now);
    if (refusal) throw new HttpError(400, refusal);
    return {
      id: c.id, code: c.code, description: c.description, type: c.type, value: c.value, expiredAt: c.expiredAt, quantity: c.maxUses, usedCount: c.usedCount,
      minToApplyCents: null, maxToApplyCents: null, createdAt: c.createdAt, sellerUserId: '',
    };
  });
}
