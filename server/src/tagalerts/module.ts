// The tag alerts module (/me/tag-alerts): members watch keywords and categories; companies, products, RFQs and group
// events that match when published reach them as notifications (./publish.ts) and, if they want it, in one e-mail
// digest a day (./digest.ts, run by this module's cron).
import { trackCron } from '../admin/cron-runs';
import type { ServerModule } from '../modules/module';
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
  start(ctx) {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = trackCron(ctx, 'tagAlertDigest', () => runTagAlertDigests(ctx)).catch((err: unknown) => ctx.log('tag alert digest failed', err));
    }, TAG_ALERT_DIGEST_CRON_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
      await tagAlertsSettled(ctx);
    };
  },
};
