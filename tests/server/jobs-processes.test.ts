// Three real server processes (tsx server/src/main.ts) on one PostgreSQL database, as behind a load balancer: every
// periodic job of the app runs once per tick across them (each minute job's next tick has exactly one run).
// PostgreSQL only (DATABASE_URL).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPostgres, pgDatabaseUrl } from './harness';
import { serverProcess, stopAll, type ServerProcess } from './two-process/processes';

if (!hasPostgres()) console.warn('tests/server/jobs-processes.test.ts skipped (each periodic job once per tick with three server processes): no PostgreSQL (DATABASE_URL; TEST_POSTGRES=1 starts one)');

const MINUTE_JOBS = ['billing', 'sponsors', 'ads', 'syncMirrors', 'crmCampaigns'];

describe.skipIf(!hasPostgres())('the periodic jobs with three server processes on one PostgreSQL', () => {
  let procs: ServerProcess[] = [];
  let sql: pg.Pool;
  beforeAll(async () => {
    const url = await pgDatabaseUrl();
    sql = new pg.Pool({ connectionString: url, max: 2 });
    procs = await Promise.all([0, 1, 2].map(() => serverProcess(url, { JOBS_CRON: 'on' })));
  }, 180_000);
  afterAll(async () => {
    await stopAll(procs);
    await sql?.end();
  });

  it('each minute job runs once per tick, whichever process takes it', async () => {
    const first = Math.ceil(Date.now() / 60_000) * 60_000; // the next tick all three processes are up for
    const deadline = first + 90_000;
    const runsOf = async () => (await sql.query<{ job: string; tick: string; kind: string; runner: string }>(
      'SELECT job, tick, kind, runner FROM job_runs WHERE tick >= $1 AND kind = $2', [first, 'TICK'])).rows;
    while (Date.now() < deadline) {
      const done = new Set((await runsOf()).filter((r) => Number(r.tick) === first).map((r) => r.job));
      if (MINUTE_JOBS.every((j) => done.has(j))) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    await new Promise((r) => setTimeout(r, 5_000)); // a second run of that tick would have landed by now
    const runs = (await runsOf()).filter((r) => Number(r.tick) === first);
    for (const job of MINUTE_JOBS) expect(runs.filter((r) => r.job === job), job).toHaveLength(1);
    const pids = new Set(runs.map((r) => r.runner.split(':')[1]));
    expect([...pids].every((pid) => procs.some((p) => String(p.pid) === pid))).toBe(true);
    console.log(`tick ${new Date(first).toISOString().slice(11, 16)}: ${runs.length} runs of ${MINUTE_JOBS.length} minute jobs, taken by ${pids.size} of 3 processes`);
  }, 200_000);
});
