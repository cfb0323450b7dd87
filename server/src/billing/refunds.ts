// Refunds: the seller gives a charge or a donation back in full. The buyer gets what they paid on the way they
// paid (card: the gateway refunds the charge; wallet: credited), the seller's balance and the platform's fee
// are reversed. One refund per order: its ledger entries share the key `refund:{orderId}`, unique per account.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { REFUND_MESSAGES, type Order } from '../../../src/domain/billing';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';
import { toOrder } from './payments';

const REFUNDABLE = ['CHARGE', 'DONATION'];

export async function refundOrder(ctx: AppContext, gateway: PaymentGateway, sellerUserId: string, orderId: string): Promise<{ order: Order; message: string }> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const o = await trx.selectFrom('pay_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!o) throw new HttpError(404, 'Order not found');
    if (o.seller_user_id !== sellerUserId) throw new HttpError(403, REFUND_MESSAGES.onlySeller);
    if (!REFUNDABLE.includes(o.kind)) throw new HttpError(400, REFUND_MESSAGES.kind);
    // a second request for the same refund answers with the refunded order and moves nothing
    if (o.refunded_at !== null) return { order: toOrder(o), message: REFUND_MESSAGES.done };
    const sellerCents = o.cents - o.discount_cents;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`payout:${sellerUserId}`}))`.execute(trx);
    const bal = await trx.selectFrom('pay_ledger').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('cents'), sql<string>`0`).as('c'))
      .where('user_id', '=', sellerUserId).where('account', '=', 'SELLER').executeTakeFirstOrThrow();
    if (Number(bal.c) < sellerCents) throw new HttpError(400, REFUND_MESSAGES.balance);
    const key = `refund:${o.id}`;
    if (o.final_cents > 0 && o.payment_method === 'CARD') {
      const r = await gateway.refund(trx, { chargeRef: o.gateway_ref ?? `order:${o.id}`, cents: o.final_cents, idempotencyKey: key }, now);
      if (!r.ok) throw new HttpError(402, r.message);
    } else if (o.final_cents > 0) {
      await trx.insertInto('pay_wallets').values({ user_id: o.buyer_user_id, cents: o.final_cents, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ cents: eb('pay_wallets.cents', '+', o.final_cents), updated_at: now }))).execute();
    }
    await trx.insertInto('pay_ledger').values([
      { account: o.payment_method, user_id: o.buyer_user_id, cents: o.final_cents },
      { account: 'SELLER' as const, user_id: sellerUserId, cents: -sellerCents },
      { account: 'PLATFORM' as const, user_id: null, cents: -o.tranx_cents },
    ].map((e) => ({ id: randomUUID(), order_id: o.id, idempotency_key: key, created_at: now, ...e }))).execute();
    const row = await trx.updateTable('pay_orders').set({ refunded_at: now }).where('id', '=', o.id).returningAll().executeTakeFirstOrThrow();
    return { order: toOrder(row), message: REFUND_MESSAGES.done };
  });
}

/** Orders paid to the caller (charges, donations, memberships), newest first. */
export async function listSales(ctx: AppContext, sellerUserId: string, q: { skip: number; limit: number }): Promise<Order[]> {
  const rows = await ctx.db.selectFrom('pay_orders').selectAll().where('seller_user_id', '=', sellerUserId)
    .orderBy('created_at', 'desc').orderBy('n', 'desc').limit(q.limit).offset(q.skip).execute();
  return rows.map(toOrder);
}
