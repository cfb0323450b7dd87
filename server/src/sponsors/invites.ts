// Sponsor invites (spec 2, /me/groups/sponsors/invites): a group admin invites someone by e-mail to sponsor the
// group; the invitee sees it, declines it, or accepts it by subscribing (subscribe marks it ACCEPTED).
import { randomUUID } from 'node:crypto';
import type { SponsorInvite } from '../../../src/domain/sponsors';
import { inTransaction, type AppContext } from '../context';
import { groupRow, requireGroupAdmin } from '../groups/access';
import { notify } from '../groups/notify';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import { inviteQuery, toInvite } from './views';

export const INVITE_MESSAGES = {
  duplicate: 'This e-mail already has a pending sponsor invite to this group',
  notFound: 'Invite not found',
  notPending: 'This invite is no longer pending',
  deleted: 'Invite deleted',
} as const;

export async function createInvite(ctx: AppContext, caller: Caller, b: { companyGroupId: string; email: string; message: string }): Promise<SponsorInvite> {
  const email = b.email.trim().toLowerCase();
  return inTransaction(ctx, async (uow) => {
    const g = await groupRow(uow.trx, b.companyGroupId);
    await requireGroupAdmin(uow.trx, g, caller);
    const dup = await uow.trx.selectFrom('cg_sponsor_invites').select('id').where('company_group_id', '=', g.id).where('email', '=', email).where('status', '=', 'PENDING').forUpdate().executeTakeFirst();
    if (dup) throw new HttpError(409, INVITE_MESSAGES.duplicate);
    const id = randomUUID();
    await uow.trx.insertInto('cg_sponsor_invites').values({ id, company_group_id: g.id, email, message: b.message, status: 'PENDING', invited_by: caller.userId, created_at: uow.now }).execute();
    const invitee = await uow.trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (invitee) await notify(uow, invitee.id, `You are invited to sponsor the group ${g.name}`, '/me/groups/sponsors/invites');
    return toInvite(await inviteQuery(uow.trx).where('i.id', '=', id).executeTakeFirstOrThrow());
  });
}

export async function groupInvites(ctx: AppContext, caller: Caller, companyGroupId: string): Promise<SponsorInvite[]> {
  const g = await groupRow(ctx.db, companyGroupId);
  await requireGroupAdmin(ctx.db, g, caller);
  return (await inviteQuery(ctx.db).where('i.company_group_id', '=', g.id).orderBy('i.created_at', 'desc').limit(500).execute()).map(toInvite);
}

const emailOf = async (ctx: AppContext, userId: string) => (await ctx.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email.toLowerCase();

export async function myInvites(ctx: AppContext, caller: Caller): Promise<SponsorInvite[]> {
  const email = await emailOf(ctx, caller.userId);
  return (await inviteQuery(ctx.db).where('i.email', '=', email).orderBy('i.created_at', 'desc').limit(500).execute()).map(toInvite);
}

export async function declineInvite(ctx: AppContext, caller: Caller, id: string): Promise<SponsorInvite> {
  const email = await emailOf(ctx, caller.userId);
  return inTransaction(ctx, async ({ trx }) => {
    const inv = await trx.selectFrom('cg_sponsor_invites').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!inv || inv.email !== email) throw new HttpError(404, INVITE_MESSAGES.notFound);
    if (inv.status !== 'PENDING') throw new HttpError(409, INVITE_MESSAGES.notPending);
    await trx.updateTable('cg_sponsor_invites').set({ status: 'DECLINED' }).where('id', '=', id).execute();
    return toInvite(await inviteQuery(trx).where('i.id', '=', id).executeTakeFirstOrThrow());
  });
}

export async function deleteInvite(ctx: AppContext, caller: Caller, id: string): Promise<{ message: string }> {
  return inTransaction(ctx, async ({ trx }) => {
    const inv = await trx.selectFrom('cg_sponsor_invites').select(['id', 'company_group_id']).where('id', '=', id).executeTakeFirst();
    if (!inv) throw new HttpError(404, INVITE_MESSAGES.notFound);
    await requireGroupAdmin(trx, await groupRow(trx, inv.company_group_id), caller);
    await trx.deleteFrom('cg_sponsor_invites').where('id', '=', id).execute();
    return { message: INVITE_MESSAGES.deleted };
  });
}
