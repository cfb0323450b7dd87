// The tag alerts module (/me/tag-alerts): members watch keywords and categories; companies, products, RFQs and group
// events that match when published reach them as notifications (./publish.ts) and, if they want it, in one e-mail
// digest a day (./digest.ts, run by this module's cron).
import { trackCron } from '../admin/cron-runs';
import type { ServerModule } from '../modules/module';
import { registerJob } from '../shared/jobs/queue';
import { runTagAlertDigests, TAG_ALERT_DIGEST_CRON_MS } from './digest';
import { TAG_ALERTS_MIGRATIONS } from './migrations';
import { tagAlertsSettled } from './publish';
import { tagAlertRoutes } from './routes';
import { seedTagAlerts } from './seed';

export const tagAlertsModule: ServerModule = {
  name: 'tagalerts',
  migrations: TAG_ALERTS_MIGRATIONS,
  routes: (ctx) => tagAlertRoutes(ctx),
  seed: seedTagAlerts,
  // the digest: a job-queue cron task (../shared/jobs), once per tick across processes, retried with back-off
  start(ctx) {
    registerJob(ctx.db, { name: 'tagAlertDigest', everyMs: TAG_ALERT_DIGEST_CRON_MS, run: () => trackCron(ctx, 'tagAlertDigest', () => runTagAlertDigests(ctx)) });
    return () => tagAlertsSettled(ctx);
  },
};
