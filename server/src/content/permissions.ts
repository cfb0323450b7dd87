// Admin permissions (/mtz-admin/permissions): which site admin may use which section of the Admin Portal, and who
// the grantees are. Every admin may use every section until one is taken from them (admin_section_denials); the
// guard refuses a taken section's admin routes with a 403 by their path. Changes are audited on the admin's record.
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  ADMIN_SECTION_KEYS, PERMISSION_MESSAGES, sectionOfAdminPath, type AdminPermissions, type AdminSectionKey,
} from '../../../src/domain/content/permissions';
import { audit } from '../admin/audit';
import { ADMIN_BASE } from '../admin/shared';
import type { Db } from '../companies/shared';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { authenticate } from '../identity/users';

const P = `${ADMIN_BASE}/permissions`;
const person = z.object({ id: z.string(), name: z.string(), email: z.string() });
const permissionsSchema = z.object({
  admins: z.array(person.extend({ denied: z.array(z.enum(ADMIN_SECTION_KEYS as [AdminSectionKey, ...AdminSectionKey[]])) })),
  grantees: z.array(person),
});

async function denied(db: Db, userId: string): Promise<AdminSectionKey[]> {
  const rows = await db.selectFrom('admin_section_denials').select('section').where('user_id', '=', userId).orderBy('section').execute();
  return rows.map((r) => r.section as AdminSectionKey);
}

async function permissions(db: Db): Promise<AdminPermissions> {
  const users = await db.selectFrom('users').select(['id', 'firstname', 'lastname', 'email', 'admin', 'grantee'])
    .where((eb) => eb.or([eb('admin', '=', true), eb('grantee', '=', true)])).orderBy('firstname').orderBy('lastname').orderBy('id').execute();
  const denials = await db.selectFrom('admin_section_denials').select(['user_id', 'section']).orderBy('section').execute();
  const card = (u: (typeof users)[number]) => ({ id: u.id, name: `${u.firstname} ${u.lastname}`, email: u.email });
  return {
    admins: users.filter((u) => u.admin).map((u) => ({ ...card(u), denied: denials.filter((d) => d.user_id === u.id).map((d) => d.section as AdminSectionKey) })),
    grantees: users.filter((u) => u.grantee).map(card),
  };
}

/** Refuses a site admin the admin routes of a section taken from them (403); anything else goes on to the route. */
export function adminSectionGuard(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    const section = sectionOfAdminPath(c.req.path.slice(ADMIN_BASE.length + 1));
    if (section) {
      const caller = await authenticate(ctx, c.req.header('authorization'));
      if (caller?.admin && (await denied(ctx.db, caller.userId)).includes(section)) throw new HttpError(403, PERMISSION_MESSAGES.refused);
    }
    await next();
  };
}

export function permissionRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: P, tag: 'content', auth: 'admin',
      summary: 'Every site admin with the Admin Portal sections taken from them, and the grantees (site admin)',
      response: permissionsSchema, handler: () => permissions(ctx.db),
    }),
    defineRoute({
      method: 'patch', path: `${P}/{id}`, tag: 'content', auth: 'admin',
      summary: "Set the sections taken from a site admin (every other section is theirs; site admin; audited)",
      params: idParam, body: z.object({ denied: z.array(z.enum(ADMIN_SECTION_KEYS as [AdminSectionKey, ...AdminSectionKey[]])).max(ADMIN_SECTION_KEYS.length) }).strict(),
      response: permissionsSchema,
      handler: ({ params, body, caller }) => inTransaction(ctx, async (uow) => {
        const user = await uow.trx.selectFrom('users').select(['id', 'admin']).where('id', '=', params.id).executeTakeFirst();
        if (!user) throw new HttpError(404, 'User not found');
        if (!user.admin) throw new HttpError(400, PERMISSION_MESSAGES.notAdmin);
        if (params.id === caller.userId && body.denied.includes('permissions')) throw new HttpError(400, PERMISSION_MESSAGES.ownPermissions);
        const before = await denied(uow.trx, params.id);
        const next = [...new Set(body.denied)].sort();
        await uow.trx.deleteFrom('admin_section_denials').where('user_id', '=', params.id).execute();
        if (next.length > 0) await uow.trx.insertInto('admin_section_denials').values(next.map((section) => ({ user_id: params.id, section }))).execute();
        await audit(uow, { actorId: caller.userId, action: 'ADMIN_PERMISSIONS_CHANGED', targetType: 'USER', targetId: params.id, before: { denied: before }, after: { denied: next } });
        return permissions(uow.trx);
      }),
    }),
  ];
}
