// Routes of the admin statistics (merged into the admin portal's routes in ../routes.ts).
import type { AppRoute } from '../../../app/route-types';
import { lazyPage } from '../../../app/lazy-page';

const AdminStatPage = lazyPage(() => import('./AdminStatPage'), 'AdminStatPage');
const AdminStatsPage = lazyPage(() => import('./AdminStatsPage'), 'AdminStatsPage');

export const adminStatsRoutes = [
  { path: '/mtz-admin/stats', component: AdminStatsPage, area: 'admin' },
  { path: '/mtz-admin/stats/:kind', component: AdminStatPage, area: 'admin' },
] as const satisfies readonly AppRoute[];
