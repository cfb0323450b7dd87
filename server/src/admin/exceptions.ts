// Exceptions (/mtz-admin/exceptions): errors of the server (500 answers, failed cron runs) and of the client (the app
// reports its uncaught errors) grouped by source, message and place, with counts, first and last seen and one
// example's details. Secrets are scrubbed before anything is stored; at most MAX_GROUPS groups are kept.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { scrubSecrets } from '../../../src/domain/admin/scrub';
import type { AppContext } from '../context';
import { okSchema, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { ADMIN_BASE, likePattern } from './shared';

export const MAX_GROUPS = 1000;
export type ExceptionInput = { source: 'CLIENT' | 'SERVER'; message: string; place: string; details: Record<string, string> };

export async function recordException(ctx: AppContext, e: ExceptionInput): Promise<void> {
  const now = ctx.clock.now();
  const message = scrubSecrets(e.message).slice(0, 500) || '(no message)';
  const place = scrubSecrets(e.place).slice(0, 300);
  const details = JSON.stringify(Object.fromEntries(Object.entries(e.details).map(([k, v]) => [k, scrubSecrets(v).slice(0, 4000)])));
  await ctx.db.insertInto('admin_exceptions')
    .values({ id: randomUUID(), source: e.source, message, place, count: 1, first_seen: now, last_seen: now, example: details })
    .onConflict((oc) => oc.columns(['source', 'message', 'place']).doUpdateSet((eb) => ({ count: eb('admin_exceptions.count', '+', 1), last_seen: now, example: details })))
    .execute();
  await sql`DELETE FROM admin_exceptions WHERE id IN (SELECT id FROM admin_exceptions ORDER BY last_seen DESC OFFSET ${MAX_GROUPS})`.execute(ctx.db);
}

/** Server errors: the 500s (reported by app.ts) and what background jobs log with an error. */
export function reportServerError(ctx: AppContext, place: string, err: unknown): void {
  const message = err instanceof Error ? err.message : String(err);
  const stack = err instanceof Error ? (err.stack ?? '') : '';
  recordException(ctx, { source: 'SERVER', message, place, details: { stack } }).catch(() => {});
}

const groupSchema = z.object({
  id: z.string(), source: z.enum(['CLIENT', 'SERVER']), message: z.string(), place: z.string(), count: z.number(),
  firstSeen: z.number(), lastSeen: z.number(), example: z.record(z.string(), z.string()),
});

export function exceptionRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: '/api/v1/metric/client-errors', tag: 'admin', auth: 'none', status: 201,
      summary: "The app reports an uncaught error (message, place, stack, the page's path); secrets are scrubbed",
      body: z.object({
        message: z.string().max(2000), place: z.string().max(1000), stack: z.string().max(8000).default(''), path: z.string().max(1000).default(''),
        userAgent: z.string().max(500).default(''),
      }).strict(),
      response: okSchema,
      handler: async ({ body }) => {
        await recordException(ctx, { source: 'CLIENT', message: body.message, place: body.place, details: { stack: body.stack, path: body.path, userAgent: body.userAgent } });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/exceptions`, tag: 'admin', auth: 'admin',
      summary: 'Errors grouped by source, message and place, most recent first (site admin)',
      query: z.object({ source: z.enum(['CLIENT', 'SERVER']).optional(), keyword: z.string().trim().max(200).default(''), ...skipLimit }),
      response: z.object({ total: z.number(), items: z.array(groupSchema) }),
      handler: async ({ query }) => {
        let q = ctx.db.selectFrom('admin_exceptions');
        if (query.source) q = q.where('source', '=', query.source);
        const like = likePattern(query.keyword);
        if (query.keyword) q = q.where((eb) => eb.or([eb('message', 'ilike', like), eb('place', 'ilike', like)]));
        const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
        const rows = await q.selectAll().orderBy('last_seen', 'desc').orderBy('id').offset(query.skip).limit(query.limit).execute();
        return {
          total: Number(total.n),
          items: rows.map((r) => ({
            id: r.id, source: r.source, message: r.message, place: r.place, count: Number(r.count), firstSeen: Number(r.first_seen), lastSeen: Number(r.last_seen),
            example: r.example as Record<string, string>,
          })),
        };
      },
    }),
  ];
}
