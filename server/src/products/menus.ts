// Product menus of a company (owner-only edits) and their items, newest listed first.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import type { MenuProduct, ProductMenu } from '../../../src/domain/companies/types';
import { MESSAGES } from '../../../src/domain/companies/rules';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idList, idParam, okSchema, required, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, ownedCompany, type Db } from '../companies/shared';
import { productSchema, toProducts } from './products';

const menuSchema = z.object({ id: z.string(), name: z.string(), companyId: z.string(), productIds: z.array(z.string()), createdAt: z.number() });
const menuProductSchema = productSchema.extend({ listedAt: z.number() });

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
    defineRoute({
      method: 'get', path: `${BASE}/product-menus/{id}/products`, tag: 'products', auth: 'none',
      summary: "A page of a menu's active products, latest listed first (listedAt: when it was added to the menu)",
      params: idParam,
      query: z.object(skipLimit),
      response: z.object({ items: z.array(menuProductSchema), count: z.number() }),
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
}
