// The typed REST client's contract: one map of named calls (like a handler map), so callers
// can only name calls that exist. Implemented in src/sync/api/client.ts.
import type { CountStats, Notification } from '../../domain/alerts/types';
import type { AccountEndpoints } from './endpoints/account';
import type { AdminEndpoints } from './endpoints/admin';
import type { AdminStatsEndpoints } from './endpoints/admin-stats';
import type { AdminSyncsEndpoints } from './endpoints/admin-syncs';
import type { AdminEmailEndpoints } from './endpoints/admin-email';
import type { AdminMoneyEndpoints } from './endpoints/admin-money';
import type { AdsEndpoints } from './endpoints/ads';
import type { BillingEndpoints } from './endpoints/billing';
import type { PricingEndpoints } from './endpoints/pricing';
import type { CallEndpoints } from './endpoints/calls';
import type { ChatEndpoints } from './endpoints/chat';
import type { CrmEndpoints } from './endpoints/crm';
import type { CrmMailEndpoints } from './endpoints/crm-mail';
import type { DonationEndpoints } from './endpoints/donations';
import type { CompanyEndpoints } from './endpoints/companies';
import type { CompanyNetworkEndpoints } from './endpoints/companies-network';
import type { CompanyOwnerEndpoints } from './endpoints/companies-owner';
import type { CompanyProductsEndpoints } from './endpoints/companies-products';
import type { GroupEndpoints } from './endpoints/groups';
import type { NewsEndpoints } from './endpoints/news';
import type { ContentEndpoints } from './endpoints/content';
import type { StatsEndpoints } from './endpoints/stats';
import type { TagAlertEndpoints } from './endpoints/tagalerts';
import type { SocialEndpoints } from './endpoints/social';
import type { SponsorEndpoints } from './endpoints/sponsors';
import type { TicketEndpoints } from './endpoints/tickets';
import type { TimelineEndpoints } from './endpoints/timeline';
import type {
  AuthTokens, Category, CompanyCreateInput, CompanySummary, RegistrationInput, User,
} from '../../domain/identity/types';

/** The calls of the foundation; each area adds its own map in ./endpoints/<area>.ts. */
export type CoreEndpoints = {
  'auth.login': { in: { email: string; password: string }; out: AuthTokens };
  'auth.confirm': { in: { email: string; confirmCode: string }; out: AuthTokens };
  'auth.resend': { in: { email: string }; out: { message: string } };
  'auth.resetRequest': { in: { email: string }; out: { message: string } };
  'auth.resetConfirm': { in: { email: string; confirmCode: string; password: string }; out: { message: string } };
  'users.create': { in: RegistrationInput; out: { id: string; email: string } };
  'user.me': { in: void; out: User };
  'companies.create': { in: CompanyCreateInput; out: CompanySummary };
  'categories.list': { in: void; out: Category[] };
  'notifications.stats': { in: { startDateInMillis: number; receiverIds: string }; out: CountStats };
  'notifications.list': { in: { skip?: number; limit?: number }; out: Notification[] };
};
export type Endpoints = CoreEndpoints & ChatEndpoints & CompanyEndpoints & CompanyOwnerEndpoints & CompanyProductsEndpoints
  & CompanyNetworkEndpoints & GroupEndpoints & BillingEndpoints & CallEndpoints & SponsorEndpoints & DonationEndpoints & CrmEndpoints & CrmMailEndpoints & AdminEndpoints & AccountEndpoints & TicketEndpoints & AdsEndpoints & NewsEndpoints & ContentEndpoints & TagAlertEndpoints & PricingEndpoints & TimelineEndpoints & SocialEndpoints & StatsEndpoints & AdminStatsEndpoints & AdminSyncsEndpoints & AdminEmailEndpoints & AdminMoneyEndpoints;
export type EndpointName = keyof Endpoints;

/** A non-2xx answer other than a 401 that refreshing cured. */
export class ApiRequestError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export type ApiClientDeps = {
  bases: Record<'company' | 'chat' | 'alert' | 'payment' | 'metric' | 'cron', string>;
  /** the current login's tokens, or null when signed out */
  getTokens(): AuthTokens | null;
  /** called once per successful refresh with the rotated tokens */
  onTokens(tokens: AuthTokens): void;
  /** the refresh failed: the UI removes the login, alerts 'Token expired. logging out...', goes to /login */
  onExpired(): void;
  /** tracking codes sent in the tracking-codes header */
  trackingCodes?(): string[];
  fetch?: typeof fetch;
  /**
   * Refreshing is someone else's (the sync worker's client asks the page, whose client holds the refresh
   * token): resolves the new tokens, null when the refresh was refused, rejects when no server answered.
   */
  refresh?(): Promise<AuthTokens | null>;
  /** where 'Service unavailable 503' is logged; console.error by default */
  log?(message: string): void;
};

export type ApiClient = {
  /**
   * Calls a named endpoint. Resolves the body; resolves undefined on a network failure (after
   * logging 'Service unavailable 503'); rejects ApiRequestError with the server's message on
   * any other error. A 401 triggers one shared refresh (however many calls failed at once) and
   * one retry.
   */
  call<K extends EndpointName>(name: K, input: Endpoints[K]['in'], opts?: CallOptions): Promise<Endpoints[K]['out'] | undefined>;
  /**
   * Refreshes the tokens now, sharing any refresh in flight (for the socket, whose token the server
   * refused, or before the access token expires). false when it failed (onExpired was called once
   * when the refresh was refused).
   */
  refreshTokens(): Promise<boolean>;
};

export type CallOptions = {
  /** uploads: progress 0..1 (uses XMLHttpRequest in the browser); a route's build() returns a FormData body */
  onUploadProgress?(fraction: number): void;
  /** sent as the Idempotency-Key header: a repeated write with the same key takes effect once */
  idempotencyKey?: string;
};
