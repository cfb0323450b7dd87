// The one date format: days and moments through Intl, recent moments relative, a week or more as the moment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatRecent } from '../../../src/domain/shared/dates';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const rel = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

describe('dates', () => {
  it('a day and a moment are the Intl medium forms, the moment adding the time to the day', () => {
    const at = Date.UTC(2026, 0, 5, 9, 30);
    expect(formatDay(at)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(at));
    expect(formatMoment(at)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at));
    expect(formatMoment(at).startsWith(formatDay(at))).toBe(true);
  });

  it('recent moments read relative, by the largest whole unit', () => {
    expect(formatRecent(NOW - 20_000, NOW)).toBe(rel.format(0, 'second'));
    expect(formatRecent(NOW - 5 * 60_000, NOW)).toBe(rel.format(-5, 'minute'));
    expect(formatRecent(NOW - 59 * 60_000, NOW)).toBe(rel.format(-59, 'minute'));
    expect(formatRecent(NOW - 60 * 60_000, NOW)).toBe(rel.format(-1, 'hour'));
    expect(formatRecent(NOW - 23 * 3_600_000 - 59 * 60_000, NOW)).toBe(rel.format(-23, 'hour'));
    expect(formatRecent(NOW - 24 * 3_600_000, NOW)).toBe(rel.format(-1, 'day'));
    expect(formatRecent(NOW + 2 * 86_400_000, NOW)).toBe(rel.format(2, 'day'));
    expect(formatRecent(NOW - 7 * 86_400_000, NOW)).toBe(formatMoment(NOW - 7 * 86_400_000));
  });

  it('whatever the distance, a moment a week or more away is shown as itself, a nearer one never is', () => {
    fc.assert(fc.property(fc.integer({ min: -400 * 86_400_000, max: 400 * 86_400_000 }), (d) => {
      const text = formatRecent(NOW + d, NOW);
      if (Math.abs(d) >= 7 * 86_400_000) expect(text).toBe(formatMoment(NOW + d));
      else expect(text).not.toBe(formatMoment(NOW + d));
    }));
  });
});
