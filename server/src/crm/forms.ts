// Form builders (spec 2: /me/crm/form-builders and /{formBuilderId}; public /forms/{formBuilderId}): the owner's
// forms (fields checked by the domain's rules), their submissions; the public form and its submission, which
// spends a proof-of-work captcha solution once and creates or updates the company's contact by the e-mail field,
// all in one transaction. New submissions refresh the owner's open CRM views.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  checkAnswers, CONTACT_TARGETS, FIELD_TYPES, FORM_MESSAGES, formDraftError, normaliseDraft,
  type FormBuilder, type FormDraft, type FormField, type PublicForm,
} from '../../../src/domain/crm/forms';
import { formFeedbackMessage } from '../../../src/domain/crm/feedbacks';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, isUniqueViolation, okSchema, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE, type Db } from '../companies/shared';
import { CRM_TAG, crmCompany, emitCrm, type CrmOwner } from './access';
import { captchaPayloadSchema, CAPTCHA_TTL_S, solutionHolds, spentKey } from './captcha';
import { upsertContacts } from './contact-import';
import { formFeedback } from './feedbacks';
import { countSchema } from './schemas';

const fieldSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), label: z.string().max(200), type: z.enum(FIELD_TYPES), required: z.boolean(),
  choices: z.array(z.string().max(200)).max(50).optional(), contactField: z.enum(CONTACT_TARGETS).nullable().optional(),
}).strict();
const draftSchema = z.object({ title: z.string().max(500), description: z.string().max(5000), fields: z.array(fieldSchema).max(100), published: z.boolean(), collectFeedback: z.boolean().optional() }).strict();
const formSchema = draftSchema.extend({ id: z.string(), submissionCount: z.number(), createdAt: z.number(), updatedAt: z.number() });
const publicSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), fields: z.array(fieldSchema), companyName: z.string() });
const submissionSchema = z.object({ id: z.string(), contactId: z.string().nullable(), email: z.string(), answers: z.record(z.string(), z.string()), createdAt: z.number() });

