// Property: whatever order frames arrive in, and however often each is repeated, the pipeline
// applies every seq exactly once, in order, and writes the last one.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Subject } from 'rxjs';
import { createPipeline } from '../../src/sync/pipeline/pipeline';

const frame = (seq: number) => JSON.stringify({
  resourceType: 'NOTIFICATION', action: 'CREATED', seq,
  resource: { id: `n${seq}`, receiverId: 'u', content: 'x', link: null, hasRead: false, createdAt: 1 },
});

describe('pipeline ordering (property)', () => {
  it('any delivery order with duplicates applies 1..n once each, in order', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 1, max: 40 }).chain((n) => fc.tuple(
        fc.constant(n),
        fc.shuffledSubarray(Array.from({ length: 3 * n }, (_, i) => (i % n) + 1), { minLength: 3 * n, maxLength: 3 * n }),
      )),
      async ([n, order]) => {
        const frames = new Subject<string>();
        const applied: number[] = [];
        let persistedSeq = 0;
        const written: number[] = [];
        const p = createPipeline({
          frames$: frames, initialSeq: 0, log: () => {}, batchMs: 1, gapTimeoutMs: 60_000,
          apply: (events) => applied.push(...events.map((e) => e.seq)),
          persist: async (events, lastSeq) => { written.push(...events.map((e) => e.seq)); persistedSeq = lastSeq; },
        });
        for (const s of order) frames.next(frame(s));
        await p.flush();
        p.close();
        const expected = Array.from({ length: n }, (_, i) => i + 1);
        expect(applied).toEqual(expected);
        expect(written).toEqual(expected);
        expect(persistedSeq).toBe(n);
      },
    ), { numRuns: 150 });
  });
});
