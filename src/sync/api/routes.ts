// Where each named call of the Endpoints map goes: service, method, path, query and body.
import { PATHS, type Service } from '../contract/endpoints';
import type { HttpMethod } from '../transport/http';
import type { CoreEndpoints, EndpointName, Endpoints } from './types';
import { accountRoutes } from './endpoints/account';
import { adminRoutes } from './endpoints/admin';
import { adminStatsRoutes } from './endpoints/admin-stats';
import { adminSyncsRoutes } from './endpoints/admin-syncs';
import { adminEmailRoutes } from './endpoints/admin-email';
import { adminMoneyRoutes } from './endpoints/admin-money';
import { adsRoutes } from './endpoints/ads';
import { billingRoutes } from './endpoints/billing';
import { pricingRoutes } from './endpoints/pricing';
import { callRoutes } from './endpoints/calls';
import { chatRoutes } from './endpoints/chat';
import { crmRoutes } from './endpoints/crm';
import { crmMailRoutes } from './endpoints/crm-mail';
import { companyRoutes } from './endpoints/companies';
import { companyNetworkRoutes } from './endpoints/companies-network';
import { companyOwnerRoutes } from './endpoints/companies-owner';
import { companyProductsRoutes } from './endpoints/companies-products';
import { groupRoutes } from './endpoints/groups';
import { newsRoutes } from './endpoints/news';
import { contentRoutes } from './endpoints/content';
import { statsRoutes } from './endpoints/stats';
import { tagAlertRoutes } from './endpoints/tagalerts';
import { socialRoutes } from './endpoints/social';
import { sponsorRoutes } from './endpoints/sponsors';
import { donationRoutes } from './endpoints/donations';
import { ticketRoutes } from './endpoints/tickets';
import { timelineRoutes } from './endpoints/timeline';
import type { AuthRequest } from '../../domain/identity/types';
import type { Action, ResourceType } from '../../domain/shared/events';
import { NEVER, on, type Stale } from './stale';

export type Route<K extends EndpointName> = {
  service: Service;
  method: HttpMethod;
  /** true for calls that carry the bearer token and refresh it on 401 */
  authed: boolean;
  build(input: Endpoints[K]['in']): { path: string; query?: Record<string, string | number | boolean | undefined>; body?: unknown };
  /** GET: the realtime events that make its answers stale (./stale.ts); every GET declares it */
  stale?: Stale;
  /**
   * A command: the change it makes, as its own event will tell it (the event's resource is the command's
   * input and answer). After it succeeds only the answers that change makes stale are refreshed; without
   * it, every answer on screen is.
   */
  changes?: readonly { type: ResourceType; action: Action }[];
};

export type Routes = { [K in EndpointName]: Route<K> };
/** The routes of one area's endpoint map. */
export type RoutesOf<E> = { [K in keyof E & EndpointName]: Route<K> };

const auth = (req: AuthRequest) => ({ path: PATHS.company.auth, body: req });

const coreRoutes: RoutesOf<CoreEndpoints> = {
  'auth.login': { service: 'company', method: 'POST', authed: false, build: (data) => auth({ type: 'LOGIN', data }) },
  'auth.confirm': { service: 'company', method: 'POST', authed: false, build: (data) => auth({ type: 'CONFIRM_EMAIL_WITH_CODE', data }) },
  'auth.resend': { service: 'company', method: 'POST', authed: false, build: (data) => auth({ type: 'RESEND_CONFIRM_EMAIL_WITH_CODE', data }) },
  'auth.resetRequest': { service: 'company', method: 'POST', authed: false, build: (data) => auth({ type: 'RESET_PASSWORD', data }) },
  'auth.resetConfirm': { service: 'company', method: 'POST', authed: false, build: (data) => auth({ type: 'RESET_PASSWORD_WITH_CODE', data }) },
  'users.create': { service: 'company', method: 'POST', authed: false, build: (body) => ({ path: PATHS.company.users, body }) },
  'user.me': { service: 'company', method: 'GET', authed: true, stale: [on('COMPANYMEMBER', { ids: ['userId'] }), on('MTZPLANSUBSCRIPTION'), on('ADMIN')], build: () => ({ path: PATHS.company.user }) },
  'companies.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: PATHS.company.companies, body }) },
  'categories.list': { service: 'company', method: 'GET', authed: false, stale: NEVER, build: () => ({ path: PATHS.company.categories }) },
  'notifications.stats': {
    service: 'alert', method: 'GET', authed: true, stale: [on('NOTIFICATION')],
    build: ({ startDateInMillis, receiverIds }) => ({
      path: PATHS.alert.notificationStats, query: { startDateInMillis, hasRead: false, receiverIds },
    }),
  },
  'notifications.list': {
    service: 'alert', method: 'GET', authed: true, stale: [on('NOTIFICATION', { actions: ['CREATED', 'DELETED'] }), on('NOTIFICATION', { actions: ['UPDATED'], patch: true })],
    build: ({ skip, limit }) => ({ path: PATHS.alert.notifications, query: { skip, limit } }),
  },
};

export const ROUTES: Routes = {
  ...coreRoutes, ...chatRoutes, ...companyRoutes, ...companyOwnerRoutes, ...companyProductsRoutes, ...companyNetworkRoutes,
  ...groupRoutes, ...billingRoutes, ...callRoutes, ...sponsorRoutes, ...donationRoutes, ...crmRoutes, ...crmMailRoutes, ...adminRoutes, ...accountRoutes, ...ticketRoutes, ...adsRoutes, ...newsRoutes, ...contentRoutes, ...tagAlertRoutes, ...pricingRoutes, ...timelineRoutes, ...socialRoutes, ...statsRoutes, ...adminStatsRoutes, ...adminSyncsRoutes, ...adminEmailRoutes, ...adminMoneyRoutes,
};
