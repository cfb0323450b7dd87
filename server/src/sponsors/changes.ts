// Changes to a running sponsorship (spec 4): cancel / re-subscribe, same-rank switch and lower-rank downgrade
// (applied at the next renewal), higher-rank upgrade (charged now, pro rata credit, new cycle from now),
// recharge after a failed renewal; and the renewal job (runSponsorJobs) the module's cron runs.
import type { Selectable } from 'kysely';
import { addMonthsUtc, type ChargeQuote, type PaymentMethod } from '../../../src/domain/billing';
import {
  cycleMonths, planChangeOf, SPONSOR_MESSAGES, upgradeCharge, type PlanChange, type SponsorSubscription, type SponsorSubscriptionPatch,
} from '../../../src/domain/sponsors';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { PaymentGateway } from '../billing/gateway';
import { payable, runPayable } from '../billing/intents';
import { pay, quoteFor, toOrder } from '../billing/payments';
import { notify } from '../groups/notify';
import { HttpError } from '../http/errors';
import type { SponsorsTables } from './tables';
import { liveCount, saleOf } from './subscribe';
import { SPONSOR_EVENT, subscriptionById, type Db } from './views';

type SubRow = Selectable<SponsorsTables['cg_sponsor_subscriptions']>;
export type PatchResult = { subscription: SponsorSubscription; message: string; quote: ChargeQuote | null };

export const CHANGE_MESSAGES = {
  ended: 'This sponsorship has ended',
  scheduled: 'Your sponsorship plan will change at the next billing date',
  upgraded: 'Sponsorship upgraded',
  upgradeQuote: 'Upgrade price for the rest of this cycle credited',
  samePrice: 'This is already your plan and price',
  otherGroup: 'That price belongs to another group',
  cancelledFirst: 'Re-subscribe before changing the plan of a cancelled sponsorship',
  retryFirst: 'Retry the failed payment before upgrading',
  noFailure: 'There is no failed payment to retry',
  wrong: (key: string, change: PlanChange) =>
    `${key} does not fit this price: it is ${change === 'upgrade' ? 'a higher rank (use _upgradeToPriceId)' : change === 'downgrade' ? 'a lower rank (use _downgradeToPriceId)' : 'the same rank (use _switchToPriceId)'}`,
} as const;

const emitChange = async (uow: UnitOfWork, userId: string, id: string, action: 'UPDATED' | 'DELETED') => {
  const subscription = await subscriptionById(uow.trx, id);
  await uow.emit(userId, SPONSOR_EVENT, action, { kind: 'CG_SPONSOR_SUBSCRIPTION', id, subscription });
  return subscription;
};

const ownerOf = (db: Db, groupId: string) => db.selectFrom('company_groups').select(['owner_id', 'name', 'profile_name']).where('id', '=', groupId).executeTakeFirstOrThrow();

async function currentRank(db: Db, s: SubRow) {
  const plan = await db.selectFrom('cg_sponsor_plans').select(['rank']).where('id', '=', s.cg_sponsor_plan_id).executeTakeFirstOrThrow();
  const price = await db.selectFrom('cg_sponsor_plan_prices').select(['cents', 'type']).where('id', '=', s.cg_sponsor_plan_price_id).executeTakeFirstOrThrow();
  return { rank: plan.rank, cents: Number(price.cents), type: price.type };
}

/** The target of a switch, downgrade or upgrade: on sale, in the same group, in the direction the key names, with a slot. */
async function targetOf(db: Db, s: SubRow, priceId: string, key: string, want: PlanChange) {
  const sale = await saleOf(db, priceId, true);
  if (sale.group.id !== s.company_group_id) throw new HttpError(400, CHANGE_MESSAGES.otherGroup);
  const cur = await currentRank(db, s);
  const change = planChangeOf({ rank: cur.rank, priceId: s.cg_sponsor_plan_price_id }, { rank: sale.plan.rank, priceId });
  if (change === 'none') throw new HttpError(400, CHANGE_MESSAGES.samePrice);
  if (change !== want) throw new HttpError(400, CHANGE_MESSAGES.wrong(key, change));
  if (sale.plan.id !== s.cg_sponsor_plan_id && (await liveCount(db, sale.plan.id, s.id)) >= sale.plan.subscription_max) throw new HttpError(409, SPONSOR_MESSAGES.full);
  return { sale, cur };
}

