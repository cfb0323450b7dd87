// Groups: read by profile name, list, create, settings update, categories.
import { randomUUID } from 'node:crypto';
import type { CompanyGroup, GroupCategory, GroupView } from '../../../src/domain/groups/types';
import { richTextTooLong, RICH_TEXT_TOO_LONG } from '../../../src/domain/groups/rich-text';
import { sanitizeRichText } from '../../../src/domain/groups/rich-text-sanitize';
import { slugify } from '../../../src/domain/groups/event-time';
import { inTransaction, type AppContext } from '../context';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import { limitMessages } from '../../../src/domain/admin/limits';
import { readLimits } from '../admin/limits';
import { groupRow, INVALID_GROUP, requireGroupAdmin, requireGroupProfile, viewerOf, type Db, type GroupRow } from './access';

export async function categoriesOf(db: Db, groupId: string): Promise<GroupCategory[]> {
  const rows = await db.selectFrom('cg_categories').selectAll().where('company_group_id', '=', groupId).orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, companyGroupId: r.company_group_id }));
}

export async function toGroup(db: Db, r: GroupRow): Promise<CompanyGroup> {
  const count = await db.selectFrom('company_group_members').select((eb) => eb.fn.countAll<string>().as('n')).where('company_group_id', '=', r.id).executeTakeFirstOrThrow();
  return {
    id: r.id, name: r.name, profileName: r.profile_name, description: r.description, ownerId: r.owner_id,
    asPrivate: r.as_private, asPremium: r.as_premium, asMemberApprovalRequired: r.as_member_approval_required,
    asMemberSelfHideAllowed: r.as_member_self_hide_allowed, asMemberHiddenByDefault: r.as_member_hidden_by_default,
    meta: r.meta ?? {}, logoUrl: r.logo_url, bannerUrl: r.banner_url, categories: await categoriesOf(db, r.id),
    memberCount: Number(count.n), deactivated: r.deactivated,
  };
}

export async function groupByProfile(ctx: AppContext, profileName: string, caller: Caller | null, countView: boolean): Promise<GroupView> {
  const r = await ctx.db.selectFrom('company_groups').selectAll().where('profile_name', '=', profileName).executeTakeFirst();
  if (!r) throw new HttpError(404, INVALID_GROUP);
  const viewer = await requireGroupProfile(ctx.db, r, caller?.userId ?? null);
  if (countView) await ctx.db.insertInto('cg_visits').values({ company_group_id: r.id, visitor_id: caller?.userId ?? null, created_at: ctx.clock.now() }).execute();
  return { ...(await toGroup(ctx.db, r)), viewer };
}

/** Groups the caller owns or belongs to (mine), else every active public group. */
export async function listGroups(ctx: AppContext, caller: Caller | null, q: { mine?: boolean; keyword?: string }): Promise<CompanyGroup[]> {
  let query = ctx.db.selectFrom('company_groups').selectAll();
  if (q.mine) {
    if (!caller) throw new HttpError(401, 'Unauthorized');
    const uid = caller.userId;
    query = query.where((eb) => eb.or([eb('owner_id', '=', uid), eb('id', 'in', eb.selectFrom('company_group_members').select('company_group_id').where('user_id', '=', uid))]));
  } else query = query.where('deactivated', '=', false).where('as_private', '=', false);
  if (q.keyword) query = query.where('name', 'ilike', `%${q.keyword.replace(/[%_\\]/g, '\\$&')}%`);
  const rows = await query.orderBy('name').limit(100).execute();
  return Promise.all(rows.map((r) => toGroup(ctx.db, r)));
}

export type GroupInput = {
  name: string;
  description?: string;
  asPrivate?: boolean;
  asMemberApprovalRequired?: boolean;
  asMemberSelfHideAllowed?: boolean;
  asMemberHiddenByDefault?: boolean;
};

/** Rich text as it is stored and served: at most the allowed length, sanitised (group and event descriptions). */
export function cleanDescription(html: string): string {
  if (richTextTooLong(html)) throw new HttpError(400, RICH_TEXT_TOO_LONG);
  return sanitizeRichText(html);
}

