// The advertising module (see ../modules/module.ts): ad templates, campaigns with their wallet reservation, serving
// into the search and directory placements, counted clicks, and the group sponsorship and organic listing figures.
// The cron ends campaigns whose schedule is over (their rest returns to the wallet).
import { trackCron } from '../admin/cron-runs';
import type { ServerModule } from '../modules/module';
import { registerJob } from '../shared/jobs/queue';
import { campaignRoutes, endOverdue } from './campaigns';
import { ADS_MIGRATIONS } from './migrations';
import { reportRoutes } from './reports';
import { servingRoutes } from './serving';
import { templateRoutes } from './templates';

export const ADS_CRON_MS = 60_000;

export const adsModule: ServerModule = {
  name: 'ads',
  migrations: ADS_MIGRATIONS,
  routes: (ctx) => [...templateRoutes(ctx), ...campaignRoutes(ctx), ...servingRoutes(ctx), ...reportRoutes(ctx)],
  // a job-queue cron task (../shared/jobs): once per tick across processes, retried with back-off
  start(ctx) {
    registerJob(ctx.db, { name: 'ads', everyMs: ADS_CRON_MS, run: () => trackCron(ctx, 'ads', () => endOverdue(ctx)) });
    return () => {};
  },
};
