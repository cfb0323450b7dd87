// Every feature module, in dependency order: a module's migrations may reference tables of those before it.
import { adminModule } from '../admin/module';
import { accountModule } from '../identity/removal-module';
import { adsModule } from '../ads/module';
import { billingModule } from '../billing/module';
import { chatModule } from '../chat/module';
import { companiesModule } from '../companies/module';
import { contentModule } from '../content/module';
import { crmModule } from '../crm/module';
import { groupsModule } from '../groups/module';
import { mailTemplatesModule } from '../mailtemplates/module';
import { metricsModule } from '../metrics/module';
import { networkModule } from '../network/module';
import { newsModule } from '../news/module';
import { productsModule } from '../products/module';
import { searchModule } from '../search/module';
import { securityModule } from '../security/module';
import { socialModule } from '../social/module';
import { sponsorsModule } from '../sponsors/module';
import { tagAlertsModule } from '../tagalerts/module';
import { ticketsModule } from '../tickets/module';
import { timelineModule } from '../timeline/module';
import { jobsModule } from '../shared/jobs/module';
import { MIGRATIONS, type Migration } from '../db/migrations';
import type { ServerModule } from './module';

export const MODULES: ServerModule[] = [
  companiesModule, productsModule, networkModule, searchModule, chatModule, groupsModule, billingModule, sponsorsModule, securityModule, crmModule, adminModule, ticketsModule, adsModule, newsModule, contentModule, accountModule, tagAlertsModule, metricsModule, timelineModule, socialModule, mailTemplatesModule,
  jobsModule, // last: starts the job queue with the periodic jobs every module above registered
];

/** Core migrations first, then each module's, in module order. */
export const allMigrations = (): Migration[] => [...MIGRATIONS, ...MODULES.flatMap((m) => m.migrations)];
