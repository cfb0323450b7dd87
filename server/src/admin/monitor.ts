// What the health check reads of this process: its open sockets per user (counted by wrapping the broadcaster's
// subscribe, as the presence reaper does) and the newest event seq pushed per user (by wrapping publishBatch). Limit:
// with several processes (PostgreSQL fan-out) each counts its own sockets and pushes.
import type { AppContext } from '../context';

export type ProcessMonitor = {
  startedAt: number;
  sockets(): { open: number; users: number };
  /** the highest seq this process pushed to the user, 0 when none */
  pushedThrough(userId: string): number;
};

let current: ProcessMonitor | null = null;
/** The monitor of the running server (null before the admin module started). */
export const processMonitor = (): ProcessMonitor | null => current;

export function startMonitor(ctx: AppContext): () => void {
  const b = ctx.broadcaster;
  const [subscribe, publishBatch] = [b.subscribe, b.publishBatch];
  const sockets = new Map<string, number>();
  const pushed = new Map<string, number>();
  b.subscribe = function wrapped(userId, listener) {
    const unsubscribe = subscribe.call(b, userId, listener);
    sockets.set(userId, (sockets.get(userId) ?? 0) + 1);
    let done = false;
    return () => {
      unsubscribe();
      if (done) return;
      done = true;
      const left = (sockets.get(userId) ?? 1) - 1;
      if (left > 0) sockets.set(userId, left);
      else sockets.delete(userId);
    };
  };
  b.publishBatch = function wrapped(batch) {
    const out = publishBatch.call(b, batch);
    for (const t of batch.to) if (t.seq > (pushed.get(t.userId) ?? 0)) pushed.set(t.userId, t.seq);
    return out;
  };
  const monitor: ProcessMonitor = {
    startedAt: ctx.clock.now(),
    sockets: () => ({ open: [...sockets.values()].reduce((a, n) => a + n, 0), users: sockets.size }),
    pushedThrough: (userId) => pushed.get(userId) ?? 0,
  };
  current = monitor;
  return () => {
    b.subscribe = subscribe;
    b.publishBatch = publishBatch;
    if (current === monitor) current = null;
  };
}
