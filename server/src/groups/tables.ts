// Kysely table types of the groups module (merged into DB in ../db/schema.ts).
import type { ColumnType, Generated } from 'kysely';

export type CgCategoriesTable = { id: string; company_group_id: string; name: string; description: string; created_at: number };
export type CgMemberRequestsTable = { id: string; company_group_id: string; user_id: string; created_at: number };
export type CgMemberInvitesTable = {
  id: string;
  company_group_id: string;
  inviter_id: string;
  target_email: string | null;
  target_user_id: string | null;
  target_company_id: string | null;
  accepted_at: number | null;
  created_at: number;
};
export type CgEventsTable = {
  id: string;
  company_group_id: string;
  name: string;
  profile_name: string;
  description: string;
  type: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  time_zone: string;
  start_time_millis: number;
  end_time_millis: number;
  address: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
  lat: number | null;
  lng: number | null;
  online_url: string;
  banner_url: string | null;
  created_at: number;
};
export type CgEventInterestsTable = { id: string; cg_event_id: string; user_id: string; created_at: number };
export type CgPostsTable = { id: string; company_group_id: string; owner_id: string; content: string; deactivated: boolean; created_at: number; updated_at: number };
export type CgPostReportsTable = { id: string; cg_post_id: string; reporter_id: string; reason: string; description: string; created_at: number };
export type CgVisitsTable = { id: Generated<number>; company_group_id: string; visitor_id: string | null; created_at: number };
export type CgKeywordSearchesTable = { id: Generated<number>; company_group_id: string; user_id: string | null; keyword: string; created_at: number };
export type TrackingCodeLogsTable = { id: Generated<number>; tracking_code_id: string; url: string; user_id: string | null; created_at: number };

export type CgImagesTable = { id: string; company_group_id: string; cg_event_id: string | null; kind: 'BANNER' | 'LOGO' | 'EVENT_BANNER'; content_type: string; storage_key: string; created_at: number };
export type CgResourcesTable = { id: string; company_group_id: string; title: string; url: string; owner_id: string; created_at: number };

export type GroupsTables = {
  cg_images: CgImagesTable;
  cg_resources: CgResourcesTable;
  cg_categories: CgCategoriesTable;
  cg_member_requests: CgMemberRequestsTable;
  cg_member_invites: CgMemberInvitesTable;
  cg_events: CgEventsTable;
  cg_event_interests: CgEventInterestsTable;
  cg_posts: CgPostsTable;
  cg_post_reports: CgPostReportsTable;
  cg_visits: CgVisitsTable;
  cg_keyword_searches: CgKeywordSearchesTable;
  tracking_code_logs: TrackingCodeLogsTable;
  /** merged with the core table's type: the columns groups_0001 adds */
  company_groups: GroupColumns;
};

/** the columns this module adds to core tables */
export type GroupColumns = { deactivated: ColumnType<boolean, boolean | undefined, boolean> };
