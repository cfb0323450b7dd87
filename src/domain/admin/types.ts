// The admin portal's records as the server answers them (server/src/admin).

export const USER_STATUSES = ['all', 'active', 'unconfirmed', 'deactivated', 'admin', 'grantee'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_SORTS = ['createdAt', 'name', 'email', 'lastSignIn'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export type SortDir = 'asc' | 'desc';

export type AdminRef = { id: string; name: string; profileName: string };

export type AdminUser = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  profileName: string;
  /** confirmed their e-mail */
  activated: boolean;
  /** refused sign-in by a site admin */
  deactivated: boolean;
  admin: boolean;
  grantee: boolean;
  /** Free, the MTZ plan's name, cancelled or inactive */
  plan: string;
  companies: AdminRef[];
  groups: AdminRef[];
  lastSignInAt: number | null;
  createdAt: number;
};

export type AdminCounts = {
  users: number;
  companies: number;
  groups: number;
  openReports: number;
  failedPayments: number;
  mailWaiting: number;
  mailFailed: number;
};

export type AuditTarget = 'USER' | 'COMPANY' | 'PRODUCT' | 'COMPANY_GROUP' | 'REPORT' | 'FAQ_TOPIC' | 'SITEMAP' | 'EXTRA_QUESTION';

/** One admin action: who, what, when, the record before and after. */
export type AuditRow = {
  id: string;
  action: string;
  actorId: string;
  actorName: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  createdAt: number;
};

export type Page<T> = { total: number; items: T[] };

export type AdminUserChange = { activated?: true; deactivated?: boolean; admin?: boolean; grantee?: boolean };

/** One component of the health check, red (ok false) or green against its threshold. */
export type HealthCheck = { name: string; ok: boolean; value: string; threshold: string };
/** A periodic job of the server's job queue: its crontab schedule (UTC), last run, next run and failures in the last 24 h. */
export type JobStatus = { name: string; schedule: string; lastRunAt: number | null; lastOutcome: 'succeeded' | 'failed' | null; lastError: string | null; nextRunAt: number; failures: number };
export type HealthReport = { ok: boolean; checkedAt: number; checks: HealthCheck[]; jobs?: JobStatus[] };

export const CONTENT_TYPES = ['COMPANY', 'COMPANY_GROUP', 'COMPANY_GROUP_POST', 'PRODUCT'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export type ReportDecision = 'DISMISSED' | 'HIDDEN';
export type ReportStatus = 'open' | 'decided' | 'all';

/** One report of the queue: the content (null name when it no longer exists), who filed it, and the decision. */
export type AdminReport = {
  id: string;
  targetType: ContentType;
  targetId: string;
  targetName: string | null;
  targetHidden: boolean | null;
  reporterId: string;
  reporterName: string;
  reason: string;
  comment: string;
  createdAt: number;
  decision: ReportDecision | null;
  decidedBy: string | null;
  deciderName: string | null;
  decidedAt: number | null;
};

/** A company, product or company group as the admin lists show it. */
export type AdminContentItem = {
  id: string;
  name: string;
  /** the profile name (and private or public), or the company and SKU of a product */
  detail: string;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  deactivated: boolean;
  createdAt: number;
};
export type ContentStatus = 'all' | 'active' | 'deactivated';
export type ContentQuery = { keyword?: string; status?: ContentStatus; sort?: 'createdAt' | 'name'; dir?: SortDir; skip?: number; limit?: number };

/** Errors of one source, message and place: how often, first and last seen, and the latest example's details. */
export type ExceptionGroup = {
  id: string;
  source: 'CLIENT' | 'SERVER';
  message: string;
  place: string;
  count: number;
  firstSeen: number;
  lastSeen: number;
  example: Record<string, string>;
};
