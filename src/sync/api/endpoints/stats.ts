// REST calls of the view statistics (metric service, /me/stats/*): counted views of the member's companies,
// products or RFQs by day, month and year, who viewed them recently, and the member's own choice to be shown
// (merged in ../types.ts and ../routes.ts).
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type { UserCard } from '../../../domain/companies/types';
import type { PeriodStats } from '../../../domain/groups/types';

export const VIEW_AREAS = ['company-views', 'product-views', 'rfq-views'] as const;
export type ViewArea = (typeof VIEW_AREAS)[number];
export type ViewQuery = { area: ViewArea; companyId?: string; productId?: string; rfqId?: string; startDate?: string; endDate?: string };
export type ViewStats = PeriodStats & { all: { count: number } };
export type RecentViewer = { user: UserCard; views: number; lastViewedAt: number; item: { id: string; label: string } };
export type RecentViewers = { total: number; anonymous: number; viewers: RecentViewer[] };
export type ViewerSettings = { showMe: boolean; since: number | null };

export type StatsEndpoints = {
  'stats.views': { in: ViewQuery; out: ViewStats };
  'stats.viewers': { in: ViewQuery; out: RecentViewers };
  'stats.viewerSettings': { in: void; out: ViewerSettings };
  'stats.viewerSettings.update': { in: { showMe: boolean }; out: ViewerSettings };
};

export const statsRoutes: RoutesOf<StatsEndpoints> = {
  'stats.views': { service: 'metric', method: 'GET', authed: true, stale: [on('METRIC')], build: ({ area, ...query }) => ({ path: `/${area}/stats`, query }) },
  'stats.viewers': { service: 'metric', method: 'GET', authed: true, stale: [on('METRIC')], build: ({ area, ...query }) => ({ path: `/${area}`, query }) },
  'stats.viewerSettings': { service: 'metric', method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/viewer-settings' }) },
  'stats.viewerSettings.update': { service: 'metric', method: 'PATCH', authed: true, build: (body) => ({ path: '/viewer-settings', body }) },
};
