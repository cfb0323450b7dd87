// Products: owner-only CRUD, up to the images-per-product limit (16 by default; see ../admin/limits.ts) (uploaded files kept on disk, see ./images.ts), deactivate and reactivate.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Product } from '../../../src/domain/companies/types';
import { limitMessages, RESOURCE_LIMITS } from '../../../src/domain/admin/limits';
import { readLimits } from '../admin/limits';
import { inTransaction, type AppContext } from '../context';
import { publishedThen, tagAlertsPublished } from '../tagalerts/publish';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { imageFileKeys, productImagePath, removeUploads, storeImageFiles, withImageFiles, type StoredImage } from './images';
import { dataUrl, idList, idParam, isUniqueViolation, okSchema, readBodyAs, required, skipLimit } from '../http/inputs';
import { BASE, ownedCompany, type Db } from '../companies/shared';

export const productSchema = z.object({
  id: z.string(), companyId: z.string(), companyProfileName: z.string(), companyName: z.string(), name: z.string(), sku: z.string(),
  service: z.boolean(), description: z.string(), deactivated: z.boolean(), images: z.array(z.object({ id: z.string(), path: z.string() })), createdAt: z.number(),
});

const sku = z.string().trim().min(1, { error: 'SKU is required' }).max(60).regex(/^[A-Za-z0-9._-]+$/, { error: 'SKU: letters, digits, dot, dash and underscore only' });
const productInput = z.object({
  name: required('Name', 200),
  sku,
  service: z.boolean().default(false),
  description: z.string().max(1000, { error: 'you have pasted/written more than 1000 characters, below description will not save' }).default(''),
});

export async function toProducts(db: Db, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.id', 'p.company_id', 'p.name', 'p.sku', 'p.service', 'p.description', 'p.deactivated', 'p.created_at', 'c.profile_name', 'c.name as company_name'])
    .where('p.id', 'in', ids)
    .execute();
  const images = await db.selectFrom('product_images').select(['id', 'product_id', 'url']).where('product_id', 'in', ids).orderBy('position').execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [{
      id: r.id, companyId: r.company_id, companyProfileName: r.profile_name, companyName: r.company_name, name: r.name, sku: r.sku,
      service: r.service, description: r.description, deactivated: r.deactivated, createdAt: Number(r.created_at),
      images: images.filter((i) => i.product_id === r.id).map((i) => ({ id: i.id, path: i.url })),
    }];
  });
}

async function ownedProduct(db: Db, id: string, userId: string) {
  const p = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) throw new HttpError(404, 'Product not found');
  await ownedCompany(db, p.company_id, userId);
  return p;
}

type NewImage = { url: string; file?: StoredImage };

async function addImages(ctx: AppContext, productId: string, images: NewImage[]): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    // lock the product row so two uploads cannot both pass the limit
    await trx.selectFrom('products').select('id').where('id', '=', productId).forUpdate().execute();
    const have = await trx.selectFrom('product_images').select(['position']).where('product_id', '=', productId).orderBy('position', 'desc').execute();
    const { imagesPerProduct } = await readLimits(trx);
    if (have.length + images.length > imagesPerProduct) throw new HttpError(400, limitMessages.imagesPerProduct(imagesPerProduct));
    const start = (have[0]?.position ?? 0) + 1;
    const rows = images.map((img, i) => {
      const id = randomUUID();
      return { id, product_id: productId, url: img.file ? productImagePath(id) : img.url, position: start + i, created_at: now };
    });
    await trx.insertInto('product_images').values(rows).execute();
    const files = images.flatMap((img, i) => (img.file ? [{ image_id: rows[i].id, storage_key: img.file.key, content_type: img.file.contentType }] : []));
    if (files.length) await withImageFiles(trx).insertInto('product_image_files').values(files).execute();
  });
}

