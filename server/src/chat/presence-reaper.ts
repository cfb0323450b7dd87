// Presences end with the user's last socket: the STOMP endpoint subscribes each socket of a user to the
// broadcaster, so counting those subscriptions (by wrapping subscribe) tells when a user has none left.
// After a grace period without any socket (a reconnect keeps them), the presences they had when the
// last socket closed are deleted with PRESENCE DELETED events. Limit: with several processes (PostgreSQL fan-out) it counts this process's
// sockets only.
import type { AppContext } from '../context';
import { deleteUserPresences } from './people';

export const DEFAULT_PRESENCE_GRACE_MS = 10_000;

/** Starts counting; returns the stopper (restores the broadcaster and cancels pending removals). */
export function startPresenceReaper(ctx: AppContext, graceMs = DEFAULT_PRESENCE_GRACE_MS): () => void {
  const b = ctx.broadcaster;
  const original = b.subscribe;
  const sockets = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  b.subscribe = function subscribe(userId, listener) {
    const unsubscribe = original.call(b, userId, listener);
    sockets.set(userId, (sockets.get(userId) ?? 0) + 1);
    clearTimeout(pending.get(userId));
    pending.delete(userId);
    let done = false;
    return () => {
      unsubscribe();
      if (done) return;
      done = true;
      const left = (sockets.get(userId) ?? 1) - 1;
      if (left > 0) return void sockets.set(userId, left);
      sockets.delete(userId);
      if (stopped) return;
      const held = ctx.db.selectFrom('presences').select('id').where('user_id', '=', userId).execute();
      held.catch(() => {});
      const timer = setTimeout(() => {
        pending.delete(userId);
        if (stopped || sockets.has(userId)) return;
        held
          .then((rows) => deleteUserPresences(ctx, userId, rows.map((r) => r.id)))
          .catch((err: unknown) => ctx.log(`could not end presences of ${userId}`, err));
      }, graceMs);
      timer.unref();
      pending.set(userId, timer);
    };
  };

  return () => {
    stopped = true;
    for (const t of pending.values()) clearTimeout(t);
    pending.clear();
    b.subscribe = original;
  };
}
