// Extra questions (admin portal: /mtz-admin/user-extra-questions and /company-extra-questions): questions with
// choices, one or several to pick, asked of members (USER) and of companies (COMPANY). Site admins create, edit and
// delete them (audited); a member answers the USER ones for themself, a company's owner the COMPANY ones for the
// company. Answers name choice ids; a choice the admin removed later is no longer part of any answer.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CONTENT_MESSAGES, EXTRA_CHOICE_MAX, EXTRA_CHOICES_MAX, EXTRA_QUESTION_MAX, type ExtraAudience, type ExtraChoice, type ExtraInfo, type ExtraQuestion,
} from '../../../src/domain/content/content';
import { audit } from '../admin/audit';
import { ADMIN_BASE } from '../admin/shared';
import { BASE, ownedCompany, type Db } from '../companies/shared';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { idParam, okSchema, required } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';

const ADMIN = `${ADMIN_BASE}/extra-questions`;
const AUDIENCES = ['USER', 'COMPANY'] as const;

const choiceSchema = z.object({ id: z.string(), label: z.string() });
const questionSchema = z.object({
  id: z.string(), audience: z.enum(AUDIENCES), question: z.string(), multiple: z.boolean(), choices: z.array(choiceSchema), position: z.number(),
});
const infoSchema = z.object({ questions: z.array(questionSchema), answers: z.record(z.string(), z.array(z.string())) });
const label = required('Choice', EXTRA_CHOICE_MAX);
const choicesOf = <T extends z.ZodType>(item: T) => z.array(item).min(2, { error: CONTENT_MESSAGES.choicesNeeded }).max(EXTRA_CHOICES_MAX);
const answersBody = z.object({ answers: z.record(z.string().min(1).max(100), z.array(z.string().min(1).max(100)).max(EXTRA_CHOICES_MAX)) }).strict();

async function questions(db: Db, audience: ExtraAudience): Promise<ExtraQuestion[]> {
  const rows = await db.selectFrom('extra_questions').selectAll().where('audience', '=', audience).orderBy('position').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, audience: r.audience, question: r.question, multiple: r.multiple, choices: r.choices, position: r.position }));
}

