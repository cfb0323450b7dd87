// Kysely table types of the products module (products, images, menus, RFQs, RFIs). ProductsTables is merged into
// DB (../db/schema.ts); product_image_files is reached through withImageFiles(db) (./images.ts).
import type { ColumnType, Generated } from 'kysely';
import type { Tsv } from '../companies/tables';

type Json<T> = ColumnType<T, string, string>;

export type ProductsTables = {
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
};

export type ImageFileTables = { product_image_files: { image_id: string; storage_key: string; content_type: string } };
