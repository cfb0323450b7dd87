// MTZ points the site admin sets (/mtz-admin/point-rates, /point-promotions): points per dollar by payment kind from
// a date on (the latest rate started for a kind is in force; none: one point per dollar), and time-limited
// promotions (a multiplier in per cent, or extra points per paid order) for one kind or every kind. A payment
// earns what is in force when it is made (admin-rates.ts pointsAt) and keeps it on its order.
import { z } from 'zod';
import {
  MONEY_KINDS, MONEY_MESSAGES, pointRateError, promotionError, type PointKind, type PointPromotion, type PointPromotionDraft, type PointRate, type PointRateDraft,
} from '../../../src/domain/billing/admin-money';
import { HttpError } from '../http/errors';
import { orderOf, pageOf, type MoneyResource } from './admin-crud';

const INT4 = 2_147_483_647;
const time = z.number({ error: 'Dates must be given' }).int().min(0).max(8_640_000_000_000_000);
const kind = z.enum(MONEY_KINDS as unknown as [PointKind, ...PointKind[]], { error: `Kind must be one of ${MONEY_KINDS.join(', ')}` });
const whole = z.number({ error: 'Value must be a number' }).int({ error: MONEY_MESSAGES.whole }).min(0).max(INT4);

const rateSchema = z.object({ id: z.string(), kind, pointsPerDollar: z.number(), effectiveFrom: z.number(), createdAt: z.number() });
const RATE_SORTS = { effectiveFrom: 'effective_from', kind: 'kind', pointsPerDollar: 'points_per_dollar' } as const;

export const POINT_RATES: MoneyResource<PointRate, PointRateDraft, keyof typeof RATE_SORTS> = {
  path: 'point-rates', noun: 'Point rate', target: 'POINT_RATE', action: 'POINT_RATE',
  item: rateSchema, draft: z.strictObject({ kind, pointsPerDollar: whole, effectiveFrom: time }), sorts: ['effectiveFrom', 'kind', 'pointsPerDollar'],
  list: (db, q) => pageOf(
    db.selectFrom('point_rates').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('point_rates').selectAll().orderBy(orderOf(RATE_SORTS[q.sort], q.dir)).orderBy('id').limit(q.limit).offset(q.skip).execute(),
    toRate,
  ),
  one: async (db, id) => {
    const r = await db.selectFrom('point_rates').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toRate(r) : undefined;
  },
  check: async (db, d, id) => {
    const problem = pointRateError(d);
    if (problem) throw new HttpError(400, problem);
    const clash = await db.selectFrom('point_rates').select('id').where('kind', '=', d.kind).where('effective_from', '=', d.effectiveFrom).executeTakeFirst();
    if (clash && clash.id !== id) throw new HttpError(409, MONEY_MESSAGES.rateExists);
  },
  insert: async ({ trx, now }, id, d) => {
    await trx.insertInto('point_rates').values({ id, kind: d.kind, points_per_dollar: d.pointsPerDollar, effective_from: d.effectiveFrom, created_at: now }).execute();
  },
  update: async ({ trx }, id, d) => {
    await trx.updateTable('point_rates').set({ kind: d.kind, points_per_dollar: d.pointsPerDollar, effective_from: d.effectiveFrom }).where('id', '=', id).execute();
  },
  remove: async ({ trx }, id) => {
    await trx.deleteFrom('point_rates').where('id', '=', id).execute();
  },
};

function toRate(r: { id: string; kind: string; points_per_dollar: number; effective_from: number; created_at: number }): PointRate {
  return { id: r.id, kind: r.kind as PointKind, pointsPerDollar: r.points_per_dollar, effectiveFrom: Number(r.effective_from), createdAt: Number(r.created_at) };
}

const promotionSchema = z.object({
  id: z.string(), name: z.string(), kind: kind.nullable(), type: z.enum(['MULTIPLIER', 'EXTRA']), value: z.number(), startsAt: z.number(), endsAt: z.number(), createdAt: z.number(),
});
const PROMO_SORTS = { startsAt: 'starts_at', endsAt: 'ends_at', name: 'name' } as const;
type PromotionRow = { id: string; name: string; kind: string | null; type: 'MULTIPLIER' | 'EXTRA'; value: number; starts_at: number; ends_at: number; created_at: number };
const toPromotion = (r: PromotionRow): PointPromotion => ({
  id: r.id, name: r.name, kind: r.kind as PointKind | null, type: r.type, value: r.value, startsAt: Number(r.starts_at), endsAt: Number(r.ends_at), createdAt: Number(r.created_at),
});
const promotionColumns = (d: PointPromotionDraft) => ({ name: d.name.trim(), kind: d.kind, type: d.type, value: d.value, starts_at: d.startsAt, ends_at: d.endsAt });

export const POINT_PROMOTIONS: MoneyResource<PointPromotion, PointPromotionDraft, keyof typeof PROMO_SORTS> = {
  path: 'point-promotions', noun: 'Point promotion', target: 'POINT_PROMOTION', action: 'POINT_PROMOTION',
  item: promotionSchema, sorts: ['startsAt', 'endsAt', 'name'],
  draft: z.strictObject({
    name: z.string().max(120), kind: kind.nullable().default(null), type: z.enum(['MULTIPLIER', 'EXTRA'], { error: 'Type must be MULTIPLIER or EXTRA' }),
    value: whole, startsAt: time, endsAt: time,
  }),
  list: (db, q) => pageOf(
    db.selectFrom('point_promotions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('point_promotions').selectAll().orderBy(orderOf(PROMO_SORTS[q.sort], q.dir)).orderBy('id').limit(q.limit).offset(q.skip).execute(),
    toPromotion,
  ),
  one: async (db, id) => {
    const r = await db.selectFrom('point_promotions').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toPromotion(r) : undefined;
  },
  check: (_db, d) => {
    const problem = promotionError(d);
    return problem ? Promise.reject(new HttpError(400, problem)) : Promise.resolve();
  },
  insert: async ({ trx, now }, id, d) => {
    await trx.insertInto('point_promotions').values({ id, ...promotionColumns(d), created_at: now }).execute();
  },
  update: async ({ trx }, id, d) => {
    await trx.updateTable('point_promotions').set(promotionColumns(d)).where('id', '=', id).execute();
  },
  remove: async ({ trx }, id) => {
    await trx.deleteFrom('point_promotions').where('id', '=', id).execute();
  },
};
