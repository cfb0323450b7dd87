// Routes of the admin portal's Content sections (merged into ../routes.ts).
import type { AppRoute } from '../../../app/route-types';
import { lazyPage } from '../../../app/lazy-page';

const CompanyExtraQuestionsPage = lazyPage(() => import('./ExtraQuestionsPage'), 'CompanyExtraQuestionsPage');
const UserExtraQuestionsPage = lazyPage(() => import('./ExtraQuestionsPage'), 'UserExtraQuestionsPage');
const FaqsAdminPage = lazyPage(() => import('./FaqsAdminPage'), 'FaqsAdminPage');
const PermissionsPage = lazyPage(() => import('./PermissionsPage'), 'PermissionsPage');
const SitemapPage = lazyPage(() => import('./SitemapPage'), 'SitemapPage');

export const contentAdminRoutes = [
  { path: '/mtz-admin/faqs', component: FaqsAdminPage, area: 'admin' },
  { path: '/mtz-admin/sitemap', component: SitemapPage, area: 'admin' },
  { path: '/mtz-admin/user-extra-questions', component: UserExtraQuestionsPage, area: 'admin' },
  { path: '/mtz-admin/company-extra-questions', component: CompanyExtraQuestionsPage, area: 'admin' },
  { path: '/mtz-admin/permissions', component: PermissionsPage, area: 'admin' },
] as const satisfies readonly AppRoute[];
