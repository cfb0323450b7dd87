// Orders (history), seller balance and payouts.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Order, Payout, SellerBalance } from '../../../src/domain/billing';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';
import { availableCents, heldCents, lockBalance, onOperationDone, openOperation, pendingOperation, runOperation, type OperationRow } from './operations';
import { toOrder } from './payments';

export async function listOrders(ctx: AppContext, userId: string, q: { skip: number; limit: number }): Promise<Order[]> {
  const rows = await ctx.db.selectFrom('pay_orders').selectAll().where('buyer_user_id', '=', userId).where('kind', '!=', 'PAYOUT')
    .orderBy('created_at', 'desc').orderBy('n', 'desc').limit(q.limit).offset(q.skip).execute();
  return rows.map(toOrder);
}

export async function getOrder(ctx: AppContext, userId: string, id: string): Promise<Order> {
  const row = await ctx.db.selectFrom('pay_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'Order not found');
  if (row.buyer_user_id !== userId && row.seller_user_id !== userId) throw new HttpError(403, 'Only the buyer or the seller may see this order');
  return toOrder(row);
}

export async function sellerBalance(ctx: AppContext, userId: string): Promise<SellerBalance> {
  return { cents: await availableCents(ctx.db, userId), pendingPayoutCents: await heldCents(ctx.db, userId, 'PAYOUT') };
}

export async function listPayouts(ctx: AppContext, userId: string): Promise<Payout[]> {
  const rows = await ctx.db.selectFrom('pay_orders').select(['id', 'cents', 'created_at']).where('buyer_user_id', '=', userId).where('kind', '=', 'PAYOUT')
    .orderBy('created_at', 'desc').orderBy('n', 'desc').execute();
  return rows.map(toPayout);
}

const toPayout = (r: { id: string; cents: number; created_at: number }): Payout => ({ id: r.id, cents: r.cents, status: 'PAID', createdAt: r.created_at });
const payoutOrder = (db: AppContext['db'], key: string) => db.selectFrom('pay_orders').select(['id', 'cents', 'created_at']).where('idempotency_key', '=', key).executeTakeFirst();

// a payout the gateway made: its order and the seller balance taken (the payout's key is the order's)
onOperationDone('PAYOUT', async ({ trx, now }, op, payoutRef) => {
  const id = randomUUID();
  await trx.insertInto('pay_orders').values({
    id, kind: 'PAYOUT', description: 'Payout', buyer_user_id: op.user_id, seller_user_id: null, cents: op.cents, discount_cents: 0, tranx_cents: 0,
    final_cents: op.cents, payment_method: 'CARD', payment_instrument_id: null, coupon_codes: '[]', idempotency_key: op.idempotency_key, created_at: now, gateway_ref: payoutRef,
  }).execute();
  await trx.insertInto('pay_ledger').values({ id: randomUUID(), order_id: id, user_id: op.user_id, account: 'SELLER', cents: -op.cents, idempotency_key: op.idempotency_key, created_at: now }).execute();
});

/** Pays the seller balance out once per key: the operation is written holding the amount, the gateway pays, the order is committed. */
export async function createPayout(ctx: AppContext, gateway: PaymentGateway, userId: string, req: { cents: number; idempotencyKey: string }): Promise<Payout> {
  const key = `${userId}:${req.idempotencyKey}`;
  const start = await inTransaction(ctx, async (uow): Promise<{ payout: Payout } | { op: OperationRow }> => {
    const { trx } = uow;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const prior = await payoutOrder(trx, key);
    if (prior) return { payout: toPayout(prior) };
    await lockBalance(trx, userId);
    const open = await pendingOperation(trx, key);
    if (open) return { op: open };
    if (req.cents > (await availableCents(trx, userId))) throw new HttpError(400, 'Your balance is not enough for this payout');
    return { op: await openOperation(uow, { kind: 'PAYOUT', idempotency_key: key, user_id: userId, order_id: null, gateway_target: userId, cents: req.cents, reserved_cents: req.cents }) };
  });
  if ('payout' in start) return start.payout;
  await runOperation(ctx, gateway, start.op);
  const row = await payoutOrder(ctx.db, key);
  if (!row) throw new Error('payout committed without its order');
  return toPayout(row);
}
