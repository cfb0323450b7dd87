// The job queue (server/src/shared/jobs) with three job runners on one real PostgreSQL database, as three server
// processes would run it: a periodic job runs once per tick across them, ticks missed while every runner was down are
// caught up, a failing job is retried with exponential back-off, and the mail outbox sends a mail once when two
// senders race (a claim left by a dead sender is taken again after the timeout). PostgreSQL only (DATABASE_URL).
import { smtpServer } from './smtp-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/src/alert/mailer';
import { systemClock } from '../../server/src/clock';
import type { AppContext } from '../../server/src/context';
import { openDatabase, type Database } from '../../server/src/db/database';
import { enqueueMail } from '../../server/src/db/outbox';
import { kickJob, MAX_ATTEMPTS, registerJob, startJobQueue } from '../../server/src/shared/jobs/queue';
import { jobStatuses } from '../../server/src/shared/jobs/status';
import { hasPostgres, pgDatabaseUrl } from './harness';

process.env.JOBS_CRON = 'on'; // the harness turns the ticks off for the other suites
if (!hasPostgres()) console.warn('tests/server/jobs.test.ts skipped (three job runners on one database, the mail race): no PostgreSQL (DATABASE_URL; TEST_POSTGRES=1 starts one)');

type Runner = { database: Database; ctx: AppContext; stop: (() => Promise<void>) | null };
const until = async (what: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await what()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
};


