// The pure rules of the money the site admin sets: points earned under rates and promotions, and the drafts' checks.
import { describe, expect, it } from 'vitest';
import {
  commissionError, mtzCouponError, mtzCouponRefusal, pointRateError, pointsEarned, promotionError, type MtzCouponDraft,
} from '../../../src/domain/billing/admin-money';
import { quoteCharge, transactionFeeCents } from '../../../src/domain/billing';

const coupon: MtzCouponDraft = { code: 'mtzhalf50', description: '', type: 'PERCENTAGE', value: 50, planIds: [], startsAt: null, expiredAt: null, maxUses: null };

describe('admin money rules', () => {
  it('points: whole dollars paid times the rate, the largest multiplier, plus extra points of a paid order', () => {
    expect(pointsEarned(2088, 1, [])).toBe(20);
    expect(pointsEarned(2088, 3, [])).toBe(60);
    expect(pointsEarned(2088, 3, [{ type: 'MULTIPLIER', value: 150 }, { type: 'MULTIPLIER', value: 200 }])).toBe(120);
    expect(pointsEarned(2088, 3, [{ type: 'MULTIPLIER', value: 150 }, { type: 'EXTRA', value: 5 }, { type: 'EXTRA', value: 2 }])).toBe(97);
    expect(pointsEarned(99, 5, [{ type: 'EXTRA', value: 5 }])).toBe(5);
    expect(pointsEarned(0, 5, [{ type: 'EXTRA', value: 5 }])).toBe(0);
    expect(pointsEarned(2088, 0, [])).toBe(0);
  });

  it('the fee follows the commission in basis points, the fixed 30 cents kept, nothing on a free order', () => {
    expect(transactionFeeCents(2500)).toBe(103);
    expect(transactionFeeCents(2500, 500)).toBe(155);
    expect(transactionFeeCents(2500, 0)).toBe(30);
    expect(transactionFeeCents(0, 500)).toBe(0);
    const q = quoteCharge(2000, [], 0, 500);
    expect(q).toEqual({ ok: true, quote: { cents: 2000, discountCents: 0, tranxCents: 130, finalCents: 2130, couponCodes: [] } });
  });

  it('drafts: the first broken rule, or null', () => {
    expect(mtzCouponError(coupon)).toBeNull();
    expect(mtzCouponError({ ...coupon, code: 'Half' })).toBe('Code must be 6-12 lowercase letters or digits');
    expect(mtzCouponError({ ...coupon, value: 0 })).toBe('Percentage must be between 1 and 100');
    expect(mtzCouponError({ ...coupon, type: 'FIXED', value: 0 })).toBe('Amount must be at least $0.01');
    expect(mtzCouponError({ ...coupon, startsAt: 10, expiredAt: 10 })).toBe('The end must be after the start');
    expect(mtzCouponError({ ...coupon, maxUses: 0 })).toBe('Max uses must be at least 1');
    expect(pointRateError({ kind: 'CHARGE', pointsPerDollar: 1001, effectiveFrom: 0 })).toBe('Points per dollar must be between 0 and 1000');
    expect(pointRateError({ kind: 'CHARGE', pointsPerDollar: 0, effectiveFrom: 0 })).toBeNull();
    const promo = { name: 'Double', kind: null, type: 'MULTIPLIER' as const, value: 200, startsAt: 0, endsAt: 1 };
    expect(promotionError(promo)).toBeNull();
    expect(promotionError({ ...promo, value: 99 })).toBe('Multiplier must be between 100 and 1000 per cent');
    expect(promotionError({ ...promo, type: 'EXTRA', value: 0 })).toBe('Extra points must be between 1 and 100000');
    expect(promotionError({ ...promo, endsAt: 0 })).toBe('The end must be after the start');
    expect(commissionError(290)).toBeNull();
    expect(commissionError(5001)).toBe('Commission must be between 0 and 5000 basis points');
    expect(commissionError(2.5)).toBe('Commission must be between 0 and 5000 basis points');
  });

  it('a platform coupon applies to its plans (none named: all) from its start', () => {
    expect(mtzCouponRefusal({ code: 'abc123', planIds: [], startsAt: null }, 'mtz-starter', 0)).toBeNull();
    expect(mtzCouponRefusal({ code: 'abc123', planIds: ['mtz-business'], startsAt: null }, 'mtz-starter', 0)).toBe('Coupon abc123 does not apply to this plan');
    expect(mtzCouponRefusal({ code: 'abc123', planIds: [], startsAt: 100 }, 'mtz-starter', 99)).toBe('Coupon abc123 is not valid yet');
    expect(mtzCouponRefusal({ code: 'abc123', planIds: [], startsAt: 100 }, 'mtz-starter', 100)).toBeNull();
  });
});
