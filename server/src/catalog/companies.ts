// Company profiles (read by id or profile name, owner-only update, logo/banner/images, deactivate) and follows.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import {
  BASE, companyOr404, companySchema, dataUrl, idList, idParam, isUniqueViolation, okSchema, optText, ownedCompany, toCompanies,
} from './shared';

const website = z
  .string()
  .trim()
  .max(300)
  .refine((s) => s === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(s), { error: 'Please enter valid website' })
  .nullable()
  .optional();

export const companyUpdateSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Company Name is required!!' }).max(100).optional(),
    description: z.string().max(1000, { error: 'you have pasted/written more than 1000 characters, below description will not save' }).optional(),
    website,
    phone: z.string().trim().regex(/^[0-9 ()-]{0,20}$/, { error: 'Please enter valid phone' }).nullable().optional(),
    countryCode: z.string().trim().regex(/^\+?\d{0,4}$/, { error: 'Please enter valid country code' }).nullable().optional(),
    address: optText(300),
    city: optText(100),
    state: optText(100),
    country: z.string().trim().regex(/^([A-Z]{2})?$/, { error: 'country: a two-letter country code' }).nullable().optional(),
    zipCode: optText(20),
    lat: z.number().min(-90).max(90).nullable().optional(),
    lng: z.number().min(-180).max(180).nullable().optional(),
  })
  .strict();

const nullIfBlank = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());

