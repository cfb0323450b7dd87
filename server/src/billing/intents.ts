// Card payments never call the gateway inside a database transaction. A paying operation is a named, re-runnable
// unit of work (payable): (a) it runs in a transaction that validates and quotes; when it reaches a card charge,
// that transaction is rolled back and a short one writes a payment intent (PENDING, its idempotency key unique,
// the buyer, the amount and what it pays for: the operation's name and arguments); (b) the gateway is called with
// the key, on its own connection; (c) the operation runs again in a second transaction that commits the order,
// the ledger, the feature's rows and events and marks the intent SUCCEEDED, or the intent is marked FAILED with
// the gateway's message. A crash between (b) and (c) is settled by the cron (settlePendingIntents), which asks
// the gateway by key: charged, it completes the operation as (c) does; not charged, the intent ends FAILED.
// A charge whose operation is refused in (c) is refunded through a refund operation (operations.ts).
// Payments with nothing to charge on a card (the wallet, free) complete in the first transaction.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';
import { crashPoint, openOperation, runOperation } from './operations';
import type { BillingTables } from './tables';

export type Payable<A, R> = { op: string; work: (uow: UnitOfWork, gateway: PaymentGateway, args: A) => Promise<R> };
type IntentRow = Selectable<BillingTables['pay_intents']>;

/** Payables by name: the cron completes an intent by running its operation again. */
const PAYABLES = new Map<string, Payable<never, unknown>>();

/** Names a paying unit of work; its arguments must survive JSON (they are kept in the intent). */
export function payable<A, R>(op: string, work: (uow: UnitOfWork, gateway: PaymentGateway, args: A) => Promise<R>): Payable<A, R> {
  const p = { op, work };
  PAYABLES.set(op, p as Payable<never, unknown>);
  return p;
}

/** How long an intent may stay PENDING before the cron settles it. */
export const INTENT_SETTLE_AFTER_MS = 2 * 60_000;
export const INTENT_MESSAGES = {
  notCharged: 'The payment was not completed',
  changed: 'The payment changed while it was being made',
} as const;

export type CardCharge = { buyerUserId: string; gatewayRef: string; cents: number; idempotencyKey: string };
type Phase = { kind: 'prepare' } | { kind: 'settle'; idempotencyKey: string; chargeRef: string; cents: number };
const PHASES = new WeakMap<PaymentGateway, Phase>();

class NeedCharge extends Error {
  constructor(readonly charge: CardCharge) {
    super('a card charge is needed');
  }
}

const phased = (gateway: PaymentGateway, phase: Phase): PaymentGateway => {
  const g: PaymentGateway = { ...gateway };
  PHASES.set(g, phase);
  return g;
};

/**
 * A card charge inside a payable's transaction: in the first run it ends the transaction (the charge is made
 * outside it); in the settling run it is the charge already made, and marks the intent SUCCEEDED. Returns the charge reference.
 */
export async function chargeCard(uow: UnitOfWork, gateway: PaymentGateway, c: CardCharge): Promise<string> {
  const phase = PHASES.get(gateway);
  if (!phase) throw new Error('a card is charged only by a payable run with runPayable, outside any transaction');
  if (phase.kind === 'prepare') throw new NeedCharge(c);
  if (phase.idempotencyKey !== c.idempotencyKey || phase.cents !== c.cents) throw new HttpError(409, INTENT_MESSAGES.changed);
  await uow.trx.updateTable('pay_intents').set({ status: 'SUCCEEDED', charge_ref: phase.chargeRef, message: null, updated_at: uow.now })
    .where('idempotency_key', '=', c.idempotencyKey).execute();
  return phase.chargeRef;
}

/**
 * (a) the intent of a charge: a new one, or the one already open under the key. A FAILED one is tried again,
 * unless its charge was made and refunded (the gateway would answer the same, refunded, charge for the key).
 */
