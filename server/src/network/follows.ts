// Follows of companies: a member follows as themselves and unfollows their own; FOLLOW events reach the follower
// and the company's owner.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { emitTo, inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { idList, idParam, isUniqueViolation, okSchema } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, companyOr404 } from '../companies/shared';

type FollowView = { id: string; companyId: string; followerId: string; createdAt: number };

/** The company's owner (their profile's follower count) and the follower (their other tabs) hear of it. */
async function emitFollow(uow: UnitOfWork, ownerId: string | null, follow: FollowView, action: 'CREATED' | 'DELETED'): Promise<void> {
  await emitTo(uow, [ownerId, follow.followerId], 'FOLLOW', action, follow);
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

