// Event times across daylight-saving changes (issue 29.5) in three zones with different rules (northern and
// southern hemisphere, and a half-hour shift). The oracle is independent of Temporal: it asks the platform's Intl
// which instants show a given wall clock, and expects the first one (a repeated hour), or, where the clocks skip
// the time, the instant the offset before the change gives (the wall clock moved forward by the gap).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayIn, eventWhenText, wallTimeIn, wallTimeToMillis } from '../../src/domain/groups/event-time';

const ZONES = ['America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe'] as const;
// transitions of 2026 and 2027 (and one ordinary day) in each zone, as UTC millis
const TRANSITIONS: Record<(typeof ZONES)[number], string[]> = {
  'America/New_York': ['2026-03-08T07:00Z', '2026-11-01T06:00Z', '2027-03-14T07:00Z', '2027-11-07T06:00Z', '2026-07-01T12:00Z'],
  'Australia/Sydney': ['2026-04-04T16:00Z', '2026-10-03T16:00Z', '2027-04-03T16:00Z', '2027-10-02T16:00Z', '2026-07-01T12:00Z'],
  'Australia/Lord_Howe': ['2026-04-04T15:00Z', '2026-10-03T15:30Z', '2027-04-03T15:00Z', '2027-10-02T15:30Z', '2026-07-01T12:00Z'],
};
const MIN = 60_000;

const wall = (millis: number, timeZone: string) => {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(millis)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
};
const asUtc = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const offsetAt = (millis: number, tz: string) => { const w = wall(millis, tz); return asUtc(w.date, w.time) - Math.floor(millis / MIN) * MIN; };

/** What the wall clock `date time` in `tz` should mean, from Intl alone. */
function oracle(date: string, time: string, tz: string): number {
  const local = asUtc(date, time);
  const offsets = [...new Set([offsetAt(local - 86_400_000, tz), offsetAt(local + 86_400_000, tz)])];
  const hits = offsets.map((o) => local - o).filter((m) => { const w = wall(m, tz); return w.date === date && w.time === time; }).sort((a, b) => a - b);
  if (hits.length > 0) return hits[0];
  return local - offsetAt(local - 86_400_000, tz); // a skipped time: the offset before the change
}

const around = fc.constantFrom(...ZONES).chain((tz) =>
  fc.tuple(fc.constant(tz), fc.constantFrom(...TRANSITIONS[tz]), fc.integer({ min: -6 * 60, max: 6 * 60 })).map(([z, t, m]) => ({ tz: z, millis: Date.parse(t) + m * MIN })));

describe('event times across daylight-saving changes', () => {
  it('a wall clock near a change means what the tz database says (first of a repeated time, skipped times moved forward)', () => {
    fc.assert(fc.property(around, fc.integer({ min: 0, max: 59 }), ({ tz, millis }, jitter) => {
      // every wall clock within 6 hours of a change, skipped ones included (jitter walks into the gap)
      const w = wall(millis, tz);
      const [h, m] = w.time.split(':').map(Number);
      const time = `${String(h).padStart(2, '0')}:${String((m + jitter) % 60).padStart(2, '0')}`;
      expect(wallTimeToMillis(w.date, time, tz)).toBe(oracle(w.date, time, tz));
    }), { numRuns: 600 });
  });

  it('an instant shown as wall clock and read back is the same instant, or the first of a repeated time', () => {
    fc.assert(fc.property(around, ({ tz, millis }) => {
      const t = Math.floor(millis / MIN) * MIN;
      const w = wall(t, tz);
      const back = wallTimeToMillis(w.date, w.time, tz);
      expect(wall(back, tz)).toEqual(w);
      expect(back).toBeLessThanOrEqual(t);
      expect(t - back === 0 || t - back === 30 * MIN || t - back === 60 * MIN).toBe(true);
      expect(dayIn(t, tz)).toBe(w.date);
    }), { numRuns: 600 });
  });

  it("the reader's time is the same instant in the reader's zone", () => {
    fc.assert(fc.property(around, fc.constantFrom(...ZONES, 'UTC', 'Asia/Kolkata'), ({ tz, millis }, reader) => {
      const w = wall(Math.floor(millis / MIN) * MIN, tz);
      const seen = wallTimeIn(w.date, w.time, tz, reader);
      expect(seen).toEqual(wall(wallTimeToMillis(w.date, w.time, tz), reader));
    }), { numRuns: 400 });
  });

  it('named cases: spring forward, fall back, half-hour shifts', () => {
    expect(new Date(wallTimeToMillis('2026-03-08', '02:30', 'America/New_York')).toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(new Date(wallTimeToMillis('2026-11-01', '01:30', 'America/New_York')).toISOString()).toBe('2026-11-01T05:30:00.000Z'); // first 01:30 (EDT)
    expect(new Date(wallTimeToMillis('2026-10-04', '02:15', 'Australia/Lord_Howe')).toISOString()).toBe('2026-10-03T15:45:00.000Z'); // skipped half hour
    expect(wallTimeIn('2026-11-01', '01:30', 'America/New_York', 'Australia/Sydney')).toEqual({ date: '2026-11-01', time: '16:30' });
    const e = { startDate: '2026-11-01', startTime: '01:30', endDate: '2026-11-01', endTime: '03:00', timeZone: 'America/New_York' };
    expect(eventWhenText(e, 'America/New_York')).toBe('2026-11-01 01:30 – 2026-11-01 03:00 (America/New_York)');
    expect(eventWhenText(e, 'America/Toronto')).toBe('2026-11-01 01:30 – 2026-11-01 03:00 (America/New_York)');
    expect(eventWhenText(e, 'Europe/Berlin')).toBe('2026-11-01 01:30 – 2026-11-01 03:00 (America/New_York); your time 2026-11-01 06:30 – 2026-11-01 09:00');
  });
});