export function companyProfileRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/companies`, tag: 'company', auth: 'none',
      summary: 'Companies by ids or profile names',
      query: z.object({ ids: idList.optional(), profileNames: idList.optional() }),
      response: z.array(companySchema),
      handler: async ({ query }) => {
        if (!query.ids?.length && !query.profileNames?.length) return [];
        let q = ctx.db.selectFrom('companies').selectAll();
        q = query.ids?.length ? q.where('id', 'in', query.ids) : q.where('profile_name', 'in', query.profileNames ?? []);
        return toCompanies(ctx.db, await q.limit(128).execute());
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/companies/{id}`, tag: 'company', auth: 'none',
      summary: 'One company',
      params: idParam,
      response: companySchema,
      handler: async ({ params }) => (await toCompanies(ctx.db, [await companyOr404(ctx.db, params.id)]))[0],
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/companies/{id}`, tag: 'company', auth: 'user',
      summary: 'Update company info (owner only)',
      params: idParam,
      body: companyUpdateSchema,
      response: companySchema,
      handler: async ({ params, body, caller }) => {
        await ownedCompany(ctx.db, params.id, caller.userId);
        const set = {
          name: body.name,
          description: body.description,
          website: nullIfBlank(body.website),
          phone: nullIfBlank(body.phone),
          country_code: nullIfBlank(body.countryCode),
          address: nullIfBlank(body.address),
          city: nullIfBlank(body.city),
          state: nullIfBlank(body.state),
          country: nullIfBlank(body.country),
          zip_code: nullIfBlank(body.zipCode),
          lat: body.lat,
          lng: body.lng,
        };
        const defined = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
        if (Object.keys(defined).length > 0) await ctx.db.updateTable('companies').set(defined).where('id', '=', params.id).execute();
        return (await toCompanies(ctx.db, [await companyOr404(ctx.db, params.id)]))[0];
      },
    }),
    // PATCH /companies/{id}/logo-banner (multipart files or data URLs): ./owner/media.ts
    defineRoute({
      method: 'post', path: `${BASE}/companies/{id}/images`, tag: 'company', auth: 'user', status: 201,
      summary: 'Add images to the company gallery (owner only)',
      params: idParam,
      body: z.object({ base64Imgs: z.array(dataUrl).min(1).max(16) }),
      response: companySchema,
      handler: async ({ params, body, caller }) => {
        await ownedCompany(ctx.db, params.id, caller.userId);
        await inTransaction(ctx, async ({ trx, now }) => {
          await trx.insertInto('company_images').values(body.base64Imgs.map((url, i) => ({ id: randomUUID(), company_id: params.id, url, created_at: now + i }))).execute();
        });
        return (await toCompanies(ctx.db, [await companyOr404(ctx.db, params.id)]))[0];
      },
    }),
    ...(['deactivate', 'reactivate'] as const).map((action) =>
      defineRoute({
        method: 'patch', path: `${BASE}/companies/{id}/${action}`, tag: 'company', auth: 'user',
        summary: `${action === 'deactivate' ? 'Deactivate' : 'Reactivate'} the company (owner only)`,
        params: idParam,
        response: companySchema,
        handler: async ({ params, caller }) => {
          await ownedCompany(ctx.db, params.id, caller.userId);
          await ctx.db.updateTable('companies').set({ deactivated: action === 'deactivate' }).where('id', '=', params.id).execute();
          return (await toCompanies(ctx.db, [await companyOr404(ctx.db, params.id)]))[0];
        },
      }),
    ),
  ];
}

type FollowView = { id: string; companyId: string; followerId: string; createdAt: number };

/** The company's owner (their profile's follower count) and the follower (their other tabs) hear of it. */
async function emitFollow(uow: UnitOfWork, ownerId: string | null, follow: FollowView, action: 'CREATED' | 'DELETED'): Promise<void> {
  for (const userId of new Set([ownerId, follow.followerId])) if (userId) await uow.emit(userId, 'FOLLOW', action, follow);
}

const followSchema = z.object({ id: z.string(), companyId: z.string(), followerId: z.string(), createdAt: z.number() });

export function followRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: `${BASE}/follows`, tag: 'company', auth: 'user', status: 201,
      summary: 'Follow a company',
      body: z.object({ companyId: z.string().min(1).max(100), followerId: z.string().min(1).max(100) }),
      response: followSchema,
      handler: async ({ body, caller }) => {
        if (body.followerId !== caller.userId) throw new HttpError(403, 'followerId: you may only follow as yourself');
        const company = await companyOr404(ctx.db, body.companyId);
        const row = { id: randomUUID(), company_id: body.companyId, follower_id: caller.userId, created_at: ctx.clock.now() };
        const follow = { id: row.id, companyId: row.company_id, followerId: row.follower_id, createdAt: row.created_at };
        try {
          await inTransaction(ctx, async (uow) => {
            await uow.trx.insertInto('follows').values(row).execute();
            await emitFollow(uow, company.owner_id, follow, 'CREATED');
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, 'You already follow this company');
          throw err;
        }
        return follow;
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/follows`, tag: 'company', auth: 'none',
      summary: 'Follows by company and/or follower',
      query: z.object({ companyIds: idList.optional(), followerIds: idList.optional(), ...{ skip: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(128).default(128) } }),
      response: z.array(followSchema),
      handler: async ({ query }) => {
        if (!query.companyIds?.length && !query.followerIds?.length) throw new HttpError(400, 'companyIds or followerIds is required');
        let q = ctx.db.selectFrom('follows').selectAll();
        if (query.companyIds?.length) q = q.where('company_id', 'in', query.companyIds);
        if (query.followerIds?.length) q = q.where('follower_id', 'in', query.followerIds);
        const rows = await q.orderBy('created_at', 'desc').offset(query.skip).limit(query.limit).execute();
        return rows.map((r) => ({ id: r.id, companyId: r.company_id, followerId: r.follower_id, createdAt: Number(r.created_at) }));
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/follows/stats`, tag: 'company', auth: 'none',
      summary: 'How many follow a company',
      query: z.object({ companyId: z.string().min(1).max(100) }),
      response: z.object({ count: z.number() }),
      handler: async ({ query }) => {
        const r = await ctx.db.selectFrom('follows').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', query.companyId).executeTakeFirstOrThrow();
        return { count: Number(r.n) };
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/follows/{id}`, tag: 'company', auth: 'user',
      summary: 'Unfollow (the follower only)',
      params: idParam,
      response: okSchema,
      handler: async ({ params, caller }) => {
        const row = await ctx.db.selectFrom('follows').selectAll().where('id', '=', params.id).executeTakeFirst();
        if (!row) throw new HttpError(404, 'Follow not found');
        if (row.follower_id !== caller.userId) throw new HttpError(403, 'Only the follower may unfollow');
        const company = await ctx.db.selectFrom('companies').select('owner_id').where('id', '=', row.company_id).executeTakeFirst();
        await inTransaction(ctx, async (uow) => {
          await uow.trx.deleteFrom('follows').where('id', '=', params.id).execute();
          const follow = { id: row.id, companyId: row.company_id, followerId: row.follower_id, createdAt: Number(row.created_at) };
          await emitFollow(uow, company?.owner_id ?? null, follow, 'DELETED');
        });
        return { ok: true as const };
      },
    }),
  ];
}

