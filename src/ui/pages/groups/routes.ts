// Routes of the groups area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const EventPage = lazyPage(() => import('./EventPage'), 'EventPage');
const GroupPage = lazyPage(() => import('./GroupPage'), 'GroupPage');
const MeGroupsPage = lazyPage(() => import('./MeGroupsPage'), 'MeGroupsPage');

const GROUP_SUBPATHS = [
  '', '/rooms', '/resources', '/members', '/members/joining', '/members/invites', '/members/invites/:inviteId', '/events', '/about', '/categories',
  '/categories/members/:categoryId', '/posts/:companyGroupPostId', '/stats', '/stats/cg-visitor-stats', '/stats/cg-member-stats', '/stats/cg-member-keyword-search-stats',
  '/stats/cg-sponsor-stats', '/sponsors', '/sponsors/:companyGroupSponsorId',
] as const;

export const groupRoutes = [
  ...GROUP_SUBPATHS.map((sub) => ({ path: `/groups/:profileName${sub}`, component: GroupPage, area: 'public' as const })),
  { path: '/groups/:groupProfileName/events/:eventProfileName', component: EventPage, area: 'public' },
  { path: '/groups/:groupProfileName/events/:eventProfileName/sponsors', component: EventPage, area: 'public' },
  { path: '/me/groups', component: MeGroupsPage, area: 'me' },
  { path: '/me/groups/add', component: MeGroupsPage, area: 'me' },
  { path: '/me/groups/ad-banners', component: MeGroupsPage, area: 'me' },
  { path: '/me/groups/members/invites', component: MeGroupsPage, area: 'me' },
  { path: '/me/groups/members/requests', component: MeGroupsPage, area: 'me' },
  { path: '/me/groups/sponsors/invites', component: MeGroupsPage, area: 'me' },
  { path: '/me/groups/:groupProfileName/posts', component: MeGroupsPage, area: 'me' },
] as const satisfies readonly AppRoute[];
