// Paid group membership (spec 3, 4, 7): member plan prices, one-time orders, subscriptions, and the renewal job.
// The membership row lives in the core table company_group_members (role MEMBER); it is written here directly,
// kept minimal: inserted when paid, removed when a one-time membership or a cancelled subscription ends.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import {
  addMonthsUtc, isSubscriptionType, NO_FAILED_PAYMENT, PAYMENT_RETRY_SUCCEEDED, paymentSuccessMessage, periodMonths, type ChargeQuote, type MemberPlanOrder, type MemberPlanPrice,
  type MemberPlanSubscription, type PaymentMethod,
} from '../../../src/domain/billing';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { DB } from '../db/schema';
import { seesProfile, visibleGroupSql } from '../groups/access';
import { emitMembership } from '../groups/live';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';
import { payable, runPayable } from './intents';
import { pay, quoteFor } from './payments';
import type { BillingTables } from './tables';

type PriceRow = Selectable<BillingTables['cg_member_plan_prices']>;
export const toPrice = (r: PriceRow): MemberPlanPrice => ({
  id: r.id, companyGroupId: r.company_group_id, cents: r.cents, type: r.type, description: r.description, monthNumber: r.month_number, asDeactivated: r.as_deactivated,
});

export const MEMBER_PLAN_EVENT = 'MTZPLANSUBSCRIPTION' as const;

/**
 * Prices of the groups whose profile the user may see (a private group's: its members, admins and owner, and
 * those invited or asking to join); other groups are left out, as if they had none. Without group ids, the
 * groups whose content the user sees.
 */
export async function listPrices(ctx: AppContext, userId: string | null, q: { companyGroupIds?: string[]; asDeactivated?: boolean }): Promise<MemberPlanPrice[]> {
  let query = ctx.db.selectFrom('cg_member_plan_prices as p').innerJoin('company_groups as g', 'g.id', 'p.company_group_id').selectAll('p').select(['g.owner_id', 'g.as_private']);
  if (q.companyGroupIds) query = query.where('p.company_group_id', 'in', q.companyGroupIds.length ? q.companyGroupIds : ['']);
  else query = query.where(visibleGroupSql('g', userId));
  if (q.asDeactivated !== undefined) query = query.where('p.as_deactivated', '=', q.asDeactivated);
  const rows = await query.orderBy('p.cents').orderBy('p.id').execute();
  const sees = new Map<string, boolean>();
  for (const r of rows) {
    if (r.as_private && !sees.has(r.company_group_id)) sees.set(r.company_group_id, await seesProfile(ctx.db, { id: r.company_group_id, owner_id: r.owner_id, as_private: true }, userId));
  }
  return rows.filter((r) => !r.as_private || sees.get(r.company_group_id)).map(toPrice);
}

async function ownedGroup(trx: Transaction<DB>, userId: string, groupId: string) {
  const g = await trx.selectFrom('company_groups').select(['id', 'owner_id', 'as_private']).where('id', '=', groupId).executeTakeFirst();
  if (!g || !(await seesProfile(trx, g, userId))) throw new HttpError(400, 'Invalid company group');
  if (g.owner_id !== userId) throw new HttpError(403, 'Only the group owner may set member plan prices');
}

export async function createPrice(ctx: AppContext, userId: string, b: { companyGroupId: string; cents: number; type: MemberPlanPrice['type']; description: string; monthNumber: number | null }): Promise<MemberPlanPrice> {
  return inTransaction(ctx, async ({ trx, now }) => {
    await ownedGroup(trx, userId, b.companyGroupId);
    if (b.type === 'one_time' && !b.monthNumber) throw new HttpError(400, 'monthNumber: required for a one-time price');
    const row = await trx.insertInto('cg_member_plan_prices').values({
      id: randomUUID(), company_group_id: b.companyGroupId, cents: b.cents, type: b.type, description: b.description,
      month_number: b.type === 'one_time' ? b.monthNumber : null, as_deactivated: false, created_at: now,
    }).returningAll().executeTakeFirstOrThrow();
    return toPrice(row);
  });
}

