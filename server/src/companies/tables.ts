// Kysely table types of the companies module. CompaniesTables is merged into DB (../db/schema.ts); the tables of
// company media, members, invites and posts are reached through withOwner(db).
import type { ColumnType, Generated } from 'kysely';
import type { Db } from './shared';

/** a generated tsvector column: read-only */
export type Tsv = ColumnType<string, never, never>;

export type CompanyExtraColumns = {
  description: Generated<string>;
  website: string | null;
  phone: string | null;
  country_code: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip_code: string | null;
  lat: number | null;
  lng: number | null;
  logo_url: string | null;
  banner_url: string | null;
  points: Generated<number>;
  deactivated: Generated<boolean>;
  search: Tsv;
};

export type CompaniesTables = {
  /** intersected with the core companies table: the columns this module's first migration adds */
  companies: CompanyExtraColumns;
  company_images: { id: string; company_id: string; url: string; created_at: number };
  reports: { id: string; reporter_id: string; target_type: string; target_id: string; reason: string; description: string; created_at: number };
};

export type OwnerTables = {
  company_media_files: { id: string; company_id: string; kind: 'LOGO' | 'BANNER'; storage_key: string; content_type: string; created_at: number };
  company_members: { id: string; company_id: string; user_id: string; created_at: number };
  company_member_invites: { id: string; company_id: string; target_email: string; inviter_id: string; created_at: number; sent_at: number };
  company_posts: { id: string; company_id: string; title: string | null; content: string; images: unknown; deactivated: boolean; created_at: number; updated_at: number };
};

export const withOwner = (db: Db) => db.withTables<OwnerTables>();
