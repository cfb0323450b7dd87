// Who besides the owner uses the company's CRM (issue: "members the owner allows"): the owner lists the company's
// members with their access and allows or stops one; the change reaches the member's open views at once.
import { z } from 'zod';
import { CRM_MESSAGES, type CrmDelegate } from '../../../src/domain/crm/types';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, type Db } from '../companies/shared';
import { withOwner } from '../companies/tables';
import { CRM_TAG, crmOwnerOnly, emitCrm } from './access';

const delegateSchema = z.object({ userId: z.string(), firstname: z.string(), lastname: z.string(), profileName: z.string(), allowed: z.boolean() });

async function delegates(db: Db, companyId: string): Promise<CrmDelegate[]> {
  const rows = await withOwner(db).selectFrom('company_members as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('crm_delegates as d', (j) => j.onRef('d.company_id', '=', 'm.company_id').onRef('d.user_id', '=', 'm.user_id'))
    .select(['u.id', 'u.firstname', 'u.lastname', 'u.profile_name', 'd.user_id as allowed_id'])
    .where('m.company_id', '=', companyId).orderBy('m.created_at').orderBy('m.id').execute();
  return rows.map((r) => ({ userId: r.id, firstname: r.firstname, lastname: r.lastname, profileName: r.profile_name, allowed: r.allowed_id !== null }));
}

export function delegateRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/crm/delegates`, tag: CRM_TAG, auth: 'user', summary: "The company's members and whether each may use the CRM (the owner only)",
      response: z.array(delegateSchema),
      handler: async ({ caller }) => delegates(ctx.db, (await crmOwnerOnly(ctx.db, caller)).companyId),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/crm/delegates/{userId}`, tag: CRM_TAG, auth: 'user', summary: 'Allow a member of the company to use its CRM, or stop them (the owner only)',
      params: z.object({ userId: z.string().min(1).max(100) }), body: z.object({ allowed: z.boolean() }).strict(), response: z.array(delegateSchema),
      handler: async ({ params, body, caller }) => {
        const owner = await crmOwnerOnly(ctx.db, caller);
        return inTransaction(ctx, async (uow) => {
          const member = await withOwner(uow.trx).selectFrom('company_members').select('user_id').where('company_id', '=', owner.companyId).where('user_id', '=', params.userId).executeTakeFirst();
          if (!member) throw new HttpError(400, CRM_MESSAGES.notMember);
          // the member hears of it either way: their CRM opens or closes at once
          if (body.allowed) {
            await uow.trx.insertInto('crm_delegates').values({ company_id: owner.companyId, user_id: params.userId, created_at: uow.now }).onConflict((oc) => oc.doNothing()).execute();
            await emitCrm(uow, owner, 'UPDATED', { kind: 'DELEGATE', id: params.userId });
          } else {
            await emitCrm(uow, owner, 'UPDATED', { kind: 'DELEGATE', id: params.userId });
            await uow.trx.deleteFrom('crm_delegates').where('company_id', '=', owner.companyId).where('user_id', '=', params.userId).execute();
          }
          return delegates(uow.trx, owner.companyId);
        });
      },
    }),
  ];
}
