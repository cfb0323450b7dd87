// Who the caller is to a group: owner, group ADMIN, member, requester or visitor (spec section 6).
import type { Kysely, Transaction } from 'kysely';
import type { GroupViewer } from '../../../src/domain/groups/types';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';

export type Db = Kysely<DB> | Transaction<DB>;
export const INVALID_GROUP = 'Invalid group!';

export async function groupRow(db: Db, id: string) {
  const row = await db.selectFrom('company_groups').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, INVALID_GROUP);
  return row;
}
export type GroupRow = Awaited<ReturnType<typeof groupRow>>;

export async function viewerOf(db: Db, group: { id: string; owner_id: string }, userId: string | null): Promise<GroupViewer> {
  const none: GroupViewer = { userId, membership: 'NONE', isOwner: false, isAdmin: false, memberId: null, requestId: null, hidden: false, groupCategoryIds: [] };
  if (!userId) return none;
  const isOwner = group.owner_id === userId;
  const member = await db.selectFrom('company_group_members').selectAll().where('company_group_id', '=', group.id).where('user_id', '=', userId).executeTakeFirst();
  if (member) {
    return {
      ...none, isOwner, isAdmin: isOwner || member.role === 'ADMIN', membership: 'MEMBER', memberId: member.id,
      hidden: member.hidden, groupCategoryIds: member.group_category_ids,
    };
  }
  const request = await db.selectFrom('cg_member_requests').select('id').where('company_group_id', '=', group.id).where('user_id', '=', userId).executeTakeFirst();
  return { ...none, isOwner, isAdmin: isOwner, membership: request ? 'REQUESTED' : 'NONE', requestId: request?.id ?? null };
}

/** The owner or a group ADMIN member; a site admin too. */
export async function requireGroupAdmin(db: Db, group: { id: string; owner_id: string }, caller: { userId: string; admin: boolean }): Promise<GroupViewer> {
  const v = await viewerOf(db, group, caller.userId);
  if (!v.isAdmin && !caller.admin) throw new HttpError(403, 'Only a group admin may do this');
  return v;
}

export async function userName(db: Db, userId: string): Promise<string> {
  const u = await db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', userId).executeTakeFirst();
  return u ? `${u.firstname} ${u.lastname}` : 'Someone';
}
