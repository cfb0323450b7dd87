// The advertising module (see ../modules/module.ts): ad templates, campaigns with their wallet reservation, serving
// into the search and directory placements, counted clicks, and the group sponsorship and organic listing figures.
// The cron ends campaigns whose schedule is over (their rest returns to the wallet).
import type { ServerModule } from '../modules/module';
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
  start(ctx) {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = endOverdue(ctx).catch((err: unknown) => ctx.log('ads cron failed', err));
    }, ADS_CRON_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  },
};
