// Who holds a socket, across processes, in PostgreSQL (the embedded default and several server processes alike):
// each process has a heartbeat row in presence_processes and one row per user it holds sockets of in
// presence_sockets. A user is online while a live process (heartbeat newer than the stale time) holds a socket of
// theirs. Each function is one statement: counts are written in batches, and the heartbeat and the reaping of
// dead processes share one round trip.
import { sql, type Kysely } from 'kysely';
import type { Migration } from '../db/migrations';
import type { DB } from '../db/schema';

export const PRESENCE_SOCKETS_MIGRATION: Migration = {
  id: 'chat_0003_presence_sockets',
  sql: `
    CREATE TABLE presence_processes (
      id text PRIMARY KEY,
      started_at timestamptz NOT NULL DEFAULT now(),
      heartbeat_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE presence_sockets (
      process_id text NOT NULL,
      user_id text NOT NULL,
      sockets int NOT NULL CHECK (sockets > 0),
      PRIMARY KEY (process_id, user_id)
    );
    CREATE INDEX presence_sockets_user ON presence_sockets (user_id);
  `,
};

type Db = Kysely<DB>;

/** Adds this process (or brings its heartbeat up to date). */
export async function registerProcess(db: Db, processId: string): Promise<void> {
  await sql`INSERT INTO presence_processes (id) VALUES (${processId}) ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`.execute(db);
}

/** Writes this process's socket counts: users with a count > 0 upserted, the others' rows removed. */
export async function writeCounts(db: Db, processId: string, counts: Map<string, number>, gone: string[]): Promise<void> {
  await sql`
    WITH gone AS (DELETE FROM presence_sockets WHERE process_id = ${processId} AND user_id = ANY(${gone}::text[]))
    INSERT INTO presence_sockets (process_id, user_id, sockets)
    SELECT ${processId}, u, n FROM unnest(${[...counts.keys()]}::text[], ${[...counts.values()]}::int[]) AS t(u, n)
    ON CONFLICT (process_id, user_id) DO UPDATE SET sockets = EXCLUDED.sockets
  `.execute(db);
}

/**
 * One heartbeat: this process's row is brought up to date, and every process whose heartbeat is older than
 * staleMs is removed with its socket rows. Returns whether this process's row was still there (a process paused
 * past the stale time was reaped by another: it registers again) and the users the dead processes held sockets of.
 */
export async function heartbeat(db: Db, processId: string, staleMs: number): Promise<{ alive: boolean; orphaned: string[] }> {
  const { rows } = await sql<{ alive: number; users: string[] }>`
    WITH beat AS (UPDATE presence_processes SET heartbeat_at = now() WHERE id = ${processId} RETURNING id),
    dead AS (DELETE FROM presence_processes WHERE id <> ${processId} AND heartbeat_at < now() - ${staleMs} * interval '1 millisecond' RETURNING id),
    gone AS (DELETE FROM presence_sockets WHERE process_id IN (SELECT id FROM dead) RETURNING user_id)
    SELECT (SELECT count(*) FROM beat)::int AS alive, array(SELECT DISTINCT user_id FROM gone) AS users
  `.execute(db);
  return { alive: rows[0].alive > 0, orphaned: rows[0].users };
}

/** Whether a live process other than this one holds a socket of the user. */
export async function heldElsewhere(db: Db, processId: string, userId: string, staleMs: number): Promise<boolean> {
  const { rows } = await sql`
    SELECT 1 FROM presence_sockets s JOIN presence_processes p ON p.id = s.process_id
    WHERE s.user_id = ${userId} AND s.process_id <> ${processId} AND p.heartbeat_at >= now() - ${staleMs} * interval '1 millisecond'
    LIMIT 1
  `.execute(db);
  return rows.length > 0;
}