/** A card that still exists, else null (the default card). */
async function instrumentOf(db: Db, userId: string, method: PaymentMethod, instrument: string | null): Promise<string | null> {
  if (method !== 'CARD' || !instrument) return null;
  const card = await db.selectFrom('pay_cards').select('id').where('id', '=', instrument).where('user_id', '=', userId).executeTakeFirst();
  return card?.id ?? null;
}

/** Pays the next cycle (applying a pending switch or downgrade when its plan still has a slot) and moves the cycle on. */
async function renewNow(uow: UnitOfWork, gateway: PaymentGateway, s: SubRow, m: { method: PaymentMethod; instrument: string | null; key: string }) {
  const { trx } = uow;
  let priceId = s.cg_sponsor_plan_price_id;
  if (s.will_downgrade_to_price_id) {
    const sale = await saleOf(trx, s.will_downgrade_to_price_id, true).catch(() => null);
    const room = sale && (sale.plan.id === s.cg_sponsor_plan_id || (await liveCount(trx, sale.plan.id, s.id)) < sale.plan.subscription_max);
    if (sale && room) priceId = sale.price.id;
  }
  const price = await trx.selectFrom('cg_sponsor_plan_prices').selectAll().where('id', '=', priceId).executeTakeFirstOrThrow();
  const g = await ownerOf(trx, s.company_group_id);
  const paid = await pay(uow, gateway, {
    kind: 'CG_SPONSOR_SUBSCRIPTION', description: `Sponsorship of ${g.name} (renewal)`, buyerUserId: s.user_id, sellerUserId: g.owner_id, priceCents: Number(price.cents),
    couponCodes: [], paymentMethod: m.method, paymentInstrumentId: await instrumentOf(trx, s.user_id, m.method, m.instrument), idempotencyKey: m.key, companyGroupId: s.company_group_id,
  });
  await trx.updateTable('cg_sponsor_subscriptions').set({
    cg_sponsor_plan_price_id: price.id, cg_sponsor_plan_id: price.cg_sponsor_plan_id, will_downgrade_to_price_id: null, payment_error: null,
    cycle_start_at: s.next_expired_at, next_expired_at: addMonthsUtc(s.next_expired_at, cycleMonths(price.type)), payment_method: m.method, payment_instrument_id: m.instrument,
  }).where('id', '=', s.id).execute();
  return paid.quote;
}

const priorOrder = (db: Db, userId: string, key: string) => db.selectFrom('pay_orders').selectAll().where('idempotency_key', '=', `${userId}:${key}`).executeTakeFirst();
const quoteOfOrder = (o: ReturnType<typeof toOrder>): ChargeQuote => ({ cents: o.cents, discountCents: o.discountCents, tranxCents: o.tranxCents, finalCents: o.finalCents, couponCodes: o.couponCodes });

const isDryRun = (patch: SponsorSubscriptionPatch) => '_upgradeToPriceId' in patch && patch._dryRun === true;

