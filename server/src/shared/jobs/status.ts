// Each periodic job as the admin's health page shows it: last run (time, outcome), next run, failures.
import { z } from 'zod';
import type { AppContext } from '../../context';
import { registeredJobs } from './queue';
import { jobSummaries } from './runs';
import { nextTick } from './schedule';

export const jobStatusSchema = z.object({
  name: z.string(),
  /** crontab pattern, UTC */
  schedule: z.string(),
  lastRunAt: z.number().nullable(),
  lastOutcome: z.enum(['succeeded', 'failed']).nullable(),
  lastError: z.string().nullable(),
  /** the next tick, or a retry / kick already queued before it */
  nextRunAt: z.number(),
  /** failed runs (each attempt) in the last 24 hours */
  failures: z.number(),
});
export type JobStatus = z.output<typeof jobStatusSchema>;

export async function jobStatuses(ctx: AppContext, now: number): Promise<JobStatus[]> {
  const summaries = await jobSummaries(ctx.db, now);
  return registeredJobs(ctx.db).map(({ name, pattern }) => {
    const s = summaries.get(name);
    const tick = nextTick(pattern, Date.now());
    return {
      name,
      schedule: pattern,
      lastRunAt: s?.lastRun?.at ?? null,
      lastOutcome: s?.lastRun ? (s.lastRun.ok ? 'succeeded' : 'failed') : null,
      lastError: s?.lastError ?? null,
      nextRunAt: s?.queuedAt != null ? Math.min(tick, s.queuedAt) : tick,
      failures: s?.failures ?? 0,
    };
  });
}
