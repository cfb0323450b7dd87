// Routes of the companies area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { ConnectionsPage } from './ConnectionsPage';
import { DirectoryPage } from './DirectoryPage';
import { ProfilePage } from './ProfilePage';
import { SearchPage } from './SearchPage';

export const companyRoutes = [
  { path: '/search', component: SearchPage, area: 'public' },
  { path: '/directory', component: DirectoryPage, area: 'public' },
  { path: '/profile/:profileName', component: ProfilePage, area: 'public' },
  { path: '/me/connections', component: ConnectionsPage, area: 'me' },
] as const satisfies readonly AppRoute[];
