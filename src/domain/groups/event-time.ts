// Event dates and times with time zones (spec sections 3 and 5): dates cannot be before today, and an
// event is ended once its end time is past.

export type EventType = 'ONLINE' | 'PHYSICAL' | 'BOTH';
export const EVENT_TYPES: readonly EventType[] = ['ONLINE', 'PHYSICAL', 'BOTH'];
export const EVENT_DATE_IN_PAST = 'Event dates cannot be before today';
export const EVENT_END_BEFORE_START = 'Event end cannot be before its start';

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function parts(millis: number, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(new Date(millis)).map((x) => [x.type, x.value]));
  return { y: Number(p.year), mo: Number(p.month), d: Number(p.day), h: Number(p.hour), mi: Number(p.minute), s: Number(p.second) };
}

/** yyyy-MM-dd of `millis` as seen in `timeZone` */
export function dayIn(millis: number, timeZone: string): string {
  const p = parts(millis, timeZone);
  return `${p.y}-${String(p.mo).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** Millis of a wall-clock date (yyyy-MM-dd) and time (HH:mm) in a time zone. */
export function wallTimeToMillis(date: string, time: string, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = parts(guess, timeZone);
    const seen = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
    guess += asUtc - seen;
  }
  return guess;
}

export type EventTimes = { startDate: string; startTime: string; endDate: string; endTime: string; timeZone: string };

/** null when the times may be stored, else the reason. */
export function validateEventTimes(t: EventTimes, now: number): string | null {
  const today = dayIn(now, t.timeZone);
  if (t.startDate < today || t.endDate < today) return EVENT_DATE_IN_PAST;
  if (wallTimeToMillis(t.endDate, t.endTime, t.timeZone) < wallTimeToMillis(t.startDate, t.startTime, t.timeZone)) return EVENT_END_BEFORE_START;
  return null;
}

export const eventEnded = (endTimeMillis: number, now: number) => now > endTimeMillis;

/** A profile name from a name: lowercase letters, digits and dashes. */
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'event';
