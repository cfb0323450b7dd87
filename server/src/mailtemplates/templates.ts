// Admin routes of the system e-mails (/mtz-admin/email-schemas; site admin, section 'email'): the list, one mail with
// its default, override and audit, Save (unknown placeholders and a dropped required one refused with a 400),
// Reset to default, a preview with sample values, and a test send to the admin's own address. Changes are audited
// on the setting 'email-schema:<key>' (before and after).
import { z } from 'zod';
import {
  MAIL_TEMPLATE_LIMITS as LIM, MAIL_TEMPLATE_MESSAGES as M, SYSTEM_MAILS, sampleValues, systemMailDef, templateProblem, type SystemMailDef,
  type SystemMailKey,
} from '../../../src/domain/mail/system';
import { audit, auditOf, auditRowSchema } from '../admin/audit';
import { ADMIN_BASE } from '../admin/shared';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { mailTables, renderSystemMail } from './compose';
import { layoutOr400 } from './layouts';

const P = `${ADMIN_BASE}/email-schemas`;
const keyParam = z.object({ key: z.string().min(1).max(100) });
const draftSchema = z.object({
  subject: z.string().max(LIM.subject, { error: `The subject is at most ${LIM.subject} characters` }),
  body: z.string().max(LIM.body, { error: `The body is at most ${LIM.body} characters` }),
  layoutId: z.string().max(100).nullable().default(null),
}).strict();
type Draft = z.output<typeof draftSchema>;

const placeholderSchema = z.object({ name: z.string(), help: z.string(), sample: z.string(), required: z.boolean().optional() });
const summarySchema = z.object({
  key: z.string(), name: z.string(), description: z.string(), subject: z.string(), overridden: z.boolean(), layoutId: z.string().nullable(), updatedAt: z.number().nullable(),
});
const overrideSchema = z.object({ subject: z.string(), body: z.string(), layoutId: z.string().nullable(), updatedAt: z.number(), updatedBy: z.string() });
const detailSchema = z.object({
  mail: z.object({ key: z.string(), name: z.string(), description: z.string(), subject: z.string(), body: z.string(), placeholders: z.array(placeholderSchema) }),
  override: overrideSchema.nullable(),
  audit: z.array(auditRowSchema),
});
const renderedSchema = z.object({ subject: z.string(), text: z.string(), html: z.string().nullable() });

const auditId = (key: string) => `email-schema:${key}`;

function defOr404(key: string): SystemMailDef & { key: SystemMailKey } {
  const def = systemMailDef(key);
  if (!def) throw new HttpError(404, M.notFound);
  return def as SystemMailDef & { key: SystemMailKey };
}

type OverrideRow = { subject: string; body: string; layout_id: string | null; updated_at: number; updated_by: string };
const toOverride = (r: OverrideRow) => ({ subject: r.subject, body: r.body, layoutId: r.layout_id, updatedAt: Number(r.updated_at), updatedBy: r.updated_by });

async function overrideOf(ctx: AppContext, key: string) {
  const row = await mailTables(ctx.db).selectFrom('mail_templates').selectAll().where('key', '=', key).executeTakeFirst();
  return row ? toOverride(row) : null;
}

async function detail(ctx: AppContext, def: SystemMailDef) {
  const { key, name, description, subject, body, placeholders } = def;
  return { mail: { key, name, description, subject, body, placeholders: [...placeholders] }, override: await overrideOf(ctx, key), audit: await auditOf(ctx, 'SETTING', auditId(key), 20) };
}

/** The draft's problem (400) or its layout's HTML. */
async function checkDraft(ctx: AppContext, def: SystemMailDef, d: Draft): Promise<string | null> {
  const problem = templateProblem(def, d.subject, d.body);
  if (problem) throw new HttpError(400, problem);
  return d.layoutId === null ? null : (await layoutOr400(ctx.db, d.layoutId)).html;
}

