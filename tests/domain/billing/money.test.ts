import { describe, expect, it } from 'vitest';
import {
  acceptCouponCodeInput, addMonthsUtc, couponDiscountCents, couponDraftError, earliestExpiryDate, endOfDayUtc, formatCents, formatDollars,
  parseDollars, paymentSuccessMessage, quoteCharge, splitPrices, transactionFeeCents, type Coupon, type CouponDraft, type MemberPlanPrice,
} from '../../../src/domain/billing';

const NOW = Date.UTC(2030, 0, 10, 12);
const coupon = (o: Partial<Coupon> = {}): Coupon => ({
  id: 'c1', code: 'save10pct', description: '', type: 'PERCENTAGE', value: 10, expiredAt: null, quantity: null, usedCount: 0,
  minToApplyCents: null, maxToApplyCents: null, createdAt: 0, sellerUserId: 's', ...o,
});

describe('transaction fee: 2.9% rounded half-up, plus 30 cents', () => {
  it.each([
    [0, 0], [1, 30], [17, 30], [18, 31], [1000, 59], [1500, 74], [2000, 88], [1724, 80], [1725, 80], [5000, 175], [1_000_000, 29_030],
  ])('%i cents -> %i cents fee', (amount, fee) => {
    expect(transactionFeeCents(amount)).toBe(fee);
  });
  it('rounds exactly half up: 50 cents * 2.9% = 1.45 -> 1; 1724 * 2.9% = 49.996 -> 50', () => {
    expect(transactionFeeCents(50)).toBe(31);
    expect(transactionFeeCents(1724)).toBe(80);
  });
  it('rounds .5 up: 2.9% of 8500 = 246.5 -> 247', () => {
    expect(transactionFeeCents(8500)).toBe(247 + 30);
  });
});

