// Rows to the contract's shapes (src/domain/sponsors/types.ts): plans with prices and slots, subscriptions,
// sponsor entries and invites. Every reader goes through these, so a shape is built in one place.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { GroupSponsor, SponsorInvite, SponsorPlan, SponsorPlanPrice, SponsorSubscription } from '../../../src/domain/sponsors';
import { remainingSlots } from '../../../src/domain/sponsors';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import type { SponsorsTables } from './tables';

export type Db = Kysely<DB> | Transaction<DB>;
export const SPONSOR_EVENT = 'MTZPLANSUBSCRIPTION' as const;
export const C = '/api/v1/company';
export const bannerPath = (bannerId: string) => `${C}/cg-sponsor-banners/${bannerId}`;

type PriceRow = Selectable<SponsorsTables['cg_sponsor_plan_prices']>;
type PlanRow = Selectable<SponsorsTables['cg_sponsor_plans']>;

export const toPrice = (r: PriceRow): SponsorPlanPrice => ({ id: r.id, cgSponsorPlanId: r.cg_sponsor_plan_id, cents: Number(r.cents), type: r.type, asDeactivated: r.as_deactivated });

/** Live (not ended) subscriptions per plan. */
export async function liveCounts(db: Db, planIds: string[]): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db.selectFrom('cg_sponsor_subscriptions').select(['cg_sponsor_plan_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('cg_sponsor_plan_id', 'in', planIds).where('ended_at', 'is', null).groupBy('cg_sponsor_plan_id').execute();
  return new Map(rows.map((r) => [r.cg_sponsor_plan_id, Number(r.n)]));
}

/** Plans with their prices (active only unless `allPrices`), cents ascending, and their slots. */
export async function toPlans(db: Db, plans: PlanRow[], allPrices: boolean): Promise<SponsorPlan[]> {
  if (plans.length === 0) return [];
  const ids = plans.map((p) => p.id);
  let pq = db.selectFrom('cg_sponsor_plan_prices').selectAll().where('cg_sponsor_plan_id', 'in', ids);
  if (!allPrices) pq = pq.where('as_deactivated', '=', false);
  const prices = (await pq.orderBy('cents').orderBy('created_at').execute()).map(toPrice);
  const counts = await liveCounts(db, ids);
  return plans.map((p) => {
    const subscriptionCount = counts.get(p.id) ?? 0;
    return {
      id: p.id, companyGroupId: p.company_group_id, name: p.name, description: p.description, subscriptionMax: p.subscription_max, rank: p.rank,
      asDeactivated: p.as_deactivated, prices: prices.filter((x) => x.cgSponsorPlanId === p.id), subscriptionCount, remainingSlots: remainingSlots(p.subscription_max, subscriptionCount),
    };
  });
}

export async function planById(db: Db, id: string): Promise<SponsorPlan> {
  const row = await db.selectFrom('cg_sponsor_plans').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'No sponsorship plan found');
  const [plan] = await toPlans(db, [row], true);
  return plan;
}

const subQuery = (db: Db) => db.selectFrom('cg_sponsor_subscriptions as s')
  .innerJoin('cg_sponsor_plan_prices as p', 'p.id', 's.cg_sponsor_plan_price_id')
  .innerJoin('cg_sponsor_plans as pl', 'pl.id', 's.cg_sponsor_plan_id')
  .innerJoin('company_groups as g', 'g.id', 's.company_group_id')
  .leftJoin('company_group_sponsors as sp', 'sp.cg_sponsor_subscription_id', 's.id')
  .selectAll('s').select([
    'p.id as p_id', 'p.cg_sponsor_plan_id as p_plan', 'p.cents as p_cents', 'p.type as p_type', 'p.as_deactivated as p_deact', 'p.created_at as p_created',
    'pl.name as plan_name', 'pl.rank as plan_rank', 'g.name as group_name', 'g.profile_name as group_profile', 'sp.id as sponsor_id',
  ]);
