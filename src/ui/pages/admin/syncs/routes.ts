// Routes of the admin syncs (merged into the admin portal's routes in ../routes.ts).
import type { AppRoute } from '../../../app/route-types';
import { lazyPage } from '../../../app/lazy-page';

const SyncPage = lazyPage(() => import('./SyncPage'), 'SyncPage');
const SyncsPage = lazyPage(() => import('./SyncsPage'), 'SyncsPage');

export const adminSyncsRoutes = [
  { path: '/mtz-admin/syncs/:kind', component: SyncsPage, area: 'admin' },
  { path: '/mtz-admin/syncs/:kind/:id', component: SyncPage, area: 'admin' },
] as const satisfies readonly AppRoute[];
