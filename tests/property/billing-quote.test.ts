// Properties of the quote arithmetic : final = price - discount + fee, never below zero,
// discount capped by the coupon's maximum, coupons below their minimum refused, integer cents throughout.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscountCents, quoteCharge, transactionFeeCents, type Coupon } from '../../src/domain/billing';

const NOW = Date.UTC(2030, 0, 10);
const cents = fc.integer({ min: 0, max: 100_000_000 });
const couponArb = fc.record({
  type: fc.constantFrom('PERCENTAGE' as const, 'FIXED' as const),
  pct: fc.integer({ min: 1, max: 100 }),
  fixed: fc.integer({ min: 1, max: 10_000_000 }),
  min: fc.option(cents, { nil: null }),
  max: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
}).map(({ type, pct, fixed, min, max }, ): Coupon => ({
  id: 'x', code: 'code', description: '', type, value: type === 'PERCENTAGE' ? pct : fixed, expiredAt: null, quantity: null, usedCount: 0,
  minToApplyCents: min, maxToApplyCents: type === 'PERCENTAGE' ? max : null, createdAt: 0, sellerUserId: 's',
}));
const couponsArb = fc.array(couponArb, { maxLength: 3 }).map((cs) => cs.map((c, i) => ({ ...c, code: `code${i}` })));

describe('quote properties', () => {
  it('final = price - discount + fee, never below zero, all integer cents', () => {
    fc.assert(fc.property(cents, couponsArb, (price, coupons) => {
      const r = quoteCharge(price, coupons, NOW);
      if (!r.ok) return;
      const q = r.quote;
      for (const v of [q.cents, q.discountCents, q.tranxCents, q.finalCents]) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
      expect(q.finalCents).toBe(q.cents - q.discountCents + q.tranxCents);
      expect(q.discountCents).toBeLessThanOrEqual(q.cents);
      expect(q.tranxCents).toBe(transactionFeeCents(q.cents - q.discountCents));
    }));
  });
  it('a coupon below its minimum refuses the quote; at or above it applies', () => {
    fc.assert(fc.property(cents, couponsArb, (price, coupons) => {
      const r = quoteCharge(price, coupons, NOW);
      const below = coupons.some((c) => c.minToApplyCents !== null && price < c.minToApplyCents);
      expect(r.ok).toBe(!below);
    }));
  });
  it('a percentage discount never exceeds its maximum nor the price', () => {
    fc.assert(fc.property(cents, couponArb, (price, c) => {
      const d = couponDiscountCents(c, price);
      expect(Number.isSafeInteger(d)).toBe(true);
      expect(d).toBeLessThanOrEqual(price);
      if (c.type === 'PERCENTAGE' && c.maxToApplyCents !== null) expect(d).toBeLessThanOrEqual(c.maxToApplyCents);
      if (c.type === 'PERCENTAGE') expect(Math.abs(d - Math.min(price * c.value / 100, c.maxToApplyCents ?? Infinity))).toBeLessThanOrEqual(0.5);
    }));
  });
  it('the fee is 2.9% of the amount within half a cent, plus 30 cents, and zero for nothing', () => {
    fc.assert(fc.property(cents, (a) => {
      const fee = transactionFeeCents(a);
      if (a === 0) expect(fee).toBe(0);
      else expect(Math.abs(fee - 30 - a * 0.029)).toBeLessThanOrEqual(0.5);
    }));
  });
  it('more coupons never raise the price before the fee', () => {
    fc.assert(fc.property(cents, couponsArb, couponArb, (price, coupons, extra) => {
      const a = quoteCharge(price, coupons, NOW);
      const b = quoteCharge(price, [...coupons, { ...extra, code: 'extra' }], NOW);
      if (a.ok && b.ok) expect(b.quote.discountCents).toBeGreaterThanOrEqual(a.quote.discountCents);
    }));
  });
});
