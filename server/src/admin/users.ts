// Admin portal, users (/mtz-admin/users): search by name or e-mail, filter, sort and page on the server; activate,
// deactivate (sessions end at once), re-send the confirmation code, the site admin and grantee flags. Every
// change is written to the audit log in its own transaction.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import { inTransaction, type AppContext } from '../context';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import { idParam, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { ACCOUNT_MESSAGES, applyDeactivation } from '../identity/accounts';
import { issueCode } from '../identity/codes';
import { closeSockets } from '../identity/tokens';
import { withOwner } from '../companies/tables';
import { USER_SORTS, USER_STATUSES } from '../../../src/domain/admin/types';
import { audit, auditOf, auditRowSchema } from './audit';
import { ADMIN_BASE, likePattern } from './shared';


export const ADMIN_USER_MESSAGES = {
  ownAdmin: 'You cannot remove your own admin flag',
  nothing: 'Nothing changed',
  alreadyActivated: 'This account is already activated',
  deactivatedAccount: 'A deactivated account cannot be changed; reactivate it first',
} as const;

const ref = z.object({ id: z.string(), name: z.string(), profileName: z.string() });
export const adminUserSchema = z.object({
  id: z.string(), email: z.string(), firstname: z.string(), lastname: z.string(), profileName: z.string(),
  activated: z.boolean(), deactivated: z.boolean(), admin: z.boolean(), grantee: z.boolean(),
  plan: z.string(), companies: z.array(ref), groups: z.array(ref), lastSignInAt: z.number().nullable(), createdAt: z.number(),
});
type AdminUser = z.output<typeof adminUserSchema>;

/** When the user last signed in: the start of their newest session (a refresh-token family's first token). */
const lastSignIn = sql<number | null>`(SELECT max(f.started) FROM (SELECT min(t.created_at) AS started FROM refresh_tokens t WHERE t.user_id = u.id GROUP BY t.family_id) f)`;

type UserRow = {
  id: string; email: string; firstname: string; lastname: string; profile_name: string; activated: boolean; deactivated_at: number | null;
  admin: boolean; grantee: boolean; created_at: number; last_sign_in: number | null;
};

/** The plan label of spec 4: cancelled, inactive (not ready), or the plan's name; Free without a subscription. */
function planLabel(s: { name: string; cancelled: boolean; ready: boolean } | undefined): string {
  if (!s) return 'Free';
  return s.cancelled ? 'cancelled' : !s.ready ? 'inactive' : s.name;
}

/** The rows with their plans, companies (owned or member of) and groups (owned or member of). */
async function withDetails(ctx: AppContext, rows: UserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const plans = await ctx.db.selectFrom('mtz_plan_subscriptions as s').innerJoin('mtz_plans as p', 'p.id', 's.mtz_plan_id')
    .select(['s.user_id', 'p.name', 's.cancelled', 's.ready']).where('s.user_id', 'in', ids).where('s.ended_at', 'is', null).execute();
  const owned = await ctx.db.selectFrom('companies').select(['id', 'name', 'profile_name', 'owner_id as user_id']).where('owner_id', 'in', ids).execute();
  const memberOf = await withOwner(ctx.db).selectFrom('company_members').innerJoin('companies', 'companies.id', 'company_members.company_id')
    .select(['companies.id', 'companies.name', 'companies.profile_name', 'company_members.user_id']).where('company_members.user_id', 'in', ids).execute();
  const groups = await ctx.db.selectFrom('company_groups as g').leftJoin('company_group_members as m', 'm.company_group_id', 'g.id')
    .select(['g.id', 'g.name', 'g.profile_name', 'g.owner_id', 'm.user_id'])
    .where((eb) => eb.or([eb('g.owner_id', 'in', ids), eb('m.user_id', 'in', ids)])).execute();
  const refsOf = (list: { id: string; name: string; profile_name: string }[]) => {
    const seen = new Map(list.map((c) => [c.id, { id: c.id, name: c.name, profileName: c.profile_name }]));
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  };
  return rows.map((r) => ({
    id: r.id, email: r.email, firstname: r.firstname, lastname: r.lastname, profileName: r.profile_name,
    activated: r.activated, deactivated: r.deactivated_at !== null, admin: r.admin, grantee: r.grantee,
    plan: planLabel(plans.find((p) => p.user_id === r.id)),
    companies: refsOf([...owned, ...memberOf].filter((c) => c.user_id === r.id)),
    groups: refsOf(groups.filter((g) => g.owner_id === r.id || g.user_id === r.id)),
    lastSignInAt: r.last_sign_in === null ? null : Number(r.last_sign_in),
    createdAt: Number(r.created_at),
  }));
}

const baseQuery = (ctx: AppContext) => ctx.db.selectFrom('users as u');

async function userOr404(ctx: AppContext, id: string): Promise<AdminUser> {
  const row = await baseQuery(ctx).selectAll('u').select(lastSignIn.as('last_sign_in')).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
  return (await withDetails(ctx, [row as UserRow]))[0];
}

