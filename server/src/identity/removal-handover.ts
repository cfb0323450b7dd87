// What becomes of the companies and groups a removed account owned (rules in docs/account-removal.md), and of its
// memberships in others'. Runs inside the removal's transaction.
//   company: goes to its longest-standing member (company_members, oldest first) whose account is active; with none,
//            it is deactivated (hidden from the directory and its pages, as a site admin's deactivation does).
//   group:   goes to its longest-standing group admin (role ADMIN, oldest membership first) whose account is active;
//            with none it is closed (deactivated) and the other members' plans and sponsorships of it are cancelled
//            (they run to their paid cycle's end, as a cancellation by the subscriber does: no refund).
import { emitTo, type UnitOfWork } from '../context';
import { withOwner } from '../companies/tables';
import { emitMembership } from '../groups/live';
import { notify } from '../groups/notify';

export type HandOver = { id: string; name: string; to: string | null };

/** The live, activated accounts among `ids` (removed and deactivated accounts inherit nothing). */
const activeUsers = (uow: UnitOfWork) => uow.trx.selectFrom('users').select('id').where('activated', '=', true).where('deactivated_at', 'is', null);

export async function handOverCompanies(uow: UnitOfWork, userId: string): Promise<HandOver[]> {
  const { trx } = uow;
  const owner = withOwner(trx);
  const owned = await trx.selectFrom('companies').select(['id', 'name', 'profile_name']).where('owner_id', '=', userId).orderBy('created_at').forUpdate().execute();
  const out: HandOver[] = [];
  for (const c of owned) {
    const heir = await owner.selectFrom('company_members').select(['id', 'user_id']).where('company_id', '=', c.id).where('user_id', '!=', userId)
      .where('user_id', 'in', activeUsers(uow)).orderBy('created_at').orderBy('id').executeTakeFirst();
    if (heir) {
      await trx.updateTable('companies').set({ owner_id: heir.user_id }).where('id', '=', c.id).execute();
      await owner.deleteFrom('company_members').where('id', '=', heir.id).execute();
      await notify(uow, heir.user_id, `You are now the owner of ${c.name}: its previous owner removed their account`, `/profile/${c.profile_name}`);
      await emitTo(uow, [heir.user_id], 'COMPANYMEMBER', 'UPDATED', { companyId: c.id, userId: heir.user_id, owner: true });
    } else {
      await trx.updateTable('companies').set({ deactivated: true }).where('id', '=', c.id).execute();
    }
    out.push({ id: c.id, name: c.name, to: heir?.user_id ?? null });
  }
  // memberships of other people's companies end
  const memberships = await owner.selectFrom('company_members as m').innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['m.id', 'm.company_id', 'c.owner_id']).where('m.user_id', '=', userId).execute();
  await owner.deleteFrom('company_members').where('user_id', '=', userId).execute();
  for (const m of memberships) await emitTo(uow, [m.owner_id], 'COMPANYMEMBER', 'DELETED', { id: m.id, companyId: m.company_id, userId });
  return out;
}

export async function handOverGroups(uow: UnitOfWork, userId: string): Promise<HandOver[]> {
  const { trx, now } = uow;
  const owned = await trx.selectFrom('company_groups').select(['id', 'name', 'profile_name']).where('owner_id', '=', userId).orderBy('created_at').forUpdate().execute();
  const out: HandOver[] = [];
  for (const g of owned) {
    const heir = await trx.selectFrom('company_group_members').select('user_id').where('company_group_id', '=', g.id).where('role', '=', 'ADMIN')
      .where('user_id', '!=', userId).where('user_id', 'in', activeUsers(uow)).orderBy('created_at').orderBy('id').executeTakeFirst();
    if (heir) {
      await trx.updateTable('company_groups').set({ owner_id: heir.user_id }).where('id', '=', g.id).execute();
      await notify(uow, heir.user_id, `You are now the owner of the group ${g.name}: its previous owner removed their account`, `/groups/${g.profile_name}`);
    } else {
      await trx.updateTable('company_groups').set({ deactivated: true }).where('id', '=', g.id).execute();
      await trx.updateTable('cg_member_plan_subscriptions').set({ cancelled: true }).where('company_group_id', '=', g.id).where('ended_at', 'is', null).execute();
      await trx.updateTable('cg_sponsor_subscriptions').set({ cancelled: true }).where('company_group_id', '=', g.id).where('ended_at', 'is', null).execute();
    }
    out.push({ id: g.id, name: g.name, to: heir?.user_id ?? null });
  }
  // memberships, requests and event interests in every group end; the member lists refresh live
  const memberships = await trx.selectFrom('company_group_members').select(['id', 'company_group_id']).where('user_id', '=', userId).execute();
  await trx.deleteFrom('company_group_members').where('user_id', '=', userId).execute();
  for (const m of memberships) await emitMembership(uow, { companyGroupId: m.company_group_id, userId, memberId: m.id }, 'DELETED');
  await trx.deleteFrom('cg_member_requests').where('user_id', '=', userId).execute();
  await trx.deleteFrom('cg_event_interests').where('user_id', '=', userId).execute();
  // their group posts are hidden (as a group admin hides one), not deleted: threads keep their shape
  await trx.updateTable('cg_posts').set({ deactivated: true, updated_at: now }).where('owner_id', '=', userId).execute();
  return out;
}
