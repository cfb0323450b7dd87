// Group posts: members write, authors edit, authors and group admins deactivate and reactivate, anyone who sees
// them reports. A private group's posts reach its members only (404 to anyone else).
import { randomUUID } from 'node:crypto';
import type { GroupPost } from '../../../src/domain/groups/types';
import { richTextTooLong, RICH_TEXT_TOO_LONG } from '../../../src/domain/groups/rich-text';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { notifyAdmins } from '../admin/audit';
import { inTransaction, type AppContext } from '../context';
import { emitGroupPost } from './live';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import { groupRow, requireGroupContent, viewerOf, type Db } from './access';

const POST_NOT_FOUND = 'Post not found';

const postQuery = (db: Db) => db.selectFrom('cg_posts as p').innerJoin('users as u', 'u.id', 'p.owner_id').selectAll('p').select(['u.firstname', 'u.lastname']);
type PostJoined = Awaited<ReturnType<ReturnType<typeof postQuery>['executeTakeFirstOrThrow']>>;
const toPost = (r: PostJoined): GroupPost => ({
  id: r.id, companyGroupId: r.company_group_id, ownerId: r.owner_id, ownerName: `${r.firstname} ${r.lastname}`, content: r.content,
  deactivated: r.deactivated, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

function clean(content: string): string {
  if (richTextTooLong(content)) throw new HttpError(400, RICH_TEXT_TOO_LONG);
  const html = sanitizeRichText(content);
  if (html.replace(/<[^>]*>/g, '').trim() === '') throw new HttpError(400, 'content: a post needs some text');
  return html;
}

/** Deactivated posts are listed only to their author and group admins. */
export async function listPosts(ctx: AppContext, caller: Caller | null, q: { companyGroupId?: string; mine?: boolean }): Promise<GroupPost[]> {
  let query = postQuery(ctx.db);
  let seesAll = false;
  if (q.companyGroupId) {
    const g = await groupRow(ctx.db, q.companyGroupId);
    seesAll = (await requireGroupContent(ctx.db, g, caller?.userId ?? null)).isAdmin;
    query = query.where('p.company_group_id', '=', g.id);
  }
  if (q.mine) query = query.where('p.owner_id', '=', caller?.userId ?? '');
  if (!seesAll) query = query.where((eb) => eb.or([eb('p.deactivated', '=', false), eb('p.owner_id', '=', caller?.userId ?? '')]));
  return (await query.orderBy('p.created_at', 'desc').limit(100).execute()).map(toPost);
}

export async function getPost(ctx: AppContext, caller: Caller | null, id: string): Promise<GroupPost> {
  const r = await postQuery(ctx.db).where('p.id', '=', id).executeTakeFirst();
  if (!r) throw new HttpError(404, POST_NOT_FOUND);
  if (r.owner_id === caller?.userId) return toPost(r);
  const v = await requireGroupContent(ctx.db, await groupRow(ctx.db, r.company_group_id), caller?.userId ?? null, POST_NOT_FOUND);
  if (r.deactivated && !v.isAdmin) throw new HttpError(404, POST_NOT_FOUND);
  return toPost(r);
}

export async function createPost(ctx: AppContext, caller: Caller, input: { companyGroupId: string; content: string }): Promise<GroupPost> {
  return inTransaction(ctx, async (uow) => {
    const { trx, now } = uow;
    const g = await groupRow(trx, input.companyGroupId);
    const v = await requireGroupContent(trx, g, caller.userId);
    if (v.membership !== 'MEMBER' && !v.isAdmin) throw new HttpError(403, 'Only members may post in this group');
    const id = randomUUID();
    await trx.insertInto('cg_posts').values({ id, company_group_id: g.id, owner_id: caller.userId, content: clean(input.content), deactivated: false, created_at: now, updated_at: now }).execute();
    await emitGroupPost(uow, g.id, 'CREATED', { id });
    return toPost(await postQuery(trx).where('p.id', '=', id).executeTakeFirstOrThrow());
  });
}

export async function updatePost(ctx: AppContext, caller: Caller, id: string, patch: { content?: string; deactivated?: boolean }): Promise<GroupPost> {
  return inTransaction(ctx, async (uow) => {
    const { trx, now } = uow;
    const r = await postQuery(trx).where('p.id', '=', id).executeTakeFirst();
    if (!r) throw new HttpError(404, POST_NOT_FOUND);
    const author = r.owner_id === caller.userId;
    const g = await groupRow(trx, r.company_group_id);
    const v = author ? await viewerOf(trx, g, caller.userId) : await requireGroupContent(trx, g, caller.userId, POST_NOT_FOUND);
    if (patch.content !== undefined && !author) throw new HttpError(403, 'Only the author may edit a post');
    if (patch.deactivated !== undefined && !author && !v.isAdmin) throw new HttpError(403, 'Only the author or a group admin may do this');
    const content = patch.content !== undefined ? clean(patch.content) : r.content;
    const deactivated = patch.deactivated ?? r.deactivated;
    if (content === r.content && deactivated === r.deactivated) throw new HttpError(400, 'Nothing changed');
    await trx.updateTable('cg_posts').set({ content, deactivated, updated_at: now }).where('id', '=', id).execute();
    await emitGroupPost(uow, g.id, 'UPDATED', { id });
    return toPost(await postQuery(trx).where('p.id', '=', id).executeTakeFirstOrThrow());
  });
}

export async function reportPost(ctx: AppContext, caller: Caller, id: string, input: { reason: string; description: string }): Promise<{ id: string }> {
  return inTransaction(ctx, async (uow) => {
    const { trx, now } = uow;
    const r = await trx.selectFrom('cg_posts').select(['id', 'company_group_id']).where('id', '=', id).executeTakeFirst();
    if (!r) throw new HttpError(404, POST_NOT_FOUND);
    await requireGroupContent(trx, await groupRow(trx, r.company_group_id), caller.userId, POST_NOT_FOUND);
    const reportId = randomUUID();
    await trx.insertInto('cg_post_reports').values({ id: reportId, cg_post_id: id, reporter_id: caller.userId, reason: input.reason, description: input.description, created_at: now }).execute();
    await notifyAdmins(uow, { targetType: 'REPORT', targetId: reportId, action: 'REPORT_FILED' }); // the admins' queue refreshes
    return { id: reportId };
  });
}
