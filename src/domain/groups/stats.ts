// Period statistics of spec section 3 and the chart filter rules of section 5.

export type Grouping = 'DAY' | 'MONTH' | 'YEAR';
export const GROUPINGS: readonly Grouping[] = ['DAY', 'MONTH', 'YEAR'];
export type ChartType = 'Line' | 'Bar' | 'Area';
export const CHART_TYPES: readonly ChartType[] = ['Line', 'Bar', 'Area'];

export type PeriodId = { YEAR: number; MONTH?: number; DAY?: number };
export type PeriodCount = { _id: PeriodId; count: number };
export type PeriodStats = Record<Grouping, PeriodCount[]>;

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd of a millis instant, in UTC */
export const isoDay = (millis: number) => {
  const d = new Date(millis);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
export const isIsoDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isoDay(Date.parse(`${s}T00:00:00Z`)) === s;

/** Counts instants per day, month and year (UTC), each array in time order; with `amounts` (one per instant), sums
 * them instead of counting (e.g. revenue in cents). */
export function periodStats(instants: readonly number[], amounts?: readonly number[]): PeriodStats {
  const day = new Map<string, PeriodCount>();
  const month = new Map<string, PeriodCount>();
  const year = new Map<string, PeriodCount>();
  const bump = (m: Map<string, PeriodCount>, key: string, id: PeriodId, by: number) => {
    const c = m.get(key);
    if (c) c.count += by;
    else m.set(key, { _id: id, count: by });
  };
  const order = instants.map((_, i) => i).sort((a, b) => instants[a] - instants[b]);
  for (const i of order) {
    const d = new Date(instants[i]);
    const by = amounts ? amounts[i] ?? 0 : 1;
    const Y = d.getUTCFullYear();
    const M = d.getUTCMonth() + 1;
    const D = d.getUTCDate();
    bump(day, `${Y}-${M}-${D}`, { YEAR: Y, MONTH: M, DAY: D }, by);
    bump(month, `${Y}-${M}`, { YEAR: Y, MONTH: M }, by);
    bump(year, `${Y}`, { YEAR: Y }, by);
  }
  return { DAY: [...day.values()], MONTH: [...month.values()], YEAR: [...year.values()] };
}

export type DateRange = { startDate: string; endDate: string };

/** Default filter: one month back to the end of today (dates as yyyy-MM-dd). */
export function defaultRange(todayIso: string): DateRange {
  const [y, m, d] = todayIso.split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 2, 1));
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(d, lastDay));
  return { startDate: isoDay(back.getTime()), endDate: todayIso };
}

export const FILTER_REQUIRED = 'Please apply at least one filter';
export const NO_FUTURE_DATES = 'Dates cannot be in the future';
export const END_BEFORE_START = 'End date cannot be before start date';

/** The chart filter's verdict: null when the range may be applied, else the message to show. */
export function validateRange(range: Partial<DateRange>, todayIso: string): string | null {
  const { startDate, endDate } = range;
  if (!startDate && !endDate) return FILTER_REQUIRED;
  if ((startDate && !isIsoDay(startDate)) || (endDate && !isIsoDay(endDate))) return 'Please enter dates as yyyy-MM-dd';
  if ((startDate && startDate > todayIso) || (endDate && endDate > todayIso)) return NO_FUTURE_DATES;
  if (startDate && endDate && endDate < startDate) return END_BEFORE_START;
  return null;
}

/** Millis bounds of a range: from the start of the start day to the end of the end day (UTC). */
export function rangeMillis(range: Partial<DateRange>): { from: number | null; to: number | null } {
  return {
    from: range.startDate ? Date.parse(`${range.startDate}T00:00:00.000Z`) : null,
    to: range.endDate ? Date.parse(`${range.endDate}T23:59:59.999Z`) : null,
  };
}

/** The chart's points for a grouping: a label and a count each. */
export function chartPoints(stats: PeriodStats, grouping: Grouping): { label: string; count: number }[] {
  return stats[grouping].map(({ _id, count }) => ({
    label: grouping === 'YEAR' ? String(_id.YEAR) : grouping === 'MONTH' ? `${_id.YEAR}-${pad(_id.MONTH ?? 1)}` : `${_id.YEAR}-${pad(_id.MONTH ?? 1)}-${pad(_id.DAY ?? 1)}`,
    count,
  }));
}
