// Routes of the grantee area (merged into the one table in ../../app/routes.ts); the guard confines a grantee here.
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';

const GranteePage = lazyPage(() => import('./GranteePage'), 'GranteePage');
const GranteeStatPage = lazyPage(() => import('./GranteeStatPage'), 'GranteeStatPage');

export const granteeRoutes = [
  { path: '/grantee', component: GranteePage, area: 'me' },
  { path: '/grantee/:kind', component: GranteeStatPage, area: 'me' },
] as const satisfies readonly AppRoute[];