/** Multipart files go to disk (removed again if the rows cannot be written); JSON data URLs stay as they are. */
async function addUploadedImages(ctx: AppContext, productId: string, body: { base64Imgs: string[] } | { files: File[] }): Promise<void> {
  if ('base64Imgs' in body) return addImages(ctx, productId, body.base64Imgs.map((url) => ({ url })));
  const stored = await storeImageFiles(ctx, filesOf(body.files));
  try {
    await addImages(ctx, productId, stored.map((file) => ({ url: '', file })));
  } catch (err) {
    await removeUploads(ctx, stored.map((f) => f.key));
    throw err;
  }
}

const fileToDataUrl = async (f: File) => `data:${f.type || 'application/octet-stream'};base64,${Buffer.from(await f.arrayBuffer()).toString('base64')}`;
export const imageFile = z.instanceof(File).refine((f) => /^image\//.test(f.type) && f.size <= 512 * 1024, { error: 'must be an image of at most 512 kB' });
export const filesOf = (v: File | File[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** one or more file parts as a list (a single part arrives as itself) */
export const fileList = (max: number, message: string) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(imageFile).max(max, { error: message }));
export { fileToDataUrl };

/** the most images one request may carry: the highest images-per-product limit an admin may set */
const IMAGES_CEILING = RESOURCE_LIMITS.find((l) => l.key === 'imagesPerProduct')?.max ?? 100;

const imagesBody = {
  json: z.object({ base64Imgs: z.array(dataUrl).min(1, { error: 'Please select an image' }).max(IMAGES_CEILING) }),
  multipart: z.object({
    files: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.instanceof(File, { error: 'must be a file' })).max(IMAGES_CEILING, { error: limitMessages.imagesPerProduct(IMAGES_CEILING) }))
      .refine((l) => l.length > 0, { error: 'Please select an image' }),
  }),
};

