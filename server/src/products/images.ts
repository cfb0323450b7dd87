// Product images uploaded as files are kept on disk under ctx.uploadsDir (one row per file in product_image_files)
// and served by GET /product-images/{id}; the product_images row's url points there.
import { checkUploadSize } from '../admin/limits';
import { removeUploads, sniffImage, storedImageResponse, storeUpload } from '../chat/uploads';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam } from '../http/inputs';
import { defineRoute, fileResponse, type AnyRoute } from '../http/registry';
import { BASE, type Db } from '../companies/shared';
import type { ImageFileTables } from './tables';

/** product_image_files is reached through this (DB does not list it). */
export const withImageFiles = (db: Db) => db.withTables<ImageFileTables>();

export const productImagePath = (imageId: string) => `${BASE}/product-images/${encodeURIComponent(imageId)}`;

export type StoredImage = { key: string; contentType: string };

/** Checks every part is a PNG/JPEG/GIF/WebP (by its bytes) within the upload size limit, then writes them to disk. */
export async function storeImageFiles(ctx: AppContext, files: File[]): Promise<StoredImage[]> {
  const checked: { bytes: Uint8Array; contentType: string }[] = [];
  for (const f of files) {
    await checkUploadSize(ctx.db, f, 'files');
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

export const productImageRoutes = (ctx: AppContext): AnyRoute[] => [
  defineRoute({
    method: 'get', path: `${BASE}/product-images/{id}`, tag: 'products', auth: 'none',
    summary: 'The bytes of an uploaded product image (public: an <img> sends no token; ids are unguessable)',
    params: idParam, response: fileResponse,
    handler: async ({ params, request }) => {
      const row = await withImageFiles(ctx.db).selectFrom('product_image_files').selectAll().where('image_id', '=', params.id).executeTakeFirst();
      return storedImageResponse(ctx, row, 'Image not found', request);
    },
  }),
];
