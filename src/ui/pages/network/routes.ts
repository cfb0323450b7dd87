// Routes of the companies area, network part (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const ConnectionQrPage = lazyPage(() => import('./ConnectionQrPage'), 'ConnectionQrPage');
const ConnectionsPage = lazyPage(() => import('./ConnectionsPage'), 'ConnectionsPage');
const FileAccessPage = lazyPage(() => import('./FilesPages'), 'FileAccessPage');
const MtzFileRequestsPage = lazyPage(() => import('./FilesPages'), 'MtzFileRequestsPage');
const MtzFilesPage = lazyPage(() => import('./FilesPages'), 'MtzFilesPage');
const FollowingsPage = lazyPage(() => import('./FollowingsPage'), 'FollowingsPage');
const CompanyWatchlistPage = lazyPage(() => import('./WatchlistsPages'), 'CompanyWatchlistPage');
const CompanyWatchlistsPage = lazyPage(() => import('./WatchlistsPages'), 'CompanyWatchlistsPage');
const ProductWatchlistsPage = lazyPage(() => import('./WatchlistsPages'), 'ProductWatchlistsPage');

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
