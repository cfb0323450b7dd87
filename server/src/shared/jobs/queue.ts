// The job queue (graphile-worker, on the app's own PostgreSQL or PGlite): every periodic job is a crontab item, so
// it runs ONCE per tick across all processes; a failed run is retried with exponential back-off (graphile-worker's
// exp(attempt) seconds: 3 s, 7 s, 20 s, 55 s) up to MAX_ATTEMPTS; ticks missed while every process was down are
// caught up on start (backfill, see ./schedule.ts); a kick (e.g. the mailer after a commit) is an enqueued job under
// the job's key, so kicks and pending ticks coalesce into one run. Modules register their jobs in start(); the
// jobs module (./module.ts), started last, runs them all.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Logger, parseCronItems, run, type JobHelpers, type Runner, type Task } from 'graphile-worker';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { pglitePoolForWorker } from './pglite-pool';
import { recordRun } from './runs';
import { backfillFor, cronFor } from './schedule';

export const MAX_ATTEMPTS = 5;

export type PeriodicJob = {
  /** the task's and the crontab item's identifier, e.g. 'billing' */
  name: string;
  /** how often (ms), rounded up to a crontab pattern by cronFor */
  everyMs: number;
  run(): Promise<unknown>;
  /** also run once when a process starts (coalesced across processes) */
  onStart?: boolean;
};

type Registered = { jobs: Map<string, PeriodicJob & { pattern: string }>; runner: Runner | null; kicks: Set<string> };
const registries = new WeakMap<Kysely<DB>, Registered>();
const registry = (db: Kysely<DB>) => registries.get(db) ?? registries.set(db, { jobs: new Map(), runner: null, kicks: new Set() }).get(db)!;

/** Adds a periodic job to the queue of this database (call before the jobs module starts). */
export function registerJob(db: Kysely<DB>, job: PeriodicJob): void {
  registry(db).jobs.set(job.name, { ...job, pattern: cronFor(job.everyMs) });
}

/** The registered jobs with their crontab patterns (the health check lists them). */
export function registeredJobs(db: Kysely<DB>): { name: string; pattern: string }[] {
  return [...(registries.get(db)?.jobs.values() ?? [])].map((j) => ({ name: j.name, pattern: j.pattern }));
}

const keyOf = (name: string) => `job:${name}`;

/** Runs the job soon on some process: enqueued under its key (coalesces with other kicks and a pending tick). */
export function kickJob(db: Kysely<DB>, name: string): void {
  const r = registries.get(db);
  if (!r?.jobs.has(name)) return;
  if (!r.runner) {
    r.kicks.add(name);
    return;
  }
  r.runner.addJob(name, { kick: true }, { jobKey: keyOf(name), jobKeyMode: 'replace', maxAttempts: MAX_ATTEMPTS }).catch(() => undefined);
}

type CronPayload = { _cron?: { ts: string; backfilled?: boolean } };

/** Starts the runner for every job registered on ctx.db; answers its stopper (waits for the runs in progress). */
export async function startJobQueue(ctx: AppContext, database: Database): Promise<() => Promise<void>> {
  const r = registry(ctx.db);
  const runnerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const taskList: Record<string, Task> = {};
  const inFlight = new Set<Promise<unknown>>();
  for (const job of r.jobs.values()) {
    taskList[job.name] = (payload, helpers) => {
      const p = runTask(job, payload, helpers);
      inFlight.add(p);
      void p.catch(() => undefined).finally(() => inFlight.delete(p));
      return p;
    };
  }
  async function runTask(job: PeriodicJob, payload: unknown, helpers: JobHelpers): Promise<void> {
    const cron = (payload as CronPayload | null)?._cron;
    const startedAt = ctx.clock.now();
    const base = { job: job.name, tick: cron ? Date.parse(cron.ts) : null, kind: cron ? (cron.backfilled ? 'CATCH_UP' : 'TICK') : 'KICK', attempt: helpers.job.attempts, runner: runnerId, startedAt } as const;
    try {
      await job.run();
      await recordRun(ctx.db, { ...base, finishedAt: ctx.clock.now(), ok: true, error: null });
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await recordRun(ctx.db, { ...base, finishedAt: ctx.clock.now(), ok: false, error }).catch(() => undefined);
      ctx.log(`job ${job.name} failed (attempt ${helpers.job.attempts} of ${helpers.job.max_attempts})`, err);
      throw err;
    }
  }
  if (r.jobs.size === 0) return async () => {};
  // JOBS_CRON=off: no ticks and no catch-up, kicks only (the server test suites, which run each job themselves on a manual clock)
  const cron = process.env.JOBS_CRON === 'off' ? [] : [...r.jobs.values()];
  const parsedCronItems = parseCronItems(cron.map((job) => ({
    task: job.name,
    identifier: job.name,
    match: job.pattern,
    options: { backfillPeriod: backfillFor(job.pattern), maxAttempts: MAX_ATTEMPTS, jobKey: keyOf(job.name), jobKeyMode: 'preserve_run_at' as const },
  })));
  const pgPool = database.kind === 'pglite' && database.pglite ? pglitePoolForWorker(database.pool, database.pglite) : database.pool;
  const logger = new Logger(() => (level, message) => {
    if (level === 'error') ctx.log(`job queue: ${message}`);
  });
  const runner = await run({
    pgPool,
    taskList,
    parsedCronItems,
    concurrency: 2,
    noHandleSignals: true,
    pollInterval: Number(process.env.JOBS_POLL_MS) || 2_000,
    logger,
  });
  r.runner = runner;
  for (const job of r.jobs.values()) if (job.onStart) r.kicks.add(job.name);
  for (const name of r.kicks) kickJob(ctx.db, name);
  r.kicks.clear();
  return async () => {
    r.runner = null;
    await runner.stop();
    await Promise.allSettled([...inFlight]);
  };
}
