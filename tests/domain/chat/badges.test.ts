// Badge texts: per room '10+' above 10, totals '99+' above 99 (spec 9).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRoomBadge, formatTotalBadge } from '../../../src/domain/chat/views';

describe('chat badge texts', () => {
  it('per room: nothing for 0, the number up to 10, then 10+', () => {
    expect([0, 1, 10, 11].map(formatRoomBadge)).toEqual(['', '1', '10', '10+']);
  });
  it('totals: nothing for 0, the number up to 99, then 99+', () => {
    expect([0, 5, 99, 100, 1234].map(formatTotalBadge)).toEqual(['', '5', '99', '99+', '99+']);
  });
  for (const [name, format, cap] of [['per room', formatRoomBadge, '10+'], ['totals', formatTotalBadge, '99+']] as const) {
    it(`${name}, any count: a shown number is the count itself; once capped, every larger count reads the cap`, () => {
      fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (n, more) => {
        const text = format(n);
        if (text.endsWith('+')) {
          expect(text).toBe(cap);
          expect(format(n + more)).toBe(cap);
        } else {
          expect(Number(text)).toBe(n);
          expect(Number(format(n - 1) || '0')).toBe(n - 1);
        }
      }));
    });
  }
});
