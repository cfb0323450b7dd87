// Fan-out after commit: expands event_outbox rows into the per-user logs, set-based, a batch of users per
// transaction. Each step is ONE statement whatever the audience: claim the rows, then expand the audiences +
// bump each user's counter (in user_id order: concurrent dispatches never deadlock) + insert the events,
// then retire or advance the rows, then trim the logs. Small audiences are dispatched by the committing
// request itself (it waits: its events are in the log when it answers); large ones in the background; a sweep
// in every process picks up what a crashed process left. See docs/architecture.md, "Fan-out".
import { sql, type Transaction } from 'kysely';
import type { Action, ResourceType } from '../../../src/domain/shared/events';
import type { EventLogPolicy } from '../db/events';
import type { DB } from '../db/schema';
import { audienceSql } from './audience';
import type { Broadcaster, DeliveryBatch } from './broadcaster';

export type FanoutSettings = {
  /** an audience up to this many users is dispatched before the request answers; larger ones in the background */
  threshold: number;
  /** users per background dispatch transaction (per outbox row) */
  batchSize: number;
  /** outbox rows one background transaction claims */
  rowsPerDispatch: number;
  /** how often every process sweeps the outbox (ms; 0: never) */
  sweepMs: number;
};

const int = (v: string | undefined, d: number) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : d);

/** FANOUT_THRESHOLD (256), FANOUT_BATCH (2000), FANOUT_ROWS (50), FANOUT_SWEEP_MS (1000) */
export function fanoutSettings(env: NodeJS.ProcessEnv = process.env): FanoutSettings {
  return { threshold: int(env.FANOUT_THRESHOLD, 256), batchSize: Math.max(1, int(env.FANOUT_BATCH, 2000)), rowsPerDispatch: Math.max(1, int(env.FANOUT_ROWS, 50)), sweepMs: int(env.FANOUT_SWEEP_MS, 1000) };
}

type Deps = {
  /** runs work in a transaction (context.ts opens it, marked like inTransaction's: no payment call inside) */
  transact<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  broadcaster: Broadcaster;
  eventLog: EventLogPolicy;
  clock: { now(): number };
  log: (msg: string, err?: unknown) => void;
};
type Claimed = { id: string; resource_type: string; action: string; resource: unknown; n: string | null };

