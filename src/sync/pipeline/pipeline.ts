// The event pipeline: decode -> dedupe/order by seq -> apply (in memory, at once) -> batched bulk write.
// Live frames and catch-up pages enter the same sequencer, so each seq is applied exactly once.
import {
  BehaviorSubject, EMPTY, Subject, asyncScheduler, buffer, concatMap, distinctUntilChanged, filter, from, map,
  merge, mergeMap, share, switchMap, throttleTime, timer, type Observable, type Subscription,
} from 'rxjs';
import type { RealtimeEvent } from '../../domain/shared/events';
import { decodeEvent, decodeFrame, type Decoded } from './decode';
import { createSequencer, type Sequenced } from './sequencer';

export const BATCH_WINDOW_MS = 16;
export const GAP_TIMEOUT_MS = 1000;

export type PipelineOptions = {
  /** raw bodies of STOMP MESSAGE frames */
  frames$: Observable<string>;
  /** the last seq already applied to the store */
  initialSeq: number;
  /** applies events to the in-memory projections; called at once, before any write */
  apply(events: RealtimeEvent[]): void;
  /** persists a batch of applied events with bulk operations; lastSeq = the batch's highest seq */
  persist(events: RealtimeEvent[], lastSeq: number): Promise<void>;
  log(message: string): void;
  batchMs?: number;
  /** how long a gap may stay open before gap$ asks for catch-up (and again every as long) */
  gapTimeoutMs?: number;
};

export type Pipeline = {
  /** rows of GET /alert/events: decoded and ordered like live frames */
  ingest(events: readonly unknown[]): void;
  /** after a reload from a REST snapshot: continue after seq, dropping older buffered frames */
  advanceTo(seq: number): void;
  lastSeq(): number;
  /** emits the last applied seq while a gap stays open: time to catch up */
  readonly gap$: Observable<number>;
  /** resolves when every event applied so far has been written */
  flush(): Promise<void>;
  close(): void;
};

type Input = { kind: 'decoded'; decoded: Decoded } | { kind: 'advance'; seq: number };

export function createPipeline(opts: PipelineOptions): Pipeline {
  const sequencer = createSequencer<RealtimeEvent>(opts.initialSeq);
  const input = new Subject<Input>();
  const flushNow = new Subject<void>();
  const gapOpen = new BehaviorSubject<boolean>(false);
  const written = new BehaviorSubject<number>(opts.initialSeq);
  let appliedSeq = opts.initialSeq;

  const step = (item: Input): Sequenced<RealtimeEvent>[] => {
    let ready: Sequenced<RealtimeEvent>[];
    if (item.kind === 'advance') {
      const before = sequencer.lastSeq();
      ready = sequencer.advanceTo(item.seq);
      if (item.seq < before) {
        // the server's log restarted: our counters restart with it
        appliedSeq = item.seq;
        written.next(item.seq);
      }
    } else {
      const d = item.decoded;
      if (d.kind === 'bad') {
        opts.log(`Skipped a realtime frame: ${d.error}`);
        ready = [];
      } else if (d.kind === 'skip') {
        opts.log(`Skipped realtime event ${d.seq}: ${d.error}`);
        ready = sequencer.push({ seq: d.seq, event: null });
      } else {
        ready = sequencer.push({ seq: d.event.seq, event: d.event });
      }
    }
    gapOpen.next(sequencer.pending() > 0);
    return ready;
  };

  const applyRun = (ready: Sequenced<RealtimeEvent>[]): Sequenced<RealtimeEvent>[] => {
    const events = ready.flatMap((r) => (r.event ? [r.event] : []));
    if (events.length > 0) {
      try {
        opts.apply(events);
      } catch (err) {
        opts.log(`Applying realtime events failed: ${String(err)}`);
      }
    }
    appliedSeq = sequencer.lastSeq();
    return ready;
  };

  const applied$ = merge(
    opts.frames$.pipe(map((raw): Input => ({ kind: 'decoded', decoded: decodeFrame(raw) }))),
    input,
  ).pipe(
    map(step),
    filter((ready) => ready.length > 0),
    map(applyRun),
    mergeMap((ready) => from(ready)),
    share(),
  );

  // One write per animation-frame-sized window, started by its first event (no idle timer).
  const closeWindow$ = merge(applied$.pipe(throttleTime(opts.batchMs ?? BATCH_WINDOW_MS, asyncScheduler, { leading: false, trailing: true })), flushNow);
  const sub: Subscription = applied$.pipe(
    buffer(closeWindow$),
    filter((batch) => batch.length > 0),
    concatMap(async (batch) => {
      const lastSeq = batch[batch.length - 1].seq;
      try {
        await opts.persist(batch.flatMap((b) => (b.event ? [b.event] : [])), lastSeq);
      } catch (err) {
        opts.log(`Writing realtime events failed: ${String(err)}`);
      }
      return lastSeq;
    }),
  ).subscribe((seq) => written.next(Math.max(written.value, seq)));

  const gapTimeout = opts.gapTimeoutMs ?? GAP_TIMEOUT_MS;
  const gap$ = gapOpen.pipe(
    distinctUntilChanged(),
    switchMap((open) => (open ? timer(gapTimeout, gapTimeout).pipe(map(() => sequencer.lastSeq())) : EMPTY)),
    share(),
  );

  return {
    ingest(events) {
      for (const e of events) input.next({ kind: 'decoded', decoded: decodeEvent(e) });
    },
    advanceTo(seq) {
      input.next({ kind: 'advance', seq });
    },
    lastSeq: () => sequencer.lastSeq(),
    gap$,
    async flush() {
      const target = appliedSeq;
      if (written.value >= target) return;
      flushNow.next();
      await new Promise<void>((resolve) => {
        const s = written.subscribe((w) => {
          if (w >= target) {
            resolve();
            queueMicrotask(() => s.unsubscribe());
          }
        });
      });
    },
    close() {
      sub.unsubscribe();
      gapOpen.next(false);
      gapOpen.complete();
      input.complete();
    },
  };
}
