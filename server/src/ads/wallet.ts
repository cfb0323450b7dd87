// The campaign budget in the wallet ledger: starting a campaign debits the whole budget from the owner's wallet
// as one order ('Advertising budget: <name>', paid to the site, no fee) with its ledger entries; what is left when the
// campaign ends returns to the wallet under that order (ledger key ad-return:<campaign id>, once per campaign).
// Clicks move no money here: they are spent out of the reservation the site already holds.
import { randomUUID } from 'node:crypto';
import { emitTo, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { BILLING_MESSAGES, toOrder } from '../billing/payments';

const reserveKey = (campaignId: string) => `ad-reserve:${campaignId}`;
const returnKey = (campaignId: string) => `ad-return:${campaignId}`;

/** Debits the budget (402 when the wallet holds less); returns the order's id. */
export async function reserveBudget(uow: UnitOfWork, c: { id: string; owner_id: string; name: string }, cents: number): Promise<string> {
  const { trx, now } = uow;
  const debited = await trx.updateTable('pay_wallets').set((eb) => ({ cents: eb('cents', '-', cents), updated_at: now }))
    .where('user_id', '=', c.owner_id).where('cents', '>=', cents).executeTakeFirst();
  if (Number(debited.numUpdatedRows) !== 1) throw new HttpError(402, BILLING_MESSAGES.walletLow);
  const key = reserveKey(c.id);
  const order = await trx.insertInto('pay_orders').values({
    id: randomUUID(), kind: 'CHARGE', description: `Advertising budget: ${c.name}`, buyer_user_id: c.owner_id, seller_user_id: null,
    cents, discount_cents: 0, tranx_cents: 0, final_cents: cents, payment_method: 'WALLET', payment_instrument_id: null,
    coupon_codes: '[]', idempotency_key: key, created_at: now,
  }).returningAll().executeTakeFirstOrThrow();
  await trx.insertInto('pay_ledger').values([
    { id: randomUUID(), order_id: order.id, user_id: c.owner_id, account: 'WALLET', cents: -cents, idempotency_key: key, created_at: now },
    { id: randomUUID(), order_id: order.id, user_id: null, account: 'PLATFORM', cents, idempotency_key: key, created_at: now },
  ]).execute();
  await emitTo(uow, [c.owner_id], 'ORDER', 'CREATED', toOrder(order));
  return order.id;
}

/** Credits what is left of the reservation back to the wallet (nothing when zero). */
export async function returnBudget(uow: UnitOfWork, c: { id: string; owner_id: string; reserve_order_id: string | null }, cents: number): Promise<void> {
  if (cents <= 0 || !c.reserve_order_id) return;
  const { trx, now } = uow;
  const key = returnKey(c.id);
  await trx.insertInto('pay_ledger').values([
    { id: randomUUID(), order_id: c.reserve_order_id, user_id: c.owner_id, account: 'WALLET', cents, idempotency_key: key, created_at: now },
    { id: randomUUID(), order_id: c.reserve_order_id, user_id: null, account: 'PLATFORM', cents: -cents, idempotency_key: key, created_at: now },
  ]).execute();
  await trx.insertInto('pay_wallets').values({ user_id: c.owner_id, cents, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ cents: eb('pay_wallets.cents', '+', cents), updated_at: now }))).execute();
  await emitTo(uow, [c.owner_id], 'ORDER', 'UPDATED', { id: c.reserve_order_id, returnedCents: cents });
}
