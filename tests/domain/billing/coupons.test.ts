// Coupon rules (spec 3, 5, 9): the code's shape, a draft's first broken rule, why a coupon cannot apply,
// its discount, and the quote of a charge with coupons (price - discount + fee on what is left).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acceptCouponCodeInput, couponDiscountCents, couponDraftError, couponRefusal, earliestExpiryDate, endOfDayUtc, isValidCouponCode, quoteCharge, type CouponDraft,
} from '../../../src/domain/billing/coupons';
import type { Coupon } from '../../../src/domain/billing/types';

const DAY = 86_400_000;
const now = Date.UTC(2026, 0, 10, 15, 30);
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 'c', code: 'welcome10', description: '', type: 'PERCENTAGE', value: 10, expiredAt: null, quantity: null, usedCount: 0,
  minToApplyCents: null, maxToApplyCents: null, createdAt: 0, sellerUserId: 's', ...over,
});
const draft = (over: Partial<CouponDraft> = {}): CouponDraft => ({
  code: 'welcome10', description: '', type: 'PERCENTAGE', value: 10, expiredAt: null, quantity: null, minToApplyCents: null, maxToApplyCents: null, ...over,
});

describe('coupon codes', () => {
  it('6 to 12 lowercase letters or digits', () => {
    for (const c of ['abc123', 'abcdefghijkl', '000000']) expect(isValidCouponCode(c), c).toBe(true);
    for (const c of ['abc12', 'abcdefghijklm', 'Abc123', 'abc-123', ' abc123', 'abc123 ', '']) expect(isValidCouponCode(c), c).toBe(false);
  });
  it('while typing: lowercase letters and digits, at most 12, short is fine', () => {
    for (const c of ['', 'a', 'abc1', 'abcdefghijkl']) expect(acceptCouponCodeInput(c), c).toBe(true);
    for (const c of ['A', 'ab c', 'abcdefghijklm', 'é']) expect(acceptCouponCodeInput(c), c).toBe(false);
  });
  it('a coupon expires at the end of its UTC day; the earliest expiry is tomorrow', () => {
    expect(endOfDayUtc(now)).toBe(Date.UTC(2026, 0, 10) + DAY - 1);
    expect(endOfDayUtc(Date.UTC(2026, 0, 10))).toBe(Date.UTC(2026, 0, 10) + DAY - 1);
    expect(earliestExpiryDate(now)).toBe('2026-01-11');
    expect(earliestExpiryDate(Date.UTC(2026, 0, 31, 23, 59, 59, 999))).toBe('2026-02-01');
  });
});

describe('a coupon draft', () => {
  it('a valid draft has no error', () => {
    expect(couponDraftError(draft(), now)).toBeNull();
    expect(couponDraftError(draft({ type: 'FIXED', value: 1, quantity: 1, minToApplyCents: 1, expiredAt: endOfDayUtc(now) + 1 }), now)).toBeNull();
    expect(couponDraftError(draft({ value: 100, maxToApplyCents: 1, minToApplyCents: 5 }), now)).toBeNull();
    expect(couponDraftError(draft({ value: 1 }), now)).toBeNull();
  });
  it('names the first rule it breaks', () => {
    const cases: [Partial<CouponDraft>, string][] = [
      [{ code: 'ab' }, 'Code must be 6-12 lowercase letters or digits'],
      [{ value: 1.5 }, 'Value must be a whole number'],
      [{ value: 0 }, 'Percentage must be between 1 and 100'],
      [{ value: 101 }, 'Percentage must be between 1 and 100'],
      [{ type: 'FIXED', value: 0 }, 'Amount must be at least $0.01'],
      [{ type: 'FIXED', value: 500, maxToApplyCents: 100 }, 'Maximum applies to percentage coupons only'],
      [{ expiredAt: endOfDayUtc(now) }, 'Expiration must be tomorrow or later'],
      [{ expiredAt: now - DAY }, 'Expiration must be tomorrow or later'],
      [{ quantity: 0 }, 'Quantity must be at least 1'],
      [{ quantity: 1.5 }, 'Quantity must be at least 1'],
      [{ minToApplyCents: 0 }, 'Minimum and maximum must be at least $0.01'],
      [{ maxToApplyCents: 0 }, 'Minimum and maximum must be at least $0.01'],
      [{ minToApplyCents: 2.5 }, 'Minimum and maximum must be at least $0.01'],
      [{ maxToApplyCents: 1.5 }, 'Minimum and maximum must be at least $0.01'],
    ];
    for (const [over, message] of cases) expect(couponDraftError(draft(over), now), JSON.stringify(over)).toBe(message);
  });
});

