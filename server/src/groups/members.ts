// Membership of spec section 4: join (free: member at once; approval required: a request), cancel,
// accept request, leave, invite company, invite by e-mail, accept invite; member settings.
import { randomUUID } from 'node:crypto';
import type { GroupMember, GroupViewer, MemberInvite, MemberRequest } from '../../../src/domain/groups/types';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import { systemMail } from '../mailtemplates/compose';
import { groupRow, requireGroupAdmin, requireGroupContent, requireGroupProfile, userName, viewerOf, type Db, type GroupRow } from './access';
import { emitMembership } from './live';
import { notify } from './notify';

const groupLink = (g: { profile_name: string }, sub = '') => `/groups/${g.profile_name}${sub}`;

async function addMember(uow: UnitOfWork, g: GroupRow, userId: string): Promise<string> {
  const id = randomUUID();
  await uow.trx.insertInto('company_group_members').values({
    id, company_group_id: g.id, user_id: userId, role: 'MEMBER', hidden: g.as_member_hidden_by_default, group_category_ids: '[]', created_at: uow.now,
  }).execute();
  await uow.trx.deleteFrom('cg_member_requests').where('company_group_id', '=', g.id).where('user_id', '=', userId).execute();
  await emitMembership(uow, { companyGroupId: g.id, userId, memberId: id }, 'CREATED');
  return id;
}

async function adminIds(db: Db, g: GroupRow): Promise<string[]> {
  const rows = await db.selectFrom('company_group_members').select('user_id').where('company_group_id', '=', g.id).where('role', '=', 'ADMIN').execute();
  return [...new Set([g.owner_id, ...rows.map((r) => r.user_id)])];
}

function refuseAdmins(v: GroupViewer) {
  if (v.isOwner || v.isAdmin) throw new HttpError(400, 'The group owner and group admins cannot join or leave the group');
}

export async function join(ctx: AppContext, caller: Caller, companyGroupId: string): Promise<GroupViewer> {
  return inTransaction(ctx, async (uow) => {
    const g = await groupRow(uow.trx, companyGroupId);
    const v = await requireGroupProfile(uow.trx, g, caller.userId);
    if (g.deactivated) throw new HttpError(400, 'This group is deactivated');
    refuseAdmins(v);
    if (v.membership === 'MEMBER') throw new HttpError(409, 'You are a member of this group already');
    if (v.membership === 'REQUESTED') throw new HttpError(409, 'Your request to join this group is pending');
    // a premium group is joined by paying for a member plan (billing), never for free
    if (g.as_premium) throw new HttpError(402, 'This group needs a paid membership. Please choose a plan to join.');
    const name = await userName(uow.trx, caller.userId);
    if (g.as_member_approval_required) {
      await uow.trx.insertInto('cg_member_requests').values({ id: randomUUID(), company_group_id: g.id, user_id: caller.userId, created_at: uow.now }).execute();
      for (const a of await adminIds(uow.trx, g)) await notify(uow, a, `${name} asked to join your group ${g.name}.`, '/me/groups/members/requests');
    } else {
      await addMember(uow, g, caller.userId);
      for (const a of await adminIds(uow.trx, g)) await notify(uow, a, `${name} joined your group ${g.name}.`, groupLink(g, '/members'));
    }
    return viewerOf(uow.trx, g, caller.userId);
  });
}

