// The health check (/mtz-admin/health-check): each component measured when asked, red or green against the
// thresholds documented in docs/architecture.md. A load balancer polls the public route, which says only ok or
// not ok (the database decides whether this process can serve); the admin route gives the details.
import { readdir, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { jobStatusSchema, jobStatuses } from '../shared/jobs/status';
import { CRON_JOBS, type CronJob } from './cron-runs';
import { processMonitor } from './monitor';
import { ADMIN_BASE } from './shared';

export const HEALTH_THRESHOLDS = {
  dbLatencyMs: 250,
  eventLogRows: 1_000_000,
  pushLagMs: 5_000,
  openSockets: 5_000,
  mailWaiting: 100,
  mailFailed: 0,
  /** a cron job must have run within this many of its intervals */
  cronIntervals: 3,
  uploadsBytes: 5 * 1024 ** 3,
  diskFreeBytes: 1024 ** 3,
} as const;

const checkSchema = z.object({ name: z.string(), ok: z.boolean(), value: z.string(), threshold: z.string() });
export type HealthCheck = z.output<typeof checkSchema>;
/** jobs: each periodic job of the job queue (../shared/jobs): last run, next run, failures; empty when the database is unreachable */
export const healthSchema = z.object({ ok: z.boolean(), checkedAt: z.number(), checks: z.array(checkSchema), jobs: z.array(jobStatusSchema) });

const T = HEALTH_THRESHOLDS;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const ago = (ms: number) => `${Math.round(ms / 1000)} s ago`;

async function database(ctx: AppContext): Promise<HealthCheck> {
  const started = performance.now();
  try {
    await sql`SELECT 1`.execute(ctx.db);
    const ms = Math.round(performance.now() - started);
    return { name: 'Database', ok: ms <= T.dbLatencyMs, value: `reachable, ${ms} ms`, threshold: `reachable, at most ${T.dbLatencyMs} ms` };
  } catch (err) {
    return { name: 'Database', ok: false, value: `unreachable: ${err instanceof Error ? err.message : String(err)}`.slice(0, 200), threshold: `reachable, at most ${T.dbLatencyMs} ms` };
  }
}

async function eventLog(ctx: AppContext, now: number): Promise<HealthCheck[]> {
  const { n } = await ctx.db.selectFrom('events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const monitor = processMonitor();
  const recent = monitor
    ? await ctx.db.selectFrom('events').select(['user_id', 'seq', 'created_at']).where('created_at', '>=', monitor.startedAt).orderBy('created_at', 'desc').limit(500).execute()
    : [];
  const unpushed = recent.find((e) => Number(e.seq) > (monitor?.pushedThrough(e.user_id) ?? 0));
  const lag = unpushed ? Math.max(0, now - Number(unpushed.created_at)) : 0;
  return [
    { name: 'Event log size', ok: Number(n) <= T.eventLogRows, value: `${Number(n)} events`, threshold: `at most ${T.eventLogRows} events` },
    { name: 'Newest event not yet pushed', ok: lag <= T.pushLagMs, value: unpushed ? `waiting ${lag} ms` : 'none waiting', threshold: `pushed within ${T.pushLagMs} ms` },
  ];
}

function sockets(): HealthCheck {
  const s = processMonitor()?.sockets() ?? { open: 0, users: 0 };
  return { name: 'Open sockets', ok: s.open <= T.openSockets, value: `${s.open} sockets of ${s.users} users`, threshold: `at most ${T.openSockets} per process` };
}

async function outbox(ctx: AppContext): Promise<HealthCheck[]> {
  const r = await sql<{ waiting: string; failed: string }>`SELECT
    count(*) FILTER (WHERE sent_at IS NULL AND last_error IS NULL) AS waiting,
    count(*) FILTER (WHERE sent_at IS NULL AND last_error IS NOT NULL) AS failed FROM mails`.execute(ctx.db);
  const [waiting, failed] = [Number(r.rows[0].waiting), Number(r.rows[0].failed)];
  return [
    { name: 'Mail outbox waiting', ok: waiting <= T.mailWaiting, value: `${waiting} mails`, threshold: `at most ${T.mailWaiting}` },
    { name: 'Mail outbox failed', ok: failed <= T.mailFailed, value: `${failed} mails`, threshold: `at most ${T.mailFailed}` },
  ];
}

async function cron(ctx: AppContext, now: number): Promise<HealthCheck[]> {
  const runs = await ctx.db.selectFrom('cron_runs').selectAll().execute();
  const up = now - (processMonitor()?.startedAt ?? now);
  return (Object.entries(CRON_JOBS) as [CronJob, number][]).map(([job, every]) => {
    const due = every * T.cronIntervals;
    const run = runs.find((r) => r.job === job);
    const threshold = `succeeded within ${due / 1000} s`;
    if (!run) return { name: `Cron: ${job}`, ok: up <= due, value: 'not run yet', threshold };
    const age = now - Number(run.finished_at);
    const result = run.ok ? 'succeeded' : `failed: ${run.message ?? ''}`;
    return { name: `Cron: ${job}`, ok: run.ok && age <= due, value: `${result}, ${ago(age)}`, threshold };
  });
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    const p = join(dir, e.name);
    total += e.isDirectory() ? await folderBytes(p) : (await stat(p).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** Object storage has no disk to watch here: the bytes its listing adds up to (the first 10,000 objects at most). */
async function objectStorageUse(ctx: AppContext): Promise<HealthCheck> {
  let used = 0;
  let n = 0;
  try {
    for await (const o of ctx.storage.list()) {
      used += o.size;
      if (++n >= 10_000) break;
    }
  } catch (err) {
    return { name: 'Uploads disk use', ok: false, value: `object storage unreachable (${ctx.storage.where}): ${(err as Error).message}`, threshold: `at most ${mb(T.uploadsBytes)} used` };
  }
  return { name: 'Uploads disk use', ok: used <= T.uploadsBytes, value: `${n >= 10_000 ? 'at least ' : ''}${mb(used)} used in object storage (${ctx.storage.where})`, threshold: `at most ${mb(T.uploadsBytes)} used` };
}

async function uploads(ctx: AppContext): Promise<HealthCheck> {
  if (ctx.storage.kind !== 'local') return objectStorageUse(ctx);
  const used = await folderBytes(ctx.uploadsDir);
  const fs = await statfs(ctx.uploadsDir).catch(() => null);
  const free = fs ? fs.bavail * fs.bsize : null;
  const ok = used <= T.uploadsBytes && (free === null || free >= T.diskFreeBytes);
  return { name: 'Uploads disk use', ok, value: `${mb(used)} used${free === null ? '' : `, ${mb(free)} free`}`, threshold: `at most ${mb(T.uploadsBytes)} used, at least ${mb(T.diskFreeBytes)} free` };
}

export async function runHealthChecks(ctx: AppContext): Promise<z.output<typeof healthSchema>> {
  const now = ctx.clock.now();
  const db = await database(ctx);
  const rest = db.value.startsWith('reachable')
    ? [...(await eventLog(ctx, now)), sockets(), ...(await outbox(ctx)), ...(await cron(ctx, now)), await uploads(ctx)]
    : [sockets(), await uploads(ctx)];
  const checks = [db, ...rest];
  const jobs = db.value.startsWith('reachable') ? await jobStatuses(ctx, now) : [];
  return { ok: checks.every((c) => c.ok), checkedAt: now, checks, jobs };
}

export function healthRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: '/api/v1/cron/health', tag: 'admin', auth: 'none',
      summary: 'For load balancers: ok when this process can serve (its database answers in time), else 503 not ok',
      response: z.object({ status: z.enum(['ok', 'not ok']) }),
      handler: async () => {
        if ((await database(ctx)).ok) return { status: 'ok' as const };
        return new Response(JSON.stringify({ status: 'not ok' }), { status: 503, headers: { 'content-type': 'application/json' } });
      },
    }),
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/health-checks`, tag: 'admin', auth: 'admin',
      summary: 'Every component measured now, red or green against its threshold (site admin)',
      response: healthSchema,
      handler: () => runHealthChecks(ctx),
    }),
  ];
}
