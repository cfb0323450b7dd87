// Routes of the admin portal (merged into the one table in ../../app/routes.ts). Only sections that work are here.
import type { AppRoute } from '../../app/route-types';
import { AdminHomePage } from './AdminHomePage';
import { contentAdminRoutes } from './content/routes';
import { CompaniesPage, CompanyGroupPage, CompanyGroupsPage, CompanyPage, ProductPage, ProductsPage } from './ContentPages';
import { ExceptionsPage } from './ExceptionsPage';
import { FeedbacksAdminPage } from './FeedbacksAdminPage';
import { HealthCheckPage } from './HealthCheckPage';
import { NewsAdminPage } from './NewsAdminPage';
import { ReportedContentsPage } from './ReportedContentsPage';
import { ResourceLimitsPage } from './ResourceLimitsPage';
import { adminStatsRoutes } from './stats/routes';
import { adminSyncsRoutes } from './syncs/routes';
import { emailAdminRoutes } from './email/routes';
import { adminMoneyRoutes } from './money/routes';
import { UserPage } from './UserPage';
import { UsersPage } from './UsersPage';

export const adminRoutes = [
  { path: '/mtz-admin', component: AdminHomePage, area: 'admin' },
  { path: '/mtz-admin/users', component: UsersPage, area: 'admin' },
  { path: '/mtz-admin/users/:id', component: UserPage, area: 'admin' },
  { path: '/mtz-admin/companies', component: CompaniesPage, area: 'admin' },
  { path: '/mtz-admin/companies/:id', component: CompanyPage, area: 'admin' },
  { path: '/mtz-admin/products', component: ProductsPage, area: 'admin' },
  { path: '/mtz-admin/products/:id', component: ProductPage, area: 'admin' },
  { path: '/mtz-admin/company-groups', component: CompanyGroupsPage, area: 'admin' },
  { path: '/mtz-admin/company-groups/:id', component: CompanyGroupPage, area: 'admin' },
  { path: '/mtz-admin/reported-contents', component: ReportedContentsPage, area: 'admin' },
  { path: '/mtz-admin/exceptions', component: ExceptionsPage, area: 'admin' },
  { path: '/mtz-admin/feedbacks', component: FeedbacksAdminPage, area: 'admin' },
  { path: '/mtz-admin/health-check', component: HealthCheckPage, area: 'admin' },
  { path: '/mtz-admin/resource-limits', component: ResourceLimitsPage, area: 'admin' },
  { path: '/mtz-admin/news', component: NewsAdminPage, area: 'admin' },
  ...contentAdminRoutes,
  ...adminStatsRoutes,
  ...adminSyncsRoutes,
  ...emailAdminRoutes,
  ...adminMoneyRoutes,
] as const satisfies readonly AppRoute[];