export async function createGroup(ctx: AppContext, caller: Caller, input: GroupInput): Promise<GroupView> {
  return inTransaction(ctx, async ({ trx, now }) => {
    // lock the owner's row so two creations cannot both pass the limit
    await trx.selectFrom('users').select('id').where('id', '=', caller.userId).forUpdate().execute();
    const { groupsPerUser } = await readLimits(trx);
    const owned = await trx.selectFrom('company_groups').select((eb) => eb.fn.countAll<string>().as('n')).where('owner_id', '=', caller.userId).executeTakeFirstOrThrow();
    if (Number(owned.n) >= groupsPerUser) throw new HttpError(400, limitMessages.groupsPerUser(groupsPerUser));
    const base = slugify(input.name);
    let profile = base;
    for (let i = 2; await trx.selectFrom('company_groups').select('id').where('profile_name', '=', profile).executeTakeFirst(); i++) profile = `${base}-${i}`;
    const id = randomUUID();
    await trx.insertInto('company_groups').values({
      id, name: input.name, profile_name: profile, description: cleanDescription(input.description ?? ''), owner_id: caller.userId,
      as_private: input.asPrivate ?? false, as_premium: false, as_member_approval_required: input.asMemberApprovalRequired ?? false,
      as_member_self_hide_allowed: input.asMemberSelfHideAllowed ?? true, as_member_hidden_by_default: input.asMemberHiddenByDefault ?? false,
      meta: JSON.stringify({}), logo_url: null, banner_url: null, created_at: now,
    }).execute();
    await trx.insertInto('company_group_members').values({ id: randomUUID(), company_group_id: id, user_id: caller.userId, role: 'ADMIN', hidden: false, group_category_ids: '[]', created_at: now }).execute();
    const r = await groupRow(trx, id);
    return { ...(await toGroup(trx, r)), viewer: await viewerOf(trx, r, caller.userId) };
  });
}

export type GroupPatch = Partial<GroupInput> & { meta?: { memSubHeader?: string; sponsorMessage?: string }; logoUrl?: string | null; bannerUrl?: string | null; deactivated?: boolean };

const OWNER_FIELDS = ['name', 'description', 'asPrivate', 'asMemberApprovalRequired', 'asMemberSelfHideAllowed', 'asMemberHiddenByDefault', 'memSubHeader', 'deactivated'] as const;

/** Owner: details and welcome text; group ADMIN: banner, logo (and the sponsor message). 'Nothing changed' when nothing would. */
export async function updateGroup(ctx: AppContext, caller: Caller, id: string, patch: GroupPatch): Promise<GroupView> {
  return inTransaction(ctx, async ({ trx }) => {
    const r = await groupRow(trx, id);
    const viewer = await requireGroupAdmin(trx, r, caller);
    const current = {
      name: r.name, description: r.description, asPrivate: r.as_private, asMemberApprovalRequired: r.as_member_approval_required,
      asMemberSelfHideAllowed: r.as_member_self_hide_allowed, asMemberHiddenByDefault: r.as_member_hidden_by_default,
      memSubHeader: r.meta?.memSubHeader ?? '', sponsorMessage: r.meta?.sponsorMessage ?? '', logoUrl: r.logo_url, bannerUrl: r.banner_url, deactivated: r.deactivated,
    };
    const wanted: Partial<typeof current> = {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.description !== undefined ? { description: cleanDescription(patch.description) } : {}),
      ...(patch.asPrivate !== undefined ? { asPrivate: patch.asPrivate } : {}),
      ...(patch.asMemberApprovalRequired !== undefined ? { asMemberApprovalRequired: patch.asMemberApprovalRequired } : {}),
      ...(patch.asMemberSelfHideAllowed !== undefined ? { asMemberSelfHideAllowed: patch.asMemberSelfHideAllowed } : {}),
      ...(patch.asMemberHiddenByDefault !== undefined ? { asMemberHiddenByDefault: patch.asMemberHiddenByDefault } : {}),
      ...(patch.meta?.memSubHeader !== undefined ? { memSubHeader: patch.meta.memSubHeader } : {}),
      ...(patch.meta?.sponsorMessage !== undefined ? { sponsorMessage: patch.meta.sponsorMessage } : {}),
      ...(patch.logoUrl !== undefined ? { logoUrl: patch.logoUrl } : {}),
      ...(patch.bannerUrl !== undefined ? { bannerUrl: patch.bannerUrl } : {}),
      ...(patch.deactivated !== undefined ? { deactivated: patch.deactivated } : {}),
    };
    const changed = (Object.keys(wanted) as (keyof typeof current)[]).filter((k) => wanted[k] !== current[k]);
    const ownerOnly = changed.filter((k) => (OWNER_FIELDS as readonly string[]).includes(k));
    if (ownerOnly.length > 0 && !viewer.isOwner) throw new HttpError(403, 'Only the group owner may edit group details and welcome text');
    if (changed.length === 0) throw new HttpError(400, 'Nothing changed');
    const next = { ...current, ...wanted };
    await trx.updateTable('company_groups').set({
      name: next.name, description: next.description, as_private: next.asPrivate, as_member_approval_required: next.asMemberApprovalRequired,
      as_member_self_hide_allowed: next.asMemberSelfHideAllowed, as_member_hidden_by_default: next.asMemberHiddenByDefault,
      meta: JSON.stringify({ ...(r.meta ?? {}), memSubHeader: next.memSubHeader, sponsorMessage: next.sponsorMessage }),
      logo_url: next.logoUrl, banner_url: next.bannerUrl, deactivated: next.deactivated,
    }).where('id', '=', id).execute();
    const after = await groupRow(trx, id);
    return { ...(await toGroup(trx, after)), viewer };
  });
}

