// Coupons: a seller's own, validated with the domain's rules (spec 5), listed 5 a page.
import { randomUUID } from 'node:crypto';
import { couponDraftError, type Coupon, type CouponDraft } from '../../../src/domain/billing';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { toCoupon } from './payments';

export const COUPON_MESSAGES = { updated: 'Coupon updated', deleted: 'Coupon deleted', taken: 'This coupon code is already taken' } as const;

function checkDraft(d: CouponDraft, now: number) {
  const problem = couponDraftError(d, now);
  if (problem) throw new HttpError(400, problem);
}

export async function createCoupon(ctx: AppContext, sellerUserId: string, d: CouponDraft): Promise<Coupon> {
  return inTransaction(ctx, async ({ trx, now }) => {
    checkDraft(d, now);
    const row = await trx.insertInto('pay_coupons').values({
      id: randomUUID(), seller_user_id: sellerUserId, code: d.code, description: d.description, type: d.type, value: d.value, expired_at: d.expiredAt,
      quantity: d.quantity, min_to_apply_cents: d.minToApplyCents, max_to_apply_cents: d.maxToApplyCents, created_at: now,
    }).onConflict((oc) => oc.column('code').doNothing()).returningAll().executeTakeFirst();
    if (!row) throw new HttpError(409, COUPON_MESSAGES.taken);
    return toCoupon(row);
  });
}

export async function updateCoupon(ctx: AppContext, sellerUserId: string, id: string, patch: Partial<CouponDraft>): Promise<Coupon> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const row = await trx.selectFrom('pay_coupons').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new HttpError(404, 'Coupon not found');
    if (row.seller_user_id !== sellerUserId) throw new HttpError(403, 'Only the seller may change this coupon');
    const cur = toCoupon(row);
    const next: CouponDraft = {
      code: cur.code, description: cur.description, type: cur.type, value: cur.value, expiredAt: cur.expiredAt, quantity: cur.quantity,
      minToApplyCents: cur.minToApplyCents, maxToApplyCents: cur.maxToApplyCents, ...patch,
    };
    // an unchanged past expiry is not re-checked against today
    checkDraft(patch.expiredAt === undefined ? { ...next, expiredAt: null } : next, now);
    if (next.code !== cur.code) {
      const clash = await trx.selectFrom('pay_coupons').select('id').where('code', '=', next.code).executeTakeFirst();
      if (clash) throw new HttpError(409, COUPON_MESSAGES.taken);
    }
    const updated = await trx.updateTable('pay_coupons').set({
      code: next.code, description: next.description, type: next.type, value: next.value, expired_at: next.expiredAt, quantity: next.quantity,
      min_to_apply_cents: next.minToApplyCents, max_to_apply_cents: next.maxToApplyCents,
    }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return toCoupon(updated);
  });
}

export async function deleteCoupon(ctx: AppContext, sellerUserId: string, id: string): Promise<void> {
  await inTransaction(ctx, async ({ trx }) => {
    const row = await trx.selectFrom('pay_coupons').select(['seller_user_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Coupon not found');
    if (row.seller_user_id !== sellerUserId) throw new HttpError(403, 'Only the seller may delete this coupon');
    await trx.deleteFrom('pay_coupons').where('id', '=', id).execute();
  });
}

function ownSellers(caller: string, sellerUserIds: string[] | undefined): string[] {
  const ids = sellerUserIds && sellerUserIds.length > 0 ? sellerUserIds : [caller];
  if (ids.some((s) => s !== caller)) throw new HttpError(403, "Only a seller may list the seller's coupons");
  return ids;
}

export async function listCoupons(ctx: AppContext, caller: string, q: { sellerUserIds?: string[]; limit: number; skip: number }): Promise<Coupon[]> {
  const rows = await ctx.db.selectFrom('pay_coupons').selectAll().where('seller_user_id', 'in', ownSellers(caller, q.sellerUserIds))
    .orderBy('created_at', 'desc').orderBy('id').limit(q.limit).offset(q.skip).execute();
  return rows.map(toCoupon);
}

export async function couponStats(ctx: AppContext, caller: string, q: { sellerUserIds?: string[] }): Promise<{ all: { count: number } }> {
  const row = await ctx.db.selectFrom('pay_coupons').select((eb) => eb.fn.countAll<string>().as('c')).where('seller_user_id', 'in', ownSellers(caller, q.sellerUserIds)).executeTakeFirstOrThrow();
  return { all: { count: Number(row.c) } };
}