type SubRow = Awaited<ReturnType<ReturnType<typeof subQuery>['executeTakeFirstOrThrow']>>;
const toSubscription = (r: SubRow): SponsorSubscription => {
  const price = toPrice({ id: r.p_id, cg_sponsor_plan_id: r.p_plan, cents: r.p_cents, type: r.p_type, as_deactivated: r.p_deact, created_at: r.p_created });
  return {
    id: r.id, userId: r.user_id, companyGroupId: r.company_group_id, groupName: r.group_name, groupProfileName: r.group_profile, cgSponsorPlanId: r.cg_sponsor_plan_id,
    planName: r.plan_name, rank: r.plan_rank, cgSponsorPlanPriceId: r.cg_sponsor_plan_price_id, price, type: price.type, cancelled: r.cancelled,
    nextExpiredAt: Number(r.next_expired_at), createdAt: Number(r.created_at), willDowngradeToPriceId: r.will_downgrade_to_price_id, paymentError: r.payment_error,
    endedAt: r.ended_at === null ? null : Number(r.ended_at), sponsorId: r.sponsor_id,
  };
};
export const subscriptionById = async (db: Db, id: string): Promise<SponsorSubscription> => toSubscription(await subQuery(db).where('s.id', '=', id).executeTakeFirstOrThrow());
export const subscriptionsOf = async (db: Db, userId: string): Promise<SponsorSubscription[]> =>
  (await subQuery(db).where('s.user_id', '=', userId).where('s.ended_at', 'is', null).orderBy('s.created_at', 'desc').execute()).map(toSubscription);

export const sponsorQuery = (db: Db) => db.selectFrom('company_group_sponsors as sp')
  .innerJoin('cg_sponsor_subscriptions as s', 's.id', 'sp.cg_sponsor_subscription_id')
  .innerJoin('cg_sponsor_plans as pl', 'pl.id', 's.cg_sponsor_plan_id')
  .innerJoin('company_groups as g', 'g.id', 'sp.company_group_id')
  .innerJoin('users as u', 'u.id', 'sp.user_id')
  .leftJoin('companies as co', 'co.id', 'sp.company_id')
  .selectAll('sp').select([
    'g.name as group_name', 'g.profile_name as group_profile', 'g.as_private', 'g.owner_id as group_owner', 'pl.name as plan_name', 'pl.rank as plan_rank', 's.ended_at',
    'co.name as company_name', 'co.profile_name as company_profile', 'u.firstname', 'u.lastname',
  ]);
export type SponsorRow = Awaited<ReturnType<ReturnType<typeof sponsorQuery>['executeTakeFirstOrThrow']>>;
export const toSponsor = (r: SponsorRow): GroupSponsor => ({
  id: r.id, companyGroupId: r.company_group_id, groupName: r.group_name, groupProfileName: r.group_profile, cgSponsorSubscriptionId: r.cg_sponsor_subscription_id,
  userId: r.user_id, companyId: r.company_id, companyName: r.company_name ?? `${r.firstname} ${r.lastname}`, companyProfileName: r.company_profile,
  text: r.text, adLink: r.ad_link, banner: r.banner_id ? bannerPath(r.banner_id) : null, planName: r.plan_name, rank: r.plan_rank, createdAt: Number(r.created_at),
});
export async function sponsorRow(db: Db, id: string): Promise<SponsorRow> {
  const r = await sponsorQuery(db).where('sp.id', '=', id).executeTakeFirst();
  if (!r) throw new HttpError(404, 'Sponsor not found');
  return r;
}

export const inviteQuery = (db: Db) => db.selectFrom('cg_sponsor_invites as i')
  .innerJoin('company_groups as g', 'g.id', 'i.company_group_id').innerJoin('users as u', 'u.id', 'i.invited_by')
  .selectAll('i').select(['g.name as group_name', 'g.profile_name as group_profile', 'u.firstname', 'u.lastname']);
type InviteRow = Awaited<ReturnType<ReturnType<typeof inviteQuery>['executeTakeFirstOrThrow']>>;
export const toInvite = (r: InviteRow): SponsorInvite => ({
  id: r.id, companyGroupId: r.company_group_id, groupName: r.group_name, groupProfileName: r.group_profile, email: r.email, message: r.message, status: r.status,
  invitedByName: `${r.firstname} ${r.lastname}`, createdAt: Number(r.created_at),
});