async function patchWork(uow: UnitOfWork, gateway: PaymentGateway, userId: string, id: string, patch: SponsorSubscriptionPatch): Promise<PatchResult> {
  const dryRun = isDryRun(patch);
  const { trx, now } = uow;
  const s = await trx.selectFrom('cg_sponsor_subscriptions').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!s) throw new HttpError(404, 'Subscription not found');
  if ('idempotencyKey' in patch && !dryRun) {
    const prior = await priorOrder(trx, userId, patch.idempotencyKey);
    if (prior) {
      const message = '_recharge' in patch ? SPONSOR_MESSAGES.retried : CHANGE_MESSAGES.upgraded;
      return { subscription: await subscriptionById(trx, id), message, quote: quoteOfOrder(toOrder(prior)) };
    }
  }
  if (s.ended_at !== null) throw new HttpError(400, CHANGE_MESSAGES.ended);
  if ('cancelled' in patch) {
    await trx.updateTable('cg_sponsor_subscriptions').set({ cancelled: patch.cancelled }).where('id', '=', id).execute();
    return { subscription: await emitChange(uow, userId, id, 'UPDATED'), message: patch.cancelled ? SPONSOR_MESSAGES.unsubscribed : SPONSOR_MESSAGES.resubscribed, quote: null };
  }
  if ('_switchToPriceId' in patch || '_downgradeToPriceId' in patch) {
    const [key, priceId, want] = '_switchToPriceId' in patch
      ? ['_switchToPriceId', patch._switchToPriceId, 'switch' as const] : ['_downgradeToPriceId', patch._downgradeToPriceId, 'downgrade' as const];
    if (s.cancelled) throw new HttpError(400, CHANGE_MESSAGES.cancelledFirst);
    await targetOf(trx, s, priceId, key, want);
    await trx.updateTable('cg_sponsor_subscriptions').set({ will_downgrade_to_price_id: priceId }).where('id', '=', id).execute();
    return { subscription: await emitChange(uow, userId, id, 'UPDATED'), message: CHANGE_MESSAGES.scheduled, quote: null };
  }
  if ('_upgradeToPriceId' in patch) {
    if (s.cancelled) throw new HttpError(400, CHANGE_MESSAGES.cancelledFirst);
    if (s.payment_error) throw new HttpError(400, CHANGE_MESSAGES.retryFirst);
    const { sale, cur } = await targetOf(trx, s, patch._upgradeToPriceId, '_upgradeToPriceId', 'upgrade');
    const { chargeCents } = upgradeCharge({ oldCents: cur.cents, newCents: Number(sale.price.cents), cycleStart: s.cycle_start_at, cycleEnd: s.next_expired_at, now });
    if (dryRun) {
      const quote = await quoteFor(trx, { sellerUserId: sale.group.owner_id, priceCents: chargeCents, couponCodes: [], companyGroupId: sale.group.id }, now);
      return { subscription: await subscriptionById(trx, id), message: CHANGE_MESSAGES.upgradeQuote, quote };
    }
    const paid = await pay(uow, gateway, {
      kind: 'CG_SPONSOR_SUBSCRIPTION', description: `Sponsorship of ${sale.group.name} (upgrade to ${sale.plan.name})`, buyerUserId: userId, sellerUserId: sale.group.owner_id,
      priceCents: chargeCents, couponCodes: [], paymentMethod: patch.paymentMethod, paymentInstrumentId: patch.paymentInstrumentId, idempotencyKey: patch.idempotencyKey,
      companyGroupId: sale.group.id,
    });
    await trx.updateTable('cg_sponsor_subscriptions').set({
      cg_sponsor_plan_id: sale.plan.id, cg_sponsor_plan_price_id: sale.price.id, will_downgrade_to_price_id: null, cycle_start_at: now,
      next_expired_at: addMonthsUtc(now, cycleMonths(sale.price.type)), payment_method: patch.paymentMethod, payment_instrument_id: patch.paymentInstrumentId,
    }).where('id', '=', id).execute();
    return { subscription: await emitChange(uow, userId, id, 'UPDATED'), message: CHANGE_MESSAGES.upgraded, quote: paid.quote };
  }
  if (!s.payment_error) throw new HttpError(400, CHANGE_MESSAGES.noFailure);
  const quote = await renewNow(uow, gateway, s, { method: patch.paymentMethod, instrument: patch.paymentInstrumentId, key: patch.idempotencyKey });
  return { subscription: await emitChange(uow, userId, id, 'UPDATED'), message: SPONSOR_MESSAGES.retried, quote };
}

const patchPayable = payable('sponsors.patch', (uow: UnitOfWork, gateway: PaymentGateway, a: { userId: string; id: string; patch: SponsorSubscriptionPatch }) =>
  patchWork(uow, gateway, a.userId, a.id, a.patch));

