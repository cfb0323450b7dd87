// Contact groups of the owner's company: create, rename, delete; add contacts (also many at once from the
// contacts list) and remove them. A group's contacts are listed through GET /contacts?groupId=.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CRM_MESSAGES } from '../../../src/domain/crm/types';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, okSchema, required } from '../http/inputs';
import { defineRoute, type AnyRoute, type Caller } from '../http/registry';
import { BASE, type Db } from '../companies/shared';
import { CRM_TAG, crmCompany, emitCrm } from './access';
import { groupOr404 } from './contacts';
import { countSchema, groupSchema, idsQuery } from './schemas';

const P = `${BASE}/contact-groups`;
const name = required('Name', 100);

async function toGroups(db: Db, rows: { id: string; name: string; created_at: number }[]) {
  if (rows.length === 0) return [];
  const counts = await db.selectFrom('crm_contact_group_members').select(['group_id', (eb) => eb.fn.countAll<string>().as('n')]).where('group_id', 'in', rows.map((r) => r.id)).groupBy('group_id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: Number(r.created_at), contactCount: Number(counts.find((c) => c.group_id === r.id)?.n ?? 0) }));
}

export function contactGroupRoutes(ctx: AppContext): AnyRoute[] {
  const mine = async (id: string, caller: Caller) => {
    const owner = await crmCompany(ctx.db, caller);
    return { owner, group: await groupOr404(ctx.db, id, owner.companyId) };
  };
  return [
    defineRoute({
      method: 'get', path: P, tag: CRM_TAG, auth: 'user', summary: "The company's contact groups with their sizes",
      response: z.array(groupSchema),
      handler: async ({ caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        return toGroups(ctx.db, await ctx.db.selectFrom('crm_contact_groups').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').execute());
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/stats`, tag: CRM_TAG, auth: 'user', summary: 'How many contact groups the company has', response: countSchema,
      handler: async ({ caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        return { count: Number((await ctx.db.selectFrom('crm_contact_groups').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n) };
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'One contact group', params: idParam, response: groupSchema,
      handler: async ({ params, caller }) => (await toGroups(ctx.db, [(await mine(params.id, caller)).group]))[0],
    }),
    defineRoute({
      method: 'post', path: P, tag: CRM_TAG, auth: 'user', status: 201, summary: 'Create a contact group',
      body: z.object({ name }).strict(), response: groupSchema,
      handler: async ({ body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const row = { id: randomUUID(), company_id: owner.companyId, name: body.name, created_at: ctx.clock.now() };
        await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('crm_contact_groups').values(row).execute();
          await emitCrm(uow, owner, 'CREATED', { kind: 'CONTACTGROUP', id: row.id });
        });
        return { id: row.id, name: row.name, createdAt: row.created_at, contactCount: 0 };
      },
    }),
    defineRoute({
      method: 'patch', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'Rename a contact group',
      params: idParam, body: z.object({ name }).strict(), response: groupSchema,
      handler: async ({ params, body, caller }) => {
        const { owner, group } = await mine(params.id, caller);
        await inTransaction(ctx, async (uow) => {
          await uow.trx.updateTable('crm_contact_groups').set({ name: body.name }).where('id', '=', group.id).execute();
          await emitCrm(uow, owner, 'UPDATED', { kind: 'CONTACTGROUP', id: group.id });
        });
        return (await toGroups(ctx.db, [{ ...group, name: body.name }]))[0];
      },
    }),
    defineRoute({
      method: 'delete', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'Delete a contact group (its contacts stay)',
      params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        const { owner, group } = await mine(params.id, caller);
        await inTransaction(ctx, async (uow) => {
          await uow.trx.deleteFrom('crm_contact_groups').where('id', '=', group.id).execute();
          await emitCrm(uow, owner, 'DELETED', { kind: 'CONTACTGROUP', id: group.id });
        });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'post', path: `${P}/{id}/contacts`, tag: CRM_TAG, auth: 'user', summary: "Add contacts to a group (all must be the company's; ones already in it are kept)",
      params: idParam, body: z.object({ contactIds: z.array(z.string().min(1).max(100)).min(1, { error: CRM_MESSAGES.selectContacts }).max(1000) }).strict(),
      response: z.object({ added: z.number() }),
      handler: async ({ params, body, caller }) => {
        const { owner, group } = await mine(params.id, caller);
        const ids = [...new Set(body.contactIds)];
        return inTransaction(ctx, async (uow) => {
          const owned = await uow.trx.selectFrom('crm_contacts').select('id').where('id', 'in', ids).where('company_id', '=', owner.companyId).execute();
          if (owned.length !== ids.length) throw new HttpError(404, CRM_MESSAGES.contactNotFound);
          const r = await uow.trx.insertInto('crm_contact_group_members').values(ids.map((contact_id) => ({ group_id: group.id, contact_id, created_at: uow.now })))
            .onConflict((oc) => oc.columns(['group_id', 'contact_id']).doNothing()).executeTakeFirst();
          await emitCrm(uow, owner, 'UPDATED', { kind: 'CONTACTGROUP', id: group.id });
          return { added: Number(r.numInsertedOrUpdatedRows ?? 0) };
        });
      },
    }),
    defineRoute({
      method: 'delete', path: `${P}/{id}/contacts`, tag: CRM_TAG, auth: 'user', summary: 'Remove contacts from a group (the contacts stay)',
      params: idParam, query: idsQuery('contact'), response: z.object({ removed: z.number() }),
      handler: async ({ params, query, caller }) => {
        const { owner, group } = await mine(params.id, caller);
        return inTransaction(ctx, async (uow) => {
          const r = await uow.trx.deleteFrom('crm_contact_group_members').where('group_id', '=', group.id).where('contact_id', 'in', query.ids).executeTakeFirst();
          await emitCrm(uow, owner, 'UPDATED', { kind: 'CONTACTGROUP', id: group.id });
          return { removed: Number(r.numDeletedRows) };
        });
      },
    }),
  ];
}
