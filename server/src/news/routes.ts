// News routes: the public reads published posts (newest first, paged) and one post; site admins list every post,
// write, edit, publish/unpublish and delete, each change audited in the same transaction (admin audit log).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { NEWS_MESSAGES, NEWS_TITLE_MAX, type NewsPost } from '../../../src/domain/news/news';
import { RICH_TEXT_TOO_LONG, richTextTooLong } from '../../../src/domain/groups/rich-text';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { audit } from '../admin/audit';
import { ADMIN_BASE } from '../admin/shared';
import { inTransaction, type AppContext } from '../context';
import type { Db } from '../companies/shared';
import { HttpError } from '../http/errors';
import { idParam, okSchema, required, skipLimit } from '../http/inputs';
import { defineRoute, type AnyRoute } from '../http/registry';

const PUBLIC_BASE = '/api/v1/company/news';
const ADMIN_NEWS = `${ADMIN_BASE}/news`;

const postSchema = z.object({
  id: z.string(), title: z.string(), body: z.string(), published: z.boolean(), authorId: z.string(), authorName: z.string(),
  createdAt: z.number(), updatedAt: z.number(),
});
const pageSchema = z.object({ total: z.number(), items: z.array(postSchema) });

const postQuery = (db: Db) =>
  db.selectFrom('news_posts as n').innerJoin('users as u', 'u.id', 'n.author_id').selectAll('n').select(['u.firstname', 'u.lastname']);
type Joined = Awaited<ReturnType<ReturnType<typeof postQuery>['executeTakeFirstOrThrow']>>;
const toPost = (r: Joined): NewsPost => ({
  id: r.id, title: r.title, body: sanitizeRichText(r.body), published: r.published, authorId: r.author_id,
  authorName: `${r.firstname} ${r.lastname}`, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

/** sanitised HTML with some text, or a 400 */
function clean(body: string): string {
  if (richTextTooLong(body)) throw new HttpError(400, RICH_TEXT_TOO_LONG);
  const html = sanitizeRichText(body);
  if (html.replace(/<[^>]*>/g, '').trim() === '') throw new HttpError(400, NEWS_MESSAGES.needsText);
  return html;
}

async function page(db: Db, publishedOnly: boolean, skip: number, limit: number) {
  const base = publishedOnly ? postQuery(db).where('n.published', '=', true) : postQuery(db);
  const total = await (publishedOnly ? db.selectFrom('news_posts').where('published', '=', true) : db.selectFrom('news_posts'))
    .select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.orderBy('n.created_at', 'desc').orderBy('n.id').limit(limit).offset(skip).execute();
  return { total: Number(total.n), items: rows.map(toPost) };
}

async function postOr404(db: Db, id: string): Promise<Joined> {
  const r = await postQuery(db).where('n.id', '=', id).executeTakeFirst();
  if (!r) throw new HttpError(404, NEWS_MESSAGES.notFound);
  return r;
}

const state = (r: Joined) => ({ title: r.title, published: r.published });
const title = required('Title', NEWS_TITLE_MAX);
const body = z.string().max(20_000);

export function newsRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: PUBLIC_BASE, tag: 'news', auth: 'none',
      summary: "The platform's published news, newest first, paged",
      query: z.object(skipLimit), response: pageSchema,
      handler: ({ query }) => page(ctx.db, true, query.skip, query.limit),
    }),
    defineRoute({
      method: 'get', path: `${PUBLIC_BASE}/{id}`, tag: 'news', auth: 'none',
      summary: 'One published news post (unpublished ones are not found)',
      params: idParam, response: postSchema,
      handler: async ({ params }) => {
        const r = await postOr404(ctx.db, params.id);
        if (!r.published) throw new HttpError(404, NEWS_MESSAGES.notFound);
        return toPost(r);
      },
    }),
    defineRoute({
      method: 'get', path: ADMIN_NEWS, tag: 'news', auth: 'admin',
      summary: 'Every news post, published or not, newest first, paged (site admin)',
      query: z.object(skipLimit), response: pageSchema,
      handler: ({ query }) => page(ctx.db, false, query.skip, query.limit),
    }),
    defineRoute({
      method: 'post', path: ADMIN_NEWS, tag: 'news', auth: 'admin', status: 201,
      summary: 'Write a news post; rich text is sanitised (site admin; audited)',
      body: z.object({ title, body, published: z.boolean().default(false) }).strict(),
      response: postSchema,
      handler: async ({ body: input, caller }) => {
        const html = clean(input.body);
        return inTransaction(ctx, async (uow) => {
          const id = randomUUID();
          await uow.trx.insertInto('news_posts').values({
            id, title: input.title, body: html, published: input.published, author_id: caller.userId, created_at: uow.now, updated_at: uow.now,
          }).execute();
          const post = await postOr404(uow.trx, id);
          await audit(uow, { actorId: caller.userId, action: 'NEWS_CREATED', targetType: 'NEWS_POST', targetId: id, before: null, after: state(post) });
          return toPost(post);
        });
      },
    }),
    defineRoute({
      method: 'patch', path: `${ADMIN_NEWS}/{id}`, tag: 'news', auth: 'admin',
      summary: "Edit a news post's title or text, publish or unpublish it (site admin; audited)",
      params: idParam,
      body: z.object({ title: title.optional(), body: body.optional(), published: z.boolean().optional() }).strict(),
      response: postSchema,
      handler: async ({ params, body: input, caller }) => {
        const html = input.body === undefined ? undefined : clean(input.body);
        return inTransaction(ctx, async (uow) => {
          const before = await postOr404(uow.trx, params.id);
          await uow.trx.updateTable('news_posts').set({
            ...(input.title === undefined ? {} : { title: input.title }), ...(html === undefined ? {} : { body: html }),
            ...(input.published === undefined ? {} : { published: input.published }), updated_at: uow.now,
          }).where('id', '=', params.id).execute();
          const after = await postOr404(uow.trx, params.id);
          const action = input.published !== undefined && input.published !== before.published ? (input.published ? 'NEWS_PUBLISHED' : 'NEWS_UNPUBLISHED') : 'NEWS_EDITED';
          await audit(uow, { actorId: caller.userId, action, targetType: 'NEWS_POST', targetId: params.id, before: state(before), after: state(after) });
          return toPost(after);
        });
      },
    }),
    defineRoute({
      method: 'delete', path: `${ADMIN_NEWS}/{id}`, tag: 'news', auth: 'admin',
      summary: 'Delete a news post (site admin; audited)',
      params: idParam, response: okSchema,
      handler: async ({ params, caller }) => inTransaction(ctx, async (uow) => {
        const before = await postOr404(uow.trx, params.id);
        await uow.trx.deleteFrom('news_posts').where('id', '=', params.id).execute();
        await audit(uow, { actorId: caller.userId, action: 'NEWS_DELETED', targetType: 'NEWS_POST', targetId: params.id, before: state(before), after: null });
        return { ok: true as const };
      }),
    }),
  ];
}
