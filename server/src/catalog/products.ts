// Products (owner-only CRUD, up to 16 images (uploaded files on disk, see ext-products.ts), deactivate/reactivate) and product menus with their items.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Product, ProductMenu } from '../../../src/domain/companies/types';
import { MESSAGES, PRODUCT_IMAGE_LIMIT } from '../../../src/domain/companies/rules';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { imageFileKeys, productImagePath, removeUploads, storeImageFiles, withImageFiles, type StoredImage } from './ext-products';
import { BASE, dataUrl, idList, idParam, isUniqueViolation, okSchema, ownedCompany, readBodyAs, required, skipLimit, type Db } from './shared';

export const productSchema = z.object({
  id: z.string(), companyId: z.string(), companyProfileName: z.string(), companyName: z.string(), name: z.string(), sku: z.string(),
  service: z.boolean(), description: z.string(), deactivated: z.boolean(), images: z.array(z.object({ id: z.string(), path: z.string() })), createdAt: z.number(),
});
const menuSchema = z.object({ id: z.string(), name: z.string(), companyId: z.string(), productIds: z.array(z.string()), createdAt: z.number() });

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
    if (have.length + images.length > PRODUCT_IMAGE_LIMIT) throw new HttpError(400, `A product has at most ${PRODUCT_IMAGE_LIMIT} images`);
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

const imagesBody = {
  json: z.object({ base64Imgs: z.array(dataUrl).min(1, { error: 'Please select an image' }).max(PRODUCT_IMAGE_LIMIT) }),
  multipart: z.object({
    files: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.instanceof(File, { error: 'must be a file' })).max(PRODUCT_IMAGE_LIMIT, { error: `A product has at most ${PRODUCT_IMAGE_LIMIT} images` }))
      .refine((l) => l.length > 0, { error: 'Please select an image' }),
  }),
};

