// The site's own paid plans (MTZ plans): one running subscription per user, paid to the platform through the one
// paying path, renewed by the cron at nextExpiredAt; a failed renewal makes it inactive (not ready) with the
// error kept; cancelled ones end at their next billing date. Changes are MTZPLANSUBSCRIPTION events.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import { addMonthsUtc, type ChargeQuote, type MtzPlan, type MtzPlanSubscription, type PaymentMethod } from '../../../src/domain/billing';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';
import { payable, runPayable } from './intents';
import { MEMBER_PLAN_EVENT } from './member-plans';
import { pay, quoteFor } from './payments';
import type { BillingTables } from './tables';

export const MTZ_PLAN_MESSAGES = {
  none: 'You have no MTZ plan subscription',
  already: 'You already have an MTZ plan subscription',
  noPlan: 'mtzPlanId: no such plan',
} as const;
export const mtzPlanSuccess = (name: string) => `Payment success! Thank you for your subscription to the ${name} plan`;

type PlanRow = Selectable<BillingTables['mtz_plans']>;
export const toPlan = (r: PlanRow): MtzPlan => ({ id: r.id, name: r.name, description: r.description, cents: r.cents, type: r.type });
const months = (p: Pick<MtzPlan, 'type'>) => (p.type === 'year' ? 12 : 1);

export async function listMtzPlans(ctx: AppContext): Promise<MtzPlan[]> {
  return (await ctx.db.selectFrom('mtz_plans').selectAll().orderBy('cents').orderBy('id').execute()).map(toPlan);
}

async function subscriptionOf(trx: Transaction<DB> | AppContext['db'], where: { id: string } | { userId: string }): Promise<MtzPlanSubscription | null> {
  let q = trx.selectFrom('mtz_plan_subscriptions as s').innerJoin('mtz_plans as p', 'p.id', 's.mtz_plan_id').selectAll('p')
    .select(['s.id as sid', 's.cancelled', 's.ready', 's.next_expired_at', 's.payment_method', 's.payment_error', 's.created_at as s_created']);
  q = 'id' in where ? q.where('s.id', '=', where.id) : q.where('s.user_id', '=', where.userId).where('s.ended_at', 'is', null);
  const r = await q.executeTakeFirst();
  if (!r) return null;
  return {
    id: r.sid, mtzPlanId: r.id, plan: toPlan(r), cancelled: r.cancelled, ready: r.ready, nextExpiredAt: r.next_expired_at,
    paymentMethod: r.payment_method, paymentError: r.payment_error, createdAt: r.s_created,
  };
}
export const myMtzSubscription = (ctx: AppContext, userId: string) => subscriptionOf(ctx.db, { userId });

export type MtzSubscribeRequest = {
  mtzPlanId: string; paymentMethod: PaymentMethod; paymentInstrumentId?: string | null | undefined; couponCodes: string[]; idempotencyKey: string; dryRun: boolean;
};
export type MtzSubscribeResult = { quote: ChargeQuote; message: string | null; subscription: MtzPlanSubscription | null };

async function mtzPlanOf(trx: Transaction<DB>, req: { mtzPlanId: string }) {
  const p = await trx.selectFrom('mtz_plans').selectAll().where('id', '=', req.mtzPlanId).executeTakeFirst();
  if (!p) throw new HttpError(400, MTZ_PLAN_MESSAGES.noPlan);
  return p;
}

