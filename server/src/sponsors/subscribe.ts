// Subscribing to a sponsor plan (spec 4, 7): one paying path (pay()), seller = the group owner, the caller's
// coupons and idempotency key. A double submit charges once and answers the same subscription.
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { addMonthsUtc, type ChargeQuote, type PaymentMethod } from '../../../src/domain/billing';
import { cycleMonths, SPONSOR_MESSAGES, sponsorPaymentSuccess, type SponsorSubscription } from '../../../src/domain/sponsors';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { DB } from '../db/schema';
import type { PaymentGateway } from '../billing/gateway';
import { payable, runPayable } from '../billing/intents';
import { pay, quoteFor } from '../billing/payments';
import { requireGroupProfile } from '../groups/access';
import { notify } from '../groups/notify';
import { HttpError } from '../http/errors';
import { SPONSOR_EVENT, subscriptionById, type Db } from './views';

export const SPONSOR_ERRORS = {
  ownGroup: 'Group admins cannot sponsor their own group',
  already: 'You are already a sponsor of this group',
} as const;

export type SubscribeRequest = {
  cgSponsorPlanPriceId: string;
  paymentMethod: PaymentMethod;
  paymentInstrumentId?: string | null | undefined;
  couponCodes: string[];
  idempotencyKey: string;
  dryRun: boolean;
};
export type SubscribeResult = { quote: ChargeQuote; message: string | null; subscription: SponsorSubscription | null };

/** The price on sale with its plan and group; `lock` takes the plan row (slots are counted under it). */
export async function saleOf(db: Db, priceId: string, lock: boolean) {
  const price = await db.selectFrom('cg_sponsor_plan_prices').selectAll().where('id', '=', priceId).executeTakeFirst();
  if (!price || price.as_deactivated) throw new HttpError(404, SPONSOR_MESSAGES.noPrice);
  let pq = db.selectFrom('cg_sponsor_plans').selectAll().where('id', '=', price.cg_sponsor_plan_id);
  if (lock) pq = pq.forUpdate();
  const plan = await pq.executeTakeFirst();
  if (!plan || plan.as_deactivated) throw new HttpError(404, SPONSOR_MESSAGES.noPlan);
  const group = await db.selectFrom('company_groups').selectAll().where('id', '=', plan.company_group_id).executeTakeFirstOrThrow();
  return { price, plan, group };
}

