// Public user profile for /users/{profileName}: the user's card and the companies they own or belong to.
import { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, companySchema, toCompanies, userCardSchema, userCards } from './shared';
import { withOwner } from './tables';

export const USER_NOT_FOUND = 'User not found';

export function userProfileRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/user-profiles/{profileName}`, tag: 'company', auth: 'none',
      summary: "A user's public card and the active companies they own or are a member of",
      params: z.object({ profileName: z.string().min(1).max(100) }),
      response: z.object({ user: userCardSchema, companies: z.array(companySchema) }),
      handler: async ({ params }) => {
        const row = await ctx.db.selectFrom('users').select('id').where('profile_name', '=', params.profileName).where('admin', '=', false).executeTakeFirst();
        const user = row ? (await userCards(ctx.db, [row.id])).get(row.id) : undefined;
        if (!row || !user) throw new HttpError(404, USER_NOT_FOUND);
        const companies = await ctx.db
          .selectFrom('companies')
          .selectAll()
          .where('deactivated', '=', false)
          .where((eb) => eb.or([
            eb('owner_id', '=', row.id),
            eb('id', 'in', withOwner(ctx.db).selectFrom('company_members').select('company_id').where('user_id', '=', row.id)),
          ]))
          .orderBy('created_at')
          .limit(50)
          .execute();
        return { user, companies: await toCompanies(ctx.db, companies) };
      },
    }),
  ];
}
