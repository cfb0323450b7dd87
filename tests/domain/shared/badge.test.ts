import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBadge } from '../../../src/domain/shared/badge';

describe('formatBadge', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatBadge(0)).toBe('0');
    expect(formatBadge(3)).toBe('3');
    expect(formatBadge(99)).toBe('99');
  });
  it("shows '99+' above 99", () => {
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
  it("caps the chat unseen badge at '10+'", () => {
    expect(formatBadge(10, 10)).toBe('10');
    expect(formatBadge(11, 10)).toBe('10+');
  });
  it('never shows a negative or fractional count', () => {
    expect(formatBadge(-2)).toBe('0');
    expect(formatBadge(2.7)).toBe('2');
    expect(formatBadge(Number.NaN)).toBe('0');
  });
  it('is the count itself or the cap with a plus, for any count', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 999 }), (n, cap) => {
        const s = formatBadge(n, cap);
        expect(s).toBe(n > cap ? `${cap}+` : String(n));
      }),
    );
  });
});
