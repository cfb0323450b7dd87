// The job queue's bookkeeping: one row per run (job_runs), written by whichever process ran it, read by the
// admin's health check (last run, next run, failures) and by the tests (one run per tick across processes).
import { sql, type Kysely } from 'kysely';
import type { Migration } from '../../db/migrations';
import type { DB } from '../../db/schema';

export const JOBS_MIGRATIONS: Migration[] = [
  {
    id: 'jobs_0001_runs',
    sql: `
      CREATE TABLE job_runs (
        n bigserial PRIMARY KEY,
        job text NOT NULL,
        -- the crontab tick this run is for (ms since the epoch); null for a kick (a one-off enqueued run)
        tick int8,
        kind text NOT NULL CHECK (kind IN ('TICK', 'CATCH_UP', 'KICK')),
        attempt int NOT NULL,
        runner text NOT NULL,
        started_at int8 NOT NULL,
        finished_at int8 NOT NULL,
        ok boolean NOT NULL,
        error text
      );
      CREATE INDEX job_runs_job ON job_runs (job, started_at DESC);
    `,
  },
  {
    // the mail outbox's claim: a sender marks the mails it is about to send; a claim older than the timeout is taken again
    id: 'jobs_0002_mail_claims',
    sql: `
      ALTER TABLE mails ADD COLUMN claimed_at int8;
      CREATE INDEX mails_unsent_n ON mails (n) WHERE sent_at IS NULL;
    `,
  },
];

/** Runs are kept this long. */
export const JOB_RUNS_KEPT_MS = 7 * 24 * 3_600_000;

export type JobRun = { job: string; tick: number | null; kind: 'TICK' | 'CATCH_UP' | 'KICK'; attempt: number; runner: string; startedAt: number; finishedAt: number; ok: boolean; error: string | null };

export async function recordRun(db: Kysely<DB>, r: JobRun): Promise<void> {
  await sql`INSERT INTO job_runs (job, tick, kind, attempt, runner, started_at, finished_at, ok, error)
    VALUES (${r.job}, ${r.tick}, ${r.kind}, ${r.attempt}, ${r.runner}, ${r.startedAt}, ${r.finishedAt}, ${r.ok}, ${r.error})`.execute(db);
  await sql`DELETE FROM job_runs WHERE job = ${r.job} AND started_at < ${r.startedAt - JOB_RUNS_KEPT_MS}`.execute(db);
}

export type JobSummary = {
  lastRun: { at: number; ok: boolean; error: string | null; kind: JobRun['kind'] } | null;
  /** failed runs (attempts) in the last 24 h, and the newest failure's error */
  failures: number;
  lastError: string | null;
  /** a retry or kick waiting in the queue (its run_at), if any */
  queuedAt: number | null;
};

/** Each job's last run, failures in the last day and a queued run, as the health check shows them. */
export async function jobSummaries(db: Kysely<DB>, now: number): Promise<Map<string, JobSummary>> {
  const last = await sql<{ job: string; started_at: number; ok: boolean; error: string | null; kind: JobRun['kind'] }>`
    SELECT DISTINCT ON (job) job, started_at, ok, error, kind FROM job_runs ORDER BY job, started_at DESC, n DESC`.execute(db);
  const failed = await sql<{ job: string; failures: string; last_error: string | null }>`
    SELECT job, count(*) AS failures, (array_agg(error ORDER BY started_at DESC, n DESC))[1] AS last_error
    FROM job_runs WHERE NOT ok AND started_at >= ${now - 24 * 3_600_000} GROUP BY job`.execute(db);
  const queued = await sql<{ task: string; run_at: Date }>`
    SELECT task_identifier AS task, min(run_at) AS run_at FROM graphile_worker.jobs WHERE locked_at IS NULL GROUP BY task_identifier`
    .execute(db).catch(() => ({ rows: [] as { task: string; run_at: Date }[] }));
  const out = new Map<string, JobSummary>();
  const get = (job: string) => out.get(job) ?? out.set(job, { lastRun: null, failures: 0, lastError: null, queuedAt: null }).get(job)!;
  for (const r of last.rows) get(r.job).lastRun = { at: Number(r.started_at), ok: r.ok, error: r.error, kind: r.kind };
  for (const r of failed.rows) Object.assign(get(r.job), { failures: Number(r.failures), lastError: r.last_error });
  for (const r of queued.rows) get(r.task).queuedAt = new Date(r.run_at).getTime();
  return out;
}