export async function patchSubscription(ctx: AppContext, gateway: PaymentGateway, userId: string, id: string, patch: SponsorSubscriptionPatch): Promise<PatchResult> {
  const work = (uow: UnitOfWork) => patchWork(uow, gateway, userId, id, patch);
  if (isDryRun(patch)) {
    // a quote writes nothing: run the same checks in a transaction that is rolled back
    let out: PatchResult | null = null;
    await inTransaction(ctx, async (uow) => {
      out = await work(uow);
      throw new DryRun();
    }).catch((err: unknown) => {
      if (!(err instanceof DryRun)) throw err;
    });
    if (!out) throw new Error('dry run gave nothing');
    return out;
  }
  return runPayable(ctx, gateway, patchPayable, { userId, id, patch });
}

class DryRun extends Error {}

/** Ends a subscription at once (a removal) or at its cycle end (a cancelled one, by the job). */
export async function endSubscription(uow: UnitOfWork, s: { id: string; user_id: string }): Promise<void> {
  await uow.trx.updateTable('cg_sponsor_subscriptions').set({ ended_at: uow.now, cancelled: true }).where('id', '=', s.id).execute();
  await emitChange(uow, s.user_id, s.id, 'DELETED');
}

const lockDue = (uow: UnitOfWork, id: string) => uow.trx.selectFrom('cg_sponsor_subscriptions').selectAll().where('id', '=', id).where('ended_at', 'is', null)
  .where('next_expired_at', '<=', uow.now).forUpdate().executeTakeFirst();

/** One due subscription: ended when cancelled, else renewed once for its cycle. */
const sponsorRenewPayable = payable('sponsors.renew', async (uow: UnitOfWork, gateway: PaymentGateway, a: { id: string }) => {
  const s = await lockDue(uow, a.id);
  if (!s) return null;
  if (s.cancelled) {
    await endSubscription(uow, s);
    return 'ended' as const;
  }
  await renewNow(uow, gateway, s, { method: s.payment_method, instrument: s.payment_instrument_id, key: `sponsor-renewal:${s.id}:${s.next_expired_at}` });
  await emitChange(uow, s.user_id, s.id, 'UPDATED');
  return 'renewed' as const;
});

/**
 * The cron pass: due subscriptions (nextExpiredAt <= now, not ended): a cancelled one ends; the others renew
 * (a pending switch or downgrade applied), once per cycle under the key `sponsor-renewal:{id}:{nextExpiredAt}`;
 * a failed renewal keeps the sponsor listed and records paymentError (the subscriber retries with _recharge).
 */
export async function runSponsorJobs(ctx: AppContext, gateway: PaymentGateway): Promise<{ renewed: number; failed: number; ended: number }> {
  const out = { renewed: 0, failed: 0, ended: 0 };
  const now = ctx.clock.now();
  const due = await ctx.db.selectFrom('cg_sponsor_subscriptions').select('id').where('ended_at', 'is', null).where('next_expired_at', '<=', now).orderBy('next_expired_at').limit(500).execute();
  for (const { id } of due) {
    try {
      const did = await runPayable(ctx, gateway, sponsorRenewPayable, { id });
      if (did) out[did] += 1;
    } catch (err) {
      const message = err instanceof HttpError ? err.message : 'Payment failed';
      if (!(err instanceof HttpError)) ctx.log('sponsor renewal failed', err);
      const failed = await inTransaction(ctx, async (uow) => {
        const s = await lockDue(uow, id);
        if (!s) return false;
        await uow.trx.updateTable('cg_sponsor_subscriptions').set({ payment_error: message }).where('id', '=', id).execute();
        const sub = await emitChange(uow, s.user_id, id, 'UPDATED');
        if (s.payment_error !== message) {
          await notify(uow, s.user_id, `The renewal of your sponsorship of ${sub.groupName} failed: ${message}`, `/me/billing/subscriptions/cg-sponsor-subscriptions/${id}`);
        }
        return true;
      });
      if (failed) out.failed += 1;
    }
  }
  return out;
}
