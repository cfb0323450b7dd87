// REST calls of the admin statistics (/mtz-admin/stats/*) and the grantee area (/grantee): one statistic by day,
// month and year between two days, and which statistics are shared with grantees (merged in ../types.ts, ../routes.ts).
import type { RoutesOf } from '../routes';
import { on } from '../stale';
import type { AdminStat, AdminStatKind } from '../../../domain/admin/stats';

export type AdminStatQuery = { kind: AdminStatKind; startDate?: string; endDate?: string };
export type SharedStats = { shared: AdminStatKind[] };

export type AdminStatsEndpoints = {
  'adminStats.stat': { in: AdminStatQuery; out: AdminStat };
  'adminStats.sharing': { in: void; out: SharedStats };
  'adminStats.share': { in: { kind: AdminStatKind; shared: boolean }; out: SharedStats };
  'grantee.stats': { in: void; out: SharedStats };
  'grantee.stat': { in: AdminStatQuery; out: AdminStat };
};

const enc = encodeURIComponent;

export const adminStatsRoutes: RoutesOf<AdminStatsEndpoints> = {
  'adminStats.stat': { service: 'company', method: 'GET', authed: true, stale: [on('METRIC'), on('ADMIN')], build: ({ kind, ...query }) => ({ path: `/admin/stats/${enc(kind)}`, query }) },
  'adminStats.sharing': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: () => ({ path: '/admin/stats-sharing' }) },
  'adminStats.share': { service: 'company', method: 'PATCH', authed: true, build: (body) => ({ path: '/admin/stats-sharing', body }) },
  'grantee.stats': { service: 'company', method: 'GET', authed: true, stale: [on('METRIC'), on('ADMIN')], build: () => ({ path: '/grantee/stats' }) },
  'grantee.stat': { service: 'company', method: 'GET', authed: true, stale: [on('METRIC'), on('ADMIN')], build: ({ kind, ...query }) => ({ path: `/grantee/stats/${enc(kind)}`, query }) },
};
