// Routes of the companies area, network part (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { ConnectionQrPage } from './ConnectionQrPage';
import { ConnectionsPage } from './ConnectionsPage';
import { FileAccessPage, MtzFileRequestsPage, MtzFilesPage } from './FilesPages';
import { FollowingsPage } from './FollowingsPage';
import { CompanyWatchlistPage, CompanyWatchlistsPage, ProductWatchlistsPage } from './WatchlistsPages';

export const networkRoutes = [
  { path: '/me/connections', component: ConnectionsPage, area: 'me' },
  { path: '/me/connections/qr', component: ConnectionQrPage, area: 'me' },
  { path: '/me/followings', component: FollowingsPage, area: 'me' },
  { path: '/me/company-watchlists', component: CompanyWatchlistsPage, area: 'me' },
  { path: '/me/company-watchlists/:id', component: CompanyWatchlistPage, area: 'me' },
  { path: '/me/product-watchlists', component: ProductWatchlistsPage, area: 'me' },
  { path: '/me/mtz-files', component: MtzFilesPage, area: 'me' },
  { path: '/me/mtz-files/requests', component: MtzFileRequestsPage, area: 'me' },
  { path: '/file-access/:mtzFileId', component: FileAccessPage, area: 'public' },
] as const satisfies readonly AppRoute[];
