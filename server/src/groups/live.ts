// A group's membership or its posts changed. Membership changed (joined, accepted, paid, left, removed, expired): the owner, the group's
// admins and the member hear of it in the same transaction, so every open member list changes live.
import { emitTo, type UnitOfWork } from '../context';

export type MembershipChange = { companyGroupId: string; userId: string; memberId?: string };

export async function emitMembership(uow: UnitOfWork, change: MembershipChange, action: 'CREATED' | 'DELETED'): Promise<void> {
  const g = await uow.trx.selectFrom('company_groups').select('owner_id').where('id', '=', change.companyGroupId).executeTakeFirst();
  const admins = await uow.trx.selectFrom('company_group_members').select('user_id')
    .where('company_group_id', '=', change.companyGroupId).where('role', '=', 'ADMIN').execute();
  await emitTo(uow, [g?.owner_id, ...admins.map((a) => a.user_id), change.userId], 'GROUPMEMBER', action, change);
}

/**
 * A post was written, edited, hidden or shown again: every member of the group (and its owner) hears of it.
 * The audience is resolved after commit by the dispatcher: the writer reads and writes nothing per member.
 */
export async function emitGroupPost(uow: UnitOfWork, companyGroupId: string, action: 'CREATED' | 'UPDATED', post: { id: string }): Promise<void> {
  uow.emitAudience({ kind: 'groupMembers', id: companyGroupId }, 'POST', action, { id: post.id, companyGroupId });
}
