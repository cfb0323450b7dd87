// FAQ routes: everyone reads the topics (with their questions, in the admin's order) and one topic by its profile
// name; site admins create, rename, reorder and delete topics and their questions, each change audited in the same
// transaction. Answers are rich text, sanitised when written and again when read.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CONTENT_MESSAGES, FAQ_PROFILE_NAME, FAQ_PROFILE_NAME_MAX, FAQ_QUESTION_MAX, FAQ_TITLE_MAX, toProfileName, type FaqTopic,
} from '../../../src/domain/content/content';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { audit } from '../admin/audit';
import { ADMIN_BASE } from '../admin/shared';
import type { Db } from '../companies/shared';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { idParam, isUniqueViolation, okSchema, required } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';
import { cleanRichText, orderBody, reorder } from './shared';

const PUBLIC = '/api/v1/company/faqs';
const TOPICS = `${ADMIN_BASE}/faq-topics`;
const QUESTIONS = `${ADMIN_BASE}/faq-questions`;

const questionSchema = z.object({ id: z.string(), question: z.string(), answer: z.string(), position: z.number() });
const topicSchema = z.object({ id: z.string(), profileName: z.string(), title: z.string(), position: z.number(), questions: z.array(questionSchema) });

const profileName = z.string().trim().min(1).max(FAQ_PROFILE_NAME_MAX).regex(FAQ_PROFILE_NAME, { error: CONTENT_MESSAGES.profileNameFormat });
const title = required('Title', FAQ_TITLE_MAX);
const question = required('Question', FAQ_QUESTION_MAX);
const answer = z.string().max(20_000);

async function topics(db: Db, where?: { profileName?: string; id?: string }): Promise<FaqTopic[]> {
  let q = db.selectFrom('faq_topics').selectAll();
  if (where?.profileName !== undefined) q = q.where('profile_name', '=', where.profileName);
  if (where?.id !== undefined) q = q.where('id', '=', where.id);
  const rows = await q.orderBy('position').orderBy('id').execute();
  if (rows.length === 0) return [];
  const qs = await db.selectFrom('faq_questions').selectAll().where('topic_id', 'in', rows.map((r) => r.id)).orderBy('position').orderBy('id').execute();
  return rows.map((t) => ({
    id: t.id, profileName: t.profile_name, title: t.title, position: t.position,
    questions: qs.filter((x) => x.topic_id === t.id).map((x) => ({ id: x.id, question: x.question, answer: sanitizeRichText(x.answer), position: x.position })),
  }));
}

async function topicOr404(db: Db, where: { profileName?: string; id?: string }): Promise<FaqTopic> {
  const [t] = await topics(db, where);
  if (!t) throw new HttpError(404, CONTENT_MESSAGES.topicNotFound);
  return t;
}

