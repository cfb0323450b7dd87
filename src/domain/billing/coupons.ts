// Coupon rules (spec sections 3, 5 and 9) and the charge quote built from them.
import { formatCents, mulDivHalfUp, transactionFeeCents } from './money';
import type { ChargeQuote, Coupon, CouponType } from './types';

export const COUPON_CODE_MAX = 12;
export const COUPON_CODE_MIN = 6;
export const COUPON_CODE_PATTERN = /^[a-z0-9]{6,12}$/;
export const COUPON_PAGE_SIZE = 5;

/** What the code field accepts while typing: lowercase letters and digits, at most 12 (the minimum is not enforced on entry). */
export const acceptCouponCodeInput = (next: string): boolean => /^[a-z0-9]*$/.test(next) && next.length <= COUPON_CODE_MAX;

export const isValidCouponCode = (code: string): boolean => COUPON_CODE_PATTERN.test(code);

const DAY_MS = 86_400_000;
/** The last millisecond of the (UTC) day containing ms. */
export const endOfDayUtc = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS - 1;
/** The first day a coupon may expire on: tomorrow, as YYYY-MM-DD (UTC). */
export const earliestExpiryDate = (now: number): string => new Date(endOfDayUtc(now) + 1).toISOString().slice(0, 10);

export type CouponDraft = {
  code: string;
  description: string;
  type: CouponType;
  value: number;
  expiredAt: number | null;
  quantity: number | null;
  minToApplyCents: number | null;
  maxToApplyCents: number | null;
};

/** The first rule a coupon draft breaks, or null (the server answers it as 400 {message}). */
export function couponDraftError(d: CouponDraft, now: number): string | null {
  if (!isValidCouponCode(d.code)) return 'Code must be 6-12 lowercase letters or digits';
  if (!Number.isSafeInteger(d.value)) return 'Value must be a whole number';
  if (d.type === 'PERCENTAGE' && (d.value < 1 || d.value > 100)) return 'Percentage must be between 1 and 100';
  if (d.type === 'FIXED' && d.value < 1) return 'Amount must be at least $0.01';
  if (d.type === 'FIXED' && d.maxToApplyCents !== null) return 'Maximum applies to percentage coupons only';
  if (d.expiredAt !== null && d.expiredAt <= endOfDayUtc(now)) return 'Expiration must be tomorrow or later';
  if (d.quantity !== null && (!Number.isSafeInteger(d.quantity) || d.quantity < 1)) return 'Quantity must be at least 1';
  for (const c of [d.minToApplyCents, d.maxToApplyCents]) {
    if (c !== null && (!Number.isSafeInteger(c) || c < 1)) return 'Minimum and maximum must be at least $0.01';
  }
  return null;
}

/** Why a coupon cannot apply to a price now, or null when it can. */
export function couponRefusal(c: Coupon, priceCents: number, now: number): string | null {
  if (c.expiredAt !== null && now > c.expiredAt) return `Coupon ${c.code} has expired`;
  if (c.quantity !== null && c.usedCount >= c.quantity) return `Coupon ${c.code} has been used up`;
  if (c.minToApplyCents !== null && priceCents < c.minToApplyCents) {
    return `Coupon ${c.code} applies to ${formatCents(c.minToApplyCents)} or more`;
  }
  return null;
}

/** The discount of one coupon on a price: percentage rounded half-up and capped by its maximum; never above the price. */
export function couponDiscountCents(c: Pick<Coupon, 'type' | 'value' | 'maxToApplyCents'>, priceCents: number): number {
  const raw = c.type === 'PERCENTAGE' ? mulDivHalfUp(priceCents, c.value, 100) : c.value;
  const capped = c.type === 'PERCENTAGE' && c.maxToApplyCents !== null ? Math.min(raw, c.maxToApplyCents) : raw;
  return Math.max(0, Math.min(capped, priceCents));
}

export type QuoteResult = { ok: true; quote: ChargeQuote } | { ok: false; message: string };

/**
 * The quote of a charge: every coupon is checked against the price (refused -> the whole quote is
 * refused), their discounts add up to at most the price, the fee is taken on what is left.
 * final = price - discount + fee, never below zero.
 */
export function quoteCharge(priceCents: number, coupons: readonly Coupon[], now: number, feeBasisPoints?: number): QuoteResult {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) return { ok: false, message: 'Price must be a whole number of cents' };
  const seen = new Set<string>();
  let discount = 0;
  for (const c of coupons) {
    if (seen.has(c.code)) return { ok: false, message: `Coupon ${c.code} is applied twice` };
    seen.add(c.code);
    const refusal = couponRefusal(c, priceCents, now);
    if (refusal) return { ok: false, message: refusal };
    discount += couponDiscountCents(c, priceCents);
  }
  const discountCents = Math.min(discount, priceCents);
  const tranxCents = transactionFeeCents(priceCents - discountCents, feeBasisPoints);
  return {
    ok: true,
    quote: { cents: priceCents, discountCents, tranxCents, finalCents: Math.max(0, priceCents - discountCents + tranxCents), couponCodes: [...seen] },
  };
}
