// Event times with time zones (spec 3) and the rule that dates cannot be before today (spec 5).
import { describe, expect, it } from 'vitest';
import { dayIn, EVENT_DATE_IN_PAST, EVENT_END_BEFORE_START, eventEnded, isTimeZone, slugify, validateEventTimes, wallTimeToMillis } from '../../../src/domain/groups/event-time';
import { scrollTargetOf } from '../../../src/ui/components/scroll-to-element/useScrollToElement';

describe('event times', () => {
  it('turns wall-clock times in a zone into instants, across daylight saving', () => {
    expect(wallTimeToMillis('2030-03-01', '09:00', 'Europe/Riga')).toBe(Date.UTC(2030, 2, 1, 7, 0));
    expect(wallTimeToMillis('2030-07-01', '09:00', 'Europe/Riga')).toBe(Date.UTC(2030, 6, 1, 6, 0));
    expect(wallTimeToMillis('2030-07-01', '09:00', 'America/New_York')).toBe(Date.UTC(2030, 6, 1, 13, 0));
    expect(wallTimeToMillis('2030-07-01', '09:00', 'UTC')).toBe(Date.UTC(2030, 6, 1, 9, 0));
  });

  it('knows today per zone', () => {
    const t = Date.UTC(2030, 0, 1, 23, 30);
    expect(dayIn(t, 'UTC')).toBe('2030-01-01');
    expect(dayIn(t, 'Asia/Tokyo')).toBe('2030-01-02');
    expect(dayIn(t, 'America/Los_Angeles')).toBe('2030-01-01');
  });

  it('refuses dates before today and an end before the start', () => {
    const now = Date.UTC(2030, 0, 10, 12);
    const ok = { startDate: '2030-01-10', startTime: '08:00', endDate: '2030-01-10', endTime: '09:00', timeZone: 'UTC' };
    expect(validateEventTimes(ok, now)).toBeNull();
    expect(validateEventTimes({ ...ok, startDate: '2030-01-09' }, now)).toBe(EVENT_DATE_IN_PAST);
    expect(validateEventTimes({ ...ok, endTime: '07:00' }, now)).toBe(EVENT_END_BEFORE_START);
    // already the 11th in Tokyo: the 10th is in the past there
    expect(validateEventTimes({ ...ok, timeZone: 'Asia/Tokyo' }, Date.UTC(2030, 0, 10, 16))).toBe(EVENT_DATE_IN_PAST);
  });

  it('is ended only once the end time is past', () => {
    expect(eventEnded(1000, 1000)).toBe(false);
    expect(eventEnded(1000, 1001)).toBe(true);
  });

  it('checks time zones and makes profile names', () => {
    expect(isTimeZone('Europe/Riga')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    expect(slugify('Baltic Trade Fair 2030!')).toBe('baltic-trade-fair-2030');
    expect(slugify('***')).toBe('event');
  });
});

describe('scroll-to-element target', () => {
  it('reads ##elementId## from a URL', () => {
    expect(scrollTargetOf('https://x.test/groups/a##post-1##')).toBe('post-1');
    expect(scrollTargetOf('https://x.test/groups/a?x=%23%23members%23%23')).toBe('members');
    expect(scrollTargetOf('https://x.test/groups/a#top')).toBeNull();
  });
});
