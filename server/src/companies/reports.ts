// Reports on companies, groups and products (spec 9 reasons); a private group is reported only by those who see it.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_REPORT_REASON, REPORT_REASONS, type ReportTarget } from '../../../src/domain/companies/rules';
import { notifyAdmins } from '../admin/audit';
import { inTransaction, type AppContext } from '../context';
import { seesProfile } from '../groups/access';
import { HttpError } from '../http/errors';
import { idParam } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, type Db } from './shared';

// Reports on group posts (company-group-post-searches) are the groups module's: it owns the posts.
const REPORT_PATHS: [string, Exclude<ReportTarget, 'COMPANY_GROUP_POST'>][] = [
  ['company-searches', 'COMPANY'],
  ['company-group-searches', 'COMPANY_GROUP'],
  ['product-searches', 'PRODUCT'],
];

/** A private group is reported only by those who see it (to anyone else it does not exist). */
async function targetExists(db: Db, type: Exclude<ReportTarget, 'COMPANY_GROUP_POST'>, id: string, userId: string): Promise<boolean> {
  if (type === 'COMPANY') return !!(await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst());
  if (type === 'PRODUCT') return !!(await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst());
  const g = await db.selectFrom('company_groups').select(['id', 'owner_id', 'as_private']).where('id', '=', id).executeTakeFirst();
  return !!g && (await seesProfile(db, g, userId));
}

export function reportRoutes(ctx: AppContext): AnyRoute[] {
  return REPORT_PATHS.map(([path, type]) =>
    defineRoute({
      method: 'post', path: `${BASE}/${path}/{id}/reports`, tag: 'reports', auth: 'user', status: 201,
      summary: `Report a ${type.toLowerCase().replace(/_/g, ' ')}`,
      params: idParam,
      body: z
        .object({ reason: z.enum(REPORT_REASONS, { error: 'Report reason is required' }).default(DEFAULT_REPORT_REASON), description: z.string().trim().max(1000).default('') })
        .refine((b) => b.reason !== 'OTHER_SITE_VIOLATION' || b.description.length > 0, { error: 'Please describe the violation', path: ['description'] }),
      response: z.object({ id: z.string(), reason: z.string() }),
      handler: async ({ params, body, caller }) => {
        if (!(await targetExists(ctx.db, type, params.id, caller.userId))) throw new HttpError(404, 'Not found');
        const id = randomUUID();
        await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('reports').values({ id, reporter_id: caller.userId, target_type: type, target_id: params.id, reason: body.reason, description: body.description, created_at: uow.now }).execute();
          await notifyAdmins(uow, { targetType: 'REPORT', targetId: id, action: 'REPORT_FILED' }); // the admins' queue refreshes
        });
        return { id, reason: body.reason };
      },
    }),
  );
}
