// Group resources: links a group's admins share (title and http/https address). Everyone who may see the
// group sees them (a private group's only its members; 404 to others); group ADMINs and the owner add and remove them.
import { randomUUID } from 'node:crypto';
import type { GroupResource } from '../../../src/domain/groups/types';
import { inTransaction, type AppContext } from '../context';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import { groupRow, requireGroupAdmin, requireGroupContent } from './access';

const toResource = (r: { id: string; company_group_id: string; title: string; url: string; created_at: number }): GroupResource => ({
  id: r.id, companyGroupId: r.company_group_id, title: r.title, url: r.url, createdAt: Number(r.created_at),
});

export async function listResources(ctx: AppContext, caller: Caller | null, companyGroupId: string): Promise<GroupResource[]> {
  const g = await groupRow(ctx.db, companyGroupId);
  await requireGroupContent(ctx.db, g, caller?.userId ?? null);
  const rows = await ctx.db.selectFrom('cg_resources').selectAll().where('company_group_id', '=', g.id).orderBy('created_at', 'desc').limit(200).execute();
  return rows.map(toResource);
}

export async function createResource(ctx: AppContext, caller: Caller, input: { companyGroupId: string; title: string; url: string }): Promise<GroupResource> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const g = await groupRow(trx, input.companyGroupId);
    await requireGroupAdmin(trx, g, caller);
    const row = { id: randomUUID(), company_group_id: g.id, title: input.title, url: input.url, owner_id: caller.userId, created_at: now };
    await trx.insertInto('cg_resources').values(row).execute();
    return toResource(row);
  });
}

export async function deleteResource(ctx: AppContext, caller: Caller, id: string): Promise<{ id: string }> {
  return inTransaction(ctx, async ({ trx }) => {
    const r = await trx.selectFrom('cg_resources').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw new HttpError(404, 'Resource not found');
    await requireGroupAdmin(trx, await groupRow(trx, r.company_group_id), caller, 'Resource not found');
    await trx.deleteFrom('cg_resources').where('id', '=', id).execute();
    return { id };
  });
}
