// Pure rules of MTZ plans and points: the subscription label (spec 4) and one point per whole dollar paid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mtzSubscriptionLabel, pointsFor } from '../../../src/domain/billing';

const plan = { id: 'p', name: 'Business', description: '', cents: 2900, type: 'month' as const };

describe('MTZ plan label', () => {
  it('cancelled, inactive (not ready), or the plan name', () => {
    expect(mtzSubscriptionLabel({ cancelled: true, ready: true, plan })).toBe('Cancelled');
    expect(mtzSubscriptionLabel({ cancelled: true, ready: false, plan })).toBe('Cancelled');
    expect(mtzSubscriptionLabel({ cancelled: false, ready: false, plan })).toBe('Inactive');
    expect(mtzSubscriptionLabel({ cancelled: false, ready: true, plan })).toBe('Business');
  });
});

describe('MTZ points', () => {
  it('floor(finalCents / 100) for paid kinds; nothing for deposits, payouts or refunded orders', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (finalCents) => {
      const p = pointsFor({ kind: 'CHARGE', finalCents, refundedAt: null });
      expect(Number.isSafeInteger(p)).toBe(true);
      expect(p * 100 <= finalCents && finalCents < (p + 1) * 100).toBe(true);
      expect(pointsFor({ kind: 'DEPOSIT', finalCents, refundedAt: null })).toBe(0);
      expect(pointsFor({ kind: 'PAYOUT', finalCents, refundedAt: null })).toBe(0);
      expect(pointsFor({ kind: 'DONATION', finalCents, refundedAt: 1 })).toBe(0);
    }));
  });
});
