// The flight recorder: the recent history of this realm (the sync worker, or the page) in a ring buffer of
// RECORDER_CAPACITY entries, every entry redacted (redact.ts) as it is recorded. The taps are one-line
// hooks where the data passes: the pipeline's input (frames), the REST client (answers), the worker's command
// handler (commands and their outcomes), the worker's chat view calls (views.ts) and the XState inspector of
// the page's actors (machines).
import type { InspectionEvent } from 'xstate';
import { createRing } from './buffer';
import { redact } from './redact';

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
  entries(): Entry[];
  clear(): void;
  /** replay: the clock entries are stamped with */
  setClock(now: () => number): void;
};

export function createRecorder(realm: Realm, capacity = RECORDER_CAPACITY, now: () => number = () => Date.now()): Recorder {
  const ring = createRing<Entry>(capacity);
  let clock = now;
  return {
    record(entry) {
      try {
        ring.push({ ...(redact(entry) as EntryBody), i: ring.pushed(), t: clock(), realm });
      } catch {
        // a recording must never break what it records
      }
    },
    entries: () => ring.items(),
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

export const recordFrame = (raw: string, seq: number): void => recorder.record({ kind: 'frame', body: parsed(raw), seq });

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