type Row = { id: string; title: string; description: string; fields: string; published: boolean; collect_feedback: boolean; created_at: number; updated_at: number };
const toForm = (r: Row, submissionCount: number): FormBuilder => ({
  id: r.id, title: r.title, description: r.description, fields: JSON.parse(r.fields) as FormField[], published: r.published, collectFeedback: r.collect_feedback,
  submissionCount, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

function checked(d: FormDraft): FormDraft {
  const problem = formDraftError(d);
  if (problem) throw new HttpError(400, problem);
  return normaliseDraft(d);
}

async function formOr404(db: Db, id: string, owner: CrmOwner): Promise<Row> {
  const f = await db.selectFrom('crm_forms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!f || f.company_id !== owner.companyId) throw new HttpError(404, FORM_MESSAGES.notFound);
  return f;
}

async function counts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('crm_form_submissions').select(['form_id', (eb) => eb.fn.countAll<string>().as('n')]).where('form_id', 'in', ids).groupBy('form_id').execute();
  return new Map(rows.map((r) => [r.form_id, Number(r.n)]));
}

export function formRoutes(ctx: AppContext): AnyRoute[] {
  const P = `${BASE}/form-builders`;
  return [
    defineRoute({
      method: 'get', path: P, tag: CRM_TAG, auth: 'user', summary: "The company's forms with their submission counts, newest first",
      response: z.array(formSchema),
      handler: async ({ caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        const rows = await ctx.db.selectFrom('crm_forms').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id').limit(500).execute();
        const n = await counts(ctx.db, rows.map((r) => r.id));
        return rows.map((r) => toForm(r, n.get(r.id) ?? 0));
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/stats`, tag: CRM_TAG, auth: 'user', summary: 'How many forms the company has', response: countSchema,
      handler: async ({ caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        return { count: Number((await ctx.db.selectFrom('crm_forms').select((eb) => eb.fn.countAll<string>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n) };
      },
    }),
    defineRoute({
      method: 'post', path: P, tag: CRM_TAG, auth: 'user', status: 201, summary: 'Create a form (fields checked: one required e-mail field makes the contact)',
      body: draftSchema, response: formSchema,
      handler: async ({ body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const d = checked(body);
        return inTransaction(ctx, async (uow) => {
          const row = { id: randomUUID(), company_id: owner.companyId, title: d.title, description: d.description, fields: JSON.stringify(d.fields), published: d.published, collect_feedback: d.collectFeedback === true, created_at: uow.now, updated_at: uow.now };
          await uow.trx.insertInto('crm_forms').values(row).execute();
          await emitCrm(uow, owner, 'CREATED', { kind: 'FORM', id: row.id });
          return toForm(row, 0);
        });
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'One of the company\'s forms', params: idParam, response: formSchema,
      handler: async ({ params, caller }) => {
        const f = await formOr404(ctx.db, params.id, await crmCompany(ctx.db, caller));
        return toForm(f, (await counts(ctx.db, [f.id])).get(f.id) ?? 0);
      },
    }),
    defineRoute({
      method: 'patch', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'Change a form (the whole draft, checked again)', params: idParam,
      body: draftSchema, response: formSchema,
      handler: async ({ params, body, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        const d = checked(body);
        return inTransaction(ctx, async (uow) => {
          await formOr404(uow.trx, params.id, owner);
          const row = await uow.trx.updateTable('crm_forms').set({ title: d.title, description: d.description, fields: JSON.stringify(d.fields), published: d.published, collect_feedback: d.collectFeedback === true, updated_at: uow.now })
            .where('id', '=', params.id).returningAll().executeTakeFirstOrThrow();
          await emitCrm(uow, owner, 'UPDATED', { kind: 'FORM', id: params.id });
          return toForm(row, (await counts(uow.trx, [params.id])).get(params.id) ?? 0);
        });
      },
    }),
    defineRoute({
      method: 'delete', path: `${P}/{id}`, tag: CRM_TAG, auth: 'user', summary: 'Delete a form and its submissions (the contacts stay)', params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        await inTransaction(ctx, async (uow) => {
          await formOr404(uow.trx, params.id, owner);
          await uow.trx.deleteFrom('crm_forms').where('id', '=', params.id).execute();
          await emitCrm(uow, owner, 'DELETED', { kind: 'FORM', id: params.id });
        });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/{id}/submissions`, tag: CRM_TAG, auth: 'user', summary: "A form's submissions, newest first", params: idParam,
      query: z.object(skipLimit), response: z.object({ items: z.array(submissionSchema), total: z.number() }),
      handler: async ({ params, query, caller }) => {
        const f = await formOr404(ctx.db, params.id, await crmCompany(ctx.db, caller));
        const base = ctx.db.selectFrom('crm_form_submissions').where('form_id', '=', f.id);
        const [rows, total] = await Promise.all([
          base.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(query.skip).limit(query.limit).execute(),
          base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return {
          total: Number(total.n),
          items: rows.map((r) => ({ id: r.id, contactId: r.contact_id, email: r.email, answers: JSON.parse(r.answers) as Record<string, string>, createdAt: Number(r.created_at) })),
        };
      },
    }),
    ...publicFormRoutes(ctx),
  ];
}

async function publishedForm(db: Db, id: string) {
  const f = await db.selectFrom('crm_forms as f').innerJoin('companies as c', 'c.id', 'f.company_id')
    .select(['f.id', 'f.title', 'f.description', 'f.fields', 'f.published', 'f.collect_feedback', 'f.company_id', 'c.name as company_name', 'c.owner_id', 'c.deactivated'])
    .where('f.id', '=', id).executeTakeFirst();
  if (!f || !f.published || f.deactivated) throw new HttpError(404, FORM_MESSAGES.notFound);
  return f;
}

function publicFormRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/forms/{id}`, tag: CRM_TAG, auth: 'none', summary: 'A published form, as visitors fill it', params: idParam, response: publicSchema,
      handler: async ({ params }): Promise<PublicForm> => {
        const f = await publishedForm(ctx.db, params.id);
        return { id: f.id, title: f.title, description: f.description, fields: JSON.parse(f.fields) as FormField[], companyName: f.company_name };
      },
    }),
    defineRoute({
      method: 'post', path: `${BASE}/forms/{id}/submissions`, tag: CRM_TAG, auth: 'none', status: 201,
      summary: "Fill a published form (no account; a captcha solution, spent once): the company's contact is created or updated by the e-mail",
      params: idParam,
      body: z.object({ answers: z.record(z.string().max(40), z.string().max(5000)).refine((a) => Object.keys(a).length <= 100), captcha: captchaPayloadSchema }).strict(),
      response: z.object({ id: z.string(), message: z.string() }),
      handler: async ({ params, body }) => {
        const f = await publishedForm(ctx.db, params.id);
        const fields = JSON.parse(f.fields) as FormField[];
        const check = checkAnswers(fields, body.answers);
        if (!check.ok) {
          const [id, problem] = Object.entries(check.errors)[0];
          throw new HttpError(400, `${fields.find((x) => x.id === id)?.label ?? id}: ${problem}`);
        }
        if (!(await solutionHolds(ctx, body.captcha))) throw new HttpError(400, FORM_MESSAGES.captchaFailed);
        try {
          return await inTransaction(ctx, async (uow) => {
            await uow.trx.deleteFrom('captcha_solutions').where('expires_at', '<', uow.now).execute();
            await uow.trx.insertInto('captcha_solutions').values({ signature: spentKey(body.captcha), expires_at: uow.now + CAPTCHA_TTL_S * 1000 }).execute();
            await upsertContacts(uow.trx, f.company_id, [check.contact], uow.now);
            const contact = await uow.trx.selectFrom('crm_contacts').select('id').where('company_id', '=', f.company_id).where('email', '=', check.contact.email).executeTakeFirstOrThrow();
            const id = randomUUID();
            await uow.trx.insertInto('crm_form_submissions').values({ id, form_id: f.id, contact_id: contact.id, email: check.contact.email, answers: JSON.stringify(check.answers), created_at: uow.now }).execute();
            await emitCrm(uow, f.owner_id, 'CREATED', { kind: 'FORMSUBMISSION', id, formId: f.id });
            if (f.collect_feedback) await formFeedback(uow, { companyId: f.company_id, ownerId: f.owner_id, formId: f.id, email: check.contact.email, message: formFeedbackMessage(fields, check.answers) });
            return { id, message: FORM_MESSAGES.submitted };
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(400, FORM_MESSAGES.captchaFailed);
          throw err;
        }
      },
    }),
  ];
}
