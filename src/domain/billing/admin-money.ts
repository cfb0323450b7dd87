// The money the site admin sets (/mtz-admin/mtz-coupons, /point-rates, /point-promotions, /billing/commission-rates,
// /billing/cg-comm-rates): platform coupons for MTZ plans, MTZ points per dollar by payment kind with time-limited
// promotions, and the platform commission (the charge quote's fee) overall and per company group.
// Units: money in integer cents; the commission in basis points (1/100 of a per cent: 290 = 2.90%); a promotion's
// multiplier in per cent (200 = twice the points). Each order keeps the fee rate and the points it was made with,
// so a later change never alters an order already paid.
import { POINT_EARNING_KINDS } from './extras';
import { FEE_BASIS_POINTS } from './money';
import type { CouponType } from './types';

/** The kinds of payment that earn points (deposits, payouts and ticket orders earn none). */
export const MONEY_KINDS = POINT_EARNING_KINDS;
export type PointKind = (typeof POINT_EARNING_KINDS)[number];
/** Points per dollar of a kind with no rate in force (the rule before rates existed). */
export const DEFAULT_POINTS_PER_DOLLAR = 1;
export const DEFAULT_COMMISSION_BPS = FEE_BASIS_POINTS;
export const MAX_COMMISSION_BPS = 5000;
export const MAX_POINTS_PER_DOLLAR = 1000;
export const MAX_MULTIPLIER_PERCENT = 1000;
export const MAX_EXTRA_POINTS = 100_000;
export const MTZ_COUPON_CODE_PATTERN = /^[a-z0-9]{6,12}$/;

export type MtzCouponDraft = {
  code: string; description: string; type: CouponType; value: number; planIds: string[];
  startsAt: number | null; expiredAt: number | null; maxUses: number | null;
};
export type MtzCoupon = MtzCouponDraft & { id: string; usedCount: number; createdAt: number };

export type PointRateDraft = { kind: PointKind; pointsPerDollar: number; effectiveFrom: number };
export type PointRate = PointRateDraft & { id: string; createdAt: number };

export type PromotionType = 'MULTIPLIER' | 'EXTRA';
/** kind null: every kind that earns points */
export type PointPromotionDraft = { name: string; kind: PointKind | null; type: PromotionType; value: number; startsAt: number; endsAt: number };
export type PointPromotion = PointPromotionDraft & { id: string; createdAt: number };

export type GroupCommissionDraft = { companyGroupId: string; basisPoints: number };
export type GroupCommission = GroupCommissionDraft & { id: string; groupName: string; createdAt: number; updatedAt: number };
export type CommissionView = { basisPoints: number; defaultBasisPoints: number; updatedAt: number | null };

export const MONEY_MESSAGES = {
  code: 'Code must be 6-12 lowercase letters or digits',
  percentage: 'Percentage must be between 1 and 100',
  fixed: 'Amount must be at least $0.01',
  whole: 'Values must be whole numbers',
  dates: 'The end must be after the start',
  maxUses: 'Max uses must be at least 1',
  noPlan: 'No such MTZ plan',
  taken: 'This coupon code is already taken',
  pointsPerDollar: `Points per dollar must be between 0 and ${MAX_POINTS_PER_DOLLAR}`,
  rateExists: 'A rate for this kind already starts at that time',
  name: 'Name is required',
  multiplier: `Multiplier must be between 100 and ${MAX_MULTIPLIER_PERCENT} per cent`,
  extra: `Extra points must be between 1 and ${MAX_EXTRA_POINTS}`,
  commission: `Commission must be between 0 and ${MAX_COMMISSION_BPS} basis points`,
  noGroup: 'No such company group',
  groupExists: 'This company group has a commission already',
  notPlan: (code: string) => `Coupon ${code} does not apply to this plan`,
  notStarted: (code: string) => `Coupon ${code} is not valid yet`,
} as const;

const whole = (...ns: (number | null)[]) => ns.every((n) => n === null || Number.isSafeInteger(n));

/** The first rule a platform coupon breaks, or null (the plan ids are checked against the plans by the server). */
export function mtzCouponError(d: MtzCouponDraft): string | null {
  if (!MTZ_COUPON_CODE_PATTERN.test(d.code)) return MONEY_MESSAGES.code;
  if (!whole(d.value, d.startsAt, d.expiredAt, d.maxUses)) return MONEY_MESSAGES.whole;
  if (d.type === 'PERCENTAGE' && (d.value < 1 || d.value > 100)) return MONEY_MESSAGES.percentage;
  if (d.type === 'FIXED' && d.value < 1) return MONEY_MESSAGES.fixed;
  if (d.startsAt !== null && d.expiredAt !== null && d.expiredAt <= d.startsAt) return MONEY_MESSAGES.dates;
  if (d.maxUses !== null && d.maxUses < 1) return MONEY_MESSAGES.maxUses;
  return null;
}

export function pointRateError(d: PointRateDraft): string | null {
  if (!whole(d.pointsPerDollar, d.effectiveFrom)) return MONEY_MESSAGES.whole;
  if (d.pointsPerDollar < 0 || d.pointsPerDollar > MAX_POINTS_PER_DOLLAR) return MONEY_MESSAGES.pointsPerDollar;
  return null;
}

export function promotionError(d: PointPromotionDraft): string | null {
  if (d.name.trim() === '') return MONEY_MESSAGES.name;
  if (!whole(d.value, d.startsAt, d.endsAt)) return MONEY_MESSAGES.whole;
  if (d.endsAt <= d.startsAt) return MONEY_MESSAGES.dates;
  if (d.type === 'MULTIPLIER' && (d.value < 100 || d.value > MAX_MULTIPLIER_PERCENT)) return MONEY_MESSAGES.multiplier;
  if (d.type === 'EXTRA' && (d.value < 1 || d.value > MAX_EXTRA_POINTS)) return MONEY_MESSAGES.extra;
  return null;
}

export function commissionError(basisPoints: number): string | null {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > MAX_COMMISSION_BPS) return MONEY_MESSAGES.commission;
  return null;
}

/** Why a platform coupon cannot apply to this plan now, or null (expiry and max uses: the charge quote's rules). */
export function mtzCouponRefusal(c: Pick<MtzCoupon, 'code' | 'planIds' | 'startsAt'>, planId: string, now: number): string | null {
  if (c.planIds.length > 0 && !c.planIds.includes(planId)) return MONEY_MESSAGES.notPlan(c.code);
  if (c.startsAt !== null && now < c.startsAt) return MONEY_MESSAGES.notStarted(c.code);
  return null;
}

// RULE (MTZ points, with rates): a paid order earns the rate in force for its kind (points per whole dollar actually
// paid, fee included, rounded down), times the largest multiplier of the promotions running for its kind, plus their
// extra points. Promotions run from startsAt (included) to endsAt (excluded).
export function pointsEarned(finalCents: number, pointsPerDollar: number, promotions: readonly Pick<PointPromotion, 'type' | 'value'>[]): number {
  const base = Math.floor(finalCents / 100) * pointsPerDollar;
  const multiplier = Math.max(100, ...promotions.filter((p) => p.type === 'MULTIPLIER').map((p) => p.value));
  const extra = promotions.filter((p) => p.type === 'EXTRA').reduce((a, p) => a + p.value, 0);
  return Math.floor((base * multiplier) / 100) + (finalCents > 0 ? extra : 0);
}

/** "2.90%" from 290 basis points. */
export const formatBasisPoints = (bps: number): string => `${(bps / 100).toFixed(2)}%`;
