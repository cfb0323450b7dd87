// Properties of the sponsorship rules (spec 4, 9): the upgrade charge (pro rata credit of the unused cycle,
// integer cents, never negative, exact for large prices and yearly cycles), planChangeOf by rank, remainingSlots.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../../src/domain/billing';
import { planChangeOf, remainingSlots, upgradeCharge } from '../../../src/domain/sponsors';

const cents = fc.integer({ min: 0, max: 100_000_000 });
const start = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const months = fc.constantFrom(1, 12);

/** an upgrade situation: a cycle of 1 or 12 months and a moment anywhere around it */
const situation = fc.record({ oldCents: cents, newCents: cents, cycleStart: start, months, at: fc.double({ min: -0.2, max: 1.2, noNaN: true }) }).map((x) => {
  const cycleEnd = addMonthsUtc(x.cycleStart, x.months);
  return { oldCents: x.oldCents, newCents: x.newCents, cycleStart: x.cycleStart, cycleEnd, now: Math.round(x.cycleStart + x.at * (cycleEnd - x.cycleStart)) };
});

describe('upgradeCharge', () => {
  it('credit = floor(old * remaining / cycle) exactly (BigInt reference), charge = max(0, new - credit), integer cents', () => {
    fc.assert(fc.property(situation, (s) => {
      const { creditCents, chargeCents } = upgradeCharge(s);
      const cycle = s.cycleEnd - s.cycleStart;
      const remaining = Math.min(cycle, Math.max(0, s.cycleEnd - s.now));
      expect(creditCents).toBe(Number((BigInt(s.oldCents) * BigInt(remaining)) / BigInt(cycle)));
      expect(chargeCents).toBe(Math.max(0, s.newCents - creditCents));
      for (const v of [creditCents, chargeCents]) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
    }));
  });

  it('the credit never exceeds the old price; at the cycle start it is the whole old price, at its end nothing', () => {
    fc.assert(fc.property(situation, (s) => {
      expect(upgradeCharge(s).creditCents).toBeLessThanOrEqual(s.oldCents);
      expect(upgradeCharge({ ...s, now: s.cycleStart }).creditCents).toBe(s.oldCents);
      expect(upgradeCharge({ ...s, now: s.cycleEnd }).chargeCents).toBe(s.newCents);
      expect(upgradeCharge({ ...s, now: s.cycleEnd + 1000 }).creditCents).toBe(0);
    }));
  });

  it('the later the upgrade, the less credit (monotone in time); never more than the new price charged', () => {
    fc.assert(fc.property(situation, fc.integer({ min: 0, max: 400 * 24 * 3600 * 1000 }), (s, later) => {
      const a = upgradeCharge(s);
      const b = upgradeCharge({ ...s, now: s.now + later });
      expect(b.creditCents).toBeLessThanOrEqual(a.creditCents);
      expect(b.chargeCents).toBeGreaterThanOrEqual(a.chargeCents);
      expect(a.chargeCents).toBeLessThanOrEqual(s.newCents);
    }));
  });

  it('a worked example: $30 Bronze, upgraded to $150 Gold halfway through a 30-day cycle pays $135', () => {
    const cycleStart = Date.UTC(2030, 3, 1);
    const cycleEnd = Date.UTC(2030, 4, 1);
    expect(upgradeCharge({ oldCents: 3000, newCents: 15000, cycleStart, cycleEnd, now: cycleStart + 15 * 24 * 3600 * 1000 })).toEqual({ creditCents: 1500, chargeCents: 13500 });
  });
});

describe('planChangeOf and remainingSlots', () => {
  const price = fc.record({ rank: fc.integer({ min: 1, max: 10 }), priceId: fc.constantFrom('a', 'b', 'c', 'd') });
  it('same price: none; otherwise by rank: equal switch, lower downgrade, higher upgrade; swapping the sides mirrors it', () => {
    fc.assert(fc.property(price, price, (cur, target) => {
      const change = planChangeOf(cur, target);
      if (cur.priceId === target.priceId) expect(change).toBe('none');
      else expect(change).toBe(target.rank === cur.rank ? 'switch' : target.rank < cur.rank ? 'downgrade' : 'upgrade');
      const back = planChangeOf(target, cur);
      const mirror = { none: 'none', switch: 'switch', downgrade: 'upgrade', upgrade: 'downgrade' } as const;
      expect(back).toBe(mirror[change]);
    }));
  });
  it('remaining slots = max minus live, never below zero, and one more live never adds a slot', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 2000 }), (max, live) => {
      const left = remainingSlots(max, live);
      expect(left).toBe(Math.max(0, max - live));
      expect(left).toBeGreaterThanOrEqual(0);
      expect(remainingSlots(max, live + 1)).toBe(Math.max(0, left - 1));
    }));
  });
});
