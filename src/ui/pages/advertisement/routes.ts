// Routes of advertising under /me/advertisement (spec 2), merged into the one table in ../../app/routes.ts.
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const AdvertisementPage = lazyPage(() => import('./AdvertisementPage'), 'AdvertisementPage');
const CampaignsPage = lazyPage(() => import('./CampaignsPage'), 'CampaignsPage');
const CampaignAddPage = lazyPage(() => import('./CampaignAddPage'), 'CampaignAddPage');
const CampaignPage = lazyPage(() => import('./CampaignPage'), 'CampaignPage');
const CampaignClicksPage = lazyPage(() => import('./CampaignClicksPage'), 'CampaignClicksPage');
const GroupSponsorsPage = lazyPage(() => import('./GroupSponsorsPage'), 'GroupSponsorsPage');
const OrganicListingsPage = lazyPage(() => import('./OrganicListingsPage'), 'OrganicListingsPage');
const AdTemplatesPage = lazyPage(() => import('./AdTemplatesPage'), 'AdTemplatesPage');

export const advertisementRoutes = [
  { path: '/me/advertisement', component: AdvertisementPage, area: 'me' },
  { path: '/me/advertisement/ad-campaigns', component: CampaignsPage, area: 'me' },
  { path: '/me/advertisement/ad-campaigns/add', component: CampaignAddPage, area: 'me' },
  { path: '/me/advertisement/ad-campaigns/:id', component: CampaignPage, area: 'me' },
  { path: '/me/advertisement/ad-campaigns/:id/clicks', component: CampaignClicksPage, area: 'me' },
  { path: '/me/advertisement/group-sponsors', component: GroupSponsorsPage, area: 'me' },
  { path: '/me/advertisement/organic-listings', component: OrganicListingsPage, area: 'me' },
  { path: '/me/advertisement/ad-templates', component: AdTemplatesPage, area: 'me' },
] as const satisfies readonly AppRoute[];
