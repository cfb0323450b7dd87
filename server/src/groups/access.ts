// Who the caller is to a group: owner, group ADMIN, member, requester or visitor (spec section 6), and the one
// check every route of a group's things goes through. A private group's content (posts, events, members,
// resources, sponsors, stats) reaches its members, group admins and owner only; anyone else is answered 404,
// as if it did not exist, and searches leave it out. The site admin has no group rights (spec 6: admin portal only).
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { GroupViewer } from '../../../src/domain/groups/types';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';

export type Db = Kysely<DB> | Transaction<DB>;
export const INVALID_GROUP = 'Invalid group!';
export const ONLY_GROUP_ADMIN = 'Only a group admin may do this';

/** What the checks need of a group row. */
export type GroupRef = { id: string; owner_id: string; as_private: boolean };

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

/** Whether this viewer sees the group's content: a public group, or a member, group admin or the owner of a private one. */
export const seesContent = (g: { as_private: boolean }, v: GroupViewer): boolean => !g.as_private || v.membership === 'MEMBER' || v.isAdmin;

/**
 * The viewer of a group whose content they may see; 404 `notFound` (the group's or the thing's own "not found")
 * to anyone else when the group is private.
 */
export async function requireGroupContent(db: Db, g: GroupRef, userId: string | null, notFound = INVALID_GROUP): Promise<GroupViewer> {
  const v = await viewerOf(db, g, userId);
  if (!seesContent(g, v)) throw new HttpError(404, notFound);
  return v;
}

/** Whether someone who is not (yet) a member was let know of a private group: a pending member or sponsor invite, or a join request. */
async function knowsOf(db: Db, g: GroupRef, v: GroupViewer): Promise<boolean> {
  if (!v.userId) return false;
  if (v.membership === 'REQUESTED') return true;
  const user = await db.selectFrom('users').select('email').where('id', '=', v.userId).executeTakeFirst();
  if (!user) return false;
  const email = user.email.toLowerCase();
  const invite = await db.selectFrom('cg_member_invites').select('id').where('company_group_id', '=', g.id).where('accepted_at', 'is', null)
    .where((eb) => eb.or([eb('target_user_id', '=', v.userId), eb('target_email', '=', email)])).executeTakeFirst();
  if (invite) return true;
  const sponsorInvite = await db.selectFrom('cg_sponsor_invites').select('id').where('company_group_id', '=', g.id).where('email', '=', email).where('status', '=', 'PENDING').executeTakeFirst();
  return sponsorInvite !== undefined;
}

/**
 * The viewer of a group whose profile (name, description, plans to join or sponsor) they may see: whoever sees
 * its content, and for a private group also those invited to it or asking to join; 404 to anyone else.
 */
export async function requireGroupProfile(db: Db, g: GroupRef, userId: string | null, notFound = INVALID_GROUP): Promise<GroupViewer> {
  const v = await viewerOf(db, g, userId);
  if (!seesContent(g, v) && !(await knowsOf(db, g, v))) throw new HttpError(404, notFound);
  return v;
}

/** requireGroupProfile's test without the answer, for lists that leave a group out and routes with their own. */
export async function seesProfile(db: Db, g: GroupRef, userId: string | null): Promise<boolean> {
  if (!g.as_private) return true;
  const v = await viewerOf(db, g, userId);
  return seesContent(g, v) || (await knowsOf(db, g, v));
}

/** The owner or a group ADMIN member. 404 to whoever may not see a private group, 403 to other non-admins. */
export async function requireGroupAdmin(db: Db, g: GroupRef, caller: { userId: string }, notFound = INVALID_GROUP): Promise<GroupViewer> {
  const v = await requireGroupContent(db, g, caller.userId, notFound);
  if (!v.isAdmin) throw new HttpError(403, ONLY_GROUP_ADMIN);
  return v;
}

/**
 * SQL condition over a company_groups alias: the groups whose content the user sees (every public group, and the
 * private ones they own or belong to). For list and search queries, so a private group never shows up to others.
 */
export function visibleGroupSql(alias: string, userId: string | null): RawBuilder<SqlBool> {
  const g = (col: string) => sql.ref(`${alias}.${col}`);
  if (!userId) return sql<SqlBool>`NOT ${g('as_private')}`;
  return sql<SqlBool>`(NOT ${g('as_private')} OR ${g('owner_id')} = ${userId}
    OR EXISTS (SELECT 1 FROM company_group_members vm WHERE vm.company_group_id = ${g('id')} AND vm.user_id = ${userId}))`;
}

export async function userName(db: Db, userId: string): Promise<string> {
  const u = await db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', userId).executeTakeFirst();
  return u ? `${u.firstname} ${u.lastname}` : 'Someone';
}
