// The metric module (see ../modules/module.ts): view statistics of companies, products and RFQs for their owners,
// read from the one recording of organic events (./record.ts, posted through the advertising module's route), and
// each member's choice to be shown to the pages they view; demo views in ./seed.ts.
import type { ServerModule } from '../modules/module';
import { METRICS_MIGRATIONS } from './migrations';
import { viewReportRoutes } from './reports';
import { seedMetrics } from './seed';
import { settingsRoutes } from './settings';

export const metricsModule: ServerModule = {
  name: 'metrics',
  migrations: METRICS_MIGRATIONS,
  routes: (ctx) => [...viewReportRoutes(ctx), ...settingsRoutes(ctx)],
  seed: seedMetrics,
};
