// REST calls of the admin syncs (/mtz-admin/syncs/*): a kind's records with their mirror's state, one record with
// its copy and differences, and Re-sync (merged in ../types.ts, ../routes.ts).
import type { RoutesOf } from '../routes';
import { on } from '../stale';
import type { Page } from '../../../domain/admin/types';
import type { SyncDetail, SyncKind, SyncListQuery, SyncRecord } from '../../../domain/admin/syncs';

export type AdminSyncsEndpoints = {
  'adminSyncs.list': { in: SyncListQuery; out: Page<SyncRecord> };
  'adminSyncs.one': { in: { kind: SyncKind; id: string }; out: SyncDetail };
  'adminSyncs.resync': { in: { kind: SyncKind; id: string }; out: SyncDetail & { changed: boolean } };
};

const enc = encodeURIComponent;

export const adminSyncsRoutes: RoutesOf<AdminSyncsEndpoints> = {
  'adminSyncs.list': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: ({ kind, ...query }) => ({ path: `/admin/syncs/${enc(kind)}`, query }) },
  'adminSyncs.one': { service: 'company', method: 'GET', authed: true, stale: [on('ADMIN')], build: ({ kind, id }) => ({ path: `/admin/syncs/${enc(kind)}/${enc(id)}` }) },
  'adminSyncs.resync': { service: 'company', method: 'POST', authed: true, build: ({ kind, id }) => ({ path: `/admin/syncs/${enc(kind)}/${enc(id)}/resync`, body: {} }) },
};
