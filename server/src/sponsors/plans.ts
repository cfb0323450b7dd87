// Sponsor plans and their prices (spec 3, 5, 9): group admins (owner, group ADMIN) write them; anyone reads a group's
// active plans with active prices and the slots left (a private group's: its members and those invited to it).
import { randomUUID } from 'node:crypto';
import type { SponsorPlan, SponsorPlanPrice, SponsorPriceType } from '../../../src/domain/sponsors';
import { SPONSOR_MESSAGES } from '../../../src/domain/sponsors';
import { inTransaction, type AppContext } from '../context';
import { groupRow, requireGroupAdmin, requireGroupProfile, seesProfile, viewerOf } from '../groups/access';
import type { Caller } from '../http/registry';
import { HttpError } from '../http/errors';
import { liveCounts, planById, toPlans, toPrice, type Db } from './views';

/** Public order: cheapest active price first, then higher rank; plans with no active price last. */
export function sortPlans(plans: SponsorPlan[]): SponsorPlan[] {
  const min = (p: SponsorPlan) => p.prices.filter((x) => !x.asDeactivated).reduce((m, x) => Math.min(m, x.cents), Number.POSITIVE_INFINITY);
  return [...plans].sort((a, b) => min(a) - min(b) || b.rank - a.rank || a.name.localeCompare(b.name));
}

/** Whether the caller administers the group (owner, group ADMIN; a site admin does not). */
export async function isGroupAdmin(db: Db, group: { id: string; owner_id: string }, caller: Caller | null): Promise<boolean> {
  if (!caller) return false;
  return (await viewerOf(db, group, caller.userId)).isAdmin;
}


export async function listPlans(ctx: AppContext, caller: Caller | null, q: { companyGroupIds: string[]; asDeactivated: boolean }): Promise<SponsorPlan[]> {
  if (q.companyGroupIds.length === 0) return [];
  const out: SponsorPlan[] = [];
  for (const groupId of [...new Set(q.companyGroupIds)].slice(0, 50)) {
    const g = await ctx.db.selectFrom('company_groups').select(['id', 'owner_id', 'as_private']).where('id', '=', groupId).executeTakeFirst();
    if (!g || !(await seesProfile(ctx.db, g, caller?.userId ?? null))) continue;
    const all = q.asDeactivated;
    if (all && !(await isGroupAdmin(ctx.db, g, caller))) throw new HttpError(403, 'Only a group admin may do this');
    let pq = ctx.db.selectFrom('cg_sponsor_plans').selectAll().where('company_group_id', '=', g.id);
    if (!all) pq = pq.where('as_deactivated', '=', false);
    out.push(...sortPlans(await toPlans(ctx.db, await pq.execute(), all)));
  }
  return out;
}

type PlanFields = { name: string; description: string; subscriptionMax: number; rank: number };

export async function createPlan(ctx: AppContext, caller: Caller, b: PlanFields & { companyGroupId: string }): Promise<SponsorPlan> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const g = await groupRow(trx, b.companyGroupId);
    await requireGroupAdmin(trx, g, caller);
    const id = randomUUID();
    await trx.insertInto('cg_sponsor_plans').values({
      id, company_group_id: g.id, name: b.name, description: b.description, subscription_max: b.subscriptionMax, rank: b.rank, as_deactivated: false, created_at: now,
    }).execute();
    return planById(trx, id);
  });
}

async function adminPlan(db: Db, caller: Caller, planId: string) {
  const plan = await db.selectFrom('cg_sponsor_plans').selectAll().where('id', '=', planId).forUpdate().executeTakeFirst();
  if (!plan) throw new HttpError(404, SPONSOR_MESSAGES.noPlan);
  await requireGroupAdmin(db, await groupRow(db, plan.company_group_id), caller, SPONSOR_MESSAGES.noPlan);
  return plan;
}

export async function updatePlan(ctx: AppContext, caller: Caller, id: string, patch: Partial<PlanFields> & { asDeactivated?: boolean | undefined }): Promise<SponsorPlan> {
  return inTransaction(ctx, async ({ trx }) => {
    await adminPlan(trx, caller, id);
    const set = {
      ...(patch.name !== undefined ? { name: patch.name } : {}), ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.subscriptionMax !== undefined ? { subscription_max: patch.subscriptionMax } : {}), ...(patch.rank !== undefined ? { rank: patch.rank } : {}),
      ...(patch.asDeactivated !== undefined ? { as_deactivated: patch.asDeactivated } : {}),
    };
    if (Object.keys(set).length === 0) throw new HttpError(400, 'Nothing changed');
    await trx.updateTable('cg_sponsor_plans').set(set).where('id', '=', id).execute();
    return planById(trx, id);
  });
}

export async function createPrice(ctx: AppContext, caller: Caller, b: { cgSponsorPlanId: string; cents: number; type: SponsorPriceType }): Promise<SponsorPlanPrice> {
  return inTransaction(ctx, async ({ trx, now }) => {
    await adminPlan(trx, caller, b.cgSponsorPlanId);
    const row = await trx.insertInto('cg_sponsor_plan_prices').values({ id: randomUUID(), cg_sponsor_plan_id: b.cgSponsorPlanId, cents: b.cents, type: b.type, as_deactivated: false, created_at: now })
      .returningAll().executeTakeFirstOrThrow();
    return toPrice(row);
  });
}

export async function updatePrice(ctx: AppContext, caller: Caller, id: string, b: { asDeactivated: boolean }): Promise<SponsorPlanPrice> {
  return inTransaction(ctx, async ({ trx }) => {
    const p = await trx.selectFrom('cg_sponsor_plan_prices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!p) throw new HttpError(404, SPONSOR_MESSAGES.noPrice);
    await adminPlan(trx, caller, p.cg_sponsor_plan_id);
    return toPrice(await trx.updateTable('cg_sponsor_plan_prices').set({ as_deactivated: b.asDeactivated }).where('id', '=', id).returningAll().executeTakeFirstOrThrow());
  });
}

/** The checkout page's price: 404 'No payment plan found...' when the price or its plan is not on sale. */
export async function priceInfo(ctx: AppContext, caller: Caller | null, id: string) {
  const p = await ctx.db.selectFrom('cg_sponsor_plan_prices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p || p.as_deactivated) throw new HttpError(404, SPONSOR_MESSAGES.noPrice);
  const plan = await planById(ctx.db, p.cg_sponsor_plan_id);
  if (plan.asDeactivated) throw new HttpError(404, SPONSOR_MESSAGES.noPlan);
  const g = await groupRow(ctx.db, plan.companyGroupId);
  await requireGroupProfile(ctx.db, g, caller?.userId ?? null, SPONSOR_MESSAGES.noPrice);
  return { price: toPrice(p), plan: { ...plan, prices: plan.prices.filter((x) => !x.asDeactivated) }, group: { id: g.id, name: g.name, profileName: g.profile_name, ownerId: g.owner_id } };
}

export async function subscriptionStats(ctx: AppContext, caller: Caller, companyGroupId: string) {
  const g = await groupRow(ctx.db, companyGroupId);
  await requireGroupAdmin(ctx.db, g, caller);
  const plans = await ctx.db.selectFrom('cg_sponsor_plans').select(['id', 'subscription_max']).where('company_group_id', '=', g.id).orderBy('rank', 'desc').execute();
  const counts = await liveCounts(ctx.db, plans.map((p) => p.id));
  return {
    plans: plans.map((p) => {
      const n = counts.get(p.id) ?? 0;
      return { cgSponsorPlanId: p.id, subscriptionCount: n, remainingSlots: Math.max(0, p.subscription_max - n) };
    }),
  };
}
