// Admin routes of the e-mail layouts (/mtz-admin/email-schemas/layouts; site admin, section 'email'): a layout is a
// name and sanitised HTML with a {content} slot where a mail's body goes; a system e-mail that chooses one is sent
// with an HTML part. A layout in use cannot be removed (409). Changes are audited on 'email-layout:<id>'.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { MAIL_TEMPLATE_LIMITS as LIM, MAIL_TEMPLATE_MESSAGES as M, layoutProblem, systemMailDef } from '../../../src/domain/mail/system';
import { audit } from '../admin/audit';
import { ADMIN_BASE } from '../admin/shared';
import type { Db } from '../companies/shared';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, okSchema, required } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { mailTables } from './compose';

const P = `${ADMIN_BASE}/email-layouts`;
const inputSchema = z.object({
  name: required('The name', LIM.layoutName),
  html: z.string().max(LIM.layoutHtml, { error: `The layout is at most ${LIM.layoutHtml} characters` }),
}).strict();
const layoutSchema = z.object({ id: z.string(), name: z.string(), html: z.string(), createdAt: z.number(), updatedAt: z.number(), usedBy: z.array(z.string()) });

type LayoutRow = { id: string; name: string; html: string; created_at: number; updated_at: number };

/** A layout chosen by a draft: a missing one is bad input (400). `share` locks it (FOR SHARE) until the caller's transaction ends. */
export async function layoutOr400(db: Db, id: string, share = false): Promise<LayoutRow> {
  const q = mailTables(db).selectFrom('mail_layouts').select(['id', 'name', 'html', 'created_at', 'updated_at']).where('id', '=', id);
  const row = await (share ? q.forShare() : q).executeTakeFirst();
  if (!row) throw new HttpError(400, M.layoutNotFound);
  return row;
}

async function usedBy(db: Db, id: string | null): Promise<{ id: string; keys: string[] }[]> {
  let q = mailTables(db).selectFrom('mail_templates').select(['key', 'layout_id']).where('layout_id', 'is not', null);
  if (id) q = q.where('layout_id', '=', id);
  const rows = await q.orderBy('key').execute();
  const by = new Map<string, string[]>();
  for (const r of rows) by.set(r.layout_id as string, [...(by.get(r.layout_id as string) ?? []), systemMailDef(r.key)?.name ?? r.key]);
  return [...by].map(([layoutId, keys]) => ({ id: layoutId, keys }));
}

const toLayout = (r: LayoutRow, used: { id: string; keys: string[] }[]) => ({
  id: r.id, name: r.name, html: r.html, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at), usedBy: used.find((u) => u.id === r.id)?.keys ?? [],
});

async function one(db: Db, id: string) {
  const row = await mailTables(db).selectFrom('mail_layouts').select(['id', 'name', 'html', 'created_at', 'updated_at']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, M.layoutNotFound);
  return toLayout(row, await usedBy(db, id));
}

/** The input as stored: the HTML sanitised; a placeholder other than {content} refused. */
function clean(input: z.output<typeof inputSchema>) {
  const html = sanitizeRichText(input.html);
  const problem = layoutProblem(html);
  if (problem) throw new HttpError(400, problem);
  return { name: input.name, html };
}

export function layoutRoutes(ctx: AppContext): AnyRoute[] {
  const auditId = (id: string) => `email-layout:${id}`;
  return [
    defineRoute({
      method: 'get', path: P, tag: 'admin', auth: 'admin',
      summary: 'The e-mail layouts and the system e-mails that use each (site admin)',
      response: z.array(layoutSchema),
      handler: async () => {
        const rows = await mailTables(ctx.db).selectFrom('mail_layouts').select(['id', 'name', 'html', 'created_at', 'updated_at']).orderBy('n').execute();
        const used = await usedBy(ctx.db, null);
        return rows.map((r) => toLayout(r, used));
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/{id}`, tag: 'admin', auth: 'admin',
      summary: 'One e-mail layout (site admin)', params: idParam, response: layoutSchema,
      handler: ({ params }) => one(ctx.db, params.id),
    }),
    defineRoute({
      method: 'post', path: P, tag: 'admin', auth: 'admin', status: 201,
      summary: 'Add an e-mail layout: a name and HTML with a {content} slot, sanitised (site admin; audited)',
      body: inputSchema, response: layoutSchema,
      handler: async ({ body, caller }) => {
        const v = clean(body);
        const id = randomUUID();
        await inTransaction(ctx, async (uow) => {
          await mailTables(uow.trx).insertInto('mail_layouts').values({ id, ...v, created_at: uow.now, updated_at: uow.now }).execute();
          await audit(uow, { actorId: caller.userId, action: 'EMAIL_LAYOUT_ADDED', targetType: 'SETTING', targetId: auditId(id), before: null, after: v });
        });
        return one(ctx.db, id);
      },
    }),
    defineRoute({
      method: 'patch', path: `${P}/{id}`, tag: 'admin', auth: 'admin',
      summary: 'Change an e-mail layout; the next mails that use it follow (site admin; audited)',
      params: idParam, body: inputSchema, response: layoutSchema,
      handler: async ({ params, body, caller }) => {
        const v = clean(body);
        await inTransaction(ctx, async (uow) => {
          const t = mailTables(uow.trx);
          const before = await t.selectFrom('mail_layouts').select(['name', 'html']).where('id', '=', params.id).forUpdate().executeTakeFirst();
          if (!before) throw new HttpError(404, M.layoutNotFound);
          await t.updateTable('mail_layouts').set({ ...v, updated_at: uow.now }).where('id', '=', params.id).execute();
          await audit(uow, { actorId: caller.userId, action: 'EMAIL_LAYOUT_CHANGED', targetType: 'SETTING', targetId: auditId(params.id), before, after: v });
        });
        return one(ctx.db, params.id);
      },
    }),
    defineRoute({
      method: 'delete', path: `${P}/{id}`, tag: 'admin', auth: 'admin',
      summary: 'Remove an e-mail layout that no system e-mail uses (site admin; audited)',
      params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        await inTransaction(ctx, async (uow) => {
          const t = mailTables(uow.trx);
          const before = await t.selectFrom('mail_layouts').select(['name', 'html']).where('id', '=', params.id).forUpdate().executeTakeFirst();
          if (!before) throw new HttpError(404, M.layoutNotFound);
          const used = await usedBy(uow.trx, params.id);
          if (used.length > 0) throw new HttpError(409, M.layoutInUse(used[0].keys));
          await t.deleteFrom('mail_layouts').where('id', '=', params.id).execute();
          await audit(uow, { actorId: caller.userId, action: 'EMAIL_LAYOUT_REMOVED', targetType: 'SETTING', targetId: auditId(params.id), before, after: null });
        });
        return { ok: true as const };
      },
    }),
  ];
}
