// Dates on screen, one way everywhere (through Intl, in the reader's locale and time zone): a day reads
// 'Nov 24, 2026', a moment 'Nov 24, 2026, 2:05 PM', and a recent moment where that reads better, as on a
// notification, 'now', '5 minutes ago', 'yesterday'. Charts keep the spec's yyyy-MM-dd on their axes.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const formatDay = (ms: number): string => dayFormat.format(ms);
export const formatMoment = (ms: number): string => momentFormat.format(ms);

/** A moment seen from `now`: relative within a week either way, the moment itself beyond. */
export function formatRecent(ms: number, now: number): string {
  const diff = ms - now;
  const abs = Math.abs(diff);
  if (abs < MINUTE) return relativeFormat.format(0, 'second');
  if (abs < HOUR) return relativeFormat.format(Math.trunc(diff / MINUTE), 'minute');
  if (abs < DAY) return relativeFormat.format(Math.trunc(diff / HOUR), 'hour');
  if (abs < 7 * DAY) return relativeFormat.format(Math.trunc(diff / DAY), 'day');
  return formatMoment(ms);
}
