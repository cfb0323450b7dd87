// The products part of the catalog module: its own migrations (ids 'catalog_products_000N_…',
// appended after CATALOG_MIGRATIONS in this order: owner, products, network) and routes.
// Product images uploaded as files are kept on disk under ctx.uploadsDir (one row per file in
// product_image_files) and served by GET /product-images/{id}; the product_images row's url points there.
import { sql } from 'kysely';
import { z } from 'zod';
import type { MenuProduct } from '../../../src/domain/companies/types';
import { removeUploads, sniffImage, storedImageResponse, storeUpload } from '../chat/uploads';
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { productSchema, toProducts } from './products';
import { BASE, idParam, skipLimit, type Db } from './shared';

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

/** product_image_files is this extension's own table (the shared DB type does not list it). */
export type ImageFileTables = { product_image_files: { image_id: string; storage_key: string; content_type: string } };
export const withImageFiles = (db: Db) => db.withTables<ImageFileTables>();

export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const productImagePath = (imageId: string) => `${BASE}/product-images/${encodeURIComponent(imageId)}`;

export type StoredImage = { key: string; contentType: string };

/** Checks every part is a PNG/JPEG/GIF/WebP of at most 5 MB (by its bytes), then writes them to disk. */
export async function storeImageFiles(ctx: AppContext, files: File[]): Promise<StoredImage[]> {
  const checked: { bytes: Uint8Array; contentType: string }[] = [];
  for (const f of files) {
    if (f.size > PRODUCT_IMAGE_MAX_BYTES) throw new HttpError(413, `files: an image is larger than ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
    const bytes = new Uint8Array(await f.arrayBuffer());
    const contentType = sniffImage(bytes);
    if (!contentType) throw new HttpError(400, 'files: must be PNG, JPEG, GIF or WebP images');
    checked.push({ bytes, contentType });
  }
  const stored: StoredImage[] = [];
  for (const c of checked) stored.push({ key: await storeUpload(ctx, c.bytes), contentType: c.contentType });
  return stored;
}

/** Storage keys of the files behind these images (to remove from disk after the rows are gone). */
export async function imageFileKeys(db: Db, where: { productId?: string; imageId?: string }): Promise<string[]> {
  let q = withImageFiles(db).selectFrom('product_image_files as f').innerJoin('product_images as i', 'i.id', 'f.image_id').select('f.storage_key');
  if (where.productId) q = q.where('i.product_id', '=', where.productId);
  if (where.imageId) q = q.where('i.id', '=', where.imageId);
  return (await q.execute()).map((r) => r.storage_key);
}

export { removeUploads };

// built lazily: products.ts imports this file, so productSchema is not ready while this module loads
const menuProductSchema = () => productSchema.extend({ listedAt: z.number() });

export const productsExtRoutes = (ctx: AppContext): AnyRoute[] => [
  defineRoute({
    method: 'get', path: `${BASE}/product-images/{id}`, tag: 'products', auth: 'none',
    summary: 'The bytes of an uploaded product image (public: an <img> sends no token; ids are unguessable)',
    params: idParam, response: z.unknown(),
    handler: async ({ params }) => {
      const row = await withImageFiles(ctx.db).selectFrom('product_image_files').selectAll().where('image_id', '=', params.id).executeTakeFirst();
      return storedImageResponse(ctx, row, 'Image not found');
    },
  }),
  defineRoute({
    method: 'get', path: `${BASE}/product-menus/{id}/products`, tag: 'products', auth: 'none',
    summary: "A page of a menu's active products, latest listed first (listedAt: when it was added to the menu)",
    params: idParam,
    query: z.object(skipLimit),
    response: z.object({ items: z.array(menuProductSchema()), count: z.number() }),
    handler: async ({ params, query }) => {
      const menu = await ctx.db.selectFrom('product_menus').select('id').where('id', '=', params.id).executeTakeFirst();
      if (!menu) throw new HttpError(404, 'Menu not found');
      const base = ctx.db
        .selectFrom('menu_items as m')
        .innerJoin('products as p', 'p.id', 'm.product_id')
        .where('m.product_menu_id', '=', params.id)
        .where('p.deactivated', '=', false);
      const [rows, total] = await Promise.all([
        base.select(['m.product_id', 'm.created_at']).orderBy('m.created_at', 'desc').orderBy(sql`m.product_id`).offset(query.skip).limit(query.limit).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const products = await toProducts(ctx.db, rows.map((r) => r.product_id));
      const listed = new Map(rows.map((r) => [r.product_id, Number(r.created_at)]));
      const items: MenuProduct[] = products.map((p) => ({ ...p, listedAt: listed.get(p.id) ?? p.createdAt }));
      return { items, count: Number(total.n) };
    },
  }),
];
