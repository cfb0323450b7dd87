// Migrations of the products module, run after those of ../companies (whose first migration created the product,
// menu, RFQ and RFI tables). The id keeps its 'catalog_' prefix: databases have recorded it under that id.
import type { Migration } from '../db/migrations';

export const PRODUCTS_MIGRATIONS: Migration[] = [
  {
    id: 'catalog_products_0001_image_files',
    sql: `
      CREATE TABLE product_image_files (
        image_id text PRIMARY KEY REFERENCES product_images(id) ON DELETE CASCADE,
        storage_key text NOT NULL, content_type text NOT NULL
      );
      CREATE INDEX menu_items_menu_listed ON menu_items (product_menu_id, created_at DESC, product_id);
    `,
  },
];
