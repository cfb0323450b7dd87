// Sponsor entries (spec 4): after payment the sponsor fills text, redirect link and banner image. Listed while
// their subscription is live, higher rank first, then the oldest; a private group's only to those who may see
// the group's content (its members, group admins and owner; 404 to anyone else). Clicks on the ad are counted for the group's stats.
import { randomUUID } from 'node:crypto';
import { periodStats, rangeMillis } from '../../../src/domain/groups/stats';
import type { PeriodStats } from '../../../src/domain/groups/types';
import { SPONSOR_MESSAGES, type GroupSponsor } from '../../../src/domain/sponsors';
import { uploadMaxBytes } from '../admin/limits';
import { filePart, readForm, removeUploads, sniffImage, storedImageResponse, storeUpload } from '../chat/uploads';
import { inTransaction, type AppContext } from '../context';
import { groupRow, requireGroupAdmin, seesContent, viewerOf, type GroupRef } from '../groups/access';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import { endSubscription } from './changes';
import { isGroupAdmin } from './plans';
import { sponsorQuery, sponsorRow, toSponsor, type Db } from './views';

const SPONSOR_NOT_FOUND = 'Sponsor not found';

/** Whether the caller may see a group's content: a public group, or a member / admin of a private one. */
export async function maySeeGroup(db: Db, g: GroupRef, caller: Caller | null): Promise<boolean> {
  return !g.as_private || seesContent(g, await viewerOf(db, g, caller?.userId ?? null));
}

/** A link is '' or an http(s) URL. */
export const isAdLink = (s: string): boolean => {
  if (s === '') return true;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && /^https?:\/\//i.test(s);
  } catch {
    return false;
  }
};

export async function listSponsors(ctx: AppContext, caller: Caller | null, groupIds: string[]): Promise<GroupSponsor[]> {
  const visible: string[] = [];
  for (const id of [...new Set(groupIds)].slice(0, 50)) {
    const g = await ctx.db.selectFrom('company_groups').select(['id', 'owner_id', 'as_private']).where('id', '=', id).executeTakeFirst();
    if (g && (await maySeeGroup(ctx.db, g, caller))) visible.push(g.id);
  }
  if (visible.length === 0) return [];
  const rows = await sponsorQuery(ctx.db).where('sp.company_group_id', 'in', visible).where('s.ended_at', 'is', null)
    .orderBy('pl.rank', 'desc').orderBy('sp.created_at', 'asc').orderBy('sp.id').limit(500).execute();
  return rows.map(toSponsor);
}

export async function mySponsors(ctx: AppContext, userId: string): Promise<GroupSponsor[]> {
  const rows = await sponsorQuery(ctx.db).where('sp.user_id', '=', userId).where('s.ended_at', 'is', null).orderBy('sp.created_at', 'desc').limit(500).execute();
  return rows.map(toSponsor);
}

/** One sponsor: a live one to whoever may see the group; an ended one to its sponsor and the group's admins only. */
export async function getSponsor(ctx: AppContext, caller: Caller | null, id: string): Promise<GroupSponsor> {
  const r = await sponsorRow(ctx.db, id);
  const g = { id: r.company_group_id, owner_id: r.group_owner, as_private: r.as_private };
  const own = caller?.userId === r.user_id;
  const visible = own || (r.ended_at === null ? await maySeeGroup(ctx.db, g, caller) : await isGroupAdmin(ctx.db, g, caller));
  if (!visible) throw new HttpError(404, SPONSOR_NOT_FOUND);
  return toSponsor(r);
}

async function ownLiveSponsor(db: Db, caller: Caller, id: string) {
  const r = await sponsorRow(db, id);
  if (r.user_id !== caller.userId) throw new HttpError(403, 'Only the sponsor may change this sponsor entry');
  if (r.ended_at !== null) throw new HttpError(400, 'This sponsorship has ended');
  return r;
}

