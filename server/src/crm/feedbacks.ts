// Feedbacks (spec 2: /me/crm/feedbacks and /feedbacks/report): what people send through the footer's Feedback
// link (to the company whose profile or product page they were on, or to the platform when none) and through a
// form its owner collects as feedback. Anyone may send one behind a proof-of-work captcha, spent once; the
// company's CRM (owner and members allowed) reads its own, marks them read and counts them by day, month and
// year; site admins read the platform's. A new feedback refreshes the company's open CRM views (the platform's:
// the site admins' open admin pages).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { averageRating, FEEDBACK_LIMITS, FEEDBACK_MESSAGES, feedbackError, type Feedback, type FeedbackReport } from '../../../src/domain/crm/feedbacks';
import { normaliseEmail } from '../../../src/domain/crm/contacts';
import { periodStats } from '../../../src/domain/groups/stats';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { idParam, isUniqueViolation, okSchema, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { BASE } from '../companies/shared';
import { notifyAdmins } from '../admin/audit';
import { ADMIN_BASE } from '../admin/shared';
import { bounds, periodStatsSchema, rangeQuery } from '../ads/stats';
import { CRM_TAG, crmCompany, emitCrm } from './access';
import { captchaPayloadSchema, CAPTCHA_TTL_S, solutionHolds, spentKey } from './captcha';
import { readFeedbackBody, recordingsOf, storeRecording } from './feedback-recordings';

const SOURCES = ['FORM', 'FOOTER'] as const;
const feedbackSchema = z.object({
  id: z.string(), source: z.enum(SOURCES), formId: z.string().nullable(), formTitle: z.string().nullable(), rating: z.number().nullable(),
  email: z.string(), message: z.string(), read: z.boolean(), createdAt: z.number(),
  recording: z.object({ size: z.number(), entries: z.number() }).nullable(),
});
const platformSchema = feedbackSchema.omit({ formId: true, formTitle: true, read: true });
const sendSchema = z.object({
  message: z.string().max(FEEDBACK_LIMITS.message * 2), rating: z.number().int().min(1).max(5).nullable().optional(),
  email: z.string().max(400), companyId: z.string().min(1).max(100).nullable().optional(), captcha: captchaPayloadSchema,
}).strict();

type FormFeedback = { companyId: string; ownerId: string; formId: string; email: string; message: string };

/** A submission of a form collected as feedback is also a feedback (when it has long-text answers), in its transaction. */
export async function formFeedback(uow: UnitOfWork, f: FormFeedback): Promise<void> {
  if (!f.message) return;
  const id = randomUUID();
  await uow.trx.insertInto('crm_feedbacks').values({ id, company_id: f.companyId, source: 'FORM', form_id: f.formId, email: f.email, message: f.message, rating: null, read_at: null, created_at: uow.now }).execute();
  await emitCrm(uow, f.ownerId, 'CREATED', { kind: 'FEEDBACK', id });
}

export function feedbackRoutes(ctx: AppContext): AnyRoute[] {
  const P = `${BASE}/crm/feedbacks`;
  return [
    defineRoute({
      method: 'post', path: `${BASE}/feedbacks`, tag: CRM_TAG, auth: 'none', status: 201,
      summary: "Send feedback (the footer's Feedback link): to a company's CRM, or to the platform without companyId; a captcha solution, spent once. "
        + 'JSON {message, rating, email, companyId, captcha}, or multipart with that JSON as the feedback part and a flight recording (at most 5 MB) as the recording file part',
      response: z.object({ id: z.string(), message: z.string() }),
      handler: async ({ request }) => {
        const { body, recording } = await readFeedbackBody(request, sendSchema);
        const draft = { message: body.message, rating: body.rating ?? null, email: body.email, companyId: body.companyId ?? null };
        const problem = feedbackError(draft);
        if (problem) throw new HttpError(400, problem);
        const company = draft.companyId === null ? null
          : await ctx.db.selectFrom('companies').select(['id', 'owner_id', 'deactivated']).where('id', '=', draft.companyId).executeTakeFirst();
        if (draft.companyId !== null && (!company || company.deactivated)) throw new HttpError(404, FEEDBACK_MESSAGES.companyNotFound);
        if (!(await solutionHolds(ctx, body.captcha))) throw new HttpError(400, FEEDBACK_MESSAGES.captchaFailed);
        try {
          return await inTransaction(ctx, async (uow) => {
            await uow.trx.deleteFrom('captcha_solutions').where('expires_at', '<', uow.now).execute();
            await uow.trx.insertInto('captcha_solutions').values({ signature: spentKey(body.captcha), expires_at: uow.now + CAPTCHA_TTL_S * 1000 }).execute();
            const id = randomUUID();
            await uow.trx.insertInto('crm_feedbacks').values({
              id, company_id: company?.id ?? null, source: 'FOOTER', form_id: null, email: normaliseEmail(draft.email), message: draft.message.trim(), rating: draft.rating, read_at: null, created_at: uow.now,
            }).execute();
            if (recording) await storeRecording(uow, id, recording);
            if (company) await emitCrm(uow, company.owner_id, 'CREATED', { kind: 'FEEDBACK', id });
            else await notifyAdmins(uow, { targetType: 'FEEDBACK', targetId: id, action: 'FEEDBACK_SENT' });
            return { id, message: FEEDBACK_MESSAGES.sent };
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(400, FEEDBACK_MESSAGES.captchaFailed);
          throw err;
        }
      },
    }),
    defineRoute({
      method: 'get', path: P, tag: CRM_TAG, auth: 'user', summary: "The feedbacks of the caller's company, newest first, with read marks",
      query: z.object(skipLimit), response: z.object({ items: z.array(feedbackSchema), total: z.number(), unread: z.number() }),
      handler: async ({ query, caller }) => {
        const { companyId } = await crmCompany(ctx.db, caller);
        const base = ctx.db.selectFrom('crm_feedbacks as f').where('f.company_id', '=', companyId);
        const [rows, counts] = await Promise.all([
          base.leftJoin('crm_forms as form', 'form.id', 'f.form_id').selectAll('f').select('form.title as form_title')
            .orderBy('f.created_at', 'desc').orderBy('f.id').offset(query.skip).limit(query.limit).execute(),
          base.select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.count<string>('f.read_at').as('read')]).executeTakeFirstOrThrow(),
        ]);
        const recordings = await recordingsOf(ctx.db, rows.map((r) => r.id));
        const items: Feedback[] = rows.map((r) => ({
          id: r.id, source: r.source, formId: r.form_id, formTitle: r.form_title, rating: r.rating, email: r.email, message: r.message,
          read: r.read_at !== null, createdAt: Number(r.created_at), recording: recordings.get(r.id) ?? null,
        }));
        return { items, total: Number(counts.n), unread: Number(counts.n) - Number(counts.read) };
      },
    }),
    defineRoute({
      method: 'get', path: `${P}/report`, tag: CRM_TAG, auth: 'user', summary: "The company's feedbacks counted by day, month and year, with the average rating",
      query: z.object(rangeQuery), response: periodStatsSchema.extend({ total: z.number(), averageRating: z.number().nullable(), rated: z.number() }),
      handler: async ({ query, caller }): Promise<FeedbackReport> => {
        const { companyId } = await crmCompany(ctx.db, caller);
        const [from, to] = bounds(query);
        const rows = await ctx.db.selectFrom('crm_feedbacks').select(['created_at', 'rating']).where('company_id', '=', companyId)
          .where('created_at', '>=', from).where('created_at', '<=', to).execute();
        const ratings = rows.map((r) => r.rating);
        return { ...periodStats(rows.map((r) => Number(r.created_at))), total: rows.length, averageRating: averageRating(ratings), rated: ratings.filter((r) => r !== null).length };
      },
    }),
    defineRoute({
      method: 'post', path: `${P}/{id}/read`, tag: CRM_TAG, auth: 'user', summary: "Mark one of the company's feedbacks read", params: idParam, response: okSchema,
      handler: async ({ params, caller }) => {
        const owner = await crmCompany(ctx.db, caller);
        await inTransaction(ctx, async (uow) => {
          const f = await uow.trx.selectFrom('crm_feedbacks').select(['id', 'company_id', 'read_at']).where('id', '=', params.id).executeTakeFirst();
          if (!f || f.company_id !== owner.companyId) throw new HttpError(404, FEEDBACK_MESSAGES.notFound);
          if (f.read_at !== null) return;
          await uow.trx.updateTable('crm_feedbacks').set({ read_at: uow.now }).where('id', '=', f.id).execute();
          await emitCrm(uow, owner, 'UPDATED', { kind: 'FEEDBACK', id: f.id });
        });
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'get', path: `${ADMIN_BASE}/feedbacks`, tag: CRM_TAG, auth: 'admin', summary: 'The platform feedbacks (sent from pages of no company), newest first',
      query: z.object(skipLimit), response: z.object({ items: z.array(platformSchema), total: z.number() }),
      handler: async ({ query }) => {
        const base = ctx.db.selectFrom('crm_feedbacks').where('company_id', 'is', null);
        const [rows, total] = await Promise.all([
          base.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(query.skip).limit(query.limit).execute(),
          base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        const recordings = await recordingsOf(ctx.db, rows.map((r) => r.id));
        const items = rows.map((r) => ({ id: r.id, source: r.source, rating: r.rating, email: r.email, message: r.message, createdAt: Number(r.created_at), recording: recordings.get(r.id) ?? null }));
        return { total: Number(total.n), items };
      },
    }),
  ];
}
