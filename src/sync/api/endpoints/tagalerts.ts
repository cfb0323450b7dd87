// REST calls of tag alerts (/me/tag-alerts): the member's watched keywords and categories, the daily digest setting
// and recent matches; merged in ../types.ts and ../routes.ts.
import type { RoutesOf } from '../routes';
import { on } from '../stale';
import type { TagAlert, TagAlertsPage } from '../../../domain/tagalerts/match';

export type TagAlertEndpoints = {
  'tagAlerts.page': { in: void; out: TagAlertsPage };
  'tagAlerts.create': { in: { keyword: string } | { categoryId: string }; out: TagAlert };
  'tagAlerts.delete': { in: { id: string }; out: { ok: true } };
  'tagAlerts.settings': { in: { dailyDigest: boolean }; out: { dailyDigest: boolean } };
};

const T = '/tag-alerts';

export const tagAlertRoutes: RoutesOf<TagAlertEndpoints> = {
  'tagAlerts.page': { service: 'alert', method: 'GET', authed: true, stale: [on('NOTIFICATION')], build: () => ({ path: T }) },
  'tagAlerts.create': { service: 'alert', method: 'POST', authed: true, build: (body) => ({ path: T, body }) },
  'tagAlerts.delete': { service: 'alert', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `${T}/${encodeURIComponent(id)}` }) },
  'tagAlerts.settings': { service: 'alert', method: 'PATCH', authed: true, build: (body) => ({ path: `${T}/settings`, body }) },
};