export async function updatePrice(ctx: AppContext, userId: string, id: string, b: { asDeactivated: boolean }): Promise<MemberPlanPrice> {
  return inTransaction(ctx, async ({ trx }) => {
    const p = await trx.selectFrom('cg_member_plan_prices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!p) throw new HttpError(404, 'Price not found');
    await ownedGroup(trx, userId, p.company_group_id);
    return toPrice(await trx.updateTable('cg_member_plan_prices').set({ as_deactivated: b.asDeactivated }).where('id', '=', id).returningAll().executeTakeFirstOrThrow());
  });
}

export type JoinRequest = {
  cgMemberPlanPriceId: string;
  paymentMethod: PaymentMethod;
  paymentInstrumentId?: string | null;
  couponCodes: string[];
  idempotencyKey: string;
};

/** The price on sale and its group; a private group's only to those invited to it (or asking to join). */
async function priceAndGroup(trx: Transaction<DB>, priceId: string, userId: string) {
  const row = await trx.selectFrom('cg_member_plan_prices').innerJoin('company_groups as g', 'g.id', 'cg_member_plan_prices.company_group_id')
    .selectAll('cg_member_plan_prices').select(['g.name as group_name', 'g.owner_id as owner_id', 'g.profile_name as group_profile', 'g.as_private'])
    .where('cg_member_plan_prices.id', '=', priceId).executeTakeFirst();
  if (!row || row.as_deactivated || !(await seesProfile(trx, { id: row.company_group_id, owner_id: row.owner_id, as_private: row.as_private }, userId))) {
    throw new HttpError(400, 'cgMemberPlanPriceId: no such price');
  }
  return row;
}

async function addMember(uow: UnitOfWork, groupId: string, userId: string) {
  const added = await uow.trx.insertInto('company_group_members').values({ id: randomUUID(), company_group_id: groupId, user_id: userId, role: 'MEMBER', hidden: false, group_category_ids: '[]', created_at: uow.now })
    .onConflict((oc) => oc.columns(['company_group_id', 'user_id']).doNothing()).returning('id').executeTakeFirst();
  if (added) await emitMembership(uow, { companyGroupId: groupId, userId, memberId: added.id }, 'CREATED');
}

/** Removes a paid MEMBER row unless another paid membership of the same group is still running. */
async function endMembership(uow: UnitOfWork, groupId: string, userId: string) {
  const { trx } = uow;
  const sub = await trx.selectFrom('cg_member_plan_subscriptions').select('id').where('company_group_id', '=', groupId).where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
  const ord = await trx.selectFrom('cg_member_plan_orders').select('id').where('company_group_id', '=', groupId).where('user_id', '=', userId).where('as_completed', '=', false).executeTakeFirst();
  if (sub || ord) return;
  const removed = await trx.deleteFrom('company_group_members').where('company_group_id', '=', groupId).where('user_id', '=', userId).where('role', '=', 'MEMBER').returning('id').execute();
  for (const r of removed) await emitMembership(uow, { companyGroupId: groupId, userId, memberId: r.id }, 'DELETED');
}

export const ALREADY_SUBSCRIBED = 'You already have a subscription to this group';

const priorOrder = (trx: Transaction<DB>, userId: string, key: string) =>
  trx.selectFrom('pay_orders').select('id').where('idempotency_key', '=', `${userId}:${key}`).executeTakeFirst();

async function refuseIfSubscribed(trx: Transaction<DB>, userId: string, groupId: string) {
  // one subscribe per user and group at a time: the second waits here and then sees the first one's subscription
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`member-sub:${userId}:${groupId}`}))`.execute(trx);
  const active = await trx.selectFrom('cg_member_plan_subscriptions').select('id').where('user_id', '=', userId).where('company_group_id', '=', groupId).where('ended_at', 'is', null).executeTakeFirst();
  if (active) throw new HttpError(409, ALREADY_SUBSCRIBED);
}

export type JoinResult = { quote: ChargeQuote; message: string | null; subscription: MemberPlanSubscription | null; order: MemberPlanOrder | null };

const joinPayable = payable('member-plans.join', async (uow: UnitOfWork, gateway: PaymentGateway, { userId, req, as }: { userId: string; req: JoinRequest; as: 'order' | 'subscription' }) => {
  const { trx, now } = uow;
  const p = await priceAndGroup(trx, req.cgMemberPlanPriceId, userId);
  if (isSubscriptionType(p.type) !== (as === 'subscription')) throw new HttpError(400, as === 'subscription' ? 'This price is not a subscription price' : 'This price is not a one-time price');
  if (p.owner_id === userId) throw new HttpError(400, 'The group owner is a member already');
  // refused before the card is charged, unless this is a replay of a payment already made (pay() answers it)
  if (as === 'subscription' && !(await priorOrder(trx, userId, req.idempotencyKey))) await refuseIfSubscribed(trx, userId, p.company_group_id);
  const paid = await pay(uow, gateway, {
    kind: as === 'subscription' ? 'CG_MEMBER_SUBSCRIPTION' : 'CG_MEMBER_ORDER', description: `Membership of ${p.group_name}`,
    buyerUserId: userId, sellerUserId: p.owner_id, priceCents: p.cents, couponCodes: req.couponCodes, companyGroupId: p.company_group_id,
    paymentMethod: req.paymentMethod, paymentInstrumentId: req.paymentInstrumentId, idempotencyKey: req.idempotencyKey,
  });
  const message = paymentSuccessMessage(p.group_name, as === 'subscription');
  if (as === 'subscription') {
    let subId: string;
    if (paid.replayed) {
      const found = await trx.selectFrom('cg_member_plan_subscriptions').select('id').where('user_id', '=', userId)
        .where('created_at', '=', paid.order.createdAt).where('cg_member_plan_price_id', '=', p.id).executeTakeFirst();
      if (!found) throw new HttpError(409, 'This payment was made for something else');
      subId = found.id;
    } else {
      subId = randomUUID();
      await trx.insertInto('cg_member_plan_subscriptions').values({
        id: subId, user_id: userId, company_group_id: p.company_group_id, cg_member_plan_price_id: p.id, cents: p.cents, payment_method: req.paymentMethod,
        payment_instrument_id: req.paymentInstrumentId ?? null, next_expired_at: addMonthsUtc(now, periodMonths(toPrice(p))), cancelled: false, ended_at: null, payment_error: null, created_at: now,
      }).execute();
      await addMember(uow, p.company_group_id, userId);
    }
    const subscription = await subscriptionById(trx, subId);
    if (!paid.replayed) await uow.emit(userId, MEMBER_PLAN_EVENT, 'CREATED', subscription);
    return { quote: paid.quote, message, subscription, order: null };
  }
  let ord = await trx.selectFrom('cg_member_plan_orders').select('id').where('order_id', '=', paid.order.id).executeTakeFirst();
  if (!ord) {
    ord = { id: randomUUID() };
    await trx.insertInto('cg_member_plan_orders').values({
      id: ord.id, user_id: userId, company_group_id: p.company_group_id, cg_member_plan_price_id: p.id, order_id: paid.order.id,
      created_at: now, expired_at: addMonthsUtc(now, periodMonths(toPrice(p))), as_completed: false,
    }).execute();
    await addMember(uow, p.company_group_id, userId);
  }
  const order = await orderById(trx, ord.id);
  if (!paid.replayed) await uow.emit(userId, MEMBER_PLAN_EVENT, 'CREATED', order);
  return { quote: paid.quote, message, subscription: null, order };
});

/** A one-time order or a subscription; dryRun returns only the quote. */
export async function joinPaid(ctx: AppContext, gateway: PaymentGateway, userId: string, req: JoinRequest & { dryRun: boolean }, as: 'order' | 'subscription'): Promise<JoinResult> {
  if (req.dryRun) {
    return inTransaction(ctx, async ({ trx, now }) => {
      const p = await priceAndGroup(trx, req.cgMemberPlanPriceId, userId);
      return { quote: await quoteFor(trx, { sellerUserId: p.owner_id, priceCents: p.cents, couponCodes: req.couponCodes, companyGroupId: p.company_group_id }, now), message: null, subscription: null, order: null };
    });
  }
  return runPayable(ctx, gateway, joinPayable, { userId, req, as });
}

const subQuery = (trx: Transaction<DB> | AppContext['db']) => trx.selectFrom('cg_member_plan_subscriptions as s')
  .innerJoin('cg_member_plan_prices as p', 'p.id', 's.cg_member_plan_price_id').innerJoin('company_groups as g', 'g.id', 's.company_group_id')
  .selectAll('p').select(['s.id as sid', 's.user_id', 's.company_group_id as gid', 's.next_expired_at', 's.cancelled', 's.payment_error', 's.created_at as s_created', 's.ended_at', 'g.name as group_name', 'g.profile_name as group_profile']);
type SubRow = Awaited<ReturnType<ReturnType<typeof subQuery>['executeTakeFirstOrThrow']>>;
const toSubscription = (r: SubRow): MemberPlanSubscription => ({
  id: r.sid, companyGroupId: r.gid, groupName: r.group_name, groupProfileName: r.group_profile, cgMemberPlanPriceId: r.id, price: toPrice(r),
  nextExpiredAt: r.next_expired_at, cancelled: r.cancelled, paymentError: r.payment_error, createdAt: r.s_created,
});
export const subscriptionById = async (trx: Transaction<DB> | AppContext['db'], id: string) => toSubscription(await subQuery(trx).where('s.id', '=', id).executeTakeFirstOrThrow());

const ordQuery = (trx: Transaction<DB> | AppContext['db']) => trx.selectFrom('cg_member_plan_orders as o')
  .innerJoin('cg_member_plan_prices as p', 'p.id', 'o.cg_member_plan_price_id').innerJoin('company_groups as g', 'g.id', 'o.company_group_id')
  .selectAll('p').select(['o.id as oid', 'o.user_id', 'o.company_group_id as gid', 'o.order_id', 'o.created_at as o_created', 'o.expired_at', 'o.as_completed', 'g.name as group_name', 'g.profile_name as group_profile']);
type OrdRow = Awaited<ReturnType<ReturnType<typeof ordQuery>['executeTakeFirstOrThrow']>>;
const toMemberOrder = (r: OrdRow): MemberPlanOrder => ({
  id: r.oid, companyGroupId: r.gid, groupName: r.group_name, groupProfileName: r.group_profile, cgMemberPlanPriceId: r.id, price: toPrice(r),
  orderId: r.order_id, createdAt: r.o_created, expiredAt: r.expired_at, asCompleted: r.as_completed,
});
const orderById = async (trx: Transaction<DB>, id: string) => toMemberOrder(await ordQuery(trx).where('o.id', '=', id).executeTakeFirstOrThrow());

export async function listSubscriptions(ctx: AppContext, userId: string): Promise<MemberPlanSubscription[]> {
  return (await subQuery(ctx.db).where('s.user_id', '=', userId).where('s.ended_at', 'is', null).orderBy('s.created_at', 'desc').execute()).map(toSubscription);
}

export async function getSubscription(ctx: AppContext, userId: string, id: string): Promise<MemberPlanSubscription> {
  const r = await subQuery(ctx.db).where('s.id', '=', id).executeTakeFirst();
  if (!r || r.user_id !== userId) throw new HttpError(404, 'Subscription not found');
  return toSubscription(r);
}

export async function cancelSubscription(ctx: AppContext, userId: string, id: string, cancelled: boolean): Promise<MemberPlanSubscription> {
  return inTransaction(ctx, async (uow) => {
    const r = await uow.trx.updateTable('cg_member_plan_subscriptions').set({ cancelled }).where('id', '=', id).where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new HttpError(404, 'Subscription not found');
    const sub = await subscriptionById(uow.trx, id);
    await uow.emit(userId, MEMBER_PLAN_EVENT, 'UPDATED', sub);
    return sub;
  });
}

const retryPayable = payable('member-plans.retry', async (uow: UnitOfWork, gateway: PaymentGateway, { userId, id, m }: { userId: string; id: string; m: { paymentMethod?: PaymentMethod | undefined; paymentInstrumentId?: string | null | undefined } }) => {
  const s = await uow.trx.selectFrom('cg_member_plan_subscriptions').selectAll().where('id', '=', id).where('user_id', '=', userId).where('ended_at', 'is', null).forUpdate().executeTakeFirst();
  if (!s) throw new HttpError(404, 'Subscription not found');
  if (!s.payment_error) throw new HttpError(400, NO_FAILED_PAYMENT);
  const price = await uow.trx.selectFrom('cg_member_plan_prices').selectAll().where('id', '=', s.cg_member_plan_price_id).executeTakeFirstOrThrow();
  const owner = await uow.trx.selectFrom('company_groups').select(['owner_id', 'name']).where('id', '=', s.company_group_id).executeTakeFirstOrThrow();
  const method = m.paymentMethod ?? s.payment_method;
  const instrument = m.paymentMethod || m.paymentInstrumentId !== undefined ? (m.paymentInstrumentId ?? null) : s.payment_instrument_id;
  await pay(uow, gateway, {
    kind: 'CG_MEMBER_SUBSCRIPTION', description: `Membership of ${owner.name} (renewal)`, buyerUserId: userId, sellerUserId: owner.owner_id,
    priceCents: s.cents, couponCodes: [], paymentMethod: method, paymentInstrumentId: instrument, idempotencyKey: `renewal:${s.id}:${s.next_expired_at}`, companyGroupId: s.company_group_id,
  });
  await uow.trx.updateTable('cg_member_plan_subscriptions').set({
    next_expired_at: addMonthsUtc(s.next_expired_at, periodMonths(toPrice(price))), payment_error: null, payment_method: method, payment_instrument_id: instrument,
  }).where('id', '=', s.id).execute();
  const sub = await subscriptionById(uow.trx, s.id);
  await uow.emit(userId, MEMBER_PLAN_EVENT, 'UPDATED', sub);
  return { ...sub, message: PAYMENT_RETRY_SUCCEEDED };
});

/**
 * Retry of a failed renewal by the subscriber, optionally with another method or card: the same per-period key
 * as the cron's, so a retry racing the cron (or a double click) pays the period once. A failed retry writes nothing.
 */
export async function retrySubscription(
  ctx: AppContext, gateway: PaymentGateway, userId: string, id: string, m: { paymentMethod?: PaymentMethod | undefined; paymentInstrumentId?: string | null | undefined },
): Promise<MemberPlanSubscription & { message: string }> {
  return runPayable(ctx, gateway, retryPayable, { userId, id, m });
}

export async function listMemberOrders(ctx: AppContext, userId: string, q: { asCompleted?: boolean }): Promise<MemberPlanOrder[]> {
  let query = ordQuery(ctx.db).where('o.user_id', '=', userId);
  if (q.asCompleted !== undefined) query = query.where('o.as_completed', '=', q.asCompleted);
  return (await query.orderBy('o.created_at', 'desc').execute()).map(toMemberOrder);
}

async function notify(uow: UnitOfWork, userId: string, content: string, link: string) {
  const n = { id: randomUUID(), receiver_id: userId, content, link, has_read: false, created_at: uow.now };
  await uow.trx.insertInto('notifications').values(n).execute();
  await uow.emit(userId, 'NOTIFICATION', 'CREATED', { id: n.id, receiverId: userId, content, link, hasRead: false, createdAt: uow.now });
}

/** One renewal of one period (the subscription as the cron read it: a period already renewed is left alone). */
const renewPayable = payable('member-plans.renew', async (uow: UnitOfWork, gateway: PaymentGateway, a: { id: string; nextExpiredAt: number }) => {
  const s = await uow.trx.selectFrom('cg_member_plan_subscriptions').selectAll().where('id', '=', a.id).where('ended_at', 'is', null).forUpdate().executeTakeFirst();
  if (!s || s.next_expired_at !== a.nextExpiredAt) return;
  const price = await uow.trx.selectFrom('cg_member_plan_prices').selectAll().where('id', '=', s.cg_member_plan_price_id).executeTakeFirstOrThrow();
  const owner = await uow.trx.selectFrom('company_groups').select(['owner_id', 'name']).where('id', '=', s.company_group_id).executeTakeFirstOrThrow();
  await pay(uow, gateway, {
    kind: 'CG_MEMBER_SUBSCRIPTION', description: `Membership of ${owner.name} (renewal)`, buyerUserId: s.user_id, sellerUserId: owner.owner_id,
    priceCents: s.cents, couponCodes: [], paymentMethod: s.payment_method, paymentInstrumentId: s.payment_instrument_id, idempotencyKey: `renewal:${s.id}:${s.next_expired_at}`, companyGroupId: s.company_group_id,
  });
  await uow.trx.updateTable('cg_member_plan_subscriptions').set({ next_expired_at: addMonthsUtc(s.next_expired_at, periodMonths(toPrice(price))), payment_error: null }).where('id', '=', s.id).execute();
  await uow.emit(s.user_id, MEMBER_PLAN_EVENT, 'UPDATED', await subscriptionById(uow.trx, s.id));
});

/**
 * The cron pass: renews due subscriptions (each period once, under a per-period idempotency key), records a
 * payment error when a renewal fails, ends cancelled subscriptions and one-time memberships at their end date.
 * Returns what it did (tests read it).
 */
export async function runMemberPlanJobs(ctx: AppContext, gateway: PaymentGateway): Promise<{ renewed: number; failed: number; ended: number }> {
  const out = { renewed: 0, failed: 0, ended: 0 };
  const now = ctx.clock.now();
  const due = await ctx.db.selectFrom('cg_member_plan_subscriptions').selectAll().where('ended_at', 'is', null).where('next_expired_at', '<=', now).orderBy('next_expired_at').limit(500).execute();
  for (const s of due) {
    if (s.cancelled) {
      await inTransaction(ctx, async (uow) => {
        await uow.trx.updateTable('cg_member_plan_subscriptions').set({ ended_at: uow.now }).where('id', '=', s.id).execute();
        await endMembership(uow, s.company_group_id, s.user_id);
        await uow.emit(s.user_id, MEMBER_PLAN_EVENT, 'DELETED', await subscriptionById(uow.trx, s.id));
      });
      out.ended += 1;
      continue;
    }
    try {
      await runPayable(ctx, gateway, renewPayable, { id: s.id, nextExpiredAt: s.next_expired_at });
      out.renewed += 1;
    } catch (err) {
      const message = err instanceof HttpError ? err.message : 'Payment failed';
      if (!(err instanceof HttpError)) ctx.log('renewal failed', err);
      await inTransaction(ctx, async (uow) => {
        await uow.trx.updateTable('cg_member_plan_subscriptions').set({ payment_error: message }).where('id', '=', s.id).execute();
        const sub = await subscriptionById(uow.trx, s.id);
        await uow.emit(s.user_id, MEMBER_PLAN_EVENT, 'UPDATED', sub);
        if (s.payment_error !== message) await notify(uow, s.user_id, `The renewal of your membership of ${sub.groupName} failed: ${message}`, `/me/billing/subscriptions/cg-member-subscriptions/${s.id}`);
      });
      out.failed += 1;
    }
  }
  const ending = await ctx.db.selectFrom('cg_member_plan_orders').select(['id', 'user_id', 'company_group_id']).where('as_completed', '=', false).where('expired_at', '<=', now).limit(500).execute();
  for (const o of ending) {
    await inTransaction(ctx, async (uow) => {
      await uow.trx.updateTable('cg_member_plan_orders').set({ as_completed: true }).where('id', '=', o.id).execute();
      await endMembership(uow, o.company_group_id, o.user_id);
      await uow.emit(o.user_id, MEMBER_PLAN_EVENT, 'DELETED', await orderById(uow.trx, o.id));
    });
    out.ended += 1;
  }
  return out;
}