async function openIntent(ctx: AppContext, c: CardCharge, paysFor: { op: string; args: unknown }): Promise<IntentRow> {
  return inTransaction(ctx, async ({ trx, now }) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`intent:${c.idempotencyKey}`}))`.execute(trx);
    const prior = await trx.selectFrom('pay_intents').selectAll().where('idempotency_key', '=', c.idempotencyKey).executeTakeFirst();
    if (prior && prior.status !== 'FAILED') return prior;
    if (prior?.charge_ref) throw new HttpError(409, prior.message ?? INTENT_MESSAGES.changed);
    const row = { buyer_user_id: c.buyerUserId, cents: c.cents, card_ref: c.gatewayRef, pays_for: JSON.stringify(paysFor), status: 'PENDING' as const, charge_ref: null, message: null, created_at: now, updated_at: now };
    if (prior) return trx.updateTable('pay_intents').set(row).where('id', '=', prior.id).returningAll().executeTakeFirstOrThrow();
    return trx.insertInto('pay_intents').values({ id: randomUUID(), idempotency_key: c.idempotencyKey, ...row }).returningAll().executeTakeFirstOrThrow();
  });
}

async function failIntent(ctx: AppContext, idempotencyKey: string, message: string): Promise<void> {
  await ctx.db.updateTable('pay_intents').set({ status: 'FAILED', message, updated_at: ctx.clock.now() })
    .where('idempotency_key', '=', idempotencyKey).where('status', '=', 'PENDING').execute();
}

/** (c) the operation again, with the charge made: one transaction commits it all, or the charge is refunded. */
async function settle<A, R>(ctx: AppContext, gateway: PaymentGateway, p: Payable<A, R>, args: A, intent: IntentRow, chargeRef: string): Promise<R> {
  // the same instant as the first run: the quote and the dates it wrote are those the charge was made for
  const at: AppContext = { ...ctx, clock: { now: () => intent.created_at } };
  try {
    const result = await inTransaction(at, (uow) => p.work(uow, phased(gateway, { kind: 'settle', idempotencyKey: intent.idempotency_key, chargeRef, cents: intent.cents }), args));
    // a run that found the order already made (a double submit) settled nothing itself
    await ctx.db.updateTable('pay_intents').set({ status: 'SUCCEEDED', charge_ref: chargeRef, updated_at: ctx.clock.now() })
      .where('id', '=', intent.id).where('status', '=', 'PENDING').execute();
    return result;
  } catch (err) {
    // refused now (a seat taken, the plan gone): the card is refunded, unless an order already holds the key
    if (err instanceof HttpError) await refundAndFail(ctx, gateway, intent, chargeRef, err.message);
    throw err;
  }
}

/**
 * A charge made for an operation refused after it: the intent ends FAILED and the charge is refunded through a
 * refund operation (written in the same transaction, so a crash leaves it to the cron), unless an order holds the key.
 */
async function refundAndFail(ctx: AppContext, gateway: PaymentGateway, intent: IntentRow, chargeRef: string, message: string): Promise<void> {
  const op = await inTransaction(ctx, async (uow) => {
    // pay()'s lock on the key: an order made meanwhile under it is seen here
    await sql`SELECT pg_advisory_xact_lock(hashtext(${intent.idempotency_key}))`.execute(uow.trx);
    const order = await uow.trx.selectFrom('pay_orders').select('id').where('idempotency_key', '=', intent.idempotency_key).executeTakeFirst();
    if (order) return null;
    await uow.trx.updateTable('pay_intents').set({ status: 'FAILED', message, charge_ref: chargeRef, updated_at: uow.now }).where('id', '=', intent.id).execute();
    return openOperation(uow, {
      kind: 'REFUND', idempotency_key: `refund:${intent.idempotency_key}`, user_id: intent.buyer_user_id, order_id: null, gateway_target: chargeRef, cents: intent.cents, reserved_cents: 0,
    });
  });
  if (!op) return;
  await runOperation(ctx, gateway, op).catch((err: unknown) => ctx.log(`refund of ${intent.idempotency_key} failed`, err));
}

/** Runs a payable: validate and quote, write the intent, charge outside any transaction, commit the result. */
export async function runPayable<A, R>(ctx: AppContext, gateway: PaymentGateway, p: Payable<A, R>, args: A): Promise<R> {
  let need: CardCharge;
  try {
    return await inTransaction(ctx, (uow) => p.work(uow, phased(gateway, { kind: 'prepare' }), args));
  } catch (err) {
    if (!(err instanceof NeedCharge)) throw err;
    need = err.charge;
  }
  const intent = await openIntent(ctx, need, { op: p.op, args });
  if (intent.status === 'SUCCEEDED' && intent.charge_ref) return settle(ctx, gateway, p, args, intent, intent.charge_ref);
  await crashPoint('BEFORE', 'CHARGE');
  const charged = await gateway.charge(ctx.db, { gatewayRef: need.gatewayRef, cents: intent.cents, idempotencyKey: need.idempotencyKey }, intent.created_at);
  await crashPoint('AFTER', 'CHARGE');
  if (!charged.ok) {
    await failIntent(ctx, need.idempotencyKey, charged.message);
    throw new HttpError(402, charged.message);
  }
  return settle(ctx, gateway, p, args, intent, charged.value.chargeRef);
}

/**
 * The cron pass: intents left PENDING longer than INTENT_SETTLE_AFTER_MS (the server died between the charge and
 * the commit, or before the charge). Charged at the gateway: the operation is completed; not charged: FAILED.
 */
export async function settlePendingIntents(ctx: AppContext, gateway: PaymentGateway): Promise<{ completed: number; failed: number }> {
  const out = { completed: 0, failed: 0 };
  const stale = await ctx.db.selectFrom('pay_intents').selectAll().where('status', '=', 'PENDING')
    .where('created_at', '<=', ctx.clock.now() - INTENT_SETTLE_AFTER_MS).orderBy('created_at').limit(200).execute();
  for (const intent of stale) {
    try {
      const found = await gateway.findCharge(ctx.db, intent.idempotency_key);
      if (!found) {
        await failIntent(ctx, intent.idempotency_key, INTENT_MESSAGES.notCharged);
        out.failed += 1;
        continue;
      }
      const p = PAYABLES.get(intent.pays_for.op) as Payable<unknown, unknown> | undefined;
      if (!p) throw new Error(`no payable named ${intent.pays_for.op}`);
      await settle(ctx, gateway, p, intent.pays_for.args, intent, found.chargeRef);
      out.completed += 1;
    } catch (err) {
      if (err instanceof HttpError) out.failed += 1;
      else ctx.log(`payment intent ${intent.id} not settled`, err);
    }
  }
  return out;
}
