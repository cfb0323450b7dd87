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
  it('any count: the text is the number or the cap with +', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
      expect(formatRoomBadge(n)).toBe(n > 10 ? '10+' : String(n));
      expect(formatTotalBadge(n)).toBe(n > 99 ? '99+' : String(n));
    }));
  });
});