async function refuseIfRunning(trx: Transaction<DB>, userId: string) {
  // one subscribe per user at a time: the second waits here and then sees the first one's subscription
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`mtz-sub:${userId}`}))`.execute(trx);
  const running = await trx.selectFrom('mtz_plan_subscriptions').select('id').where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
  if (running) throw new HttpError(409, MTZ_PLAN_MESSAGES.already);
}

const subscribePayable = payable('mtz-plans.subscribe', async (uow: UnitOfWork, gateway: PaymentGateway, { userId, req }: { userId: string; req: MtzSubscribeRequest }) => {
  const { trx, now } = uow;
  const p = await mtzPlanOf(trx, req);
  // refused before the card is charged, unless this is a replay of a payment already made (pay() answers it)
  const prior = await trx.selectFrom('pay_orders').select('id').where('idempotency_key', '=', `${userId}:${req.idempotencyKey}`).executeTakeFirst();
  if (!prior) await refuseIfRunning(trx, userId);
  const paid = await pay(uow, gateway, {
    kind: 'MTZ_PLAN', description: `MTZ plan ${p.name}`, buyerUserId: userId, sellerUserId: null, priceCents: p.cents, couponCodes: req.couponCodes, mtzPlanId: p.id,
    paymentMethod: req.paymentMethod, paymentInstrumentId: req.paymentInstrumentId, idempotencyKey: req.idempotencyKey,
  });
  if (paid.replayed) {
    const running = await trx.selectFrom('mtz_plan_subscriptions').select(['id', 'created_at']).where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
    if (!running || running.created_at !== paid.order.createdAt) throw new HttpError(409, 'This payment was made for something else');
    return { quote: paid.quote, message: mtzPlanSuccess(p.name), subscription: await subscriptionOf(trx, { id: running.id }) };
  }
  const id = randomUUID();
  await trx.insertInto('mtz_plan_subscriptions').values({
    id, user_id: userId, mtz_plan_id: p.id, cancelled: false, ready: true, payment_method: req.paymentMethod, payment_instrument_id: req.paymentInstrumentId ?? null,
    next_expired_at: addMonthsUtc(now, months(p)), ended_at: null, payment_error: null, created_at: now,
  }).execute();
  const subscription = await subscriptionOf(trx, { id });
  await uow.emit(userId, MEMBER_PLAN_EVENT, 'CREATED', subscription);
  return { quote: paid.quote, message: mtzPlanSuccess(p.name), subscription };
});

export async function subscribeMtzPlan(ctx: AppContext, gateway: PaymentGateway, userId: string, req: MtzSubscribeRequest): Promise<MtzSubscribeResult> {
  const planOf = (trx: Transaction<DB>) => mtzPlanOf(trx, req);
  if (req.dryRun) {
    return inTransaction(ctx, async ({ trx, now }) => {
      const p = await planOf(trx);
      return { quote: await quoteFor(trx, { sellerUserId: null, priceCents: p.cents, couponCodes: req.couponCodes, mtzPlanId: p.id }, now), message: null, subscription: null };
    });
  }
  return runPayable(ctx, gateway, subscribePayable, { userId, req });
}

export async function cancelMtzPlan(ctx: AppContext, userId: string, cancelled: boolean): Promise<MtzPlanSubscription> {
  return inTransaction(ctx, async (uow) => {
    const r = await uow.trx.updateTable('mtz_plan_subscriptions').set({ cancelled }).where('user_id', '=', userId).where('ended_at', 'is', null).returning('id').executeTakeFirst();
    if (!r) throw new HttpError(404, MTZ_PLAN_MESSAGES.none);
    const sub = await subscriptionOf(uow.trx, { id: r.id });
    await uow.emit(userId, MEMBER_PLAN_EVENT, 'UPDATED', sub);
    if (!sub) throw new HttpError(404, MTZ_PLAN_MESSAGES.none);
    return sub;
  });
}

/** One renewal of one period of an MTZ plan (a period already renewed is left alone). */
const mtzRenewPayable = payable('mtz-plans.renew', async (uow: UnitOfWork, gateway: PaymentGateway, a: { id: string; nextExpiredAt: number }) => {
  const s = await uow.trx.selectFrom('mtz_plan_subscriptions as s').innerJoin('mtz_plans as p', 'p.id', 's.mtz_plan_id').selectAll('s').select(['p.cents', 'p.type', 'p.name'])
    .where('s.id', '=', a.id).where('s.ended_at', 'is', null).executeTakeFirst();
  if (!s || s.next_expired_at !== a.nextExpiredAt) return;
  await pay(uow, gateway, {
    kind: 'MTZ_PLAN', description: `MTZ plan ${s.name} (renewal)`, buyerUserId: s.user_id, sellerUserId: null, priceCents: s.cents, couponCodes: [],
    paymentMethod: s.payment_method, paymentInstrumentId: s.payment_instrument_id, idempotencyKey: `mtz-renewal:${s.id}:${s.next_expired_at}`,
  });
  await uow.trx.updateTable('mtz_plan_subscriptions').set({ next_expired_at: addMonthsUtc(s.next_expired_at, months(s)), ready: true, payment_error: null }).where('id', '=', s.id).execute();
  await uow.emit(s.user_id, MEMBER_PLAN_EVENT, 'UPDATED', await subscriptionOf(uow.trx, { id: s.id }));
});

/** Cron pass for MTZ plans: renew due ones once per period, record failures (not ready), end cancelled ones. */
export async function runMtzPlanJobs(ctx: AppContext, gateway: PaymentGateway): Promise<{ renewed: number; failed: number; ended: number }> {
  const out = { renewed: 0, failed: 0, ended: 0 };
  const due = await ctx.db.selectFrom('mtz_plan_subscriptions as s').innerJoin('mtz_plans as p', 'p.id', 's.mtz_plan_id').selectAll('s').select(['p.cents', 'p.type', 'p.name'])
    .where('s.ended_at', 'is', null).where('s.next_expired_at', '<=', ctx.clock.now()).orderBy('s.next_expired_at').limit(500).execute();
  for (const s of due) {
    try {
      if (s.cancelled) {
        await inTransaction(ctx, async (uow) => {
          await uow.trx.updateTable('mtz_plan_subscriptions').set({ ended_at: uow.now }).where('id', '=', s.id).execute();
          await uow.emit(s.user_id, MEMBER_PLAN_EVENT, 'DELETED', await subscriptionOf(uow.trx, { id: s.id }));
        });
      } else {
        await runPayable(ctx, gateway, mtzRenewPayable, { id: s.id, nextExpiredAt: s.next_expired_at });
      }
      if (s.cancelled) out.ended += 1;
      else out.renewed += 1;
    } catch (err) {
      const message = err instanceof HttpError ? err.message : 'Payment failed';
      if (!(err instanceof HttpError)) ctx.log('MTZ plan renewal failed', err);
      await inTransaction(ctx, async (uow) => {
        await uow.trx.updateTable('mtz_plan_subscriptions').set({ ready: false, payment_error: message }).where('id', '=', s.id).execute();
        await uow.emit(s.user_id, MEMBER_PLAN_EVENT, 'UPDATED', await subscriptionOf(uow.trx, { id: s.id }));
      });
      out.failed += 1;
    }
  }
  return out;
}