describe.skipIf(!hasPostgres())('the job queue on one PostgreSQL database', () => {
  let url: string;
  const runners: Runner[] = [];
  const counts = { flaky: 0 };
  async function runner(): Promise<Runner> {
    const database = await openDatabase({ databaseUrl: url });
    const ctx = { db: database.db, clock: systemClock, log: () => {} } as unknown as AppContext;
    registerJob(ctx.db, { name: 'test_minutely', everyMs: 60_000, run: async () => {} });
    registerJob(ctx.db, {
      name: 'test_flaky', everyMs: 24 * 3_600_000,
      run: async () => {
        if (++counts.flaky < 3) throw new Error(`flaky failure ${counts.flaky}`);
      },
    });
    const r: Runner = { database, ctx, stop: null };
    runners.push(r);
    return r;
  }
  const start = async (r: Runner) => {
    r.stop = await startJobQueue(r.ctx, r.database);
  };
  const stopAll = async () => {
    for (const r of runners) {
      await r.stop?.();
      r.stop = null;
    }
  };
  const runsOf = async (db: Runner['ctx']['db'], job: string) =>
    (await sql<{ tick: string | null; kind: string; attempt: number; started_at: string; ok: boolean; error: string | null; runner: string }>`
      SELECT tick, kind, attempt, started_at, ok, error, runner FROM job_runs WHERE job = ${job} ORDER BY n`.execute(db)).rows;

  beforeAll(async () => {
    url = await pgDatabaseUrl();
  });
  afterAll(async () => {
    await stopAll();
    for (const r of runners) await r.database.close();
  });

  it('three runners: ticks missed while all were down are caught up, and each tick runs once across them', async () => {
    const first = await runner();
    await start(first); // the crontab becomes known
    await stopAll();
    const db = first.ctx.db;
    await sql`DELETE FROM job_runs`.execute(db);
    // every runner was down for the last 5 minutes
    await sql`UPDATE graphile_worker._private_known_crontabs SET known_since = now() - interval '1 hour',
      last_execution = date_trunc('minute', now()) - interval '5 minutes' WHERE identifier = 'test_minutely'`.execute(db);
    const three = [first, await runner(), await runner()];
    await Promise.all(three.map(start));
    const startedAt = Date.now();
    expect(await until(async () => (await runsOf(db, 'test_minutely')).some((r) => r.kind === 'CATCH_UP'), 30_000)).toBe(true);
    // then the live ticks: wait for the next minute and the one after it has begun
    const nextMinute = Math.ceil(startedAt / 60_000) * 60_000;
    expect(await until(async () => (await runsOf(db, 'test_minutely')).some((r) => r.kind === 'TICK' && Number(r.tick) >= nextMinute), 100_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 3_000)); // a doubled run of that tick would have landed by now
    const runs = await runsOf(db, 'test_minutely');
    const perTick = new Map<number, number>();
    for (const r of runs) perTick.set(Number(r.tick), (perTick.get(Number(r.tick)) ?? 0) + 1);
    expect([...perTick.values()].every((n) => n === 1)).toBe(true);
    const catchUp = runs.filter((r) => r.kind === 'CATCH_UP').map((r) => Number(r.tick));
    expect(catchUp.length).toBeGreaterThanOrEqual(1);
    expect(catchUp.every((t) => t < nextMinute && t >= nextMinute - 7 * 60_000)).toBe(true);
    expect(runs.every((r) => r.ok)).toBe(true);
    console.log(`job queue: ${runs.length} runs of a minutely job over ${perTick.size} ticks on ${new Set(runs.map((r) => r.runner)).size} of 3 runners; catch-up ticks ${catchUp.map((t) => new Date(t).toISOString().slice(11, 16)).join(', ')}`);
  }, 180_000);

  it('a failing job is retried with exponential back-off; the health status shows its failures and last run', async () => {
    const [a] = runners;
    if (!a.stop) await Promise.all(runners.map(start));
    kickJob(a.ctx.db, 'test_flaky');
    expect(await until(async () => (await runsOf(a.ctx.db, 'test_flaky')).some((r) => r.ok), 60_000)).toBe(true);
    const runs = await runsOf(a.ctx.db, 'test_flaky');
    expect(runs.map((r) => [r.attempt, r.ok, r.error])).toEqual([[1, false, 'flaky failure 1'], [2, false, 'flaky failure 2'], [3, true, null]]);
    const gaps = runs.slice(1).map((r, i) => Number(r.started_at) - Number(runs[i].started_at));
    // graphile-worker waits exp(attempt) seconds: e^1 = 2.7 s, then e^2 = 7.4 s
    expect(gaps[0]).toBeGreaterThanOrEqual(2_000);
    expect(gaps[1]).toBeGreaterThanOrEqual(6_500);
    expect(gaps[1]).toBeGreaterThan(gaps[0]);
    const status = (await jobStatuses(a.ctx, Date.now())).find((j) => j.name === 'test_flaky');
    expect(status).toMatchObject({ lastOutcome: 'succeeded', failures: 2, lastError: 'flaky failure 2', schedule: '0 0 * * *' });
    expect(status!.nextRunAt).toBeGreaterThan(Date.now());
    expect(MAX_ATTEMPTS).toBe(5);
  }, 90_000);

  it('two mail senders racing over one outbox send each mail once; a stale claim is taken again, a live one is not', async () => {
    const received: string[] = [];
    const smtp = await smtpServer(received);
    const [a, b] = runners;
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    const [ma, mb] = [createMailer(a.ctx.db, systemClock, { smtpUrl, log: () => {} }), createMailer(b.ctx.db, systemClock, { smtpUrl, log: () => {} })];
    try {
      const tag = `race${Date.now()}`;
      const now = Date.now();
      await a.ctx.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 40; i++) await enqueueMail(trx, { to: `${tag}-${i}@mtz.test`, subject: `Race ${i}`, text: 'Once' }, now);
      });
      const [sa, sb] = await Promise.all([ma.sendPending(), mb.sendPending()]);
      const ours = received.filter((m) => m.includes(tag));
      expect(sa + sb).toBe(40);
      expect(ours).toHaveLength(40);
      for (let i = 0; i < 40; i++) expect(ours.filter((m) => m.includes(`${tag}-${i}@`))).toHaveLength(1);

      const stale = `${tag}-stale@mtz.test`;
      const live = `${tag}-live@mtz.test`;
      await a.ctx.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to: stale, subject: 'Stale claim', text: 'Claimed by a dead sender' }, now);
        await enqueueMail(trx, { to: live, subject: 'Live claim', text: 'Being sent by another sender' }, now);
      });
      await sql`UPDATE mails SET claimed_at = ${Date.now() - 6 * 60_000}, attempts = 1 WHERE "to" = ${stale}`.execute(a.ctx.db);
      await sql`UPDATE mails SET claimed_at = ${Date.now()}, attempts = 1 WHERE "to" = ${live}`.execute(a.ctx.db);
      expect(await ma.sendPending()).toBe(1);
      expect(received.filter((m) => m.includes(stale))).toHaveLength(1);
      expect(received.filter((m) => m.includes(live))).toHaveLength(0);
      const rows = (await sql<{ to: string; sent_at: string | null; attempts: number }>`SELECT "to", sent_at, attempts FROM mails WHERE "to" IN (${stale}, ${live}) ORDER BY "to"`.execute(a.ctx.db)).rows;
      expect(rows.map((r) => [r.to, r.sent_at !== null, r.attempts])).toEqual([[live, false, 1], [stale, true, 2]]);
    } finally {
      await ma.close();
      await mb.close();
      smtp.server.close();
    }
  }, 60_000);
});
