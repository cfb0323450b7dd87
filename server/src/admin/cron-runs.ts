// The last run of each cron job and its result (cron_runs), written by the jobs' timers and read by the health check.
import type { AppContext } from '../context';

/** The scheduled jobs and how often they run: the health check expects a run within 3 intervals. */
export const CRON_JOBS = { billing: 60_000, sponsors: 60_000, sitemap: 3_600_000, tagAlertDigest: 600_000, crmCampaigns: 30_000, syncMirrors: 60_000, ads: 60_000 } as const;
export type CronJob = keyof typeof CRON_JOBS;

/** Runs a job and records when it ran, how long it took and whether it failed (the error is rethrown). */
export async function trackCron<T>(ctx: AppContext, job: CronJob, run: () => Promise<T>): Promise<T> {
  const started = ctx.clock.now();
  const record = async (ok: boolean, message: string | null) => {
    const row = { job, started_at: started, finished_at: ctx.clock.now(), ok, message };
    await ctx.db.insertInto('cron_runs').values(row).onConflict((oc) => oc.column('job').doUpdateSet(row)).execute()
      .catch((err: unknown) => ctx.log(`could not record the ${job} cron run`, err));
  };
  try {
    const out = await run();
    await record(true, null);
    return out;
  } catch (err) {
    await record(false, (err instanceof Error ? err.message : String(err)).slice(0, 500));
    throw err;
  }
}