export async function liveCount(db: Db, planId: string, exceptSubscriptionId: string | null = null): Promise<number> {
  let q = db.selectFrom('cg_sponsor_subscriptions').select((eb) => eb.fn.countAll<string>().as('n')).where('cg_sponsor_plan_id', '=', planId).where('ended_at', 'is', null);
  if (exceptSubscriptionId) q = q.where('id', '!=', exceptSubscriptionId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

async function refuseUnlessAllowed(db: Db, userId: string, sale: Awaited<ReturnType<typeof saleOf>>) {
  const v = await requireGroupProfile(db, sale.group, userId, SPONSOR_MESSAGES.noPrice);
  if (v.isOwner || v.isAdmin) throw new HttpError(403, SPONSOR_ERRORS.ownGroup);
}

async function refuseUnlessRoom(db: Db, userId: string, sale: Awaited<ReturnType<typeof saleOf>>) {
  const live = await db.selectFrom('cg_sponsor_subscriptions').select('id').where('user_id', '=', userId).where('company_group_id', '=', sale.group.id).where('ended_at', 'is', null).executeTakeFirst();
  if (live) throw new HttpError(409, SPONSOR_ERRORS.already);
  if ((await liveCount(db, sale.plan.id)) >= sale.plan.subscription_max) throw new HttpError(409, SPONSOR_MESSAGES.full);
}

const companyOf = async (trx: Transaction<DB>, userId: string) =>
  (await trx.selectFrom('companies').select('id').where('owner_id', '=', userId).orderBy('created_at').executeTakeFirst())?.id ?? null;

const subscribePayable = payable('sponsors.subscribe', async (uow: UnitOfWork, gateway: PaymentGateway, { userId, req }: { userId: string; req: SubscribeRequest }) => {
  const { trx, now } = uow;
  const sale = await saleOf(trx, req.cgSponsorPlanPriceId, true);
  await refuseUnlessAllowed(trx, userId, sale);
  // one subscribe per user and group at a time (two plans of one group: the live index would answer 500)
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`sponsor:${userId}:${sale.group.id}`}))`.execute(trx);
  // refused before the card is charged, unless this is a replay of a payment made (checked again after pay())
  const prior = await trx.selectFrom('pay_orders').select('id').where('idempotency_key', '=', `${userId}:${req.idempotencyKey}`).executeTakeFirst();
  if (!prior) await refuseUnlessRoom(trx, userId, sale);
  const paid = await pay(uow, gateway, {
    kind: 'CG_SPONSOR_SUBSCRIPTION', description: `Sponsorship of ${sale.group.name} (${sale.plan.name})`, buyerUserId: userId, sellerUserId: sale.group.owner_id,
    priceCents: Number(sale.price.cents), couponCodes: req.couponCodes, paymentMethod: req.paymentMethod, paymentInstrumentId: req.paymentInstrumentId ?? null,
    idempotencyKey: req.idempotencyKey, companyGroupId: sale.group.id,
  });
  const message = sponsorPaymentSuccess(sale.group.name);
  if (paid.replayed) {
    const found = await trx.selectFrom('cg_sponsor_subscriptions').select('id').where('order_id', '=', paid.order.id).where('user_id', '=', userId).executeTakeFirst();
    if (!found) throw new HttpError(409, 'This payment was made for something else');
    return { quote: paid.quote, message, subscription: await subscriptionById(trx, found.id) };
  }
  await refuseUnlessRoom(trx, userId, sale); // after pay(): a double submit waits on the key and replays above
  const id = randomUUID();
  await trx.insertInto('cg_sponsor_subscriptions').values({
    id, user_id: userId, company_group_id: sale.group.id, cg_sponsor_plan_id: sale.plan.id, cg_sponsor_plan_price_id: sale.price.id, order_id: paid.order.id,
    payment_method: req.paymentMethod, payment_instrument_id: req.paymentInstrumentId ?? null, cancelled: false, cycle_start_at: now,
    next_expired_at: addMonthsUtc(now, cycleMonths(sale.price.type)), will_downgrade_to_price_id: null, payment_error: null, ended_at: null, created_at: now,
  }).execute();
  await trx.insertInto('company_group_sponsors').values({
    id: randomUUID(), company_group_id: sale.group.id, cg_sponsor_subscription_id: id, user_id: userId, company_id: await companyOf(trx, userId),
    text: '', ad_link: '', banner_id: null, banner_key: null, banner_type: null, created_at: now,
  }).execute();
  const user = await trx.selectFrom('users').select(['email', 'firstname', 'lastname']).where('id', '=', userId).executeTakeFirstOrThrow();
  await trx.updateTable('cg_sponsor_invites').set({ status: 'ACCEPTED' })
    .where('company_group_id', '=', sale.group.id).where('email', '=', user.email.toLowerCase()).where('status', '=', 'PENDING').execute();
  await notify(uow, sale.group.owner_id, `${user.firstname} ${user.lastname} became a ${sale.plan.name} sponsor of ${sale.group.name}`, `/groups/${sale.group.profile_name}/sponsors`);
  const subscription = await subscriptionById(trx, id);
  await uow.emit(userId, SPONSOR_EVENT, 'CREATED', { kind: 'CG_SPONSOR_SUBSCRIPTION', id, subscription });
  return { quote: paid.quote, message, subscription };
});

export async function subscribe(ctx: AppContext, gateway: PaymentGateway, userId: string, req: SubscribeRequest): Promise<SubscribeResult> {
  if (req.dryRun) {
    return inTransaction(ctx, async ({ trx, now }) => {
      const sale = await saleOf(trx, req.cgSponsorPlanPriceId, false);
      await refuseUnlessAllowed(trx, userId, sale);
      await refuseUnlessRoom(trx, userId, sale);
      const quote = await quoteFor(trx, { sellerUserId: sale.group.owner_id, priceCents: Number(sale.price.cents), couponCodes: req.couponCodes, companyGroupId: sale.group.id }, now);
      return { quote, message: null, subscription: null };
    });
  }
  return runPayable(ctx, gateway, subscribePayable, { userId, req });
}