export async function updateSponsor(ctx: AppContext, caller: Caller, id: string, b: { text: string; adLink: string }) {
  if (!isAdLink(b.adLink)) throw new HttpError(400, SPONSOR_MESSAGES.invalidLink);
  return inTransaction(ctx, async ({ trx }) => {
    await ownLiveSponsor(trx, caller, id);
    await trx.updateTable('company_group_sponsors').set({ text: b.text, ad_link: b.adLink }).where('id', '=', id).execute();
    return { sponsor: toSponsor(await sponsorRow(trx, id)), message: SPONSOR_MESSAGES.textUpdated };
  });
}

/** POST multipart bannerFile: an image (sniffed), stored on disk; the old file is removed after commit. */
export async function setSponsorBanner(ctx: AppContext, caller: Caller, id: string, request: Request): Promise<GroupSponsor> {
  await ownLiveSponsor(ctx.db, caller, id);
  const file = filePart(await readForm(request), 'bannerFile', await uploadMaxBytes(ctx.db));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw new HttpError(400, 'bannerFile: only PNG, JPEG, GIF or WebP images');
  const key = await storeUpload(ctx, bytes);
  try {
    const { old, sponsor } = await inTransaction(ctx, async ({ trx }) => {
      const r = await ownLiveSponsor(trx, caller, id);
      await trx.updateTable('company_group_sponsors').set({ banner_id: randomUUID(), banner_key: key, banner_type: type }).where('id', '=', id).execute();
      return { old: r.banner_key, sponsor: toSponsor(await sponsorRow(trx, id)) };
    });
    if (old) await removeUploads(ctx, [old]);
    return sponsor;
  } catch (err) {
    await removeUploads(ctx, [key]);
    throw err;
  }
}

export async function sponsorBanner(ctx: AppContext, bannerId: string, request: Request): Promise<Response> {
  const r = await ctx.db.selectFrom('company_group_sponsors').select(['banner_key', 'banner_type']).where('banner_id', '=', bannerId).executeTakeFirst();
  return storedImageResponse(ctx, r?.banner_key && r.banner_type ? { storage_key: r.banner_key, content_type: r.banner_type } : undefined, 'Banner not found', request);
}

/** DELETE: the sponsor or a group admin ends the subscription at once. */
export async function removeSponsor(ctx: AppContext, caller: Caller, id: string): Promise<{ message: string }> {
  return inTransaction(ctx, async (uow) => {
    const r = await sponsorRow(uow.trx, id);
    if (r.user_id !== caller.userId) await requireGroupAdmin(uow.trx, { id: r.company_group_id, owner_id: r.group_owner, as_private: r.as_private }, caller, SPONSOR_NOT_FOUND);
    if (r.ended_at !== null) throw new HttpError(400, 'This sponsorship has ended');
    await endSubscription(uow, { id: r.cg_sponsor_subscription_id, user_id: r.user_id });
    return { message: SPONSOR_MESSAGES.removed };
  });
}

export async function clickSponsor(ctx: AppContext, caller: Caller | null, id: string): Promise<{ adLink: string }> {
  const r = await sponsorRow(ctx.db, id);
  const g = { id: r.company_group_id, owner_id: r.group_owner, as_private: r.as_private };
  if (r.ended_at !== null || !(await maySeeGroup(ctx.db, g, caller))) throw new HttpError(404, SPONSOR_NOT_FOUND);
  await ctx.db.insertInto('cg_sponsor_clicks').values({ id: randomUUID(), cg_sponsor_id: r.id, company_group_id: r.company_group_id, user_id: caller?.userId ?? null, created_at: ctx.clock.now() }).execute();
  return { adLink: r.ad_link };
}

export async function sponsorStats(ctx: AppContext, caller: Caller, q: { companyGroupId: string; startDate?: string | undefined; endDate?: string | undefined }): Promise<PeriodStats> {
  const g = await groupRow(ctx.db, q.companyGroupId);
  await requireGroupAdmin(ctx.db, g, caller);
  const { from, to } = rangeMillis(q);
  let query = ctx.db.selectFrom('cg_sponsor_clicks').select('created_at').where('company_group_id', '=', g.id);
  if (from !== null) query = query.where('created_at', '>=', from);
  if (to !== null) query = query.where('created_at', '<=', to);
  return periodStats((await query.execute()).map((r) => Number(r.created_at)));
}
