// The grantee area (/grantee): a user flagged grantee reads the statistics the site admin shares with grantees, and
// nothing else of the admin portal. Anyone else is refused (403), and so is a statistic that is not shared.
import { z } from 'zod';
import { GRANTEE_MESSAGES } from '../../../src/domain/admin/stats';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute, type Caller } from '../http/registry';
import { adminStat, sharedSchema, sharedStats, statKind, statQuery, statSchema } from './stats';

export const GRANTEE_BASE = '/api/v1/company/grantee';

async function mustBeGrantee(ctx: AppContext, caller: Caller): Promise<void> {
  const u = await ctx.db.selectFrom('users').select('grantee').where('id', '=', caller.userId).executeTakeFirst();
  if (!u?.grantee) throw new HttpError(403, GRANTEE_MESSAGES.notGrantee);
}

export function granteeRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${GRANTEE_BASE}/stats`, tag: 'admin', auth: 'user',
      summary: 'The statistics shared with grantees (grantee)', response: sharedSchema,
      handler: async ({ caller }) => {
        await mustBeGrantee(ctx, caller);
        return { shared: await sharedStats(ctx.db) };
      },
    }),
    defineRoute({
      method: 'get', path: `${GRANTEE_BASE}/stats/{kind}`, tag: 'admin', auth: 'user',
      summary: 'A statistic shared with grantees, per day, month and year (grantee)',
      params: z.object({ kind: statKind }), query: statQuery, response: statSchema,
      handler: async ({ params, query, caller }) => {
        await mustBeGrantee(ctx, caller);
        if (!(await sharedStats(ctx.db)).includes(params.kind)) throw new HttpError(403, GRANTEE_MESSAGES.notShared);
        return adminStat(ctx.db, params.kind, query);
      },
    }),
  ];
}