async function requestRow(db: Db, id: string) {
  const r = await db.selectFrom('cg_member_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) throw new HttpError(404, 'Request not found');
  return r;
}

/** The requester cancels (back to none) or a group admin declines. */
export async function deleteRequest(ctx: AppContext, caller: Caller, id: string): Promise<{ id: string }> {
  return inTransaction(ctx, async (uow) => {
    const r = await requestRow(uow.trx, id);
    const g = await groupRow(uow.trx, r.company_group_id);
    if (r.user_id !== caller.userId) {
      await requireGroupAdmin(uow.trx, g, caller);
      await notify(uow, r.user_id, `Your request to join ${g.name} was declined.`, groupLink(g));
    }
    await uow.trx.deleteFrom('cg_member_requests').where('id', '=', id).execute();
    return { id };
  });
}

export async function acceptRequest(ctx: AppContext, caller: Caller, id: string): Promise<GroupMember> {
  return inTransaction(ctx, async (uow) => {
    const r = await requestRow(uow.trx, id);
    const g = await groupRow(uow.trx, r.company_group_id);
    await requireGroupAdmin(uow.trx, g, caller);
    const memberId = await addMember(uow, g, r.user_id);
    await notify(uow, r.user_id, `Your request to join ${g.name} was accepted.`, groupLink(g));
    return memberById(uow.trx, memberId);
  });
}

export async function listRequests(ctx: AppContext, caller: Caller, q: { companyGroupId?: string }): Promise<MemberRequest[]> {
  let query = ctx.db.selectFrom('cg_member_requests as r').innerJoin('company_groups as g', 'g.id', 'r.company_group_id').innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.company_group_id', 'r.user_id', 'r.created_at', 'g.name', 'g.profile_name', 'u.firstname', 'u.lastname']);
  if (q.companyGroupId) {
    await requireGroupAdmin(ctx.db, await groupRow(ctx.db, q.companyGroupId), caller);
    query = query.where('r.company_group_id', '=', q.companyGroupId);
  } else {
    // every request to groups the caller administers
    const uid = caller.userId;
    query = query.where((eb) => eb.or([
      eb('g.owner_id', '=', uid),
      eb('r.company_group_id', 'in', eb.selectFrom('company_group_members').select('company_group_id').where('user_id', '=', uid).where('role', '=', 'ADMIN')),
    ]));
  }
  const rows = await query.orderBy('r.created_at', 'desc').execute();
  return rows.map((r) => ({ id: r.id, companyGroupId: r.company_group_id, userId: r.user_id, groupName: r.name, groupProfileName: r.profile_name, firstname: r.firstname, lastname: r.lastname, createdAt: Number(r.created_at) }));
}

async function memberRow(db: Db, id: string) {
  const m = await db.selectFrom('company_group_members').selectAll().where('id', '=', id).executeTakeFirst();
  if (!m) throw new HttpError(404, 'Member not found');
  return m;
}

async function memberById(db: Db, id: string): Promise<GroupMember> {
  const m = await db.selectFrom('company_group_members as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.company_group_id', 'm.user_id', 'm.role', 'm.hidden', 'm.group_category_ids', 'm.created_at', 'u.firstname', 'u.lastname', 'u.profile_name'])
    .where('m.id', '=', id).executeTakeFirstOrThrow();
  return toMember(m);
}

const toMember = (m: { id: string; company_group_id: string; user_id: string; role: string; hidden: boolean; group_category_ids: string[]; created_at: number; firstname: string; lastname: string; profile_name: string }): GroupMember => ({
  id: m.id, companyGroupId: m.company_group_id, userId: m.user_id, role: m.role, hidden: m.hidden, groupCategoryIds: m.group_category_ids,
  firstname: m.firstname, lastname: m.lastname, profileName: m.profile_name, createdAt: Number(m.created_at),
});

/** Hidden members are listed only to group admins (spec: hidden from everyone but admins, themselves included). */
export async function listMembers(ctx: AppContext, caller: Caller | null, q: { companyGroupId: string; categoryId?: string; keyword?: string }): Promise<GroupMember[]> {
  const g = await groupRow(ctx.db, q.companyGroupId);
  const v = await requireGroupContent(ctx.db, g, caller?.userId ?? null);
  const seesHidden = v.isAdmin;
  let query = ctx.db.selectFrom('company_group_members as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.company_group_id', 'm.user_id', 'm.role', 'm.hidden', 'm.group_category_ids', 'm.created_at', 'u.firstname', 'u.lastname', 'u.profile_name'])
    .where('m.company_group_id', '=', g.id);
  if (!seesHidden) query = query.where('m.hidden', '=', false);
  if (q.keyword) {
    const k = `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`;
    query = query.where((eb) => eb.or([eb('u.firstname', 'ilike', k), eb('u.lastname', 'ilike', k)]));
    await ctx.db.insertInto('cg_keyword_searches').values({ company_group_id: g.id, user_id: caller?.userId ?? null, keyword: q.keyword, created_at: ctx.clock.now() }).execute();
  }
  const rows = await query.orderBy('m.created_at').execute();
  return rows.map(toMember).filter((m) => !q.categoryId || m.groupCategoryIds.includes(q.categoryId));
}

