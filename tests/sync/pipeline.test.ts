import { afterEach, describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { createPipeline, type Pipeline } from '../../src/sync/pipeline/pipeline';
import type { RealtimeEvent } from '../../src/domain/shared/events';

const note = (id: string) => ({ id, receiverId: 'u1', content: id, link: null, hasRead: false, createdAt: 1 });
const frame = (seq: number, id = `n${seq}`) => JSON.stringify({ resourceType: 'NOTIFICATION', action: 'CREATED', resource: note(id), seq });

let pipeline: Pipeline | null = null;
afterEach(() => { pipeline?.close(); pipeline = null; });

function setup(initialSeq = 0, gapTimeoutMs = 50) {
  const frames = new Subject<string>();
  const applied: number[] = [];
  const writes: { seqs: number[]; lastSeq: number }[] = [];
  const logs: string[] = [];
  pipeline = createPipeline({
    frames$: frames, initialSeq, log: (m) => logs.push(m), batchMs: 10, gapTimeoutMs,
    apply: (events: RealtimeEvent[]) => applied.push(...events.map((e) => e.seq)),
    persist: async (events, lastSeq) => { writes.push({ seqs: events.map((e) => e.seq), lastSeq }); },
  });
  return { frames, applied, writes, logs, p: pipeline };
}

describe('pipeline', () => {
  it('applies in order at once, drops duplicates and already-applied seqs', () => {
    const { frames, applied } = setup(2);
    for (const s of [1, 2, 3, 3, 4, 3]) frames.next(frame(s));
    expect(applied).toEqual([3, 4]);
  });

  it('holds out-of-order frames until the gap fills', () => {
    const { frames, applied, p } = setup();
    frames.next(frame(3));
    frames.next(frame(2));
    expect(applied).toEqual([]);
    frames.next(frame(1));
    expect(applied).toEqual([1, 2, 3]);
    expect(p.lastSeq()).toBe(3);
  });

  it('logs and skips a frame that does not decode; the stream continues', () => {
    const { frames, applied, logs } = setup();
    frames.next('{not json');
    frames.next(JSON.stringify({ resourceType: 'NOTIFICATION', action: 'CREATED', resource: { id: 'x' }, seq: 1 })); // half a resource
    frames.next(JSON.stringify({ hello: 'world' }));
    frames.next(frame(2));
    expect(applied).toEqual([2]); // seq 1 consumed without applying, so 2 is not held back
    expect(logs).toHaveLength(3);
  });

  it('writes in batches with bulk operations, never one write per event', async () => {
    const { frames, writes, p } = setup();
    for (let s = 1; s <= 200; s += 1) frames.next(frame(s));
    await p.flush();
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(writes.flatMap((w) => w.seqs)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(writes[writes.length - 1].lastSeq).toBe(200);
  });

  it('one write at a time: what arrives while a write runs becomes the next batch, written when it ends', async () => {
    const frames = new Subject<string>();
    const writes: number[][] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const gate: { release?: () => void } = {};
    pipeline = createPipeline({
      frames$: frames, initialSeq: 0, log: () => {}, batchMs: 5, gapTimeoutMs: 60_000, apply: () => {},
      persist: async (events) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        writes.push(events.map((e) => e.seq));
        if (writes.length === 1) await new Promise<void>((r) => { gate.release = r; });
        inFlight -= 1;
      },
    });
    const p = pipeline;
    frames.next(frame(1));
    await new Promise((r) => setTimeout(r, 20)); // the first window closes: write 1 starts and hangs
    expect(writes).toEqual([[1]]);
    for (let s = 2; s <= 50; s += 1) frames.next(frame(s));
    await new Promise((r) => setTimeout(r, 20)); // windows have passed, but write 1 still runs
    expect(writes).toHaveLength(1);
    const done = p.flush();
    gate.release?.();
    await done;
    expect(writes).toEqual([[1], Array.from({ length: 49 }, (_, i) => i + 2)]);
    expect(maxInFlight).toBe(1);
  });

  it('keeps writing on its own after a flush with nothing left, and after a failed write', async () => {
    const frames = new Subject<string>();
    const writes: number[] = [];
    const logs: string[] = [];
    let fail = true;
    pipeline = createPipeline({
      frames$: frames, initialSeq: 0, log: (m) => logs.push(m), batchMs: 5, gapTimeoutMs: 60_000, apply: () => {},
      persist: async (events, lastSeq) => {
        if (fail) { fail = false; throw new Error('disk full'); }
        writes.push(...events.map((e) => e.seq), lastSeq);
      },
    });
    const p = pipeline;
    frames.next(frame(1));
    await p.flush();
    expect(logs.some((m) => m.includes('disk full'))).toBe(true);
    await p.flush(); // nothing waits: must not stop later windows
    frames.next(frame(2));
    await new Promise((r) => setTimeout(r, 30));
    expect(writes).toEqual([2, 2]);
  });

  it('a gap that persists asks for catch-up; catch-up events fill it exactly once', async () => {
    const { frames, applied, p } = setup(0, 30);
    const gaps: number[] = [];
    const sub = p.gap$.subscribe((seq) => gaps.push(seq));
    frames.next(frame(1));
    frames.next(frame(3));
    await new Promise((r) => setTimeout(r, 80));
    expect(gaps[0]).toBe(1);
    // the server's log answers afterSeq=1 with 2 and 3 (3 is a duplicate of the buffered frame)
    p.ingest([JSON.parse(frame(2)), JSON.parse(frame(3))]);
    expect(applied).toEqual([1, 2, 3]);
    const before = gaps.length;
    await new Promise((r) => setTimeout(r, 80));
    expect(gaps.length).toBe(before); // no gap, no more catch-up requests
    sub.unsubscribe();
  });

  it('advanceTo jumps past a reloaded range and releases what waits after it', () => {
    const { frames, applied, p } = setup();
    frames.next(frame(5));
    frames.next(frame(8));
    p.advanceTo(7);
    expect(applied).toEqual([8]);
    expect(p.lastSeq()).toBe(8);
  });
});

describe('pipeline after a server log restart', () => {
  it('advanceTo below the last seq follows the new log from there', () => {
    const { frames, applied, p } = setup(50);
    p.advanceTo(2);
    frames.next(frame(3));
    expect(applied).toEqual([3]);
    expect(p.lastSeq()).toBe(3);
  });
});
