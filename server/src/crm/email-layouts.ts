// The company's e-mail layouts (spec 2: /me/crm/email-layouts): HTML with a {content} slot where a campaign's body
// goes, stored sanitised (the allow-listed rich-text tags only). Deleting a layout unlinks it from the campaigns
// that picked it (a draft then has no layout; a campaign already sent keeps the copy it was sent with).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, okSchema } from '../http/inputs';
import { defineRoute, type AnyRoute, type Caller } from '../http/registry';
import { BASE, type Db } from '../companies/shared';
import { CRM_TAG, crmCompany, emitCrm } from './access';
import { layoutDraft, layoutSchema, toLayout } from './mail-schemas';

const P = `${BASE}/email-layouts`;
export const LAYOUT_NOT_FOUND = 'Email layout not found';

export async function layoutOr404(db: Db, id: string, companyId: string) {
  const l = await db.selectFrom('crm_email_layouts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!l || l.company_id !== companyId) throw new HttpError(404, LAYOUT_NOT_FOUND);
  return l;
}

export function emailLayoutRoutes(ctx: AppContext): AnyRoute[] {
  const mine = async (id: string, caller: Caller) => {
    const owner = await crmCompany(ctx.db, caller);
    return { owner, layout: await layoutOr404(ctx.db, id, owner.companyId) };
  };
  return [
    defineRoute({
      method: 'get', path: P, tag: CRM_TAG, auth: 'user', summary: "The company's e-mail layouts, newest first", response: z.array(layoutSchema),
      handler: async ({ caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        return (await ctx.db.selectFrom('crm_email_layouts').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').execute()).map(toLayout);
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'One e-mail layout', params: idParam, response: layoutSchema,
      handler: async ({ params, caller }) => toLayout((await mine(params.id, caller)).layout),
    }),
    defineRoute({
      method: 'post', path: P, tag: CRM_TAG, auth: 'user', status: 201, summary: 'Create an e-mail layout (its HTML is stored sanitised)',
      body: layoutDraft, response: layoutSchema,
      handler: async ({ body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const now = ctx.clock.now();
        const row = { id: randomUUID(), company_id: owner.companyId, name: body.name, html: sanitizeRichText(body.html), created_at: now, updated_at: now };
        await inTransaction(ctx, async (uow) => {
          await uow.trx.insertInto('crm_email_layouts').values(row).execute();
          await emitCrm(uow, owner, 'CREATED', { kind: 'EMAILLAYOUT', id: row.id });
        });
        return toLayout(row);
      },
    }),
    defineRoute({
      method: 'patch', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'Rename an e-mail layout or change its HTML',
      params: idParam, body: layoutDraft, response: layoutSchema,
      handler: async ({ params, body, caller }) => {
        const { owner, layout } = await mine(params.id, caller);
        const row = { ...layout, name: body.name, html: sanitizeRichText(body.html), updated_at: ctx.clock.now() };
        await inTransaction(ctx, async (uow) => {
          await uow.trx.updateTable('crm_email_layouts').set({ name: row.name, html: row.html, updated_at: row.updated_at }).where('id', '=', layout.id).execute();
          await emitCrm(uow, owner, 'UPDATED', { kind: 'EMAILLAYOUT', id: layout.id });
        });
        return toLayout(row);
      },
    }),
    defineRoute({
      method: 'delete', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'Delete an e-mail layout (campaigns that picked it are left without one)',
      params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        const { owner, layout } = await mine(params.id, caller);
        await inTransaction(ctx, async (uow) => {
          await uow.trx.deleteFrom('crm_email_layouts').where('id', '=', layout.id).execute();
          await emitCrm(uow, owner, 'DELETED', { kind: 'EMAILLAYOUT', id: layout.id });
        });
        return { ok: true as const };
      },
    }),
  ];
}
