// Routes of the companies area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const CompanyByIdPage = lazyPage(() => import('./CompanyRedirectPages'), 'CompanyByIdPage');
const CompanyPostPage = lazyPage(() => import('./CompanyRedirectPages'), 'CompanyPostPage');
const UserProfilePage = lazyPage(() => import('./CompanyRedirectPages'), 'UserProfilePage');
const DirectoryPage = lazyPage(() => import('./DirectoryPage'), 'DirectoryPage');
const ProfileInvitesPage = lazyPage(() => import('./ProfilePage'), 'ProfileInvitesPage');
const ProfilePage = lazyPage(() => import('./ProfilePage'), 'ProfilePage');
const SearchPage = lazyPage(() => import('./SearchPage'), 'SearchPage');

export const companyRoutes = [
  { path: '/search', component: SearchPage, area: 'public' },
  { path: '/directory', component: DirectoryPage, area: 'public' },
  // each section has its own address (linkable, reloadable); any other /directory/... is an unknown path
  { path: '/directory/events', component: DirectoryPage, area: 'public' },
  { path: '/directory/groups', component: DirectoryPage, area: 'public' },
  { path: '/directory/products', component: DirectoryPage, area: 'public' },
  { path: '/directory/companies', component: DirectoryPage, area: 'public' },
  { path: '/profile/:profileName', component: ProfilePage, area: 'public' },
  { path: '/profile/:profileName/members/invites', component: ProfileInvitesPage, area: 'public' },
  { path: '/profile/:profileName/:section', component: ProfilePage, area: 'public' },
  { path: '/companies/:companyId', component: CompanyByIdPage, area: 'public' },
  { path: '/users/:profileName', component: UserProfilePage, area: 'public' },
  { path: '/posts/:companyPostId', component: CompanyPostPage, area: 'public' },
] as const satisfies readonly AppRoute[];
