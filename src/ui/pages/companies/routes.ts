// Routes of the companies area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { CompanyByIdPage, CompanyPostPage, UserProfilePage } from './CompanyRedirectPages';
import { DirectoryPage } from './DirectoryPage';
import { ProfileInvitesPage, ProfilePage } from './ProfilePage';
import { SearchPage } from './SearchPage';

export const companyRoutes = [
  { path: '/search', component: SearchPage, area: 'public' },
  { path: '/directory', component: DirectoryPage, area: 'public' },
  { path: '/profile/:profileName', component: ProfilePage, area: 'public' },
  { path: '/profile/:profileName/members/invites', component: ProfileInvitesPage, area: 'public' },
  { path: '/profile/:profileName/:section', component: ProfilePage, area: 'public' },
  { path: '/companies/:companyId', component: CompanyByIdPage, area: 'public' },
  { path: '/users/:profileName', component: UserProfilePage, area: 'public' },
  { path: '/posts/:companyPostId', component: CompanyPostPage, area: 'public' },
] as const satisfies readonly AppRoute[];