export function productRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: `${BASE}/products`, tag: 'products', auth: 'user', status: 201,
      summary: 'Add a product or service to a company the caller owns',
      body: productInput.extend({ companyId: z.string().min(1).max(100), base64Imgs: z.array(dataUrl).max(IMAGES_CEILING).optional() }),
      response: productSchema,
      handler: async ({ body, caller }) => {
        await ownedCompany(ctx.db, body.companyId, caller.userId);
        const id = randomUUID();
        try {
          await inTransaction(ctx, async ({ trx, now }) => {
            // lock the company row so two creations cannot both pass the limit
            await trx.selectFrom('companies').select('id').where('id', '=', body.companyId).forUpdate().execute();
            const limits = await readLimits(trx);
            const have = await trx.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', body.companyId).executeTakeFirstOrThrow();
            if (Number(have.n) >= limits.productsPerCompany) throw new HttpError(400, limitMessages.productsPerCompany(limits.productsPerCompany));
            if ((body.base64Imgs?.length ?? 0) > limits.imagesPerProduct) throw new HttpError(400, limitMessages.imagesPerProduct(limits.imagesPerProduct));
            await trx.insertInto('products').values({ id, company_id: body.companyId, name: body.name, sku: body.sku, service: body.service, description: body.description, created_at: now }).execute();
            if (body.base64Imgs?.length) {
              await trx.insertInto('product_images').values(body.base64Imgs.map((url, i) => ({ id: randomUUID(), product_id: id, url, position: i + 1, created_at: now }))).execute();
            }
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, `SKU '${body.sku}' is already used by another product of this company`);
          throw err;
        }
        return publishedThen(ctx, 'PRODUCT', (await toProducts(ctx.db, [id]))[0], caller.userId);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/products`, tag: 'products', auth: 'none',
      summary: 'Products by ids, companies, or company profile name and SKU (newest first)',
      query: z.object({ ids: idList.optional(), companyIds: idList.optional(), companyProfileName: z.string().max(100).optional(), sku: z.string().max(60).optional(), asDeactivated: z.enum(['true', 'false']).optional(), ...skipLimit }),
      response: z.object({ items: z.array(productSchema), count: z.number() }),
      handler: async ({ query }) => {
        let q = ctx.db.selectFrom('products as p').innerJoin('companies as c', 'c.id', 'p.company_id');
        if (query.ids?.length) q = q.where('p.id', 'in', query.ids);
        if (query.companyIds?.length) q = q.where('p.company_id', 'in', query.companyIds);
        if (query.companyProfileName) q = q.where('c.profile_name', '=', query.companyProfileName);
        if (query.sku) q = q.where('p.sku', '=', query.sku);
        q = q.where('p.deactivated', '=', query.asDeactivated === 'true');
        const [rows, total] = await Promise.all([
          q.select('p.id').orderBy('p.created_at', 'desc').orderBy('p.id').offset(query.skip).limit(query.limit).execute(),
          q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return { items: await toProducts(ctx.db, rows.map((r) => r.id)), count: Number(total.n) };
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/products/{id}`, tag: 'products', auth: 'none',
      summary: 'One product',
      params: idParam,
      response: productSchema,
      handler: async ({ params }) => {
        const [p] = await toProducts(ctx.db, [params.id]);
        if (!p) throw new HttpError(404, 'Product not found');
        return p;
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/products/{id}`, tag: 'products', auth: 'user',
      summary: 'Update a product (company owner only)',
      params: idParam,
      body: z.object({ name: required('Name', 200).optional(), sku: sku.optional(), service: z.boolean().optional(), description: z.string().max(1000).optional() }).strict(),
      response: productSchema,
      handler: async ({ params, body, caller }) => {
        await ownedProduct(ctx.db, params.id, caller.userId);
        const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
        try {
          if (Object.keys(set).length) await ctx.db.updateTable('products').set(set).where('id', '=', params.id).execute();
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, `SKU '${body.sku}' is already used by another product of this company`);
          throw err;
        }
        return (await toProducts(ctx.db, [params.id]))[0];
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/products/{id}`, tag: 'products', auth: 'user',
      summary: 'Delete a product (company owner only)',
      params: idParam,
      response: okSchema,
      handler: async ({ params, caller }) => {
        await ownedProduct(ctx.db, params.id, caller.userId);
        const keys = await imageFileKeys(ctx.db, { productId: params.id });
        await ctx.db.deleteFrom('products').where('id', '=', params.id).execute();
        await removeUploads(ctx, keys);
        return { ok: true as const };
      },
    }),
    ...(['deactivate', 'reactivate'] as const).map((action) =>
      defineRoute({
        method: 'patch', path: `${BASE}/products/{id}/${action}`, tag: 'products', auth: 'user',
        summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} a product (company owner only)`,
        params: idParam,
        response: productSchema,
        handler: async ({ params, caller }) => {
          await ownedProduct(ctx.db, params.id, caller.userId);
          await ctx.db.updateTable('products').set({ deactivated: action === 'deactivate' }).where('id', '=', params.id).execute();
          if (action === 'reactivate') tagAlertsPublished(ctx, { type: 'PRODUCT', id: params.id, by: caller.userId });
          return (await toProducts(ctx.db, [params.id]))[0];
        },
      }),
    ),
    defineRoute({
      method: 'post', path: `${BASE}/products/{id}/images`, tag: 'products', auth: 'user', status: 201,
      summary: 'Add images (JSON {base64Imgs} or multipart parts "files"); at most 16 per product',
      params: idParam,
      response: productSchema,
      handler: async ({ params, request, caller }) => {
        await ownedProduct(ctx.db, params.id, caller.userId);
        const body = await readBodyAs(request, imagesBody);
        await addUploadedImages(ctx, params.id, body);
        return (await toProducts(ctx.db, [params.id]))[0];
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/products/{id}/images/{imageId}`, tag: 'products', auth: 'user',
      summary: 'Remove a product image (company owner only)',
      params: z.object({ id: z.string().min(1).max(100), imageId: z.string().min(1).max(100) }),
      response: productSchema,
      handler: async ({ params, caller }) => {
        await ownedProduct(ctx.db, params.id, caller.userId);
        const keys = await imageFileKeys(ctx.db, { imageId: params.imageId });
        const r = await ctx.db.deleteFrom('product_images').where('id', '=', params.imageId).where('product_id', '=', params.id).executeTakeFirst();
        if (Number(r.numDeletedRows) === 0) throw new HttpError(404, 'Image not found');
        await removeUploads(ctx, keys);
        return (await toProducts(ctx.db, [params.id]))[0];
      },
    }),
  ];
}
