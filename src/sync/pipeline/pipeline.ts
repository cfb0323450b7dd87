// The event pipeline: decode -> dedupe/order by seq -> apply (in memory, at once) -> batched bulk write.
// Live frames and catch-up pages enter the same sequencer, so each seq is applied exactly once.
import {
  BehaviorSubject, EMPTY, distinctUntilChanged, map, share, switchMap, timer, type Observable, type Subscription,
} from 'rxjs';
import type { RealtimeEvent } from '../../domain/shared/events';
import { decodeEvent, decodeFrame, type Decoded } from './decode';
import { createSequencer, type Sequenced } from './sequencer';
import { recordFrame } from '../recorder/recorder';

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

export function createPipeline(opts: PipelineOptions): Pipeline {
  const sequencer = createSequencer<RealtimeEvent>(opts.initialSeq);
  const gapOpen = new BehaviorSubject<boolean>(false);
  const written = new BehaviorSubject<number>(opts.initialSeq);
  const batchMs = opts.batchMs ?? BATCH_WINDOW_MS;
  let appliedSeq = opts.initialSeq;
  let closed = false;

  // Write batching without one Observable emission per event: applied events collect in `waiting`; the
  // first one opens a window of batchMs; when it closes they go to persist() as one batch. One write at
  // a time: what arrives while a write runs is written as the next batch the moment it ends (so batches
  // grow with the load and writes never queue up).
  let waiting: RealtimeEvent[] = [];
  /** the highest seq applied and not yet handed to persist (skipped seqs included) */
  let waitingSeq = -1;
  let windowTimer: ReturnType<typeof setTimeout> | null = null;
  let writing = false;

  const writeNext = (): void => {
    if (writing || waitingSeq < 0) return;
    const batch = waiting;
    const lastSeq = waitingSeq;
    waiting = [];
    waitingSeq = -1;
    writing = true;
    opts.persist(batch, lastSeq).catch((err: unknown) => {
      opts.log(`Writing realtime events failed: ${String(err)}`);
    }).then(() => {
      writing = false;
      written.next(Math.max(written.value, lastSeq));
      // applied while this write ran: their window has passed or they waited a whole write
      if (waitingSeq >= 0 && !closed) writeNext();
    }, () => {});
  };

  const closeWindow = (): void => {
    if (windowTimer !== null) clearTimeout(windowTimer);
    windowTimer = null;
    writeNext();
  };

  const queueWrite = (ready: readonly Sequenced<RealtimeEvent>[], events: readonly RealtimeEvent[]): void => {
    for (const e of events) waiting.push(e);
    waitingSeq = ready[ready.length - 1].seq;
    if (windowTimer === null && !writing) windowTimer = setTimeout(closeWindow, batchMs);
  };

  const applyRun = (ready: Sequenced<RealtimeEvent>[]): void => {
    if (ready.length === 0) return;
    const events: RealtimeEvent[] = [];
    for (const r of ready) if (r.event) events.push(r.event);
    if (events.length > 0) {
      try {
        opts.apply(events);
      } catch (err) {
        opts.log(`Applying realtime events failed: ${String(err)}`);
      }
    }
    appliedSeq = sequencer.lastSeq();
    queueWrite(ready, events);
  };

  const afterStep = (ready: Sequenced<RealtimeEvent>[]): void => {
    const open = sequencer.pending() > 0;
    if (open !== gapOpen.value) gapOpen.next(open);
    applyRun(ready);
  };

  const offer = (d: Decoded): void => {
    if (closed) return;
    if (d.kind === 'bad') {
      opts.log(`Skipped a realtime frame: ${d.error}`);
      return;
    }
    if (d.kind === 'skip') {
      opts.log(`Skipped realtime event ${d.seq}: ${d.error}`);
      afterStep(sequencer.push({ seq: d.seq, event: null }));
    } else {
      afterStep(sequencer.push({ seq: d.event.seq, event: d.event }));
    }
  };

  const sub: Subscription = opts.frames$.subscribe((raw) => { offer(decodeFrame(raw)); recordFrame(raw, sequencer.lastSeq()); });

  const gapTimeout = opts.gapTimeoutMs ?? GAP_TIMEOUT_MS;
  const gap$ = gapOpen.pipe(
    distinctUntilChanged(),
    switchMap((open) => (open ? timer(gapTimeout, gapTimeout).pipe(map(() => sequencer.lastSeq())) : EMPTY)),
    share(),
  );

  return {
    ingest(events) {
      for (const e of events) offer(decodeEvent(e));
    },
    advanceTo(seq) {
      if (closed) return;
      const before = sequencer.lastSeq();
      const ready = sequencer.advanceTo(seq);
      if (seq < before) {
        // the server's log restarted: our counters restart with it
        appliedSeq = seq;
        waiting = [];
        waitingSeq = -1;
        written.next(seq);
      }
      afterStep(ready);
    },
    lastSeq: () => sequencer.lastSeq(),
    gap$,
    async flush() {
      const target = appliedSeq;
      if (written.value >= target) return;
      closeWindow();
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
      closed = true;
      sub.unsubscribe();
      if (windowTimer !== null) clearTimeout(windowTimer);
      windowTimer = null;
      gapOpen.next(false);
      gapOpen.complete();
    },
  };
}
