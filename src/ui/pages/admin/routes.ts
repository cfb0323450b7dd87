// Routes of the admin portal (merged into the one table in ../../app/routes.ts). Only sections that work are here.
import type { AppRoute } from '../../app/route-types';
import { contentAdminRoutes } from './content/routes';
import { adminStatsRoutes } from './stats/routes';
import { adminSyncsRoutes } from './syncs/routes';
import { emailAdminRoutes } from './email/routes';
import { adminMoneyRoutes } from './money/routes';
import { lazyPage } from '../../app/lazy-page';

const AdminHomePage = lazyPage(() => import('./AdminHomePage'), 'AdminHomePage');
const CompaniesPage = lazyPage(() => import('./ContentPages'), 'CompaniesPage');
const CompanyGroupPage = lazyPage(() => import('./ContentPages'), 'CompanyGroupPage');
const CompanyGroupsPage = lazyPage(() => import('./ContentPages'), 'CompanyGroupsPage');
const CompanyPage = lazyPage(() => import('./ContentPages'), 'CompanyPage');
const ProductPage = lazyPage(() => import('./ContentPages'), 'ProductPage');
const ProductsPage = lazyPage(() => import('./ContentPages'), 'ProductsPage');
const ExceptionsPage = lazyPage(() => import('./ExceptionsPage'), 'ExceptionsPage');
const FeedbacksAdminPage = lazyPage(() => import('./FeedbacksAdminPage'), 'FeedbacksAdminPage');
const HealthCheckPage = lazyPage(() => import('./HealthCheckPage'), 'HealthCheckPage');
const NewsAdminPage = lazyPage(() => import('./NewsAdminPage'), 'NewsAdminPage');
const ReportedContentsPage = lazyPage(() => import('./ReportedContentsPage'), 'ReportedContentsPage');
const ResourceLimitsPage = lazyPage(() => import('./ResourceLimitsPage'), 'ResourceLimitsPage');
const UserPage = lazyPage(() => import('./UserPage'), 'UserPage');
const UsersPage = lazyPage(() => import('./UsersPage'), 'UsersPage');

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
