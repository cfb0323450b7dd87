// Refunds: the seller gives a charge or a donation back in full. The buyer gets what they paid on the way they
// paid (card: the gateway refunds the charge; wallet: credited), the seller's balance and the platform's fee
// are reversed. One refund per order: its ledger entries share the key `refund:{orderId}`, unique per account.
// A card refund is an operation (operations.ts): written with the seller balance it holds, the gateway called
// outside any transaction, the refund committed after (or by the cron after a crash).
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { REFUND_MESSAGES, type Order } from '../../../src/domain/billing';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';
import { availableCents, lockBalance, onOperationDone, openOperation, pendingOperation, runOperation, type OperationEffect, type OperationRow } from './operations';
import { toOrder } from './payments';
import type { BillingTables } from './tables';

const REFUNDABLE = ['CHARGE', 'DONATION'];
type OrderRow = Selectable<BillingTables['pay_orders']>;

/** The refund written on our side: the buyer's money back on its account, the seller's and the platform's share reversed. */
async function bookRefund(uow: UnitOfWork, o: OrderRow): Promise<OrderRow> {
  const { trx, now } = uow;
  if (o.refunded_at !== null) return o;
  const sellerUserId = o.seller_user_id ?? '';
  await trx.insertInto('pay_ledger').values([
    { account: o.payment_method, user_id: o.buyer_user_id, cents: o.final_cents },
    { account: 'SELLER' as const, user_id: sellerUserId, cents: -(o.cents - o.discount_cents) },
    { account: 'PLATFORM' as const, user_id: null, cents: -o.tranx_cents },
  ].map((e) => ({ id: randomUUID(), order_id: o.id, idempotency_key: `refund:${o.id}`, created_at: now, ...e }))).execute();
  return trx.updateTable('pay_orders').set({ refunded_at: now }).where('id', '=', o.id).returningAll().executeTakeFirstOrThrow();
}

/** Refunds of a part of an order (one ticket of a ticket order) book their own share, named by their key's prefix. */
const PART_REFUNDS = new Map<string, OperationEffect>();
export const onPartRefundDone = (keyPrefix: string, effect: OperationEffect) => void PART_REFUNDS.set(keyPrefix, effect);

// a card refund the gateway made: booked (a refund of a charge no order holds, intents.ts, books nothing)
onOperationDone('REFUND', async (uow, op, gatewayRef) => {
  const part = [...PART_REFUNDS].find(([prefix]) => op.idempotency_key.startsWith(prefix));
  if (part) return part[1](uow, op, gatewayRef);
  if (!op.order_id) return;
  const o = await uow.trx.selectFrom('pay_orders').selectAll().where('id', '=', op.order_id).forUpdate().executeTakeFirstOrThrow();
  await bookRefund(uow, o);
});

export async function refundOrder(ctx: AppContext, gateway: PaymentGateway, sellerUserId: string, orderId: string): Promise<{ order: Order; message: string }> {
  const start = await inTransaction(ctx, async (uow): Promise<{ order: OrderRow } | { op: OperationRow }> => {
    const { trx } = uow;
    const o = await trx.selectFrom('pay_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!o) throw new HttpError(404, 'Order not found');
    if (o.seller_user_id !== sellerUserId) throw new HttpError(403, REFUND_MESSAGES.onlySeller);
    if (!REFUNDABLE.includes(o.kind)) throw new HttpError(400, REFUND_MESSAGES.kind);
    // a second request for the same refund answers with the refunded order and moves nothing
    if (o.refunded_at !== null) return { order: o };
    const key = `refund:${o.id}`;
    const byCard = o.final_cents > 0 && o.payment_method === 'CARD';
    await lockBalance(trx, sellerUserId);
    // a card refund already under way (a double click, a retry after a lost answer): the same call again
    const open = byCard ? await pendingOperation(trx, key) : undefined;
    if (open) return { op: open };
    const sellerCents = o.cents - o.discount_cents;
    if ((await availableCents(trx, sellerUserId)) < sellerCents) throw new HttpError(400, REFUND_MESSAGES.balance);
    if (byCard) {
      return { op: await openOperation(uow, { kind: 'REFUND', idempotency_key: key, user_id: sellerUserId, order_id: o.id, gateway_target: o.gateway_ref ?? `order:${o.id}`, cents: o.final_cents, reserved_cents: sellerCents }) };
    }
    if (o.final_cents > 0) {
      await trx.insertInto('pay_wallets').values({ user_id: o.buyer_user_id, cents: o.final_cents, updated_at: uow.now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ cents: eb('pay_wallets.cents', '+', o.final_cents), updated_at: uow.now }))).execute();
    }
    return { order: await bookRefund(uow, o) };
  });
  if ('order' in start) return { order: toOrder(start.order), message: REFUND_MESSAGES.done };
  await runOperation(ctx, gateway, start.op);
  const row = await ctx.db.selectFrom('pay_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  return { order: toOrder(row), message: REFUND_MESSAGES.done };
}

/** Orders paid to the caller (charges, donations, memberships), newest first. */
export async function listSales(ctx: AppContext, sellerUserId: string, q: { skip: number; limit: number }): Promise<Order[]> {
  const rows = await ctx.db.selectFrom('pay_orders').selectAll().where('seller_user_id', '=', sellerUserId)
    .orderBy('created_at', 'desc').orderBy('n', 'desc').limit(q.limit).offset(q.skip).execute();
  return rows.map(toOrder);
}
