// Orders (history), seller balance and payouts.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Order, Payout, SellerBalance } from '../../../src/domain/billing';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';
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

async function sellerCents(db: AppContext['db'], userId: string): Promise<number> {
  const row = await db.selectFrom('pay_ledger').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('cents'), sql<string>`0`).as('c'))
    .where('user_id', '=', userId).where('account', '=', 'SELLER').executeTakeFirstOrThrow();
  return Number(row.c);
}

export async function sellerBalance(ctx: AppContext, userId: string): Promise<SellerBalance> {
  return { cents: await sellerCents(ctx.db, userId), pendingPayoutCents: 0 };
}

export async function listPayouts(ctx: AppContext, userId: string): Promise<Payout[]> {
  const rows = await ctx.db.selectFrom('pay_orders').select(['id', 'cents', 'created_at']).where('buyer_user_id', '=', userId).where('kind', '=', 'PAYOUT')
    .orderBy('created_at', 'desc').orderBy('n', 'desc').execute();
  return rows.map((r) => ({ id: r.id, cents: r.cents, status: 'PAID', createdAt: r.created_at }));
}

export async function createPayout(ctx: AppContext, gateway: PaymentGateway, userId: string, req: { cents: number; idempotencyKey: string }): Promise<Payout> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const key = `${userId}:${req.idempotencyKey}`;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const prior = await trx.selectFrom('pay_orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    if (prior) return { id: prior.id, cents: prior.cents, status: 'PAID' as const, createdAt: prior.created_at };
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`payout:${userId}`}))`.execute(trx);
    const balance = await sellerCents(trx, userId);
    if (req.cents > balance) throw new HttpError(400, 'Your balance is not enough for this payout');
    const paid = await gateway.payout(trx, { userId, cents: req.cents, idempotencyKey: key }, now);
    if (!paid.ok) throw new HttpError(402, paid.message);
    const id = randomUUID();
    await trx.insertInto('pay_orders').values({
      id, kind: 'PAYOUT', description: 'Payout', buyer_user_id: userId, seller_user_id: null, cents: req.cents, discount_cents: 0, tranx_cents: 0,
      final_cents: req.cents, payment_method: 'CARD', payment_instrument_id: null, coupon_codes: '[]', idempotency_key: key, created_at: now,
    }).execute();
    await trx.insertInto('pay_ledger').values({ id: randomUUID(), order_id: id, user_id: userId, account: 'SELLER', cents: -req.cents, idempotency_key: key, created_at: now }).execute();
    return { id, cents: req.cents, status: 'PAID' as const, createdAt: now };
  });
}
