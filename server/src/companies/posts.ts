// Company posts (spec resource pattern: POST /company-posts, GET /company-posts?companyIds, GET/PATCH/DELETE
// /company-posts/{id}): the owner writes, edits, deactivates/reactivates and deletes; everyone reads the
// active ones; deactivated posts are seen by the owner only. Rich text is sanitised as group posts are.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { COMPANY_POST_MAX_IMAGES, COMPANY_POST_MESSAGES, COMPANY_POST_TITLE_MAX, type CompanyPost } from '../../../src/domain/companies/posts';
import { RICH_TEXT_TOO_LONG, richTextTooLong } from '../../../src/domain/groups/rich-text';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { authenticate } from '../identity/users';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { dataUrl, idList, idParam, okSchema } from '../http/inputs';
import { BASE, ownedCompany, type Db } from './shared';
import { withOwner } from './tables';

const postSchema = z.object({
  id: z.string(), companyId: z.string(), companyName: z.string(), companyProfileName: z.string(), title: z.string().nullable(),
  content: z.string(), images: z.array(z.string()), deactivated: z.boolean(), createdAt: z.number(), updatedAt: z.number(),
});
const title = z.string().trim().max(COMPANY_POST_TITLE_MAX).nullable().optional();
const images = z.array(dataUrl).max(COMPANY_POST_MAX_IMAGES, { error: `at most ${COMPANY_POST_MAX_IMAGES} images` });

const postQuery = (db: Db) =>
  withOwner(db).selectFrom('company_posts as p').innerJoin('companies as c', 'c.id', 'p.company_id')
    .selectAll('p').select(['c.name as company_name', 'c.profile_name as company_profile_name', 'c.owner_id']);
