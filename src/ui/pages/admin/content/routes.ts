// Routes of the admin portal's Content sections (merged into ../routes.ts).
import type { AppRoute } from '../../../app/route-types';
import { CompanyExtraQuestionsPage, UserExtraQuestionsPage } from './ExtraQuestionsPage';
import { FaqsAdminPage } from './FaqsAdminPage';
import { PermissionsPage } from './PermissionsPage';
import { SitemapPage } from './SitemapPage';

export const contentAdminRoutes = [
  { path: '/mtz-admin/faqs', component: FaqsAdminPage, area: 'admin' },
  { path: '/mtz-admin/sitemap', component: SitemapPage, area: 'admin' },
  { path: '/mtz-admin/user-extra-questions', component: UserExtraQuestionsPage, area: 'admin' },
  { path: '/mtz-admin/company-extra-questions', component: CompanyExtraQuestionsPage, area: 'admin' },
  { path: '/mtz-admin/permissions', component: PermissionsPage, area: 'admin' },
] as const satisfies readonly AppRoute[];