const listQuery = z.object({
  keyword: z.string().trim().max(200).default(''),
  status: z.enum(USER_STATUSES).default('all'),
  sort: z.enum(USER_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  ...skipLimit,
});

const patchBody = z.object({
  activated: z.literal(true).optional(),
  deactivated: z.boolean().optional(),
  admin: z.boolean().optional(),
  grantee: z.boolean().optional(),
}).strict().refine((b) => Object.keys(b).length > 0, { error: 'Nothing to change' });

/** The flags an admin may change, as the audit log records them. */
const flagsOf = (u: AdminUser) => ({ activated: u.activated, deactivated: u.deactivated, admin: u.admin, grantee: u.grantee });

export function adminUserRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/users`, tag: 'admin', auth: 'admin',
      summary: 'Users by name or e-mail, filtered, sorted and paged (site admin)',
      query: listQuery,
      response: z.object({ total: z.number(), items: z.array(adminUserSchema) }),
      handler: async ({ query }) => {
        const like = likePattern(query.keyword);
        const filter = (eb: ExpressionBuilder<DB & { u: DB['users'] }, 'u'>): Expression<SqlBool> => {
          const parts: Expression<SqlBool>[] = [];
          if (query.keyword) {
            parts.push(eb.or([
              eb('u.email', 'ilike', like), eb(sql<string>`u.firstname || ' ' || u.lastname`, 'ilike', like), eb('u.profile_name', 'ilike', like),
            ]));
          }
          if (query.status === 'active') parts.push(eb.and([eb('u.activated', '=', true), eb('u.deactivated_at', 'is', null)]));
          if (query.status === 'unconfirmed') parts.push(eb('u.activated', '=', false));
          if (query.status === 'deactivated') parts.push(eb('u.deactivated_at', 'is not', null));
          if (query.status === 'admin') parts.push(eb('u.admin', '=', true));
          if (query.status === 'grantee') parts.push(eb('u.grantee', '=', true));
          return eb.and(parts);
        };
        const total = await baseQuery(ctx).select((eb) => eb.fn.countAll<string>().as('n')).where(filter).executeTakeFirstOrThrow();
        const order = {
          createdAt: sql`u.created_at`, name: sql`lower(u.firstname || ' ' || u.lastname)`, email: sql`u.email`, lastSignIn: sql`last_sign_in`,
        }[query.sort];
        const dir = query.dir === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
        const rows = await baseQuery(ctx).selectAll('u').select(lastSignIn.as('last_sign_in')).where(filter)
          .orderBy(sql`${order} ${dir}`).orderBy('u.id').offset(query.skip).limit(query.limit).execute();
        return { total: Number(total.n), items: await withDetails(ctx, rows as UserRow[]) };
      },
    }),
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/users/{id}`, tag: 'admin', auth: 'admin',
      summary: 'One user with the audit log of admin actions on it (site admin)',
      params: idParam,
      response: z.object({ user: adminUserSchema, audit: z.array(auditRowSchema) }),
      handler: async ({ params }) => ({ user: await userOr404(ctx, params.id), audit: await auditOf(ctx, 'USER', params.id) }),
    }),
    defineRoute({
      method: 'patch', path: `${ADMIN_BASE}/users/{id}`, tag: 'admin', auth: 'admin',
      summary: 'Activate, deactivate (sessions end at once), site admin and grantee flags (site admin; audited)',
      params: idParam,
      body: patchBody,
      response: adminUserSchema,
      handler: async ({ params, body, caller }) => {
        if (body.admin === false && params.id === caller.userId) throw new HttpError(400, ADMIN_USER_MESSAGES.ownAdmin);
        const before = await userOr404(ctx, params.id);
        if (before.deactivated && body.deactivated !== false && (body.admin || body.grantee || body.activated)) {
          throw new HttpError(400, ADMIN_USER_MESSAGES.deactivatedAccount);
        }
        if (body.admin && body.deactivated) throw new HttpError(400, ACCOUNT_MESSAGES.adminAccount);
        const set = { ...(body.activated ? { activated: true } : {}), ...(body.admin !== undefined ? { admin: body.admin } : {}), ...(body.grantee !== undefined ? { grantee: body.grantee } : {}) };
        const changed = await inTransaction(ctx, async (uow) => {
          let any = false;
          if (body.deactivated !== undefined) any = await applyDeactivation(uow, params.id, body.deactivated);
          if (Object.keys(set).length > 0) {
            const r = await uow.trx.updateTable('users').set(set).where('id', '=', params.id)
              .where((eb) => eb.or(Object.entries(set).map(([k, v]) => eb(k as 'admin', '!=', v)))).executeTakeFirst();
            any = any || Number(r.numUpdatedRows) > 0;
          }
          if (!any) return false;
          const after = { ...flagsOf(before), ...set, ...(body.deactivated !== undefined ? { deactivated: body.deactivated } : {}) };
          await audit(uow, { actorId: caller.userId, action: 'USER_UPDATED', targetType: 'USER', targetId: params.id, before: flagsOf(before), after });
          return true;
        });
        if (!changed) throw new HttpError(409, ADMIN_USER_MESSAGES.nothing);
        if (body.deactivated) await closeSockets(ctx, params.id);
        return userOr404(ctx, params.id);
      },
    }),
    defineRoute({
      method: 'post', path: `${ADMIN_BASE}/users/{id}/confirmation-codes`, tag: 'admin', auth: 'admin', status: 201,
      summary: 'Send a new confirmation code to a user who has not confirmed their e-mail (site admin; audited)',
      params: idParam,
      response: z.object({ message: z.string() }),
      handler: async ({ params, caller }) => {
        const user = await ctx.db.selectFrom('users').select(['id', 'email', 'firstname', 'activated']).where('id', '=', params.id).executeTakeFirst();
        if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
        if (user.activated) throw new HttpError(400, ADMIN_USER_MESSAGES.alreadyActivated);
        await inTransaction(ctx, async (uow) => {
          await issueCode(uow, ctx.jwtSecret, user, 'CONFIRM');
          await audit(uow, { actorId: caller.userId, action: 'CONFIRMATION_CODE_SENT', targetType: 'USER', targetId: user.id, before: null, after: { to: user.email } });
        });
        return { message: 'New 6-digit code sent' };
      },
    }),
  ];
}
