// When a periodic job runs: an interval in milliseconds (the *_CRON_MS settings) becomes a crontab pattern the job
// queue can keep across processes. A crontab counts in whole minutes that divide an hour, hours that divide a day,
// or days, so an interval is rounded UP to the next one of those (45 s: every minute; 7 min: every 10 minutes;
// 5 h: every 6 hours; anything over a day: daily at 00:00 UTC). Patterns are in UTC, as graphile-worker reads them.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MINUTE_STEPS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30];
const HOUR_STEPS = [1, 2, 3, 4, 6, 8, 12];

/** The crontab pattern for "every `ms`", rounded up as above. */
export function cronFor(ms: number): string {
  const minutes = Math.max(1, Math.ceil((Number.isFinite(ms) ? ms : MINUTE) / MINUTE));
  const m = MINUTE_STEPS.find((s) => s >= minutes);
  if (m !== undefined) return m === 1 ? '* * * * *' : `*/${m} * * * *`;
  const h = HOUR_STEPS.find((s) => s * 60 >= minutes);
  if (h !== undefined) return h === 1 ? '0 * * * *' : `0 */${h} * * *`;
  return '0 0 * * *';
}

/** How long the pattern's period is, in ms (for the patterns cronFor makes). */
export function periodOf(pattern: string): number {
  const [min, hour] = pattern.split(' ');
  if (min === '*') return MINUTE;
  if (min.startsWith('*/')) return Number(min.slice(2)) * MINUTE;
  if (hour === '*') return HOUR;
  if (hour.startsWith('*/')) return Number(hour.slice(2)) * HOUR;
  return DAY;
}

/** How far back runs missed while every process was down are caught up: five periods, at least 1 h, at most 1 day. */
export const backfillFor = (pattern: string): number => Math.min(DAY, Math.max(HOUR, 5 * periodOf(pattern)));

/** The first tick of a cronFor pattern strictly after `from` (ms since the epoch): every period divides a day, so ticks are its multiples. */
export function nextTick(pattern: string, from: number): number {
  const period = periodOf(pattern);
  return (Math.floor(from / period) + 1) * period;
}
