// Properties of the coupon code field (spec 5): only lowercase letters and digits, never more than 12.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptCouponCodeInput, isValidCouponCode } from '../../src/domain/billing';

/** What the field holds after a person types `keys` one by one (a refused keystroke leaves it unchanged). */
const typeInto = (keys: string[]) => keys.reduce((value, k) => (acceptCouponCodeInput(value + k) ? value + k : value), '');

describe('coupon code input (properties)', () => {
  it('holds at most 12 lowercase letters and digits, whatever is typed', () => {
    fc.assert(fc.property(fc.array(fc.string({ minLength: 1, maxLength: 1 }), { maxLength: 40 }), (keys) => {
      expect(typeInto(keys)).toMatch(/^[a-z0-9]{0,12}$/);
    }));
  });
  it('keeps the accepted keys in order, and stops at 12', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...'abcxyz0189ABC-_ '.split('')), { maxLength: 30 }), (keys) => {
      const accepted = keys.filter((k) => /^[a-z0-9]$/.test(k)).join('');
      expect(typeInto(keys)).toBe(accepted.slice(0, 12));
    }));
  });
  it('a full code of 6-12 accepted characters is valid; shorter is not', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9]{0,12}$/), (code) => {
      expect(isValidCouponCode(code)).toBe(code.length >= 6);
    }));
  });
});
