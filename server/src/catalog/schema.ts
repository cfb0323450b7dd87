// Kysely table types of the catalog module (merged into DB in ../db/schema.ts).
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
/** a generated tsvector column: read-only */
type Tsv = ColumnType<string, never, never>;

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

export type CatalogTables = {
  /** intersected with the core companies table: the columns this module's migration adds */
  companies: CompanyExtraColumns;
  company_images: { id: string; company_id: string; url: string; created_at: number };
  products: {
    id: string; company_id: string; name: string; sku: string; service: boolean; description: string;
    deactivated: Generated<boolean>; created_at: number; search: Tsv;
  };
  product_images: { id: string; product_id: string; url: string; position: number; created_at: number };
  product_menus: { id: string; company_id: string; name: string; created_at: number };
  menu_items: { product_menu_id: string; product_id: string; created_at: number };
  rfqs: {
    id: string; owner_id: string; title: string; description: string; images: Json<string[]>;
    owner_country: string | null; owner_city: string | null; owner_zip_code: string | null; created_at: number; search: Tsv;
  };
  rfi_types: { id: string; description: string; position: number };
  rfis: {
    id: string; company_id: string; sender_id: string; title: string; short_desc: string; long_desc: string;
    request_type_ids: Json<string[]>; images: Json<string[]>; created_at: number;
  };
  follows: { id: string; company_id: string; follower_id: string; created_at: number };
  connections: { id: string; from_user_id: string; to_user_id: string; activated: boolean; created_at: number; updated_at: number };
  connection_qrs: { code: string; user_id: string; created_at: number };
  company_watchlists: { id: string; owner_id: string; name: string; created_at: number };
  company_watchlist_items: { watchlist_id: string; company_id: string; created_at: number };
  product_watchlists: { id: string; owner_id: string; name: string; created_at: number };
  product_watchlist_items: { watchlist_id: string; product_id: string; created_at: number };
  reports: { id: string; reporter_id: string; target_type: string; target_id: string; reason: string; description: string; created_at: number };
  company_private_files: { id: string; company_id: string; name: string; url: string; created_at: number };
  company_private_file_accesses: { id: string; file_id: string; user_id: string; accepted: boolean; created_at: number };
};
