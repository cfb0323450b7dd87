// The grantee area (/grantee): a user flagged grantee reads the statistics the site admin shares with grantees, and
// nothing else of the admin portal. Anyone else is refused (403), and so is a statistic that is not shared.
// A grantee is confined like the site admin (spec 6): granteeConfinement refuses a grantee's token on every API
// route but these and the sign-in basics (403 with the client's own alert text).
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { GRANTEE_MESSAGES } from '../../../src/domain/admin/stats';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute, type Caller } from '../http/registry';
import { verifyAccessToken } from '../identity/crypto';
import { tokenUser } from '../identity/request-caller';
import { adminStat, sharedSchema, sharedStats, statKind, statQuery, statSchema } from './stats';

export const GRANTEE_BASE = '/api/v1/company/grantee';

export const GRANTEE_ONLY = 'GRANTEE can only access the grantee pages, and the login page';

/** What a grantee's token may call: the shared statistics; signing in and out, their own user and events; error reports. */
const GRANTEE_ALLOWED: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: new RegExp(`^${GRANTEE_BASE}/stats(/[^/]+)?$`) },
  { method: 'POST', path: /^\/api\/v1\/company\/auth$/ },
  { method: 'GET', path: /^\/api\/v1\/company\/user$/ },
  { method: 'GET', path: /^\/api\/v1\/alert\/events$/ }, // the catch-up of their own live events (a share changed)
  { method: 'POST', path: /^\/api\/v1\/metric\/client-errors$/ },
];

export const granteeMayCall = (method: string, path: string): boolean =>
  GRANTEE_ALLOWED.some((a) => a.method === method.toUpperCase() && a.path.test(path.replace(/\/+$/, '')));

/**
 * Mounted on /api/*: a request carrying a valid token of a grantee who is not a site admin is refused (403) unless
 * granteeMayCall allows it. Requests without a token, or with a token no longer valid, go on to the route.
 */
export function granteeConfinement(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    const m = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization')?.trim() ?? '');
    const claims = m ? verifyAccessToken(ctx.jwtSecret, m[1], ctx.clock.now()) : null;
    if (claims && !granteeMayCall(c.req.method, c.req.path)) {
      const u = await tokenUser(ctx, claims.sub); // the same read as the route's authentication (once per request)
      if (u?.grantee && !u.admin && u.token_version === claims.ver) throw new HttpError(403, GRANTEE_ONLY);
    }
    await next();
  };
}

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