export function productRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: `${BASE}/products`, tag: 'products', auth: 'user', status: 201,
      summary: 'Add a product or service to a company the caller owns',
      body: productInput.extend({ companyId: z.string().min(1).max(100), base64Imgs: z.array(dataUrl).max(PRODUCT_IMAGE_LIMIT).optional() }),
      response: productSchema,
      handler: async ({ body, caller }) => {
        await ownedCompany(ctx.db, body.companyId, caller.userId);
        const id = randomUUID();
        try {
          await inTransaction(ctx, async ({ trx, now }) => {
            await trx.insertInto('products').values({ id, company_id: body.companyId, name: body.name, sku: body.sku, service: body.service, description: body.description, created_at: now }).execute();
            if (body.base64Imgs?.length) {
              await trx.insertInto('product_images').values(body.base64Imgs.map((url, i) => ({ id: randomUUID(), product_id: id, url, position: i + 1, created_at: now }))).execute();
            }
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, `SKU '${body.sku}' is already used by another product of this company`);
          throw err;
        }
        return (await toProducts(ctx.db, [id]))[0];
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

async function toMenus(db: Db, ids: string[]): Promise<ProductMenu[]> {
  if (ids.length === 0) return [];
  const menus = await db.selectFrom('product_menus').selectAll().where('id', 'in', ids).orderBy('created_at').execute();
  const items = await db.selectFrom('menu_items').selectAll().where('product_menu_id', 'in', ids).orderBy('created_at', 'desc').orderBy(sql`product_id`).execute();
  return menus.map((m) => ({ id: m.id, name: m.name, companyId: m.company_id, createdAt: Number(m.created_at), productIds: items.filter((i) => i.product_menu_id === m.id).map((i) => i.product_id) }));
}

async function ownedMenu(db: Db, id: string, userId: string) {
  const m = await db.selectFrom('product_menus').selectAll().where('id', '=', id).executeTakeFirst();
  if (!m) throw new HttpError(404, 'Menu not found');
  await ownedCompany(db, m.company_id, userId);
  return m;
}

export function menuRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: `${BASE}/product-menus`, tag: 'products', auth: 'user', status: 201,
      summary: 'Create a product menu (company owner only)',
      body: z.object({ companyId: z.string().min(1).max(100), name: required('Name', 100) }),
      response: menuSchema,
      handler: async ({ body, caller }) => {
        await ownedCompany(ctx.db, body.companyId, caller.userId);
        const id = randomUUID();
        await ctx.db.insertInto('product_menus').values({ id, company_id: body.companyId, name: body.name, created_at: ctx.clock.now() }).execute();
        return (await toMenus(ctx.db, [id]))[0];
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/product-menus`, tag: 'products', auth: 'none',
      summary: 'Menus of companies',
      query: z.object({ companyIds: idList }),
      response: z.array(menuSchema),
      handler: async ({ query }) => {
        if (query.companyIds.length === 0) return [];
        const rows = await ctx.db.selectFrom('product_menus').select('id').where('company_id', 'in', query.companyIds).execute();
        return toMenus(ctx.db, rows.map((r) => r.id));
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/product-menus/{id}`, tag: 'products', auth: 'none',
      summary: 'One menu',
      params: idParam,
      response: menuSchema,
      handler: async ({ params }) => {
        const [m] = await toMenus(ctx.db, [params.id]);
        if (!m) throw new HttpError(404, 'Menu not found');
        return m;
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/product-menus/{id}`, tag: 'products', auth: 'user',
      summary: 'Rename a menu (company owner only)',
      params: idParam,
      body: z.object({ name: required('Name', 100) }),
      response: menuSchema,
      handler: async ({ params, body, caller }) => {
        await ownedMenu(ctx.db, params.id, caller.userId);
        await ctx.db.updateTable('product_menus').set({ name: body.name }).where('id', '=', params.id).execute();
        return (await toMenus(ctx.db, [params.id]))[0];
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/product-menus/{id}`, tag: 'products', auth: 'user',
      summary: 'Delete a menu (company owner only)',
      params: idParam,
      response: okSchema,
      handler: async ({ params, caller }) => {
        await ownedMenu(ctx.db, params.id, caller.userId);
        await ctx.db.deleteFrom('product_menus').where('id', '=', params.id).execute();
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/product-menus/{id}/items`, tag: 'products', auth: 'user', status: 201,
      summary: "Add the company's own products to a menu (owner only)",
      params: idParam,
      body: z.object({ productIds: z.array(z.string().min(1).max(100)).min(1, { error: MESSAGES.selectProducts }).max(128) }),
      response: menuSchema,
      handler: async ({ params, body, caller }) => {
        const menu = await ownedMenu(ctx.db, params.id, caller.userId);
        const ids = [...new Set(body.productIds)];
        const own = await ctx.db.selectFrom('products').select('id').where('id', 'in', ids).where('company_id', '=', menu.company_id).execute();
        if (own.length !== ids.length) throw new HttpError(400, 'productIds: only products of this company can be added');
        await inTransaction(ctx, async ({ trx, now }) => {
          await trx.insertInto('menu_items').values(ids.map((pid) => ({ product_menu_id: menu.id, product_id: pid, created_at: now }))).onConflict((oc) => oc.columns(['product_menu_id', 'product_id']).doNothing()).execute();
        });
        return (await toMenus(ctx.db, [menu.id]))[0];
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/product-menus/{id}/items/{productId}`, tag: 'products', auth: 'user',
      summary: 'Remove a product from a menu (owner only)',
      params: z.object({ id: z.string().min(1).max(100), productId: z.string().min(1).max(100) }),
      response: menuSchema,
      handler: async ({ params, caller }) => {
        const menu = await ownedMenu(ctx.db, params.id, caller.userId);
        const r = await ctx.db.deleteFrom('menu_items').where('product_menu_id', '=', menu.id).where('product_id', '=', params.productId).executeTakeFirst();
        if (Number(r.numDeletedRows) === 0) throw new HttpError(404, 'This product is not in the menu');
        return (await toMenus(ctx.db, [menu.id]))[0];
      },
    }),
  ];
}
