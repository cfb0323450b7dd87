// Sponsorship rules (spec 4, 5, 9): how a plan change happens by rank, remaining slots, the upgrade's charge.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cycleMonths, planChangeOf, remainingSlots, sponsorPaymentSuccess, upgradeCharge } from '../../../src/domain/sponsors/rules';

describe('sponsorship rules', () => {
  it('a plan change: none for the same price, switch at the same rank, downgrade to a lower one, upgrade to a higher one', () => {
    expect(planChangeOf({ rank: 2, priceId: 'a' }, { rank: 2, priceId: 'a' })).toBe('none');
    expect(planChangeOf({ rank: 2, priceId: 'a' }, { rank: 2, priceId: 'b' })).toBe('switch');
    expect(planChangeOf({ rank: 2, priceId: 'a' }, { rank: 1, priceId: 'b' })).toBe('downgrade');
    expect(planChangeOf({ rank: 2, priceId: 'a' }, { rank: 3, priceId: 'b' })).toBe('upgrade');
  });
  it('remaining slots never go below zero', () => {
    expect(remainingSlots(5, 2)).toBe(3);
    expect(remainingSlots(5, 5)).toBe(0);
    expect(remainingSlots(5, 7)).toBe(0);
  });
  it('cycle months and the success message', () => {
    expect(cycleMonths('month')).toBe(1);
    expect(cycleMonths('year')).toBe(12);
    expect(sponsorPaymentSuccess('Makers')).toBe('Payment success! Thank you for sponsoring the group Makers');
  });
  it('an upgrade credits the unused part of the cycle (rounded down) and charges the rest, never below zero', () => {
    const cycle = { cycleStart: 0, cycleEnd: 3000 };
    expect(upgradeCharge({ ...cycle, oldCents: 1000, newCents: 2000, now: 1000 })).toEqual({ creditCents: 666, chargeCents: 1334 });
    expect(upgradeCharge({ ...cycle, oldCents: 1000, newCents: 2000, now: 0 })).toEqual({ creditCents: 1000, chargeCents: 1000 });
    expect(upgradeCharge({ ...cycle, oldCents: 1000, newCents: 2000, now: -500 })).toEqual({ creditCents: 1000, chargeCents: 1000 });
    expect(upgradeCharge({ ...cycle, oldCents: 1000, newCents: 2000, now: 3000 })).toEqual({ creditCents: 0, chargeCents: 2000 });
    expect(upgradeCharge({ ...cycle, oldCents: 1000, newCents: 2000, now: 4000 })).toEqual({ creditCents: 0, chargeCents: 2000 });
    expect(upgradeCharge({ ...cycle, oldCents: 5000, newCents: 2000, now: 0 })).toEqual({ creditCents: 5000, chargeCents: 0 });
    expect(upgradeCharge({ cycleStart: 10, cycleEnd: 10, oldCents: 1000, newCents: 2000, now: 5 })).toEqual({ creditCents: 0, chargeCents: 2000 });
    expect(upgradeCharge({ cycleStart: 10, cycleEnd: 5, oldCents: 1000, newCents: 2000, now: 0 })).toEqual({ creditCents: 0, chargeCents: 2000 });
  });
  it('large prices over a year stay exact (property)', () => {
    const year = 366 * 86_400_000;
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 0, max: year }), (old, used) => {
      const r = upgradeCharge({ oldCents: old, newCents: old * 2, cycleStart: 0, cycleEnd: year, now: used });
      expect(BigInt(r.creditCents)).toBe((BigInt(old) * BigInt(year - used)) / BigInt(year));
      expect(r.chargeCents).toBe(old * 2 - r.creditCents);
    }));
  });
});
