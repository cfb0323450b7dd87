// The flight recorder's ring buffer: the last N entries in order, redacted as recorded (the redaction's own
// properties: tests/domain/shared/redact.test.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRing } from '../../../src/sync/recorder/buffer';
import { createRecorder, RECORDER_CAPACITY } from '../../../src/sync/recorder';
import { REDACTED } from '../../../src/domain/shared/redact';

describe('ring buffer', () => {
  it('holds the last `capacity` items, oldest first, for any number pushed', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 200 }), (capacity, n) => {
      const ring = createRing<number>(capacity);
      for (let i = 0; i < n; i++) ring.push(i);
      const want = Array.from({ length: Math.min(n, capacity) }, (_, k) => n - Math.min(n, capacity) + k);
      expect(ring.items()).toEqual(want);
      expect(ring.size()).toBe(want.length);
      expect(ring.pushed()).toBe(n);
    }));
  });

  it('refuses a capacity below 1 and empties on clear', () => {
    expect(() => createRing(0)).toThrow('at least 1');
    const ring = createRing<string>(3);
    ring.push('a');
    ring.clear();
    expect(ring.items()).toEqual([]);
    ring.push('b');
    expect(ring.items()).toEqual(['b']);
  });

  it('the recorder keeps 5,000 entries, numbered and stamped in order, redacted as recorded', () => {
    let t = 1000;
    const rec = createRecorder('worker', RECORDER_CAPACITY, () => t++);
    for (let i = 0; i < 5003; i++) rec.record({ kind: 'command', endpoint: 'x', input: { n: i, password: `pw${i}` }, outcome: null });
    const entries = rec.entries();
    expect(RECORDER_CAPACITY).toBe(5000);
    expect(entries).toHaveLength(5000);
    expect(entries[0]).toMatchObject({ i: 3, t: 1003, realm: 'worker', input: { n: 3, password: REDACTED } });
    expect(entries[4999]).toMatchObject({ i: 5002, t: 6002, input: { n: 5002 } });
    expect(JSON.stringify(entries)).not.toMatch(/pw\d/);
  });
});
