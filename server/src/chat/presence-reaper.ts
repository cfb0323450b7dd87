// Presences end with the user's last socket on any process (presence-sockets.ts holds the counts in PostgreSQL).
// This process counts its own sockets per user by wrapping the broadcaster's subscribe (the STOMP endpoint
// subscribes each socket once) and writes the changed counts in one statement per batch (at most every
// FLUSH_DELAY_MS, never per frame). When a user's last socket here closes, the presences they had then are
// deleted after the grace period (a reconnect, here or elsewhere, keeps them) unless a live process holds a
// socket of theirs. Every heartbeat also removes the processes whose heartbeat is older than the stale time (a
// killed process) and ends the presences of their users who have no socket on a live process: a process that
// dies takes its users' presences with it within stale + heartbeat (20 s by default). The same PRESENCE
// DELETED events as a DELETE of the presence are sent.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { deleteUserPresences } from './people';
import { heartbeat, heldElsewhere, registerProcess, writeCounts } from './presence-sockets';

export const DEFAULT_PRESENCE_GRACE_MS = 10_000;
export const DEFAULT_PRESENCE_HEARTBEAT_MS = 5_000;
export const DEFAULT_PRESENCE_STALE_MS = 15_000;
const FLUSH_DELAY_MS = 100;

export type PresenceTimes = {
  /** how long a user without any socket stays online (PRESENCE_GRACE_MS) */
  graceMs: number;
  /** how often a process writes its heartbeat and reaps dead ones (PRESENCE_HEARTBEAT_MS) */
  heartbeatMs: number;
  /** a process whose heartbeat is older is dead (PRESENCE_PROCESS_STALE_MS) */
  staleMs: number;
};

const positive = (v: string | undefined, fallback: number) => (Number(v) > 0 ? Number(v) : fallback);

export function presenceTimes(env: NodeJS.ProcessEnv = process.env): PresenceTimes {
  return {
    graceMs: positive(env.PRESENCE_GRACE_MS, DEFAULT_PRESENCE_GRACE_MS),
    heartbeatMs: positive(env.PRESENCE_HEARTBEAT_MS, DEFAULT_PRESENCE_HEARTBEAT_MS),
    staleMs: positive(env.PRESENCE_PROCESS_STALE_MS, DEFAULT_PRESENCE_STALE_MS),
  };
}

/** Starts counting; returns the stopper (restores the broadcaster, cancels pending removals, waits for writes in flight). */
export function startPresenceReaper(ctx: AppContext, times: PresenceTimes = presenceTimes()): () => Promise<void> {
  const b = ctx.broadcaster;
  const original = b.subscribe;
  const processId = randomUUID();
  const sockets = new Map<string, number>();
  const dirty = new Set<string>();
  const pending = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  let flushTimer: NodeJS.Timeout | null = null;
  /** the database work in flight, one after the other */
  let work: Promise<unknown> = registerProcess(ctx.db, processId).catch((err: unknown) => ctx.log('presence: could not register this process', err));
  const run = (step: () => Promise<unknown>) => {
    work = work.then(() => (stopped ? undefined : step())).catch((err: unknown) => {
      if (!stopped) ctx.log('presence: database work failed', err);
    });
    return work;
  };

  async function flush() {
    if (dirty.size === 0) return;
    const users = [...dirty];
    dirty.clear();
    const counts = new Map(users.filter((u) => sockets.has(u)).map((u) => [u, sockets.get(u) as number]));
    try {
      await writeCounts(ctx.db, processId, counts, users.filter((u) => !sockets.has(u)));
    } catch (err) {
      users.forEach((u) => dirty.add(u)); // written with the next batch or heartbeat
      throw err;
    }
  }

  function changed(userId: string) {
    dirty.add(userId);
    if (flushTimer || stopped) return;
    flushTimer = setTimeout(() => {
      flushTimer = null;
      void run(flush);
    }, FLUSH_DELAY_MS);
    flushTimer.unref();
  }

  /** Ends the user's presences (those of `ids`, else all) unless a socket of theirs is held here or by a live process. */
  async function endIfGone(userId: string, ids?: string[]) {
    if (stopped || sockets.has(userId)) return;
    if (await heldElsewhere(ctx.db, processId, userId, times.staleMs)) return;
    const held = ids ?? (await ctx.db.selectFrom('presences').select('id').where('user_id', '=', userId).execute()).map((r) => r.id);
    if (!stopped) await deleteUserPresences(ctx, userId, held);
  }

  async function tick() {
    await flush();
    const { alive, orphaned } = await heartbeat(ctx.db, processId, times.staleMs);
    if (!alive) {
      // reaped while paused past the stale time: back in, with every count written again
      await registerProcess(ctx.db, processId);
      for (const u of sockets.keys()) dirty.add(u);
      await flush();
    }
    for (const userId of orphaned) {
      if (pending.has(userId)) continue; // its own grace timer decides
      await endIfGone(userId).catch((err: unknown) => ctx.log(`could not end presences of ${userId}`, err));
    }
  }
  let ticking = false;
  const beat = setInterval(() => {
    if (ticking) return;
    ticking = true;
    void run(tick).finally(() => (ticking = false));
  }, times.heartbeatMs);
  beat.unref();
  void run(tick); // at start: reap what a previous run left

  b.subscribe = function subscribe(userId, listener) {
    const unsubscribe = original.call(b, userId, listener);
    sockets.set(userId, (sockets.get(userId) ?? 0) + 1);
    changed(userId);
    clearTimeout(pending.get(userId));
    pending.delete(userId);
    let done = false;
    return () => {
      unsubscribe();
      if (done) return;
      done = true;
      const left = (sockets.get(userId) ?? 1) - 1;
      if (left > 0) sockets.set(userId, left);
      else sockets.delete(userId);
      if (stopped) return;
      changed(userId);
      if (left > 0) return;
      const held = ctx.db.selectFrom('presences').select('id').where('user_id', '=', userId).execute();
      held.catch(() => {});
      const timer = setTimeout(() => {
        pending.delete(userId);
        if (stopped || sockets.has(userId)) return;
        held
          .then((rows) => endIfGone(userId, rows.map((r) => r.id)))
          .catch((err: unknown) => ctx.log(`could not end presences of ${userId}`, err));
      }, times.graceMs);
      timer.unref();
      pending.set(userId, timer);
    };
  };

  return async () => {
    stopped = true;
    clearInterval(beat);
    if (flushTimer) clearTimeout(flushTimer);
    for (const t of pending.values()) clearTimeout(t);
    pending.clear();
    b.subscribe = original;
    // This process's rows stay: another process (or the next start) reaps them after the stale time, ending the
    // presences of the users who did not reconnect meanwhile, as for a process that died. A statement in flight is
    // waited for, not forever: a database already closed under it must not hold the shutdown.
    let bounded: NodeJS.Timeout | undefined;
    await Promise.race([work, new Promise((done) => (bounded = setTimeout(done, 2000)))]);
    clearTimeout(bounded);
  };
}