type Joined = Awaited<ReturnType<ReturnType<typeof postQuery>['executeTakeFirstOrThrow']>>;
const toPost = (r: Joined): CompanyPost => ({
  id: r.id, companyId: r.company_id, companyName: r.company_name, companyProfileName: r.company_profile_name, title: r.title || null,
  content: r.content, images: Array.isArray(r.images) ? r.images.filter((x): x is string => typeof x === 'string') : [],
  deactivated: r.deactivated, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

/** sanitised HTML with some text, or a 400 */
function clean(content: string): string {
  if (richTextTooLong(content)) throw new HttpError(400, RICH_TEXT_TOO_LONG);
  const html = sanitizeRichText(content);
  if (html.replace(/<[^>]*>/g, '').trim() === '') throw new HttpError(400, COMPANY_POST_MESSAGES.needsText);
  return html;
}

async function postOr404(db: Db, id: string, userId: string | null): Promise<Joined> {
  const r = await postQuery(db).where('p.id', '=', id).executeTakeFirst();
  if (!r || (r.deactivated && r.owner_id !== userId)) throw new HttpError(404, COMPANY_POST_MESSAGES.notFound);
  return r;
}

async function ownedPost(db: Db, id: string, userId: string): Promise<Joined> {
  const r = await postOr404(db, id, userId);
  await ownedCompany(db, r.company_id, userId);
  return r;
}

const jsonb = (v: string[]) => sql<string[]>`${JSON.stringify(v)}::jsonb`;

export function companyPostRoutes(ctx: AppContext): AnyRoute[] {
  const viewerId = async (headers: Headers) => (await authenticate(ctx, headers.get('authorization') ?? undefined))?.userId ?? null;
  return [
    defineRoute({
      method: 'post', path: `${BASE}/company-posts`, tag: 'company', auth: 'user', status: 201,
      summary: 'Write a post on a company (owner only); rich text is sanitised',
      body: z.object({ companyId: z.string().min(1).max(100), title, content: z.string().max(20_000), images: images.optional() }).strict(),
      response: postSchema,
      handler: async ({ body, caller }) => {
        await ownedCompany(ctx.db, body.companyId, caller.userId);
        const content = clean(body.content);
        return inTransaction(ctx, async (uow) => {
          const id = randomUUID();
          await withOwner(uow.trx).insertInto('company_posts').values({
            id, company_id: body.companyId, title: body.title || null, content, images: jsonb(body.images ?? []), deactivated: false, created_at: uow.now, updated_at: uow.now,
          }).execute();
          const post = toPost(await postQuery(uow.trx).where('p.id', '=', id).executeTakeFirstOrThrow());
          await emitCompanyPost(uow, body.companyId, 'CREATED', post.id);
          return post;
        });
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-posts`, tag: 'company', auth: 'none',
      summary: "Posts of the given companies, newest first; deactivated ones only for the company's owner",
      query: z.object({ companyIds: idList, skip: z.coerce.number().int().min(0).max(1_000_000).default(0), limit: z.coerce.number().int().min(1).max(100).default(50) }),
      response: z.array(postSchema),
      handler: async ({ query, headers }) => {
        if (query.companyIds.length === 0) return [];
        const me = (await viewerId(headers)) ?? '';
        const rows = await postQuery(ctx.db)
          .where('p.company_id', 'in', query.companyIds.slice(0, 100))
          .where((eb) => eb.or([eb('p.deactivated', '=', false), eb('c.owner_id', '=', me)]))
          .orderBy('p.created_at', 'desc').orderBy('p.id')
          .offset(query.skip).limit(query.limit)
          .execute();
        return rows.map(toPost);
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/company-posts/{id}`, tag: 'company', auth: 'none',
      summary: 'One post (a deactivated one only for its owner)',
      params: idParam,
      response: postSchema,
      handler: async ({ params, headers }) => toPost(await postOr404(ctx.db, params.id, await viewerId(headers))),
    }),
    defineRoute({
      method: 'patch', path: `${BASE}/company-posts/{id}`, tag: 'company', auth: 'user',
      summary: 'Edit a post, or deactivate/reactivate it (owner only)',
      params: idParam,
      body: z.object({ title, content: z.string().max(20_000).optional(), images: images.optional(), deactivated: z.boolean().optional() }).strict(),
      response: postSchema,
      handler: async ({ params, body, caller }) => {
        const r = await ownedPost(ctx.db, params.id, caller.userId);
        const content = body.content !== undefined ? clean(body.content) : r.content;
        const nextTitle = body.title !== undefined ? body.title || null : r.title;
        const deactivated = body.deactivated ?? r.deactivated;
        const prevImages = toPost(r).images;
        const nextImages = body.images ?? prevImages;
        if (content === r.content && nextTitle === r.title && deactivated === r.deactivated && JSON.stringify(nextImages) === JSON.stringify(prevImages)) {
          throw new HttpError(400, COMPANY_POST_MESSAGES.nothingChanged);
        }
        return inTransaction(ctx, async (uow) => {
          await withOwner(uow.trx).updateTable('company_posts')
            .set({ content, title: nextTitle, deactivated, images: jsonb(nextImages), updated_at: uow.now })
            .where('id', '=', params.id).execute();
          const post = toPost(await postQuery(uow.trx).where('p.id', '=', params.id).executeTakeFirstOrThrow());
          await emitCompanyPost(uow, r.company_id, 'UPDATED', post.id);
          return post;
        });
      },
    }),
    defineRoute({
      method: 'delete', path: `${BASE}/company-posts/{id}`, tag: 'company', auth: 'user',
      summary: 'Delete a post (owner only)',
      params: idParam,
      response: okSchema,
      handler: async ({ params, caller }) => {
        const r = await ownedPost(ctx.db, params.id, caller.userId);
        await inTransaction(ctx, async (uow) => {
          await withOwner(uow.trx).deleteFrom('company_posts').where('id', '=', params.id).execute();
          await emitCompanyPost(uow, r.company_id, 'DELETED', params.id);
        });
        return { ok: true as const };
      },
    }),
  ];
}

/**
 * A company's post changed: its owner, its members and its followers hear of it (their open profiles change).
 * The audience is resolved after commit by the dispatcher: the writer reads and writes nothing per follower.
 */
async function emitCompanyPost(uow: UnitOfWork, companyId: string, action: 'CREATED' | 'UPDATED' | 'DELETED', postId: string): Promise<void> {
  uow.emitAudience({ kind: 'companyAudience', id: companyId }, 'POST', action, { id: postId, companyId });
}
