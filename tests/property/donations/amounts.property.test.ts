// Properties of the donation amount rules (spec 5): dollars typed, integer cents stored, at least $2, at most 5,
// no duplicates, always shown ascending.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DONATION_MESSAGES, donationAmountCheck, donationAmountFromDollars, donationContactErrors, MAX_DONATION_AMOUNTS, MIN_DONATION_CENTS, sortDonationPrices,
} from '../../../src/domain/billing';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const existing = fc.uniqueArray(fc.integer({ min: MIN_DONATION_CENTS, max: 1_000_000 }), { maxLength: MAX_DONATION_AMOUNTS });

describe('donation amounts', () => {
  it('typed dollars become the same integer cents, accepted only from $2 up, below 5 amounts and not twice', () => {
    fc.assert(fc.property(cents, existing, (c, list) => {
      const typed = `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
      const r = donationAmountFromDollars(typed, list);
      expect(r).toEqual(donationAmountCheck(c, list));
      if (r.ok) {
        expect(Number.isSafeInteger(r.cents)).toBe(true);
        expect(r.cents).toBe(c);
        expect(c).toBeGreaterThanOrEqual(MIN_DONATION_CENTS);
        expect(list.length).toBeLessThan(MAX_DONATION_AMOUNTS);
        expect(list).not.toContain(c);
      } else if (c < MIN_DONATION_CENTS) {
        expect(r.message).toBe(DONATION_MESSAGES.minimum);
      } else if (list.length >= MAX_DONATION_AMOUNTS) {
        expect(r.message).toBe(DONATION_MESSAGES.maxAmounts);
      } else {
        expect(r.message).toBe(DONATION_MESSAGES.duplicateAmount);
      }
    }));
  });

  it('adding amounts one by one never yields more than 5 distinct amounts of at least $2', () => {
    fc.assert(fc.property(fc.array(cents, { maxLength: 20 }), (tries) => {
      const kept: number[] = [];
      for (const c of tries) {
        const r = donationAmountCheck(c, kept);
        if (r.ok) kept.push(r.cents);
      }
      expect(kept.length).toBeLessThanOrEqual(MAX_DONATION_AMOUNTS);
      expect(new Set(kept).size).toBe(kept.length);
      expect(kept.every((c) => c >= MIN_DONATION_CENTS)).toBe(true);
    }));
  });

  it('text that is not dollars with at most 2 decimals is refused', () => {
    for (const t of ['', 'abc', '5.555', '-5', '5,00', '$5']) expect(donationAmountFromDollars(t, [])).toEqual({ ok: false, message: DONATION_MESSAGES.amountInvalid });
  });

  it('amounts are shown ascending, whatever order they come in, none lost', () => {
    fc.assert(fc.property(fc.array(fc.record({ id: fc.uuid(), cents }), { maxLength: 8 }), (prices) => {
      const sorted = sortDonationPrices(prices);
      expect(sorted).toHaveLength(prices.length);
      expect(new Set(sorted)).toEqual(new Set(prices));
      for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.cents).toBeLessThanOrEqual(sorted[i]!.cents);
      expect(sortDonationPrices([...prices].reverse())).toEqual(sorted);
    }));
  });

  it('a contact is complete exactly when email, a matching confirm email (any case) and both names are given', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (email, confirmEmail, firstname, lastname) => {
      const errors = donationContactErrors({ email, confirmEmail, firstname, lastname });
      const complete = email.trim() !== '' && confirmEmail.trim().toLowerCase() === email.trim().toLowerCase() && firstname.trim() !== '' && lastname.trim() !== '';
      expect(Object.keys(errors).length === 0).toBe(complete);
      const ok = donationContactErrors({ email, confirmEmail: email.toUpperCase(), firstname: 'A', lastname: 'B' });
      if (email.trim()) expect(ok.confirmEmail).toBeUndefined();
    }));
  });
});