export function templateRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: P, tag: 'admin', auth: 'admin',
      summary: 'The system e-mails with the subject in force, and whether an admin changed them (site admin)',
      response: z.array(summarySchema),
      handler: async () => {
        const rows = await mailTables(ctx.db).selectFrom('mail_templates').selectAll().execute();
        return SYSTEM_MAILS.map((d) => {
          const o = rows.find((r) => r.key === d.key);
          return { key: d.key, name: d.name, description: d.description, subject: o?.subject ?? d.subject, overridden: !!o, layoutId: o?.layout_id ?? null, updatedAt: o ? Number(o.updated_at) : null };
        });
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/{key}`, tag: 'admin', auth: 'admin',
      summary: "One system e-mail: its default text, placeholders, the admin's override and the latest changes (site admin)",
      params: keyParam, response: detailSchema,
      handler: ({ params }) => detail(ctx, defOr404(params.key)),
    }),
    defineRoute({
      method: 'patch', path: `${P}/{key}`, tag: 'admin', auth: 'admin',
      summary: 'Save the subject, body and layout of a system e-mail; the next mail uses them (site admin; audited)',
      params: keyParam, body: draftSchema, response: detailSchema,
      handler: async ({ params, body, caller }) => {
        const def = defOr404(params.key);
        await checkDraft(ctx, def, body);
        await inTransaction(ctx, async (uow) => {
          const t = mailTables(uow.trx);
          // the layout may have been removed since the check: locked now, a removal waits for this save (and then refuses)
          if (body.layoutId !== null) await layoutOr400(uow.trx, body.layoutId, true);
          const before = await t.selectFrom('mail_templates').selectAll().where('key', '=', def.key).forUpdate().executeTakeFirst();
          const row = { subject: body.subject, body: body.body, layout_id: body.layoutId, updated_by: caller.userId, updated_at: uow.now };
          await t.insertInto('mail_templates').values({ key: def.key, ...row }).onConflict((oc) => oc.column('key').doUpdateSet(row)).execute();
          const was = before ?? { subject: def.subject, body: def.body, layout_id: null };
          await audit(uow, {
            actorId: caller.userId, action: 'EMAIL_SCHEMA_CHANGED', targetType: 'SETTING', targetId: auditId(def.key),
            before: { subject: was.subject, body: was.body, layoutId: was.layout_id }, after: { subject: body.subject, body: body.body, layoutId: body.layoutId },
          });
        });
        return detail(ctx, def);
      },
    }),
    defineRoute({
      method: 'delete', path: `${P}/{key}`, tag: 'admin', auth: 'admin',
      summary: 'Reset a system e-mail to its default text and no layout (site admin; audited)',
      params: keyParam, response: detailSchema,
      handler: async ({ params, caller }) => {
        const def = defOr404(params.key);
        await inTransaction(ctx, async (uow) => {
          const gone = await mailTables(uow.trx).deleteFrom('mail_templates').where('key', '=', def.key).returningAll().executeTakeFirst();
          if (!gone) return;
          await audit(uow, {
            actorId: caller.userId, action: 'EMAIL_SCHEMA_RESET', targetType: 'SETTING', targetId: auditId(def.key),
            before: { subject: gone.subject, body: gone.body, layoutId: gone.layout_id }, after: { subject: def.subject, body: def.body, layoutId: null },
          });
        });
        return detail(ctx, def);
      },
    }),
    defineRoute({
      method: 'post', path: `${P}/{key}/preview`, tag: 'admin', auth: 'admin',
      summary: 'A draft of a system e-mail rendered with sample values; nothing is saved or sent (site admin)',
      params: keyParam, body: draftSchema, response: renderedSchema,
      handler: async ({ params, body }) => {
        const def = defOr404(params.key);
        const r = renderSystemMail({ subject: body.subject, body: body.body, layoutHtml: await checkDraft(ctx, def, body) }, sampleValues(def));
        return { subject: r.subject, text: r.text, html: r.html ?? null };
      },
    }),
    defineRoute({
      method: 'post', path: `${P}/{key}/test`, tag: 'admin', auth: 'admin',
      summary: "Send a draft of a system e-mail, with sample values, to the admin's own address (site admin)",
      params: keyParam, body: draftSchema, response: z.object({ message: z.string() }),
      handler: async ({ params, body, caller }) => {
        const def = defOr404(params.key);
        const layoutHtml = await checkDraft(ctx, def, body);
        const to = await inTransaction(ctx, async (uow) => {
          const me = await uow.trx.selectFrom('users').select('email').where('id', '=', caller.userId).executeTakeFirstOrThrow();
          const r = renderSystemMail({ subject: body.subject, body: body.body, layoutHtml }, sampleValues(def));
          await uow.mail({ to: me.email, ...r, subject: `[Test] ${r.subject}` });
          return me.email;
        });
        return { message: `Test mail sent to ${to}` };
      },
    }),
  ];
}