export class Dispatcher {
  private loop: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly deps: Deps, readonly settings: FanoutSettings = fanoutSettings()) {}

  /** Called after a writer's commit with its outbox ids: dispatches the small audiences now, the large ones in the background. */
  async afterCommit(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    let deferred = true;
    try {
      deferred = await this.dispatch(ids);
    } catch (err) {
      // committed: the background loop and the sweep retry; the request is not failed for it
      this.deps.log('event dispatch failed', err);
    }
    if (deferred) this.kick();
  }

  /** Runs the background loop (claims the oldest rows, a batch at a time) until the outbox is empty. */
  kick(): void {
    if (this.stopped) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.loop = (async () => {
      do {
        this.again = false;
        try {
          while (!this.stopped && (await this.dispatch(null))) { /* next batch */ }
        } catch (err) {
          this.deps.log('event dispatch failed', err);
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.loop = null;
    });
  }

  /** Every process sweeps: rows left by a crashed process (or a failed dispatch) are dispatched within sweepMs. */
  start(): void {
    if (this.settings.sweepMs > 0 && !this.timer) {
      this.timer = setInterval(() => this.kick(), this.settings.sweepMs);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.loop;
  }

  /** Waits until the loop running now is done (tests). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  /**
   * One dispatch transaction. With `own` ids: those rows (waiting for a concurrent dispatch of them to end),
   * each whole when its audience is at most `threshold`; returns true when some were larger (left to the
   * background). Without: the oldest unclaimed rows, `batchSize` users each; returns true when it did anything.
   */
  async dispatch(own: readonly number[] | null): Promise<boolean> {
    const { threshold, batchSize, rowsPerDispatch } = this.settings;
    const now = this.deps.clock.now();
    const result = await this.deps.transact(async (trx) => {
      const claimed = own ? await claimOwn(trx, own, threshold) : await claimOldest(trx, rowsPerDispatch);
      const work = own ? claimed.filter((c) => Number(c.n) <= threshold) : claimed;
      const leftOver = claimed.length > work.length;
      if (work.length === 0) return { batch: null, more: leftOver };
      const perRow = own ? threshold + 1 : batchSize;
      const batch = await expand(trx, work.map((c) => c.id), perRow);
      await retire(trx, work.map((c) => c.id), batch, perRow);
      await trim(trx, batch.to, now, this.deps.eventLog);
      const bodies = work.map((c) => ({ resourceType: c.resource_type as ResourceType, action: c.action as Action, resource: c.resource }));
      const index = new Map(work.map((c, i) => [c.id, i]));
      const delivery: DeliveryBatch = { batch: batch.batch, bodies, to: batch.to.map((t) => ({ userId: t.user_id, seq: Number(t.seq), body: index.get(t.outbox_id)! })) };
      return { batch: delivery, more: own ? leftOver : true };
    });
    if (result.batch && result.batch.to.length > 0) {
      try {
        await this.deps.broadcaster.publishBatch(result.batch);
      } catch (err) {
        // committed and served by catch-up: a failed push is nobody's error
        this.deps.log('publish failed', err);
      }
    }
    return result.more;
  }
}

async function claimOwn(trx: Transaction<DB>, ids: readonly number[], threshold: number): Promise<Claimed[]> {
  // FOR UPDATE (no SKIP LOCKED): if a sweep holds one of them, wait for it, then find it gone.
  const { rows } = await sql<Claimed>`
    SELECT o.id, o.resource_type, o.action, o.resource,
      (SELECT count(*) FROM (SELECT 1 FROM (${audienceSql}) a WHERE a.user_id IS NOT NULL AND a.user_id > o.done_through LIMIT ${threshold + 1}) z) AS n
    FROM event_outbox o WHERE o.id = ANY(${ids.map(String)}::int8[]) ORDER BY o.id FOR UPDATE OF o`.execute(trx);
  return rows;
}

async function claimOldest(trx: Transaction<DB>, limit: number): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    SELECT o.id, o.resource_type, o.action, o.resource, NULL AS n
    FROM event_outbox o ORDER BY o.id LIMIT ${limit} FOR UPDATE SKIP LOCKED`.execute(trx);
  return rows;
}

type Expanded = { batch: number; to: { outbox_id: string; user_id: string; seq: string }[] };

/**
 * The next `perRow` users of each row (after done_through, in user id order), their counters bumped in ONE
 * upsert ordered by user_id (row locks always taken in that order), their events inserted in ONE statement;
 * a user's events of several rows get consecutive seqs in outbox order.
 */
async function expand(trx: Transaction<DB>, ids: string[], perRow: number): Promise<Expanded> {
  const { rows } = await sql<{ batch: string; outbox_id: string; user_id: string; seq: string }>`
    WITH b AS (SELECT nextval('event_batches') AS batch),
    o AS (SELECT * FROM event_outbox WHERE id = ANY(${ids}::int8[])),
    t AS (
      SELECT o.id AS outbox_id, a.user_id FROM o CROSS JOIN LATERAL (
        SELECT DISTINCT x.user_id FROM (${audienceSql}) x JOIN users u ON u.id = x.user_id
        WHERE x.user_id > o.done_through ORDER BY x.user_id LIMIT ${perRow}
      ) a
    ),
    k AS (SELECT user_id, count(*) AS k FROM t GROUP BY user_id),
    bumped AS (
      INSERT INTO event_seqs (user_id, last_seq) SELECT user_id, k FROM k ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET last_seq = event_seqs.last_seq + EXCLUDED.last_seq
      RETURNING user_id, last_seq
    ),
    n AS (
      SELECT t.outbox_id, t.user_id, bumped.last_seq - k.k + row_number() OVER (PARTITION BY t.user_id ORDER BY t.outbox_id) AS seq
      FROM t JOIN k USING (user_id) JOIN bumped USING (user_id)
    ),
    ins AS (
      INSERT INTO events (user_id, seq, resource_type, action, resource, created_at, batch)
      SELECT n.user_id, n.seq, o.resource_type, o.action, o.resource, o.created_at, b.batch FROM n JOIN o ON o.id = n.outbox_id, b
      RETURNING 1
    )
    SELECT b.batch, n.outbox_id, n.user_id, n.seq FROM n, b
    UNION ALL SELECT b.batch, NULL, NULL, NULL FROM b
    ORDER BY 2 NULLS FIRST`.execute(trx);
  return { batch: Number(rows[0].batch), to: rows.slice(1) };
}

/** Rows with fewer than perRow users expanded are done (deleted); the others remember their last user id. */
async function retire(trx: Transaction<DB>, ids: string[], batch: Expanded, perRow: number): Promise<void> {
  const count = new Map<string, number>();
  for (const t of batch.to) count.set(t.outbox_id, (count.get(t.outbox_id) ?? 0) + 1);
  const done = ids.filter((id) => (count.get(id) ?? 0) < perRow);
  const going = ids.filter((id) => (count.get(id) ?? 0) >= perRow);
  const pairs = batch.to.filter((t) => going.includes(t.outbox_id));
  await sql`
    WITH d AS (DELETE FROM event_outbox WHERE id = ANY(${done}::int8[]))
    UPDATE event_outbox o SET done_through = g.last
    FROM (SELECT id, max(u) AS last FROM unnest(${pairs.map((p) => p.outbox_id)}::int8[], ${pairs.map((p) => p.user_id)}::text[]) AS p(id, u) GROUP BY id) g
    WHERE o.id = g.id`.execute(trx);
}

/** Drops what the policy no longer keeps from the logs just written, set-based, and records the highest seq dropped. */
async function trim(trx: Transaction<DB>, to: Expanded['to'], now: number, policy: EventLogPolicy): Promise<void> {
  const top = new Map<string, number>();
  for (const t of to) top.set(t.user_id, Math.max(top.get(t.user_id) ?? 0, Number(t.seq)));
  if (top.size === 0) return;
  await sql`
    WITH t AS (SELECT * FROM unnest(${[...top.keys()]}::text[], ${[...top.values()]}::int8[]) AS t(user_id, seq)),
    d AS (
      DELETE FROM events e USING t
      WHERE e.user_id = t.user_id AND (e.seq <= t.seq - ${policy.keep} OR e.created_at < ${now - policy.maxAgeMs})
      RETURNING e.user_id, e.seq
    )
    UPDATE event_seqs s SET pruned_through = GREATEST(s.pruned_through, m.top)
    FROM (SELECT user_id, max(seq) AS top FROM d GROUP BY user_id) m WHERE s.user_id = m.user_id`.execute(trx);
}
