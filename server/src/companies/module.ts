// The companies module (see ../modules/module.ts): company profiles, media, members and invites, posts, public user
// profiles, reports and geo look-ups; its migrations come first of the company-service modules and its seed builds
// the demo world the products and network modules show.
import type { ServerModule } from '../modules/module';
import { companyProfileRoutes } from './companies';
import { geoRoutes } from './geo';
import { companyMediaRoutes } from './media';
import { companyMemberRoutes } from './members';
import { COMPANIES_MIGRATIONS } from './migrations';
import { companyPostRoutes } from './posts';
import { userProfileRoutes } from './profiles';
import { reportRoutes } from './reports';
import { seedCompanies } from './seed';

export const companiesModule: ServerModule = {
  name: 'companies',
  migrations: COMPANIES_MIGRATIONS,
  routes: (ctx) => [
    ...companyProfileRoutes(ctx), ...companyMediaRoutes(ctx), ...companyMemberRoutes(ctx), ...companyPostRoutes(ctx),
    ...userProfileRoutes(ctx), ...reportRoutes(ctx), ...geoRoutes(),
  ],
  seed: seedCompanies,
};