export async function createCategory(ctx: AppContext, caller: Caller, input: { companyGroupId: string; name: string; description: string }): Promise<GroupCategory> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const g = await groupRow(trx, input.companyGroupId);
    await requireGroupAdmin(trx, g, caller);
    const dup = await trx.selectFrom('cg_categories').select('id').where('company_group_id', '=', g.id).where('name', '=', input.name).executeTakeFirst();
    if (dup) throw new HttpError(409, `The category '${input.name}' exists already`);
    const id = randomUUID();
    await trx.insertInto('cg_categories').values({ id, company_group_id: g.id, name: input.name, description: input.description, created_at: now }).execute();
    return { id, name: input.name, description: input.description, companyGroupId: g.id };
  });
}

async function categoryRow(db: Db, id: string) {
  const c = await db.selectFrom('cg_categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!c) throw new HttpError(404, 'Category not found');
  return c;
}

export async function updateCategory(ctx: AppContext, caller: Caller, id: string, patch: { name?: string; description?: string }): Promise<GroupCategory> {
  return inTransaction(ctx, async ({ trx }) => {
    const c = await categoryRow(trx, id);
    await requireGroupAdmin(trx, await groupRow(trx, c.company_group_id), caller);
    const next = { name: patch.name ?? c.name, description: patch.description ?? c.description };
    if (next.name === c.name && next.description === c.description) throw new HttpError(400, 'Nothing changed');
    if (next.name !== c.name) {
      const dup = await trx.selectFrom('cg_categories').select('id').where('company_group_id', '=', c.company_group_id).where('name', '=', next.name).executeTakeFirst();
      if (dup) throw new HttpError(409, `The category '${next.name}' exists already`);
    }
    await trx.updateTable('cg_categories').set(next).where('id', '=', id).execute();
    return { id, ...next, companyGroupId: c.company_group_id };
  });
}

export async function deleteCategory(ctx: AppContext, caller: Caller, id: string): Promise<{ id: string }> {
  return inTransaction(ctx, async ({ trx }) => {
    const c = await categoryRow(trx, id);
    await requireGroupAdmin(trx, await groupRow(trx, c.company_group_id), caller);
    await trx.deleteFrom('cg_categories').where('id', '=', id).execute();
    const members = await trx.selectFrom('company_group_members').select(['id', 'group_category_ids']).where('company_group_id', '=', c.company_group_id).execute();
    for (const m of members) {
      if (m.group_category_ids.includes(id)) {
        await trx.updateTable('company_group_members').set({ group_category_ids: JSON.stringify(m.group_category_ids.filter((x) => x !== id)) }).where('id', '=', m.id).execute();
      }
    }
    return { id };
  });
}
