// Company and product watchlists: the same routes for both kinds, each list its owner's only.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MESSAGES } from '../../../src/domain/companies/rules';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idList, idParam, okSchema, required } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, companyOr404, type Db } from '../companies/shared';

type Kind = { path: string; list: 'company_watchlists' | 'product_watchlists'; items: 'company_watchlist_items' | 'product_watchlist_items'; col: 'company_id' | 'product_id'; key: 'companyIds' | 'productIds'; itemKey: 'companyId' | 'productId'; noun: string };
const COMPANY_KIND: Kind = { path: 'company-watchlists', list: 'company_watchlists', items: 'company_watchlist_items', col: 'company_id', key: 'companyIds', itemKey: 'companyId', noun: 'company' };
const PRODUCT_KIND: Kind = { path: 'product-watchlists', list: 'product_watchlists', items: 'product_watchlist_items', col: 'product_id', key: 'productIds', itemKey: 'productId', noun: 'product' };

function watchlistRoutesOf(ctx: AppContext, k: Kind): AnyRoute[] {
  const schema = z.object({ id: z.string(), name: z.string(), [k.key]: z.array(z.string()), createdAt: z.number() });
  const listName = required('Name', 100);
  const load = async (db: Db, ids: string[]) => {
    if (ids.length === 0) return [];
    const lists = await db.selectFrom(k.list).selectAll().where('id', 'in', ids).orderBy('created_at', 'desc').execute();
    const items = await db.selectFrom(k.items).selectAll().where('watchlist_id', 'in', ids).orderBy('created_at').execute();
    return lists.map((l) => ({
      id: l.id, name: l.name, createdAt: Number(l.created_at),
      [k.key]: items.filter((i) => i.watchlist_id === l.id).map((i) => (k.col === 'company_id' ? (i as { company_id: string }).company_id : (i as { product_id: string }).product_id)),
    }));
  };
  const mine = async (db: Db, id: string, userId: string) => {
    const l = await db.selectFrom(k.list).selectAll().where('id', '=', id).executeTakeFirst();
    if (!l || l.owner_id !== userId) throw new HttpError(404, 'Watchlist not found');
    return l;
  };
  const targetExists = async (id: string) => {
    if (k.col === 'company_id') await companyOr404(ctx.db, id);
    else if (!(await ctx.db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst())) throw new HttpError(404, 'Product not found');
  };
  return [
    defineRoute({
      method: 'post', path: `${BASE}/${k.path}`, tag: 'network', auth: 'user', status: 201,
      summary: `Create a ${k.noun} watchlist`,
      body: z.object({ name: listName }),
      response: schema,
      handler: async ({ body, caller }) => {
        const id = randomUUID();
        await ctx.db.insertInto(k.list).values({ id, owner_id: caller.userId, name: body.name, created_at: ctx.clock.now() }).execute();
        return (await load(ctx.db, [id]))[0];
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/${k.path}`, tag: 'network', auth: 'user',
      summary: `The caller's ${k.noun} watchlists`,
      response: z.array(schema),
      handler: async ({ caller }) => {
        const ids = await ctx.db.selectFrom(k.list).select('id').where('owner_id', '=', caller.userId).execute();
        return load(ctx.db, ids.map((r) => r.id));
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/${k.path}/{id}`, tag: 'network', auth: 'user',
      summary: `One of the caller's ${k.noun} watchlists`,
      params: idParam,
      response: schema,
      handler: async ({ params, caller }) => {
        await mine(ctx.db, params.id, caller.userId);
        return (await load(ctx.db, [params.id]))[0];
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/${k.path}/{id}`, tag: 'network', auth: 'user',
      summary: `Rename a ${k.noun} watchlist, or remove items from it`,
      params: idParam,
      body: z.object({ name: listName.optional(), _removeIds: z.array(z.string().max(100)).max(500).optional() }).strict(),
      response: schema,
      handler: async ({ params, body, caller }) => {
        await mine(ctx.db, params.id, caller.userId);
        await inTransaction(ctx, async ({ trx }) => {
          if (body.name) await trx.updateTable(k.list).set({ name: body.name }).where('id', '=', params.id).execute();
          if (body._removeIds?.length) await trx.deleteFrom(k.items).where('watchlist_id', '=', params.id).where(k.col, 'in', body._removeIds).execute();
        });
        return (await load(ctx.db, [params.id]))[0];
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/${k.path}/{id}/items`, tag: 'network', auth: 'user', status: 201,
      summary: `Add a ${k.noun} to a watchlist (refused when already in it)`,
      params: idParam,
      body: z.object({ [k.itemKey]: z.string().min(1).max(100) }),
      response: schema,
      handler: async ({ params, body, caller }) => {
        const list = await mine(ctx.db, params.id, caller.userId);
        const itemId = String((body as Record<string, unknown>)[k.itemKey]);
        await targetExists(itemId);
        const exists = await ctx.db.selectFrom(k.items).select('watchlist_id').where('watchlist_id', '=', list.id).where(k.col, '=', itemId).executeTakeFirst();
        if (exists) throw new HttpError(409, MESSAGES.alreadyInList(list.name));
        const row = { watchlist_id: list.id, created_at: ctx.clock.now() };
        if (k.col === 'company_id') await ctx.db.insertInto('company_watchlist_items').values({ ...row, company_id: itemId }).execute();
        else await ctx.db.insertInto('product_watchlist_items').values({ ...row, product_id: itemId }).execute();
        return (await load(ctx.db, [list.id]))[0];
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/${k.path}/copy`, tag: 'network', auth: 'user', status: 201,
      summary: `Copy a ${k.noun} watchlist with its items`,
      body: z.object({ id: z.string().min(1).max(100), name: listName.optional() }),
      response: schema,
      handler: async ({ body, caller }) => {
        const src = await mine(ctx.db, body.id, caller.userId);
        const id = randomUUID();
        await inTransaction(ctx, async ({ trx, now }) => {
          await trx.insertInto(k.list).values({ id, owner_id: caller.userId, name: body.name ?? `${src.name} (copy)`, created_at: now }).execute();
          const items = await trx.selectFrom(k.items).selectAll().where('watchlist_id', '=', src.id).execute();
          for (const it of items) {
            if (k.col === 'company_id') await trx.insertInto('company_watchlist_items').values({ watchlist_id: id, company_id: (it as { company_id: string }).company_id, created_at: now }).execute();
            else await trx.insertInto('product_watchlist_items').values({ watchlist_id: id, product_id: (it as { product_id: string }).product_id, created_at: now }).execute();
          }
        });
        return (await load(ctx.db, [id]))[0];
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/${k.path}/{id}`, tag: 'network', auth: 'user',
      summary: `Delete a ${k.noun} watchlist`,
      params: idParam,
      response: okSchema,
      handler: async ({ params, caller }) => {
        await mine(ctx.db, params.id, caller.userId);
        await ctx.db.deleteFrom(k.list).where('id', '=', params.id).execute();
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/${k.path}`, tag: 'network', auth: 'user',
      summary: `Delete several ${k.noun} watchlists (all must be the caller's)`,
      query: z.object({ ids: idList.refine((l) => l.length > 0 && l.length <= 200, { error: 'Please select at least one list' }) }),
      response: z.object({ deleted: z.number() }),
      handler: async ({ query, caller }) => {
        const owned = await ctx.db.selectFrom(k.list).select('id').where('id', 'in', query.ids).where('owner_id', '=', caller.userId).execute();
        if (owned.length !== new Set(query.ids).size) throw new HttpError(404, 'Watchlist not found');
        await ctx.db.deleteFrom(k.list).where('id', 'in', query.ids).execute();
        return { deleted: owned.length };
      },
    }),
  ];
}

export const watchlistRoutes = (ctx: AppContext): AnyRoute[] => [...watchlistRoutesOf(ctx, COMPANY_KIND), ...watchlistRoutesOf(ctx, PRODUCT_KIND)];
