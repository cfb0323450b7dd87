// Event dates and times with time zones (spec sections 3 and 5): dates cannot be before today, and an
// event is ended once its end time is past. Wall-clock times and zones go through the Temporal API
// (temporal-polyfill, MIT, until every engine ships Temporal): daylight-saving changes follow the tz database.
import { Temporal } from 'temporal-polyfill';

export type EventType = 'ONLINE' | 'PHYSICAL' | 'BOTH';
export const EVENT_TYPES: readonly EventType[] = ['ONLINE', 'PHYSICAL', 'BOTH'];
export const EVENT_DATE_IN_PAST = 'Event dates cannot be before today';
export const EVENT_END_BEFORE_START = 'Event end cannot be before its start';

/** An IANA time-zone name the tz database knows (or an offset such as +02:00). */
export function isTimeZone(tz: string): boolean {
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(tz);
    return true;
  } catch {
    return false;
  }
}

const zoned = (millis: number, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(millis).toZonedDateTimeISO(timeZone);

/** yyyy-MM-dd of `millis` as seen in `timeZone` */
export function dayIn(millis: number, timeZone: string): string {
  return zoned(millis, timeZone).toPlainDate().toString();
}

/**
 * Millis of a wall-clock date (yyyy-MM-dd) and time (HH:mm) in a time zone. Across daylight-saving changes
 * (Temporal's 'compatible', as calendars do): a time the clocks skip moves forward by the gap (02:30 on a
 * spring-forward night is 03:30), a time they show twice is its first occurrence.
 */
export function wallTimeToMillis(date: string, time: string, timeZone: string): number {
  return Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

/** The event's wall-clock start as a reader in `readerZone` sees it: date (yyyy-MM-dd), time (HH:mm). */
export function wallTimeIn(date: string, time: string, eventZone: string, readerZone: string): { date: string; time: string } {
  const z = zoned(wallTimeToMillis(date, time, eventZone), readerZone);
  return { date: z.toPlainDate().toString(), time: z.toPlainTime().toString({ smallestUnit: 'minute' }) };
}

export type EventTimes = { startDate: string; startTime: string; endDate: string; endTime: string; timeZone: string };

/** When an event is, in its own zone; and in the reader's when their clock shows another time. */
export function eventWhenText(e: EventTimes, readerZone: string): string {
  const own = `${e.startDate} ${e.startTime} – ${e.endDate} ${e.endTime} (${e.timeZone})`;
  if (!isTimeZone(e.timeZone) || !isTimeZone(readerZone)) return own;
  const s = wallTimeIn(e.startDate, e.startTime, e.timeZone, readerZone);
  const t = wallTimeIn(e.endDate, e.endTime, e.timeZone, readerZone);
  if (s.date === e.startDate && s.time === e.startTime && t.date === e.endDate && t.time === e.endTime) return own;
  return `${own}; your time ${s.date} ${s.time} – ${t.date} ${t.time}`;
}

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