async function questionOr404(db: Db, id: string) {
  const r = await db.selectFrom('extra_questions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) throw new HttpError(404, CONTENT_MESSAGES.extraQuestionNotFound);
  return r;
}

function distinct(choices: { label: string }[]): void {
  if (new Set(choices.map((c) => c.label.toLowerCase())).size !== choices.length) throw new HttpError(400, CONTENT_MESSAGES.choicesDistinct);
}

async function infoOf(db: Db, audience: ExtraAudience, subjectId: string): Promise<ExtraInfo> {
  const qs = await questions(db, audience);
  const rows = qs.length === 0 ? [] : await db.selectFrom('extra_answers').select(['question_id', 'choice_ids'])
    .where('subject_id', '=', subjectId).where('question_id', 'in', qs.map((q) => q.id)).execute();
  const answers: Record<string, string[]> = {};
  for (const r of rows) {
    const q = qs.find((x) => x.id === r.question_id);
    const kept = r.choice_ids.filter((id) => q?.choices.some((c) => c.id === id));
    if (kept.length > 0) answers[r.question_id] = kept;
  }
  return { questions: qs, answers };
}

/** Writes a subject's answers (an empty list clears one); every question and choice is checked first (400). */
async function answer(ctx: AppContext, audience: ExtraAudience, subjectId: string, answers: Record<string, string[]>): Promise<ExtraInfo> {
  return inTransaction(ctx, async (uow) => {
    const qs = await questions(uow.trx, audience);
    for (const [questionId, choiceIds] of Object.entries(answers)) {
      const q = qs.find((x) => x.id === questionId);
      if (!q) throw new HttpError(400, CONTENT_MESSAGES.extraQuestionNotFound);
      if (choiceIds.some((id) => !q.choices.some((c) => c.id === id))) throw new HttpError(400, CONTENT_MESSAGES.unknownChoice);
      if (!q.multiple && new Set(choiceIds).size > 1) throw new HttpError(400, CONTENT_MESSAGES.singleChoice);
    }
    for (const [questionId, choiceIds] of Object.entries(answers)) {
      await uow.trx.deleteFrom('extra_answers').where('question_id', '=', questionId).where('subject_id', '=', subjectId).execute();
      if (choiceIds.length === 0) continue;
      await uow.trx.insertInto('extra_answers').values({
        question_id: questionId, subject_id: subjectId, choice_ids: JSON.stringify([...new Set(choiceIds)]), updated_at: uow.now,
      }).execute();
    }
    return infoOf(uow.trx, audience, subjectId);
  });
}

const state = (r: { question: string; multiple: boolean; choices: ExtraChoice[] }) => ({ question: r.question, multiple: r.multiple, choices: r.choices.map((c) => c.label) });

function adminRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: ADMIN, tag: 'content', auth: 'admin',
      summary: 'The extra questions of one audience, in order (site admin)',
      query: z.object({ audience: z.enum(AUDIENCES) }), response: z.array(questionSchema),
      handler: ({ query }) => questions(ctx.db, query.audience),
    }),
    defineRoute({
      method: 'post', path: ADMIN, tag: 'content', auth: 'admin', status: 201,
      summary: 'Add an extra question with its choices (site admin; audited)',
      body: z.object({ audience: z.enum(AUDIENCES), question: required('Question', EXTRA_QUESTION_MAX), multiple: z.boolean(), choices: choicesOf(label) }).strict(),
      response: questionSchema,
      handler: ({ body, caller }) => {
        distinct(body.choices.map((l) => ({ label: l })));
        return inTransaction(ctx, async (uow) => {
          const last = await uow.trx.selectFrom('extra_questions').select((eb) => eb.fn.max('position').as('p')).where('audience', '=', body.audience).executeTakeFirst();
          const q = {
            id: randomUUID(), audience: body.audience, question: body.question, multiple: body.multiple,
            choices: body.choices.map((l) => ({ id: randomUUID(), label: l })), position: Number(last?.p ?? -1) + 1,
          };
          await uow.trx.insertInto('extra_questions').values({ ...q, choices: JSON.stringify(q.choices), created_at: uow.now, updated_at: uow.now }).execute();
          await audit(uow, { actorId: caller.userId, action: 'EXTRA_QUESTION_CREATED', targetType: 'EXTRA_QUESTION', targetId: q.id, before: null, after: state(q) });
          return q;
        });
      },
    }),
    defineRoute({
      method: 'patch', path: `${ADMIN}/{id}`, tag: 'content', auth: 'admin',
      summary: "Edit an extra question: its text, one or several choices, its choices (kept ones by id; site admin; audited)",
      params: idParam,
      body: z.object({
        question: required('Question', EXTRA_QUESTION_MAX).optional(), multiple: z.boolean().optional(),
        choices: choicesOf(z.object({ id: z.string().min(1).max(100).optional(), label }).strict()).optional(),
      }).strict(),
      response: questionSchema,
      handler: ({ params, body, caller }) => inTransaction(ctx, async (uow) => {
        const before = await questionOr404(uow.trx, params.id);
        let choices = before.choices;
        if (body.choices) {
          distinct(body.choices);
          if (body.choices.some((c) => c.id !== undefined && !before.choices.some((b) => b.id === c.id))) throw new HttpError(400, CONTENT_MESSAGES.unknownChoice);
          choices = body.choices.map((c) => ({ id: c.id ?? randomUUID(), label: c.label }));
        }
        const after = { ...before, question: body.question ?? before.question, multiple: body.multiple ?? before.multiple, choices };
        await uow.trx.updateTable('extra_questions').set({
          question: after.question, multiple: after.multiple, choices: JSON.stringify(choices), updated_at: uow.now,
        }).where('id', '=', params.id).execute();
        await audit(uow, { actorId: caller.userId, action: 'EXTRA_QUESTION_EDITED', targetType: 'EXTRA_QUESTION', targetId: params.id, before: state(before), after: state(after) });
        return { id: after.id, audience: after.audience, question: after.question, multiple: after.multiple, choices, position: after.position };
      }),
    }),
    defineRoute({
      method: 'delete', path: `${ADMIN}/{id}`, tag: 'content', auth: 'admin',
      summary: 'Delete an extra question and its answers (site admin; audited)', params: idParam, response: okSchema,
      handler: ({ params, caller }) => inTransaction(ctx, async (uow) => {
        const before = await questionOr404(uow.trx, params.id);
        await uow.trx.deleteFrom('extra_questions').where('id', '=', params.id).execute();
        await audit(uow, { actorId: caller.userId, action: 'EXTRA_QUESTION_DELETED', targetType: 'EXTRA_QUESTION', targetId: params.id, before: state(before), after: null });
        return { ok: true as const };
      }),
    }),
  ];
}

export function extraRoutes(ctx: AppContext): AnyRoute[] {
  return [
    ...adminRoutes(ctx),
    defineRoute({
      method: 'get', path: `${BASE}/extra-info`, tag: 'content', auth: 'user',
      summary: "The members' extra questions with the caller's answers", response: infoSchema,
      handler: ({ caller }) => infoOf(ctx.db, 'USER', caller.userId),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/extra-info`, tag: 'content', auth: 'user',
      summary: "Answer members' extra questions (question id -> chosen choice ids; an empty list clears the answer)",
      body: answersBody, response: infoSchema,
      handler: ({ body, caller }) => answer(ctx, 'USER', caller.userId, body.answers),
    }),
    defineRoute({
      method: 'get', path: `${BASE}/companies/{id}/extra-info`, tag: 'content', auth: 'user',
      summary: "The companies' extra questions with this company's answers (its owner)", params: idParam, response: infoSchema,
      handler: async ({ params, caller }) => {
        await ownedCompany(ctx.db, params.id, caller.userId);
        return infoOf(ctx.db, 'COMPANY', params.id);
      },
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/companies/{id}/extra-info`, tag: 'content', auth: 'user',
      summary: "Answer the companies' extra questions for this company (its owner)", params: idParam, body: answersBody, response: infoSchema,
      handler: async ({ params, body, caller }) => {
        await ownedCompany(ctx.db, params.id, caller.userId);
        return answer(ctx, 'COMPANY', params.id, body.answers);
      },
    }),
  ];
}