async function questionOr404(db: Db, id: string) {
  const q = await db.selectFrom('faq_questions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!q) throw new HttpError(404, CONTENT_MESSAGES.questionNotFound);
  return q;
}

/** Runs a write whose unique profile name may clash: a clash is a 409, never a 500. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, CONTENT_MESSAGES.profileNameTaken);
    throw err;
  }
}

async function nameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  const other = await db.selectFrom('faq_topics').select('id').where('profile_name', '=', name).executeTakeFirst();
  if (other && other.id !== exceptId) throw new HttpError(409, CONTENT_MESSAGES.profileNameTaken);
}

const topicState = (t: FaqTopic) => ({ profileName: t.profileName, title: t.title, questions: t.questions.map((q) => q.question) });
const logTopic = (uow: UnitOfWork, actorId: string, action: string, id: string, before: FaqTopic | null, after: FaqTopic | null) =>
  audit(uow, { actorId, action, targetType: 'FAQ_TOPIC', targetId: id, before: before && topicState(before), after: after && topicState(after) });

export function faqRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: PUBLIC, tag: 'content', auth: 'none',
      summary: 'Every FAQ topic with its questions, in order', response: z.array(topicSchema),
      handler: () => topics(ctx.db),
    }),
    defineRoute({
      method: 'get', path: `${PUBLIC}/{profileName}`, tag: 'content', auth: 'none',
      summary: 'One FAQ topic by its profile name', params: z.object({ profileName: z.string().min(1).max(200) }), response: topicSchema,
      handler: ({ params }) => topicOr404(ctx.db, { profileName: params.profileName }),
    }),
    defineRoute({
      method: 'post', path: TOPICS, tag: 'content', auth: 'admin', status: 201,
      summary: 'Add an FAQ topic at the end; the profile name defaults to one made of the title (site admin; audited)',
      body: z.object({ title, profileName: profileName.optional() }).strict(), response: topicSchema,
      handler: async ({ body, caller }) => {
        const name = body.profileName ?? toProfileName(body.title);
        if (!FAQ_PROFILE_NAME.test(name)) throw new HttpError(400, CONTENT_MESSAGES.profileNameFormat);
        return uniqueName(() => inTransaction(ctx, async (uow) => {
          await nameFree(uow.trx, name);
          const last = await uow.trx.selectFrom('faq_topics').select((eb) => eb.fn.max('position').as('p')).executeTakeFirst();
          const id = randomUUID();
          await uow.trx.insertInto('faq_topics').values({
            id, profile_name: name, title: body.title, position: Number(last?.p ?? -1) + 1, created_at: uow.now, updated_at: uow.now,
          }).execute();
          const t = await topicOr404(uow.trx, { id });
          await logTopic(uow, caller.userId, 'FAQ_TOPIC_CREATED', id, null, t);
          return t;
        }));
      },
    }),
    defineRoute({
      method: 'patch', path: `${TOPICS}/{id}`, tag: 'content', auth: 'admin',
      summary: "Rename an FAQ topic or change its profile name (site admin; audited)",
      params: idParam, body: z.object({ title: title.optional(), profileName: profileName.optional() }).strict(), response: topicSchema,
      handler: ({ params, body, caller }) => uniqueName(() => inTransaction(ctx, async (uow) => {
        const before = await topicOr404(uow.trx, { id: params.id });
        if (body.profileName !== undefined) await nameFree(uow.trx, body.profileName, params.id);
        await uow.trx.updateTable('faq_topics').set({
          ...(body.title === undefined ? {} : { title: body.title }), ...(body.profileName === undefined ? {} : { profile_name: body.profileName }), updated_at: uow.now,
        }).where('id', '=', params.id).execute();
        const after = await topicOr404(uow.trx, { id: params.id });
        await logTopic(uow, caller.userId, 'FAQ_TOPIC_EDITED', params.id, before, after);
        return after;
      })),
    }),
    defineRoute({
      method: 'delete', path: `${TOPICS}/{id}`, tag: 'content', auth: 'admin',
      summary: 'Delete an FAQ topic and its questions (site admin; audited)', params: idParam, response: okSchema,
      handler: ({ params, caller }) => inTransaction(ctx, async (uow) => {
        const before = await topicOr404(uow.trx, { id: params.id });
        await uow.trx.deleteFrom('faq_topics').where('id', '=', params.id).execute();
        await logTopic(uow, caller.userId, 'FAQ_TOPIC_DELETED', params.id, before, null);
        return { ok: true as const };
      }),
    }),
    defineRoute({
      method: 'post', path: `${TOPICS}/order`, tag: 'content', auth: 'admin',
      summary: 'Put the FAQ topics in a new order: every topic id once (site admin; audited)', body: orderBody, response: z.array(topicSchema),
      handler: ({ body, caller }) => inTransaction(ctx, async (uow) => {
        await reorder(uow, 'faq_topics', body.ids, (db) => db.selectFrom('faq_topics').select('id').execute());
        await audit(uow, { actorId: caller.userId, action: 'FAQ_TOPICS_REORDERED', targetType: 'FAQ_TOPIC', targetId: 'order', before: null, after: body.ids });
        return topics(uow.trx);
      }),
    }),
    defineRoute({
      method: 'post', path: `${TOPICS}/{id}/questions`, tag: 'content', auth: 'admin', status: 201,
      summary: "Add a question with its answer at the end of a topic; the answer is sanitised (site admin; audited)",
      params: idParam, body: z.object({ question, answer }).strict(), response: topicSchema,
      handler: async ({ params, body, caller }) => {
        const html = cleanRichText(body.answer, CONTENT_MESSAGES.answerNeedsText);
        return inTransaction(ctx, async (uow) => {
          const before = await topicOr404(uow.trx, { id: params.id });
          await uow.trx.insertInto('faq_questions').values({
            id: randomUUID(), topic_id: params.id, question: body.question, answer: html,
            position: before.questions.reduce((m, q) => Math.max(m, q.position), -1) + 1, created_at: uow.now, updated_at: uow.now,
          }).execute();
          const after = await topicOr404(uow.trx, { id: params.id });
          await logTopic(uow, caller.userId, 'FAQ_QUESTION_ADDED', params.id, before, after);
          return after;
        });
      },
    }),
    defineRoute({
      method: 'post', path: `${TOPICS}/{id}/questions/order`, tag: 'content', auth: 'admin',
      summary: "Put a topic's questions in a new order: every question id once (site admin; audited)",
      params: idParam, body: orderBody, response: topicSchema,
      handler: ({ params, body, caller }) => inTransaction(ctx, async (uow) => {
        const before = await topicOr404(uow.trx, { id: params.id });
        await reorder(uow, 'faq_questions', body.ids, async () => before.questions);
        const after = await topicOr404(uow.trx, { id: params.id });
        await logTopic(uow, caller.userId, 'FAQ_QUESTIONS_REORDERED', params.id, before, after);
        return after;
      }),
    }),
    defineRoute({
      method: 'patch', path: `${QUESTIONS}/{id}`, tag: 'content', auth: 'admin',
      summary: "Edit an FAQ question or its answer; the answer is sanitised (site admin; audited)",
      params: idParam, body: z.object({ question: question.optional(), answer: answer.optional() }).strict(), response: topicSchema,
      handler: async ({ params, body, caller }) => {
        const html = body.answer === undefined ? undefined : cleanRichText(body.answer, CONTENT_MESSAGES.answerNeedsText);
        return inTransaction(ctx, async (uow) => {
          const q = await questionOr404(uow.trx, params.id);
          const before = await topicOr404(uow.trx, { id: q.topic_id });
          await uow.trx.updateTable('faq_questions').set({
            ...(body.question === undefined ? {} : { question: body.question }), ...(html === undefined ? {} : { answer: html }), updated_at: uow.now,
          }).where('id', '=', params.id).execute();
          const after = await topicOr404(uow.trx, { id: q.topic_id });
          await logTopic(uow, caller.userId, 'FAQ_QUESTION_EDITED', q.topic_id, before, after);
          return after;
        });
      },
    }),
    defineRoute({
      method: 'delete', path: `${QUESTIONS}/{id}`, tag: 'content', auth: 'admin',
      summary: 'Delete an FAQ question (site admin; audited)', params: idParam, response: topicSchema,
      handler: ({ params, caller }) => inTransaction(ctx, async (uow) => {
        const q = await questionOr404(uow.trx, params.id);
        const before = await topicOr404(uow.trx, { id: q.topic_id });
        await uow.trx.deleteFrom('faq_questions').where('id', '=', params.id).execute();
        const after = await topicOr404(uow.trx, { id: q.topic_id });
        await logTopic(uow, caller.userId, 'FAQ_QUESTION_DELETED', q.topic_id, before, after);
        return after;
      }),
    }),
  ];
}
