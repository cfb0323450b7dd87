// Routes of the timeline (spec 2: /timeline and /v2/timeline, both for signed-in members), merged into the one table
// in ../../app/routes.ts. guard.ts covers /timeline; TimelineFrame shows the login box itself for /v2/timeline too.
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const TimelinePage = lazyPage(() => import('./TimelinePage'), 'TimelinePage');
const TimelineV2Page = lazyPage(() => import('./TimelinePage'), 'TimelineV2Page');

export const timelineRoutes = [
  { path: '/timeline', component: TimelinePage, area: 'public' },
  { path: '/v2/timeline', component: TimelineV2Page, area: 'public' },
] as const satisfies readonly AppRoute[];
