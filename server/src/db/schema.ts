// Kysely table types. Times the server decides (with its Clock) are epoch millis in int8 columns.
import type { AdminTables } from '../admin/tables';
import type { AdsTables } from '../ads/tables';
import type { BillingTables } from '../billing/tables';
import type { ChatTables } from '../chat/tables';
import type { CompaniesTables } from '../companies/tables';
import type { ContentTables } from '../content/tables';
import type { CrmTables } from '../crm/tables';
import type { GroupsTables } from '../groups/tables';
import type { NetworkTables } from '../network/tables';
import type { MetricsTables } from '../metrics/tables';
import type { NewsTables } from '../news/tables';
import type { ProductsTables } from '../products/tables';
import type { SponsorsTables } from '../sponsors/tables';
import type { TicketsTables } from '../tickets/tables';
import type { SocialTables } from '../social/tables';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type UsersTable = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  admin: Generated<boolean>;
  logo: string | null;
  profile_name: string;
  activated: Generated<boolean>;
  meta: Json<Record<string, unknown>>;
  created_at: number;
  /** raised by a password reset or a deactivation: access tokens signed with a lower one are refused */
  token_version: Generated<number>;
  /** set when the account was deactivated (site admin); such an account cannot sign in */
  deactivated_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** reads the statistics shared with grantees (admin module's migration) */
  grantee: Generated<boolean>;
};

export type AuthCodesTable = {
  id: string;
  user_id: string;
  purpose: 'CONFIRM' | 'RESET';
  code_hash: string;
  expires_at: number;
  tries: Generated<number>;
  created_at: number;
};

export type RefreshTokensTable = {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
  created_at: number;
};

export type SettingsTable = { key: string; value: string };

export type CategoriesTable = { id: string; name: string; position: number };

export type CompaniesTable = {
  id: string;
  name: string;
  profile_name: string;
  owner_id: string;
  category_ids: Json<string[]>;
  created_at: number;
};

export type CompanyGroupsTable = {
  id: string;
  name: string;
  profile_name: string;
  description: string;
  owner_id: string;
  as_private: boolean;
  as_premium: boolean;
  as_member_approval_required: boolean;
  as_member_self_hide_allowed: boolean;
  as_member_hidden_by_default: boolean;
  meta: Json<{ sponsorMessage?: string; memSubHeader?: string }>;
  logo_url: string | null;
  banner_url: string | null;
  created_at: number;
};

export type CompanyGroupMembersTable = {
  id: string;
  company_group_id: string;
  user_id: string;
  role: string;
  hidden: boolean;
  group_category_ids: Json<string[]>;
  created_at: number;
};

export type NotificationsTable = {
  id: string;
  n: Generated<number>;
  receiver_id: string;
  content: string;
  link: string | null;
  has_read: boolean;
  created_at: number;
};

export type EventsTable = {
  user_id: string;
  seq: number;
  resource_type: string;
  action: string;
  resource: Json<unknown>;
  created_at: number;
  /** the dispatch that wrote it (a NOTIFY names the batch; null for events written before the outbox) */
  batch: Generated<number | null>;
};

export type EventOutboxTable = {
  id: Generated<number>;
  /** 'users' (audience_users) or a descriptor resolved at dispatch: 'groupMembers', 'companyAudience' (audience_id) */
  audience_kind: string;
  audience_id: string | null;
  audience_users: string[] | null;
  resource_type: string;
  action: string;
  resource: Json<unknown>;
  created_at: number;
  /** users are dispatched in user id order, in batches: the last user id done ('' before the first batch) */
  done_through: Generated<string>;
};

export type EventSeqsTable = {
  user_id: string;
  last_seq: number;
  /** highest seq already dropped from the log (0 when none) */
  pruned_through: number;
};

export type MailsTable = {
  id: string;
  n: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** JSON object of extra headers (List-Unsubscribe, ...) */
  headers: string | null;
  created_at: number;
  sent_at: number | null;
  attempts: Generated<number>;
  last_error: string | null;
};

export type CoreTables = {
  users: UsersTable;
  auth_codes: AuthCodesTable;
  refresh_tokens: RefreshTokensTable;
  settings: SettingsTable;
  categories: CategoriesTable;
  companies: CompaniesTable;
  company_groups: CompanyGroupsTable;
  company_group_members: CompanyGroupMembersTable;
  notifications: NotificationsTable;
  events: EventsTable;
  event_seqs: EventSeqsTable;
  event_outbox: EventOutboxTable;
  mails: MailsTable;
};

export type DB = CoreTables & CompaniesTables & ProductsTables & NetworkTables & ChatTables & GroupsTables & BillingTables & SponsorsTables & CrmTables & AdminTables & TicketsTables & AdsTables & NewsTables & ContentTables & MetricsTables & SocialTables;
