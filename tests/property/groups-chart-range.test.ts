// Properties of the statistics chart's date-range rules (spec 5) and the period counting (spec 3).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultRange, END_BEFORE_START, FILTER_REQUIRED, isoDay, NO_FUTURE_DATES, periodStats, rangeMillis, validateRange,
} from '../../src/domain/groups/stats';

const DAY = 86_400_000;
const dayArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }).map((t) => isoDay(t));

describe('chart date range', () => {
  it('the default range is valid, ends today and starts about a month back', () => {
    fc.assert(fc.property(dayArb, (today) => {
      const r = defaultRange(today);
      expect(r.endDate).toBe(today);
      expect(validateRange(r, today)).toBeNull();
      const span = (Date.parse(r.endDate) - Date.parse(r.startDate)) / DAY;
      expect(span).toBeGreaterThanOrEqual(28);
      expect(span).toBeLessThanOrEqual(31);
    }));
  });

  it('accepts exactly the ranges with no future date and end not before start', () => {
    fc.assert(fc.property(dayArb, fc.option(dayArb, { nil: undefined }), fc.option(dayArb, { nil: undefined }), (today, startDate, endDate) => {
      const verdict = validateRange({ startDate, endDate }, today);
      if (!startDate && !endDate) expect(verdict).toBe(FILTER_REQUIRED);
      else if ((startDate ?? '') > today || (endDate ?? '') > today) expect(verdict).toBe(NO_FUTURE_DATES);
      else if (startDate && endDate && endDate < startDate) expect(verdict).toBe(END_BEFORE_START);
      else expect(verdict).toBeNull();
    }));
  });

  it('a valid range covers whole days, end of the end day included', () => {
    fc.assert(fc.property(dayArb, dayArb, (a, b) => {
      const [startDate, endDate] = a <= b ? [a, b] : [b, a];
      const { from, to } = rangeMillis({ startDate, endDate });
      expect(isoDay(from!)).toBe(startDate);
      expect(isoDay(to!)).toBe(endDate);
      expect(isoDay(to! + 1)).not.toBe(endDate);
    }));
  });
});

describe('period stats', () => {
  it('every grouping counts every instant once, in time order', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: Date.UTC(2040, 0, 1) }), { maxLength: 200 }), (instants) => {
      const s = periodStats(instants);
      for (const g of ['DAY', 'MONTH', 'YEAR'] as const) {
        expect(s[g].reduce((n, p) => n + p.count, 0)).toBe(instants.length);
        const keys = s[g].map((p) => Date.UTC(p._id.YEAR, (p._id.MONTH ?? 1) - 1, p._id.DAY ?? 1));
        expect([...keys].sort((x, y) => x - y)).toEqual(keys);
        expect(new Set(keys).size).toBe(keys.length);
      }
    }));
  });
});
