// CRM contacts of the owner's company: a page with server-side search, sort and paging (optionally one group's),
// the export of a filter, add, edit (unsubscribed is a one-way mark), delete one or many.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { checkRow, CONTACT_MESSAGES } from '../../../src/domain/crm/contacts';
import { CRM_MESSAGES } from '../../../src/domain/crm/types';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, isUniqueViolation, okSchema } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, type Db } from '../companies/shared';
import { CRM_TAG, crmCompany, emitCrm } from './access';
import { contactFields, contactListQuery, contactPageSchema, contactSchema, countSchema, draftSchema, idsQuery, toContact } from './schemas';

type Filter = { keyword?: string | undefined; groupId?: string | undefined };
export const EXPORT_MAX = 200_000;

/** The company's contacts matching a filter (keyword in e-mail, names, phone or company; one group's). */
function filtered(db: Db, companyId: string, f: Filter) {
  let q = db.selectFrom('crm_contacts as c').where('c.company_id', '=', companyId);
  if (f.groupId) q = q.where(({ exists, selectFrom }) => exists(selectFrom('crm_contact_group_members as m').select('m.contact_id').whereRef('m.contact_id', '=', 'c.id').where('m.group_id', '=', f.groupId as string)));
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    q = q.where((eb) => eb.or(['c.email', 'c.firstname', 'c.lastname', 'c.phone', 'c.company_name'].map((col) => eb(sql.ref(col), 'ilike', like))));
  }
  return q;
}

export async function groupOr404(db: Db, id: string, companyId: string) {
  const g = await db.selectFrom('crm_contact_groups').selectAll().where('id', '=', id).executeTakeFirst();
  if (!g || g.company_id !== companyId) throw new HttpError(404, CRM_MESSAGES.groupNotFound);
  return g;
}

export function contactRoutes(ctx: AppContext): AnyRoute[] {
  const contactOr404 = async (db: Db, id: string, companyId: string) => {
    const c = await db.selectFrom('crm_contacts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!c || c.company_id !== companyId) throw new HttpError(404, CRM_MESSAGES.contactNotFound);
    return c;
  };
  const checked = (d: z.output<typeof draftSchema>) => {
    const r = checkRow(d);
    if (!r.ok) throw new HttpError(400, r.reason);
    return r.contact;
  };
  return [
    defineRoute({
      method: 'get', path: `${BASE}/contacts`, tag: CRM_TAG, auth: 'user',
      summary: "A page of the caller's company's contacts: keyword search, one group's, sorted, with the total",
      query: contactListQuery, response: contactPageSchema,
      handler: async ({ query, caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        if (query.groupId) await groupOr404(ctx.db, query.groupId, companyId);
        const col = ({ createdAt: 'c.created_at', email: 'c.email', firstname: 'c.firstname', lastname: 'c.lastname' } as const)[query.sort];
        const [rows, total] = await Promise.all([
          filtered(ctx.db, companyId, query).selectAll('c').orderBy(col, query.order).orderBy('c.id').offset(query.skip).limit(query.limit).execute(),
          filtered(ctx.db, companyId, query).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return { items: rows.map(toContact), total: Number(total.n) };
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/contacts/stats`, tag: CRM_TAG, auth: 'user',
      summary: "How many contacts the caller's company has",
      response: countSchema,
      handler: async ({ caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        return { count: Number((await filtered(ctx.db, companyId, {}).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n) };
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/contacts/export`, tag: CRM_TAG, auth: 'user',
      summary: `Every contact matching a filter (keyword, group), oldest first, for the CSV export (at most ${EXPORT_MAX})`,
      query: contactListQuery.pick({ keyword: true, groupId: true }), response: z.array(contactSchema),
      handler: async ({ query, caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        if (query.groupId) await groupOr404(ctx.db, query.groupId, companyId);
        return (await filtered(ctx.db, companyId, query).selectAll('c').orderBy('c.created_at').orderBy('c.id').limit(EXPORT_MAX).execute()).map(toContact);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/contacts/{id}`, tag: CRM_TAG, auth: 'user',
      summary: "One of the caller's company's contacts",
      params: idParam, response: contactSchema,
      handler: async ({ params, caller }) => toContact(await contactOr404(ctx.db, params.id, (await crmCompany(ctx.db, caller)).companyId)),
    }),
    defineRoute({
      method: 'post', path: `${BASE}/contacts`, tag: CRM_TAG, auth: 'user', status: 201,
      summary: 'Add a contact (e-mail unique per company, case and spaces ignored; a first or last name)',
      body: draftSchema, response: contactSchema,
      handler: async ({ body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const d = checked(body);
        const now = ctx.clock.now();
        const row = { id: randomUUID(), company_id: owner.companyId, email: d.email, firstname: d.firstname, lastname: d.lastname, phone: d.phone, company_name: d.companyName, unsubscribed: false, created_at: now, updated_at: now };
        try {
          await inTransaction(ctx, async (uow) => {
            await uow.trx.insertInto('crm_contacts').values(row).execute();
            await emitCrm(uow, owner, 'CREATED', { kind: 'CONTACT', id: row.id });
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, CONTACT_MESSAGES.duplicate);
          throw err;
        }
        return toContact(row);
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/contacts/{id}`, tag: CRM_TAG, auth: 'user',
      summary: 'Edit a contact; unsubscribed can only be set (a contact who unsubscribed stays marked)',
      params: idParam, body: contactFields.partial().extend({ unsubscribed: z.literal(true).optional() }).strict(), response: contactSchema,
      handler: async ({ params, body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const c = await contactOr404(ctx.db, params.id, owner.companyId);
        const d = checked({ email: body.email ?? c.email, firstname: body.firstname ?? c.firstname, lastname: body.lastname ?? c.lastname, phone: body.phone ?? c.phone, companyName: body.companyName ?? c.company_name });
        const set = { email: d.email, firstname: d.firstname, lastname: d.lastname, phone: d.phone, company_name: d.companyName, unsubscribed: c.unsubscribed || body.unsubscribed === true, updated_at: ctx.clock.now() };
        try {
          await inTransaction(ctx, async (uow) => {
            await uow.trx.updateTable('crm_contacts').set(set).where('id', '=', c.id).execute();
            await emitCrm(uow, owner, 'UPDATED', { kind: 'CONTACT', id: c.id });
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, CONTACT_MESSAGES.duplicate);
          throw err;
        }
        return toContact({ ...c, ...set });
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/contacts/{id}`, tag: CRM_TAG, auth: 'user',
      summary: 'Delete a contact', params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const c = await contactOr404(ctx.db, params.id, owner.companyId);
        await inTransaction(ctx, async (uow) => {
          await uow.trx.deleteFrom('crm_contacts').where('id', '=', c.id).execute();
          await emitCrm(uow, owner, 'DELETED', { kind: 'CONTACT', id: c.id });
        });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/contacts`, tag: CRM_TAG, auth: 'user',
      summary: "Delete several contacts (all must be the company's)",
      query: idsQuery('contact'), response: z.object({ deleted: z.number() }),
      handler: async ({ query, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        return inTransaction(ctx, async (uow) => {
          const owned = await uow.trx.selectFrom('crm_contacts').select('id').where('id', 'in', query.ids).where('company_id', '=', owner.companyId).execute();
          if (owned.length !== query.ids.length) throw new HttpError(404, CRM_MESSAGES.contactNotFound);
          await uow.trx.deleteFrom('crm_contacts').where('id', 'in', query.ids).execute();
          await emitCrm(uow, owner, 'DELETED', { kind: 'CONTACT', count: owned.length });
          return { deleted: owned.length };
        });
      },
    }),
  ];
}