/** A member's own settings: hidden (only when the group allows self-hiding) and categories of this group. */
export async function updateMember(ctx: AppContext, caller: Caller, id: string, patch: { hidden?: boolean; groupCategoryIds?: string[] }): Promise<GroupMember> {
  return inTransaction(ctx, async ({ trx }) => {
    const m = await memberRow(trx, id);
    if (m.user_id !== caller.userId) throw new HttpError(403, 'Only the member may change these settings');
    const g = await groupRow(trx, m.company_group_id);
    const set: { hidden?: boolean; group_category_ids?: string } = {};
    if (patch.hidden !== undefined) {
      if (patch.hidden && !g.as_member_self_hide_allowed) throw new HttpError(400, 'This group does not allow members to hide themselves');
      set.hidden = patch.hidden;
    }
    if (patch.groupCategoryIds !== undefined) {
      const ids = [...new Set(patch.groupCategoryIds)];
      if (ids.length > 0) {
        const known = await trx.selectFrom('cg_categories').select('id').where('company_group_id', '=', g.id).where('id', 'in', ids).execute();
        if (known.length !== ids.length) throw new HttpError(400, 'groupCategoryIds: not categories of this group');
      }
      set.group_category_ids = JSON.stringify(ids);
    }
    await trx.updateTable('company_group_members').set(set).where('id', '=', id).execute();
    return memberById(trx, id);
  });
}

/** Leave (the member) or removal (a group admin); the owner and ADMIN members cannot leave. */
export async function deleteMember(ctx: AppContext, caller: Caller, id: string): Promise<{ id: string }> {
  return inTransaction(ctx, async (uow) => {
    const m = await memberRow(uow.trx, id);
    const g = await groupRow(uow.trx, m.company_group_id);
    if (m.user_id === caller.userId) refuseAdmins(await viewerOf(uow.trx, g, caller.userId));
    else {
      await requireGroupAdmin(uow.trx, g, caller);
      if (m.user_id === g.owner_id) throw new HttpError(400, 'The group owner cannot be removed');
      await notify(uow, m.user_id, `You were removed from the group ${g.name}.`, groupLink(g));
    }
    await uow.trx.deleteFrom('company_group_members').where('id', '=', id).execute();
    await emitMembership(uow, { companyGroupId: g.id, userId: m.user_id, memberId: id }, 'DELETED');
    return { id };
  });
}

const toInvite = (r: { id: string; company_group_id: string; inviter_id: string; target_email: string | null; target_user_id: string | null; target_company_id: string | null; accepted_at: number | null; created_at: number; name: string; profile_name: string }): MemberInvite => ({
  id: r.id, companyGroupId: r.company_group_id, groupName: r.name, groupProfileName: r.profile_name, inviterId: r.inviter_id, targetEmail: r.target_email,
  targetUserId: r.target_user_id, targetCompanyId: r.target_company_id, acceptedAt: r.accepted_at === null ? null : Number(r.accepted_at), createdAt: Number(r.created_at),
});

async function createInvite(uow: UnitOfWork, g: GroupRow, inviterId: string, target: { email: string | null; userId: string | null; companyId: string | null }): Promise<MemberInvite> {
  const row = { id: randomUUID(), company_group_id: g.id, inviter_id: inviterId, target_email: target.email, target_user_id: target.userId, target_company_id: target.companyId, accepted_at: null, created_at: uow.now };
  await uow.trx.insertInto('cg_member_invites').values(row).execute();
  if (target.userId) await notify(uow, target.userId, `You are invited to join the group ${g.name}.`, `/groups/${g.profile_name}/members/invites/${row.id}`);
  return toInvite({ ...row, name: g.name, profile_name: g.profile_name });
}

