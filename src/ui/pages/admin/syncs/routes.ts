// Routes of the admin syncs (merged into the admin portal's routes in ../routes.ts).
import type { AppRoute } from '../../../app/route-types';
import { SyncPage } from './SyncPage';
import { SyncsPage } from './SyncsPage';

export const adminSyncsRoutes = [
  { path: '/mtz-admin/syncs/:kind', component: SyncsPage, area: 'admin' },
  { path: '/mtz-admin/syncs/:kind/:id', component: SyncPage, area: 'admin' },
] as const satisfies readonly AppRoute[];
