// Period statistics (spec 3) and the chart filter rules (spec 5).
import { describe, expect, it } from 'vitest';
import {
  chartPoints, defaultRange, END_BEFORE_START, FILTER_REQUIRED, isIsoDay, isoDay, NO_FUTURE_DATES, periodStats, rangeMillis, validateRange,
} from '../../../src/domain/groups/stats';

describe('period statistics', () => {
  it('counts instants per UTC day, month and year, in time order', () => {
    const stats = periodStats([Date.UTC(2026, 1, 3, 23, 59), Date.UTC(2025, 11, 31, 12), Date.UTC(2026, 1, 3, 0), Date.UTC(2026, 0, 9)]);
    expect(stats).toEqual({
      DAY: [
        { _id: { YEAR: 2025, MONTH: 12, DAY: 31 }, count: 1 }, { _id: { YEAR: 2026, MONTH: 1, DAY: 9 }, count: 1 }, { _id: { YEAR: 2026, MONTH: 2, DAY: 3 }, count: 2 },
      ],
      MONTH: [{ _id: { YEAR: 2025, MONTH: 12 }, count: 1 }, { _id: { YEAR: 2026, MONTH: 1 }, count: 1 }, { _id: { YEAR: 2026, MONTH: 2 }, count: 2 }],
      YEAR: [{ _id: { YEAR: 2025 }, count: 1 }, { _id: { YEAR: 2026 }, count: 3 }],
    });
    expect(chartPoints(stats, 'DAY')).toEqual([{ label: '2025-12-31', count: 1 }, { label: '2026-01-09', count: 1 }, { label: '2026-02-03', count: 2 }]);
    expect(chartPoints(stats, 'MONTH')).toEqual([{ label: '2025-12', count: 1 }, { label: '2026-01', count: 1 }, { label: '2026-02', count: 2 }]);
    expect(chartPoints(stats, 'YEAR')).toEqual([{ label: '2025', count: 1 }, { label: '2026', count: 3 }]);
    expect(periodStats([])).toEqual({ DAY: [], MONTH: [], YEAR: [] });
  });
  it('a point without month or day reads the first one', () => {
    expect(chartPoints({ DAY: [{ _id: { YEAR: 2026 }, count: 4 }], MONTH: [{ _id: { YEAR: 2026 }, count: 4 }], YEAR: [] }, 'DAY')).toEqual([{ label: '2026-01-01', count: 4 }]);
    expect(chartPoints({ DAY: [], MONTH: [{ _id: { YEAR: 2026 }, count: 4 }], YEAR: [] }, 'MONTH')).toEqual([{ label: '2026-01', count: 4 }]);
  });
  it('days as yyyy-MM-dd', () => {
    expect(isoDay(Date.UTC(2026, 2, 5, 23))).toBe('2026-03-05');
    for (const s of ['2026-03-05', '2024-02-29']) expect(isIsoDay(s), s).toBe(true);
    for (const s of ['2026-3-5', '2026-02-30', '2025-02-29', 'x2026-03-05', '2026-03-05x', '']) expect(isIsoDay(s), s).toBe(false);
  });
});

describe('the chart filter', () => {
  it('defaults to one month back, clamped to the month\'s last day', () => {
    expect(defaultRange('2026-03-15')).toEqual({ startDate: '2026-02-15', endDate: '2026-03-15' });
    expect(defaultRange('2026-03-31')).toEqual({ startDate: '2026-02-28', endDate: '2026-03-31' });
    expect(defaultRange('2026-01-10')).toEqual({ startDate: '2025-12-10', endDate: '2026-01-10' });
  });
  it('needs a filter, proper dates, none in the future, the end not before the start', () => {
    const today = '2026-03-15';
    expect(validateRange({}, today)).toBe(FILTER_REQUIRED);
    expect(validateRange({ startDate: '', endDate: '' }, today)).toBe(FILTER_REQUIRED);
    expect(validateRange({ startDate: '2026-3-1' }, today)).toBe('Please enter dates as yyyy-MM-dd');
    expect(validateRange({ endDate: '2026-02-30' }, today)).toBe('Please enter dates as yyyy-MM-dd');
    expect(validateRange({ startDate: '2026-03-16' }, today)).toBe(NO_FUTURE_DATES);
    expect(validateRange({ endDate: '2026-03-16' }, today)).toBe(NO_FUTURE_DATES);
    expect(validateRange({ startDate: '2026-03-10', endDate: '2026-03-09' }, today)).toBe(END_BEFORE_START);
    expect(validateRange({ startDate: '2026-03-10', endDate: '2026-03-10' }, today)).toBeNull();
    expect(validateRange({ startDate: '2026-03-15' }, today)).toBeNull();
    expect(validateRange({ endDate: '2026-03-15' }, today)).toBeNull();
  });
  it('a range in millis: from the start of its first day to the end of its last', () => {
    expect(rangeMillis({ startDate: '2026-03-10', endDate: '2026-03-11' })).toEqual({ from: Date.UTC(2026, 2, 10), to: Date.UTC(2026, 2, 12) - 1 });
    expect(rangeMillis({})).toEqual({ from: null, to: null });
  });
});