export async function inviteCompany(ctx: AppContext, caller: Caller, input: { companyGroupId: string; companyId: string }): Promise<MemberInvite> {
  return inTransaction(ctx, async (uow) => {
    const g = await groupRow(uow.trx, input.companyGroupId);
    await requireGroupAdmin(uow.trx, g, caller);
    const c = await uow.trx.selectFrom('companies').select(['id', 'owner_id']).where('id', '=', input.companyId).executeTakeFirst();
    if (!c) throw new HttpError(400, 'companyId: no such company');
    const v = await viewerOf(uow.trx, g, c.owner_id);
    if (v.membership === 'MEMBER') throw new HttpError(409, 'This company is a member already');
    return createInvite(uow, g, caller.userId, { email: null, userId: c.owner_id, companyId: c.id });
  });
}

export async function inviteEmails(ctx: AppContext, caller: Caller, input: { companyGroupId: string; emails: string[] }): Promise<MemberInvite[]> {
  return inTransaction(ctx, async (uow) => {
    const g = await groupRow(uow.trx, input.companyGroupId);
    await requireGroupAdmin(uow.trx, g, caller);
    const out: MemberInvite[] = [];
    for (const email of [...new Set(input.emails.map((e) => e.toLowerCase()))]) {
      const u = await uow.trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      const invite = await createInvite(uow, g, caller.userId, { email, userId: u?.id ?? null, companyId: null });
      await uow.mail(await systemMail(uow.trx, email, 'group-invite', { group: g.name, link: `/groups/${g.profile_name}/members/invites/${invite.id}` }));
      out.push(invite);
    }
    return out;
  });
}

export async function listInvites(ctx: AppContext, caller: Caller, q: { companyGroupId?: string }): Promise<MemberInvite[]> {
  let query = ctx.db.selectFrom('cg_member_invites as i').innerJoin('company_groups as g', 'g.id', 'i.company_group_id').selectAll('i').select(['g.name', 'g.profile_name']);
  if (q.companyGroupId) {
    await requireGroupAdmin(ctx.db, await groupRow(ctx.db, q.companyGroupId), caller);
    query = query.where('i.company_group_id', '=', q.companyGroupId);
  } else {
    const me = await ctx.db.selectFrom('users').select('email').where('id', '=', caller.userId).executeTakeFirstOrThrow();
    query = query.where((eb) => eb.or([eb('i.target_user_id', '=', caller.userId), eb('i.target_email', '=', me.email)])).where('i.accepted_at', 'is', null);
  }
  return (await query.orderBy('i.created_at', 'desc').execute()).map(toInvite);
}

export async function acceptInvite(ctx: AppContext, caller: Caller, id: string): Promise<GroupMember> {
  return inTransaction(ctx, async (uow) => {
    const inv = await uow.trx.selectFrom('cg_member_invites').selectAll().where('id', '=', id).executeTakeFirst();
    if (!inv) throw new HttpError(404, 'Invite not found');
    const me = await uow.trx.selectFrom('users').select('email').where('id', '=', caller.userId).executeTakeFirstOrThrow();
    if (inv.target_user_id !== caller.userId && inv.target_email !== me.email) throw new HttpError(403, 'This invite is for someone else');
    if (inv.accepted_at !== null) throw new HttpError(409, 'This invite was accepted already');
    const g = await groupRow(uow.trx, inv.company_group_id);
    const v = await viewerOf(uow.trx, g, caller.userId);
    if (v.membership === 'MEMBER') throw new HttpError(409, 'You are a member of this group already');
    const memberId = await addMember(uow, g, caller.userId);
    await uow.trx.updateTable('cg_member_invites').set({ accepted_at: uow.now, target_user_id: caller.userId }).where('id', '=', id).execute();
    await notify(uow, inv.inviter_id, `${await userName(uow.trx, caller.userId)} accepted your invite to ${g.name}.`, groupLink(g, '/members'));
    return memberById(uow.trx, memberId);
  });
}

export async function memberJoinsStats(db: Db, groupId: string, from: number | null, to: number | null): Promise<number[]> {
  let q = db.selectFrom('company_group_members').select('created_at').where('company_group_id', '=', groupId);
  if (from !== null) q = q.where('created_at', '>=', from);
  if (to !== null) q = q.where('created_at', '<=', to);
  return (await q.execute()).map((r) => Number(r.created_at));
}
