// The file a user downloads ('Report a problem'): the worker's and the page's entries in one timeline, who
// was signed in, and the store's contents when it was taken (what `npm run replay` must reproduce).
import type { RoomView, SyncEngineApi } from '../engine/facade';
import type { Entry } from './recorder';
import type { RecordedViews, RoomMessages } from './views';
import { redact } from '../../domain/shared/redact';
import { RECORDING_FORMAT } from '../../domain/shared/recording';

export { RECORDING_FORMAT };

/** The store as the views read it: the rooms (with their badges), the bell's count, and the messages of the rooms the page watched. */
export type StoreContents = { rooms: RoomView[]; notificationCount: number; messages: Record<string, RoomMessages> };

/** What the worker answers when the page asks for its part. */
export type WorkerRecording = { userId: string | null; entries: Entry[]; store: StoreContents };

export type Recording = WorkerRecording & { format: typeof RECORDING_FORMAT; createdAt: number };

const first = <T>(subscribe: (cb: (v: T) => void) => Promise<() => void>): Promise<T> => new Promise<T>((resolve, reject) => {
  let off: (() => void) | null = null;
  let done = false;
  subscribe((v) => {
    if (done) return;
    done = true;
    resolve(v);
    if (off) off();
  }).then((unsubscribe) => {
    off = unsubscribe;
    if (done) unsubscribe();
  }, reject);
});

/** The store's contents now, redacted like the entries (so a replay of redacted entries compares equal). */
export async function storeContents(engine: Pick<SyncEngineApi, 'onRooms' | 'onNotificationCount'>, views: Pick<RecordedViews, 'messages'>): Promise<StoreContents> {
  const [rooms, notificationCount] = await Promise.all([first(engine.onRooms), first(engine.onNotificationCount)]);
  const byId = [...rooms].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return redact({ rooms: byId, notificationCount, messages: views.messages() }) as StoreContents;
}

/** One timeline: both realms' entries by time (the worker's first at equal times, each realm in its own order). */
export function mergeRecording(worker: WorkerRecording, page: readonly Entry[], createdAt: number): Recording {
  const all = [...worker.entries, ...page];
  const order = (e: Entry) => (e.realm === 'worker' ? 0 : 1);
  all.sort((a, b) => a.t - b.t || order(a) - order(b) || a.i - b.i);
  return { format: RECORDING_FORMAT, createdAt, userId: worker.userId, store: worker.store, entries: all };
}

export function recordingFileName(createdAt: number): string {
  return `mtz-recording-${new Date(createdAt).toISOString().replace(/[:.]/g, '-')}.json`;
}