describe('coupons', () => {
  it('percentage is rounded half-up and capped by its maximum', () => {
    expect(couponDiscountCents(coupon({ value: 15 }), 1010)).toBe(152); // 151.5
    expect(couponDiscountCents(coupon({ value: 50, maxToApplyCents: 300 }), 1000)).toBe(300);
    expect(couponDiscountCents(coupon({ value: 100 }), 999)).toBe(999);
  });
  it('fixed never exceeds the price', () => {
    expect(couponDiscountCents(coupon({ type: 'FIXED', value: 500 }), 300)).toBe(300);
    expect(couponDiscountCents(coupon({ type: 'FIXED', value: 250 }), 1000)).toBe(250);
  });
  it('below the minimum, expired, or used up: refused', () => {
    expect(quoteCharge(999, [coupon({ minToApplyCents: 1000 })], NOW)).toEqual({ ok: false, message: 'Coupon save10pct applies to $10.00 or more' });
    expect(quoteCharge(1000, [coupon({ minToApplyCents: 1000 })], NOW).ok).toBe(true);
    expect(quoteCharge(1000, [coupon({ expiredAt: NOW - 1 })], NOW)).toEqual({ ok: false, message: 'Coupon save10pct has expired' });
    expect(quoteCharge(1000, [coupon({ expiredAt: NOW })], NOW).ok).toBe(true);
    expect(quoteCharge(1000, [coupon({ quantity: 2, usedCount: 2 })], NOW)).toEqual({ ok: false, message: 'Coupon save10pct has been used up' });
    expect(quoteCharge(1000, [coupon(), coupon()], NOW).ok).toBe(false);
  });
  it('quote: final = price - discount + fee', () => {
    expect(quoteCharge(2000, [coupon({ value: 25 })], NOW)).toEqual({
      ok: true, quote: { cents: 2000, discountCents: 500, tranxCents: 74, finalCents: 1574, couponCodes: ['save10pct'] },
    });
    expect(quoteCharge(2000, [coupon({ type: 'FIXED', value: 5000 })], NOW)).toEqual({
      ok: true, quote: { cents: 2000, discountCents: 2000, tranxCents: 0, finalCents: 0, couponCodes: ['save10pct'] },
    });
    expect(quoteCharge(-1, [], NOW).ok).toBe(false);
    expect(quoteCharge(10.5, [], NOW).ok).toBe(false);
  });
  it('code input: lowercase letters and digits, typing past 12 refused', () => {
    expect(acceptCouponCodeInput('abc123')).toBe(true);
    expect(acceptCouponCodeInput('abc')).toBe(true);
    expect(acceptCouponCodeInput('abcdefghijkl')).toBe(true);
    expect(acceptCouponCodeInput('abcdefghijklm')).toBe(false);
    expect(acceptCouponCodeInput('ABC')).toBe(false);
    expect(acceptCouponCodeInput('ab-c')).toBe(false);
  });
  const draft = (o: Partial<CouponDraft> = {}): CouponDraft => ({
    code: 'spring24', description: '', type: 'PERCENTAGE', value: 10, expiredAt: null, quantity: null, minToApplyCents: null, maxToApplyCents: null, ...o,
  });
  it.each([
    [draft({ code: 'abc12' }), 'Code must be 6-12 lowercase letters or digits'],
    [draft({ code: 'abcdefghijklm' }), 'Code must be 6-12 lowercase letters or digits'],
    [draft({ value: 0 }), 'Percentage must be between 1 and 100'],
    [draft({ value: 101 }), 'Percentage must be between 1 and 100'],
    [draft({ type: 'FIXED', value: 0 }), 'Amount must be at least $0.01'],
    [draft({ type: 'FIXED', value: 100, maxToApplyCents: 50 }), 'Maximum applies to percentage coupons only'],
    [draft({ expiredAt: endOfDayUtc(NOW) }), 'Expiration must be tomorrow or later'],
    [draft({ quantity: 0 }), 'Quantity must be at least 1'],
    [draft({ value: 1.5 }), 'Value must be a whole number'],
  ])('draft %o -> %s', (d, message) => {
    expect(couponDraftError(d, NOW)).toBe(message);
  });
  it('a good draft passes; expiry earliest tomorrow at end of day', () => {
    expect(couponDraftError(draft({ expiredAt: endOfDayUtc(NOW + 86_400_000), maxToApplyCents: 500, quantity: 3 }), NOW)).toBeNull();
    expect(earliestExpiryDate(NOW)).toBe('2030-01-11');
    expect(endOfDayUtc(NOW)).toBe(Date.UTC(2030, 0, 11) - 1);
  });
});

describe('money formatting and parsing', () => {
  it('formats and parses dollars without floating point', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatDollars(1500)).toBe('$15');
    expect(formatDollars(1550)).toBe('$15.50');
    expect(parseDollars('15')).toBe(1500);
    expect(parseDollars('0.29')).toBe(29);
    expect(parseDollars('19.99')).toBe(1999);
    expect(parseDollars('15.5')).toBe(1550);
    expect(parseDollars('1.234')).toBeNull();
    expect(parseDollars('-1')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });
});

describe('member plans', () => {
  it('adds months clamped to the month end', () => {
    expect(addMonthsUtc(Date.UTC(2030, 0, 31), 1)).toBe(Date.UTC(2030, 1, 28));
    expect(addMonthsUtc(Date.UTC(2030, 0, 15), 12)).toBe(Date.UTC(2031, 0, 15));
  });
  it('splits prices by tab, active only, ascending', () => {
    const p = (id: string, cents: number, type: MemberPlanPrice['type'], asDeactivated = false): MemberPlanPrice => ({ id, companyGroupId: 'g', cents, type, description: '', monthNumber: type === 'one_time' ? 3 : null, asDeactivated });
    const s = splitPrices([p('a', 900, 'year'), p('b', 100, 'month'), p('c', 500, 'one_time'), p('d', 50, 'month', true)]);
    expect(s.subscription.map((x) => x.id)).toEqual(['b', 'a']);
    expect(s.oneTime.map((x) => x.id)).toEqual(['c']);
  });
  it('success messages', () => {
    expect(paymentSuccessMessage('Gold Club', false)).toBe('Payment success! Thank you for your payment to join the group Gold Club');
  });
});
