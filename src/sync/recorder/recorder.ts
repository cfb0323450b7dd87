// The flight recorder: the recent history of this realm (the sync worker, or the page) in a ring buffer of
// RECORDER_CAPACITY entries, every entry redacted (redact.ts) before it leaves the recorder. Frames are kept as the
// strings that arrived and parsed and redacted only when the recording is read (they are immutable, and the
// pipeline is the hot path: parsing and redacting each frame as it passed cost more than the rest of the pipeline's
// own work); other entries are redacted as they are recorded, which also copies them. The taps are one-line
// hooks where the data passes: the pipeline's input (frames), the REST client (answers), the worker's command
// handler (commands and their outcomes), the worker's chat view calls (views.ts) and the XState inspector of
// the page's actors (machines).
import type { InspectionEvent } from 'xstate';
import { createRing } from './buffer';
import { redact } from '../../domain/shared/redact';

export const RECORDER_CAPACITY = 5000;

export type Realm = 'worker' | 'page';

export type FrameEntry = { kind: 'frame'; body: unknown; /** the pipeline's last applied seq once this frame was offered */ seq: number };
export type RestEntry = { kind: 'rest'; method: string; url: string; status: number; body: unknown };
export type CommandEntry = { kind: 'command'; endpoint: string; input: unknown; outcome: unknown };
export type MachineEntry = {
  kind: 'machine';
  /** the actor's session id (one per actor the UI created) */
  actor: string;
  /** the machine's id (src/machines) */
  machine: string;
  /** the event processed; the first one ('xstate.init') carries the actor's input */
  event: unknown;
  /** the state value and status after the event */
  value: unknown;
  status: string;
};
/** a view call of the page that changes the engine's chat state (views.ts) */
export type ViewEntry = { kind: 'view'; call: 'openRoom' | 'onMessages' | 'offMessages'; roomId: string | null };
export type EntryBody = FrameEntry | RestEntry | CommandEntry | MachineEntry | ViewEntry;
export type Entry = EntryBody & { i: number; t: number; realm: Realm };

export type Recorder = {
  record(entry: EntryBody): void;
  /** records an entry made only when the recording is read (`make` must capture immutable values) */
  recordLazy(make: () => EntryBody): void;
  entries(): Entry[];
  clear(): void;
  /** replay: the clock entries are stamped with */
  setClock(now: () => number): void;
};

type Slot = { i: number; t: number; realm: Realm; entry: Entry | null; make: (() => EntryBody) | null };

export function createRecorder(realm: Realm, capacity = RECORDER_CAPACITY, now: () => number = () => Date.now()): Recorder {
  const ring = createRing<Slot>(capacity);
  let clock = now;
  const slotOf = (make: () => EntryBody): Slot => ({ i: ring.pushed(), t: clock(), realm, entry: null, make });
  const made = (slot: Slot, body: EntryBody): Entry => ({ ...(redact(body) as EntryBody), i: slot.i, t: slot.t, realm: slot.realm });
  return {
    record(entry) {
      try {
        const slot = slotOf(() => entry);
        slot.entry = made(slot, entry);
        slot.make = null;
        ring.push(slot);
      } catch {
        // a recording must never break what it records
      }
    },
    recordLazy(make) {
      ring.push(slotOf(make));
    },
    entries() {
      const out: Entry[] = [];
      for (const slot of ring.items()) {
        if (!slot.entry) {
          try {
            slot.entry = made(slot, slot.make!());
          } catch {
            continue;
          }
          slot.make = null;
        }
        out.push(slot.entry);
      }
      return out;
    },
    clear: () => ring.clear(),
    setClock(next) {
      clock = next;
    },
  };
}

/** This realm's recorder (a worker and its page each hold one). */
export const recorder: Recorder = createRecorder(typeof window === 'undefined' ? 'worker' : 'page');

const parsed = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};

export const recordFrame = (raw: string, seq: number): void => recorder.recordLazy(() => ({ kind: 'frame', body: parsed(raw), seq }));

/** Records a REST answer and passes it on. */
export function recordRest<T extends { status: number; body: unknown }>(req: { method: string; url: string }, res: T): T {
  recorder.record({ kind: 'rest', method: req.method, url: req.url, status: res.status, body: res.body });
  return res;
}

/** Records a command and its outcome, and passes the outcome on. */
export function recordCommand<T>(endpoint: string, input: unknown, outcome: T): T {
  recorder.record({ kind: 'command', endpoint, input, outcome });
  return outcome;
}

/** The inspector's observer: every snapshot of a root machine actor (one per event it processed). */
export function recordInspection(ev: InspectionEvent): void {
  if (ev.type !== '@xstate.snapshot' || ev.actorRef.sessionId !== ev.rootId) return;
  const snap = ev.snapshot as { machine?: { id?: string }; value?: unknown; status?: string };
  if (!snap.machine?.id) return;
  recorder.record({ kind: 'machine', actor: ev.rootId, machine: snap.machine.id, event: ev.event, value: snap.value, status: snap.status ?? '' });
}