describe('applying a coupon', () => {
  it('refused when expired, used up, or the price is under its minimum (exactly at the limits it applies)', () => {
    expect(couponRefusal(coupon({ expiredAt: now - 1 }), 1000, now)).toBe('Coupon welcome10 has expired');
    expect(couponRefusal(coupon({ expiredAt: now }), 1000, now)).toBeNull();
    expect(couponRefusal(coupon({ quantity: 3, usedCount: 3 }), 1000, now)).toBe('Coupon welcome10 has been used up');
    expect(couponRefusal(coupon({ quantity: 3, usedCount: 2 }), 1000, now)).toBeNull();
    expect(couponRefusal(coupon({ minToApplyCents: 1500 }), 1499, now)).toBe('Coupon welcome10 applies to $15.00 or more');
    expect(couponRefusal(coupon({ minToApplyCents: 1500 }), 1500, now)).toBeNull();
  });
  it('discount: a percentage rounded half-up, capped by its maximum; a fixed amount; never above the price', () => {
    expect(couponDiscountCents(coupon({ value: 10 }), 1005)).toBe(101);
    expect(couponDiscountCents(coupon({ value: 10 }), 1004)).toBe(100);
    expect(couponDiscountCents(coupon({ value: 50, maxToApplyCents: 300 }), 1000)).toBe(300);
    expect(couponDiscountCents(coupon({ value: 50, maxToApplyCents: 900 }), 1000)).toBe(500);
    expect(couponDiscountCents(coupon({ type: 'FIXED', value: 300, maxToApplyCents: 100 }), 1000)).toBe(300);
    expect(couponDiscountCents(coupon({ type: 'FIXED', value: 3000 }), 1000)).toBe(1000);
    expect(couponDiscountCents(coupon({ type: 'FIXED', value: -5 }), 1000)).toBe(0);
  });
});

describe('the quote of a charge', () => {
  it('price, the coupons\' discount, the fee on what is left, the total', () => {
    expect(quoteCharge(1000, [], now)).toEqual({ ok: true, quote: { cents: 1000, discountCents: 0, tranxCents: 59, finalCents: 1059, couponCodes: [] } });
    expect(quoteCharge(1000, [coupon()], now)).toEqual({ ok: true, quote: { cents: 1000, discountCents: 100, tranxCents: 56, finalCents: 956, couponCodes: ['welcome10'] } });
    // coupons worth more than the price: free, no fee
    const big = [coupon({ code: 'aaaaaa', type: 'FIXED', value: 700 }), coupon({ code: 'bbbbbb', type: 'FIXED', value: 700 })];
    expect(quoteCharge(1000, big, now)).toEqual({ ok: true, quote: { cents: 1000, discountCents: 1000, tranxCents: 0, finalCents: 0, couponCodes: ['aaaaaa', 'bbbbbb'] } });
    expect(quoteCharge(0, [], now)).toEqual({ ok: true, quote: { cents: 0, discountCents: 0, tranxCents: 0, finalCents: 0, couponCodes: [] } });
  });
  it('refused whole: a bad price, a coupon applied twice, a coupon that does not apply', () => {
    expect(quoteCharge(-1, [], now)).toEqual({ ok: false, message: 'Price must be a whole number of cents' });
    expect(quoteCharge(10.5, [], now)).toEqual({ ok: false, message: 'Price must be a whole number of cents' });
    expect(quoteCharge(1000, [coupon(), coupon()], now)).toEqual({ ok: false, message: 'Coupon welcome10 is applied twice' });
    expect(quoteCharge(1000, [coupon(), coupon({ code: 'oldone', expiredAt: now - 1 })], now)).toEqual({ ok: false, message: 'Coupon oldone has expired' });
  });
  it('any price and coupons: 0 <= discount <= price and final = price - discount + fee (property)', () => {
    const arb = fc.record({ type: fc.constantFrom('PERCENTAGE' as const, 'FIXED' as const), value: fc.integer({ min: 1, max: 100_000 }), max: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }) });
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(arb, { maxLength: 3 }), (price, cs) => {
      const list = cs.map((c, i) => coupon({ code: `code${i}00`, type: c.type, value: c.type === 'PERCENTAGE' ? Math.min(100, c.value) : c.value, maxToApplyCents: c.type === 'PERCENTAGE' ? c.max : null }));
      const r = quoteCharge(price, list, now);
      if (!r.ok) throw new Error(r.message);
      const q = r.quote;
      expect(q.discountCents).toBeGreaterThanOrEqual(0);
      expect(q.discountCents).toBeLessThanOrEqual(price);
      expect(q.finalCents).toBe(price - q.discountCents + q.tranxCents);
      expect(q.tranxCents === 0).toBe(price - q.discountCents === 0);
    }));
  });
});
