// Tracking codes of the owner's company: create (ids filtered to letters and digits, spec 5; unique across the
// network, as a ?tc= link names only the code), list with visit counts, delete; the visits of the company's
// codes (tracking_code_logs, written by POST /tracking-code-logs for any page visited with ?tc=).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CRM_MESSAGES, filterTrackingCodeId, TRACKING_CODE_MAX, type TrackingCode } from '../../../src/domain/crm/types';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, isUniqueViolation, okSchema, required } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, userCardSchema, userCards, type Db } from '../companies/shared';
import { CRM_TAG, crmCompany, emitCrm, type CrmOwner } from './access';
import { countSchema } from './schemas';

const codeSchema = z.object({ id: z.string(), name: z.string(), logCount: z.number(), createdAt: z.number() });
const logSchema = z.object({ id: z.string(), trackingCodeId: z.string(), url: z.string(), createdAt: z.number(), visitor: userCardSchema.pick({ id: true, firstname: true, lastname: true, profileName: true }).nullable() });
const ALPHANUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const newCode = () => [...randomBytes(10)].map((b) => ALPHANUM[b % ALPHANUM.length]).join('');

async function withCounts(db: Db, rows: { id: string; name: string; created_at: number }[]): Promise<TrackingCode[]> {
  if (rows.length === 0) return [];
  const counts = await db.selectFrom('tracking_code_logs').select(['tracking_code_id', (eb) => eb.fn.countAll<string>().as('n')]).where('tracking_code_id', 'in', rows.map((r) => r.id)).groupBy('tracking_code_id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: Number(r.created_at), logCount: Number(counts.find((c) => c.tracking_code_id === r.id)?.n ?? 0) }));
}

/** A visit through a ?tc= link (POST /tracking-code-logs, any visitor): logged, and the code's owner's open views refresh. */
export async function recordTrackingVisit(ctx: AppContext, v: { trackingCodeId: string; url: string }, userId: string | null) {
  return inTransaction(ctx, async (uow) => {
    const row = await uow.trx.insertInto('tracking_code_logs').values({ tracking_code_id: v.trackingCodeId, url: v.url, user_id: userId, created_at: uow.now }).returning('id').executeTakeFirstOrThrow();
    const owner = await uow.trx.selectFrom('crm_tracking_codes as t').innerJoin('companies as c', 'c.id', 't.company_id').select('c.owner_id').where('t.id', '=', v.trackingCodeId).executeTakeFirst();
    if (owner) await emitCrm(uow, owner.owner_id, 'CREATED', { kind: 'TRACKINGCODELOG', id: String(row.id), trackingCodeId: v.trackingCodeId });
    return { id: String(row.id), trackingCodeId: v.trackingCodeId, url: v.url };
  });
}

/** The query's comma-separated tracking code ids (none: all of the company's). */
export const trackingCodeIdsParam = z.string().max(5000).optional().transform((s) => (s ? [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))] : []));

/** The company's codes among the asked ones (all of them when none is asked); a code of another company is a 404. */
export async function ownCodes(db: Db, owner: CrmOwner, asked: string[]): Promise<string[]> {
  const mine = (await db.selectFrom('crm_tracking_codes').select('id').where('company_id', '=', owner.companyId).execute()).map((r) => r.id);
  if (asked.some((id) => !mine.includes(id))) throw new HttpError(404, CRM_MESSAGES.codeNotFound);
  return asked.length ? asked : mine;
}

export function trackingCodeRoutes(ctx: AppContext): AnyRoute[] {
  const P = `${BASE}/tracking-codes`;
  return [
    defineRoute({
      method: 'get', path: P, tag: CRM_TAG, auth: 'user', summary: "The company's tracking codes with their visit counts, newest first",
      response: z.array(codeSchema),
      handler: async ({ caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        return withCounts(ctx.db, await ctx.db.selectFrom('crm_tracking_codes').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').execute());
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/stats`, tag: CRM_TAG, auth: 'user', summary: 'How many tracking codes the company has', response: countSchema,
      handler: async ({ caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        return { count: Number((await ctx.db.selectFrom('crm_tracking_codes').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n) };
      },
    }),
    defineRoute({
      method: 'post', path: P, tag: CRM_TAG, auth: 'user', status: 201,
      summary: 'Create a tracking code (id filtered to letters and digits; a random one when none is given)',
      body: z.object({ id: z.string().max(200).optional(), name: required('Name', 100) }).strict(), response: codeSchema,
      handler: async ({ body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const id = body.id === undefined ? newCode() : filterTrackingCodeId(body.id);
        if (!id) throw new HttpError(400, 'id: letters and digits required');
        if (id.length > TRACKING_CODE_MAX) throw new HttpError(400, `id: at most ${TRACKING_CODE_MAX} letters and digits`);
        const row = { id, company_id: owner.companyId, name: body.name, created_at: ctx.clock.now() };
        try {
          await inTransaction(ctx, async (uow) => {
            await uow.trx.insertInto('crm_tracking_codes').values(row).execute();
            await emitCrm(uow, owner, 'CREATED', { kind: 'TRACKINGCODE', id });
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, CRM_MESSAGES.codeTaken);
          throw err;
        }
        return { id, name: row.name, createdAt: row.created_at, logCount: 0 };
      },
    }),
    defineRoute({
      method: 'delete', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'Delete a tracking code (its visits stay counted for nobody)',
      params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        await inTransaction(ctx, async (uow) => {
          const r = await uow.trx.deleteFrom('crm_tracking_codes').where('id', '=', params.id).where('company_id', '=', owner.companyId).executeTakeFirst();
          if (Number(r.numDeletedRows) === 0) throw new HttpError(404, CRM_MESSAGES.codeNotFound);
          await emitCrm(uow, owner, 'DELETED', { kind: 'TRACKINGCODE', id: params.id });
        });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/tracking-code-logs`, tag: CRM_TAG, auth: 'user',
      summary: "Visits of the company's tracking codes (all, or the given ones), newest first, with the visitor when signed in",
      query: z.object({
        trackingCodeIds: trackingCodeIdsParam,
        skip: z.coerce.number().int().min(0).max(1_000_000).default(0), limit: z.coerce.number().int().min(1).max(128).default(16),
      }),
      response: z.object({ items: z.array(logSchema), total: z.number() }),
      handler: async ({ query, caller }) => {
        const codes = await ownCodes(ctx.db, await crmCompany(ctx.db, caller), query.trackingCodeIds);
        if (codes.length === 0) return { items: [], total: 0 };
        const base = ctx.db.selectFrom('tracking_code_logs').where('tracking_code_id', 'in', codes);
        const [rows, total] = await Promise.all([
          base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(query.skip).limit(query.limit).execute(),
          base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        const cards = await userCards(ctx.db, rows.map((r) => r.user_id).filter((u): u is string => u !== null));
        return {
          total: Number(total.n),
          items: rows.map((r) => {
            const u = r.user_id ? cards.get(r.user_id) : undefined;
            return { id: String(r.id), trackingCodeId: r.tracking_code_id, url: r.url, createdAt: Number(r.created_at), visitor: u ? { id: u.id, firstname: u.firstname, lastname: u.lastname, profileName: u.profileName } : null };
          }),
        };
      },
    }),
  ];
}
