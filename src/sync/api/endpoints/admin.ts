// REST calls of the admin portal (site admin only; merged in ../types.ts and ../routes.ts).
import type { RoutesOf } from '../routes';
import { on } from '../stale';
import type {
  AdminContentItem, AdminCounts, AdminReport, AdminUser, AdminUserChange, AuditRow, AuditTarget, ContentType, HealthReport, Page, ReportDecision, ReportStatus,
  ContentQuery, ExceptionGroup, SortDir, UserSort, UserStatus,
} from '../../../domain/admin/types';
import type { ResourceLimits, ResourceLimitsView } from '../../../domain/admin/limits';

export type AdminUserQuery = { keyword?: string; status?: UserStatus; sort?: UserSort; dir?: SortDir; skip?: number; limit?: number };

/** The list, one record with its audit log, and deactivate/reactivate, for each kind of content. */
type ContentEndpoints<N extends string> = {
  [K in `admin.${N}`]: { in: ContentQuery; out: Page<AdminContentItem> };
} & {
  [K in `admin.${N}.one`]: { in: { id: string }; out: { item: AdminContentItem; audit: AuditRow[] } };
} & {
  [K in `admin.${N}.update`]: { in: { id: string; deactivated: boolean }; out: AdminContentItem };
};

export type AdminEndpoints = ContentEndpoints<'companies' | 'products' | 'companyGroups'> & {
  'admin.counts': { in: void; out: AdminCounts };
  'admin.users': { in: AdminUserQuery; out: Page<AdminUser> };
  'admin.user': { in: { id: string }; out: { user: AdminUser; audit: AuditRow[] } };
  'admin.userUpdate': { in: { id: string } & AdminUserChange; out: AdminUser };
  'admin.userResendCode': { in: { id: string }; out: { message: string } };
  'admin.audit': { in: { targetType: AuditTarget; targetId: string }; out: AuditRow[] };
  /** every component measured when asked */
  'admin.health': { in: void; out: HealthReport };
  'admin.reports': { in: { status?: ReportStatus; targetType?: ContentType; reason?: string; dir?: SortDir; skip?: number; limit?: number }; out: Page<AdminReport> };
  'admin.reportDecide': { in: { id: string; decision: ReportDecision }; out: AdminReport };
  'admin.exceptions': { in: { source?: 'CLIENT' | 'SERVER'; keyword?: string; skip?: number; limit?: number }; out: Page<ExceptionGroup> };
  'admin.limits': { in: void; out: ResourceLimitsView };
  'admin.limitsUpdate': { in: Partial<ResourceLimits>; out: ResourceLimitsView };
};

const enc = encodeURIComponent;
const A = '/admin';

const content = <N extends 'companies' | 'products' | 'companyGroups'>(name: N, path: string) => ({
  [`admin.${name}`]: { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: (query: ContentQuery) => ({ path: `${A}/${path}`, query }) },
  [`admin.${name}.one`]: { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: ({ id }: { id: string }) => ({ path: `${A}/${path}/${enc(id)}` }) },
  [`admin.${name}.update`]: {
    service: 'company', method: 'PATCH', authed: true,
    build: ({ id, deactivated }: { id: string; deactivated: boolean }) => ({ path: `${A}/${path}/${enc(id)}`, body: { deactivated } }),
  },
}) as RoutesOf<ContentEndpoints<N>>;

export const adminRoutes: RoutesOf<AdminEndpoints> = {
  ...content('companies', 'companies'),
  ...content('products', 'products'),
  ...content('companyGroups', 'company-groups'),
  'admin.counts': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: () => ({ path: `${A}/counts` }) },
  'admin.users': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: (query) => ({ path: `${A}/users`, query }) },
  'admin.user': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: ({ id }) => ({ path: `${A}/users/${enc(id)}` }) },
  'admin.userUpdate': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `${A}/users/${enc(id)}`, body }) },
  'admin.userResendCode': { service: 'company', method: 'POST', authed: true, build: ({ id }) => ({ path: `${A}/users/${enc(id)}/confirmation-codes`, body: {} }) },
  'admin.audit': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: (query) => ({ path: `${A}/audit`, query }) },
  'admin.health': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: () => ({ path: `${A}/health-checks` }) },
  'admin.reports': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: (query) => ({ path: `${A}/reports`, query }) },
  'admin.exceptions': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: (query) => ({ path: `${A}/exceptions`, query }) },
  'admin.limits': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: () => ({ path: `${A}/resource-limits` }) },
  'admin.limitsUpdate': { service: 'company', method: 'PATCH', authed: true, build: (body) => ({ path: `${A}/resource-limits`, body }) },
  'admin.reportDecide': { service: 'company', method: 'PATCH', authed: true, build: ({ id, decision }) => ({ path: `${A}/reports/${enc(id)}`, body: { decision } }) },
};
