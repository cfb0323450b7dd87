// The group sponsorship feature module (see ../modules/module.ts): sponsor plans and prices, subscriptions
// (subscribe, cancel, switch, downgrade, upgrade, recharge) with their renewal cron, sponsors, invites, clicks.
import { gateway } from '../billing/module';
import { trackCron } from '../admin/cron-runs';
import type { ServerModule } from '../modules/module';
import { registerJob } from '../shared/jobs/queue';
import { runSponsorJobs } from './changes';
import { SPONSORS_MIGRATIONS } from './migrations';
import { sponsorRoutes } from './routes';
import { seedSponsors } from './seed';

/** How often the renewal job looks for due sponsor subscriptions. */
export const SPONSOR_CRON_MS = 60_000;

export const sponsorsModule: ServerModule = {
  name: 'sponsors',
  migrations: SPONSORS_MIGRATIONS,
  routes: (ctx) => sponsorRoutes(ctx, gateway),
  seed: seedSponsors,
  // a job-queue cron task (../shared/jobs): once per tick across processes, retried with back-off
  start(ctx) {
    registerJob(ctx.db, { name: 'sponsors', everyMs: SPONSOR_CRON_MS, run: () => trackCron(ctx, 'sponsors', () => runSponsorJobs(ctx, gateway)) });
    return () => {};
  },
};
