// The payment core: customers, cards, wallets, and the one paying path (pay) every paid flow goes through.
// A paying request carries an idempotency key; under a per-key lock the first request pays and records its
// order and ledger entries, a retry finds the order and returns it. The ledger's unique (key, account) backs this up.
// pay() runs inside a payable (intents.ts): a card is charged outside the transaction, through chargeCard.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  formatDollars, MIN_DEPOSIT_CENTS, quoteCharge, type Card, type ChargeQuote, type Coupon, type Order, type OrderKind, type PaymentMethod,
} from '../../../src/domain/billing';
import { emitTo, inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import type { CardDetails, PaymentGateway } from './gateway';
import { chargeCard, payable } from './intents';
import { commissionFor, mtzCouponsFor, pointsAt } from './admin-rates';
import type { BillingTables } from './tables';

export const BILLING_MESSAGES = {
  noCard: 'You have no card',
  needCard: 'You need to add a card to make payment',
  walletLow: 'Your wallet balance is not enough to make payment',
  minDeposit: 'Minimum deposit is $15',
  noKey: 'Idempotency-Key is required',
  cardCreated: 'Card created',
  cardDeleted: 'Card deleted',
  cardUpdated: 'Card updated',
} as const;

export const deposited = (cents: number) => `You have successfully deposited ${formatDollars(cents)} into your Wallet.`;

type CardRow = Selectable<BillingTables['pay_cards']>;
type OrderRow = Selectable<BillingTables['pay_orders']>;
type CouponRow = Selectable<BillingTables['pay_coupons']>;

export const toCard = (r: CardRow): Card => ({ id: r.id, name: r.name, brand: r.brand, last4: r.last4, asDefault: r.as_default, createdAt: r.created_at });
export const toOrder = (r: OrderRow): Order => ({
  id: r.id, kind: r.kind as OrderKind, description: r.description, buyerUserId: r.buyer_user_id, sellerUserId: r.seller_user_id,
  cents: r.cents, discountCents: r.discount_cents, tranxCents: r.tranx_cents, finalCents: r.final_cents, paymentMethod: r.payment_method,
  couponCodes: r.coupon_codes, createdAt: r.created_at, refundedAt: r.refunded_at,
});
export const toCoupon = (r: CouponRow): Coupon => ({
  id: r.id, code: r.code, description: r.description, type: r.type, value: r.value, expiredAt: r.expired_at, quantity: r.quantity,
  usedCount: r.used_count, minToApplyCents: r.min_to_apply_cents, maxToApplyCents: r.max_to_apply_cents, createdAt: r.created_at, sellerUserId: r.seller_user_id,
});

/** The idempotency key of a request: the Idempotency-Key header or the idempotencyKey field. */
export function idempotencyKeyOf(headers: Headers, body: { idempotencyKey?: string | undefined }): string {
  const key = headers.get('idempotency-key') ?? body.idempotencyKey;
  if (!key || key.length > 200) throw new HttpError(400, BILLING_MESSAGES.noKey);
  return key;
}

export async function walletCents(trx: Kysely<DB>, userId: string): Promise<number> {
  const row = await trx.selectFrom('pay_wallets').select('cents').where('user_id', '=', userId).executeTakeFirst();
  return row?.cents ?? 0;
}

/** The card a payment uses: the one named, or the default one. */
async function cardFor(trx: Transaction<DB>, userId: string, cardId: string | null | undefined): Promise<CardRow | undefined> {
  let q = trx.selectFrom('pay_cards').selectAll().where('user_id', '=', userId);
  q = cardId ? q.where('id', '=', cardId) : q.where('as_default', '=', true);
  return q.executeTakeFirst();
}

/** Saves a card the gateway attached; the user's first card becomes the default. */
export async function saveCard(ctx: AppContext, userId: string, name: string, card: CardDetails): Promise<{ card: Card; message: string }> {
  return inTransaction(ctx, async ({ trx, now }) => {
    const any = await trx.selectFrom('pay_cards').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    const row = await trx.insertInto('pay_cards').values({
      id: randomUUID(), user_id: userId, name, brand: card.brand, last4: card.last4, gateway_ref: card.gatewayRef, as_default: !any, created_at: now,
    }).returningAll().executeTakeFirstOrThrow();
    return { card: toCard(row), message: BILLING_MESSAGES.cardCreated };
  });
}

/** Coupons by code for a seller (unknown, deleted or another seller's: refused). */
export async function couponsFor(trx: Transaction<DB>, sellerUserId: string | null, codes: readonly string[], lock: boolean): Promise<Coupon[]> {
  const wanted = [...new Set(codes.map((c) => c.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  let q = trx.selectFrom('pay_coupons').selectAll().where('code', 'in', wanted);
  if (lock) q = q.forUpdate();
  const rows = await q.execute();
  const out: Coupon[] = [];
  for (const code of wanted) {
    const row = rows.find((r) => r.code === code);
    if (!row || row.seller_user_id !== sellerUserId) throw new HttpError(400, `Coupon ${code} is not valid`);
    out.push(toCoupon(row));
  }
  return out;
}

export type PayRequest = {
  kind: OrderKind;
  description: string;
  buyerUserId: string;
  sellerUserId: string | null;
  priceCents: number;
  couponCodes: readonly string[];
  paymentMethod: PaymentMethod;
  paymentInstrumentId?: string | null;
  /** as sent by the client; namespaced by the buyer here */
  idempotencyKey: string;
  /** the group a donation goes to */
  companyGroupId?: string | null;
  /** an MTZ plan checkout: the platform coupons of that plan apply */
  mtzPlanId?: string | null;
  meta?: Record<string, string>;
};

type QuoteRequest = Pick<PayRequest, 'sellerUserId' | 'priceCents' | 'couponCodes' | 'companyGroupId' | 'mtzPlanId'>;

/** The quote and the commission (fee basis points) it was made with: the one in force for the payment's group or overall. */
async function rateQuote(trx: Transaction<DB>, req: QuoteRequest, now: number, lock: boolean): Promise<{ quote: ChargeQuote; feeBps: number }> {
  const coupons = req.sellerUserId === null && req.mtzPlanId
    ? await mtzCouponsFor(trx, req.couponCodes, req.mtzPlanId, now, lock)
    : await couponsFor(trx, req.sellerUserId, req.couponCodes, lock);
  const feeBps = await commissionFor(trx, req.companyGroupId);
  const r = quoteCharge(req.priceCents, coupons, now, feeBps);
  if (!r.ok) throw new HttpError(400, r.message);
  return { quote: r.quote, feeBps };
}

export async function quoteFor(trx: Transaction<DB>, req: QuoteRequest, now: number, lock = false): Promise<ChargeQuote> {
  return (await rateQuote(trx, req, now, lock)).quote;
}

const lockKey = (trx: Transaction<DB>, key: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);

export type PayResult = { order: Order; quote: ChargeQuote; replayed: boolean };

/** Pays once per (buyer, key): a retry returns the first result and charges nothing. */
export async function pay(uow: UnitOfWork, gateway: PaymentGateway, req: PayRequest): Promise<PayResult> {
  const { trx, now } = uow;
  const key = `${req.buyerUserId}:${req.idempotencyKey}`;
  await lockKey(trx, key);
  const prior = await trx.selectFrom('pay_orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  if (prior) {
    const order = toOrder(prior);
    return { order, quote: { cents: order.cents, discountCents: order.discountCents, tranxCents: order.tranxCents, finalCents: order.finalCents, couponCodes: order.couponCodes }, replayed: true };
  }
  if (req.sellerUserId === req.buyerUserId) throw new HttpError(400, 'You cannot pay yourself');
  const { quote, feeBps } = await rateQuote(trx, req, now, true);
  let instrument: string | null = null;
  let gatewayRef: string | null = null;
  if (quote.finalCents > 0 && req.paymentMethod === 'WALLET') {
    const debited = await trx.updateTable('pay_wallets').set((eb) => ({ cents: eb('cents', '-', quote.finalCents), updated_at: now }))
      .where('user_id', '=', req.buyerUserId).where('cents', '>=', quote.finalCents).executeTakeFirst();
    if (Number(debited.numUpdatedRows) !== 1) throw new HttpError(402, BILLING_MESSAGES.walletLow);
  } else if (quote.finalCents > 0) {
    const card = await cardFor(trx, req.buyerUserId, req.paymentInstrumentId);
    if (!card) throw new HttpError(400, BILLING_MESSAGES.needCard);
    instrument = card.id;
    gatewayRef = await chargeCard(uow, gateway, { buyerUserId: req.buyerUserId, gatewayRef: card.gateway_ref, cents: quote.finalCents, idempotencyKey: key });
  }
  const orderRow = {
    id: randomUUID(), kind: req.kind, description: req.description, buyer_user_id: req.buyerUserId, seller_user_id: req.sellerUserId,
    cents: quote.cents, discount_cents: quote.discountCents, tranx_cents: quote.tranxCents, final_cents: quote.finalCents,
    payment_method: req.paymentMethod, payment_instrument_id: instrument, coupon_codes: JSON.stringify(quote.couponCodes), idempotency_key: key, created_at: now,
    gateway_ref: gatewayRef, company_group_id: req.companyGroupId ?? null, meta: JSON.stringify(req.meta ?? {}),
    fee_bps: feeBps, points: await pointsAt(trx, req.kind, quote.finalCents, now),
  };
  const inserted = await trx.insertInto('pay_orders').values(orderRow).returningAll().executeTakeFirstOrThrow();
  // a payment to the site itself (no seller, e.g. an MTZ plan) books the whole amount to the platform
  const entries = req.sellerUserId ? [
    { account: req.paymentMethod, user_id: req.buyerUserId, cents: -quote.finalCents },
    { account: 'SELLER' as const, user_id: req.sellerUserId, cents: quote.cents - quote.discountCents },
    { account: 'PLATFORM' as const, user_id: null, cents: quote.tranxCents },
  ] : [
    { account: req.paymentMethod, user_id: req.buyerUserId, cents: -quote.finalCents },
    { account: 'PLATFORM' as const, user_id: null, cents: quote.finalCents },
  ];
  await trx.insertInto('pay_ledger').values(entries.map((e) => ({ id: randomUUID(), order_id: orderRow.id, idempotency_key: key, created_at: now, ...e }))).execute();
  if (quote.couponCodes.length > 0) {
    const table = req.sellerUserId === null && req.mtzPlanId ? 'mtz_coupons' : 'pay_coupons';
    await trx.updateTable(table).set((eb) => ({ used_count: eb('used_count', '+', 1) })).where('code', 'in', quote.couponCodes).execute();
  }
  const order = toOrder(inserted);
  // the seller's sales and the buyer's orders change live, in the same transaction as the payment
  await emitTo(uow, [req.buyerUserId, req.sellerUserId], 'ORDER', 'CREATED', order);
  return { order, quote, replayed: false };
}

/** Wallet deposit by card: at least $15, the card is charged exactly the amount (no fee), once per key. */
export const depositPayable = payable('billing.deposit', (uow, gateway, a: { userId: string; req: { cents: number; paymentInstrumentId?: string | null; idempotencyKey: string } }) =>
  deposit(uow, gateway, a.userId, a.req));

/** A payable charge to a seller (POST /charges). */
export const chargePayable = payable('billing.charge', (uow, gateway, req: PayRequest) => pay(uow, gateway, req));

async function deposit(
  uow: UnitOfWork, gateway: PaymentGateway, userId: string, req: { cents: number; paymentInstrumentId?: string | null; idempotencyKey: string },
): Promise<{ order: Order; wallet: { cents: number }; message: string }> {
  const { trx, now } = uow;
  if (req.cents < MIN_DEPOSIT_CENTS) throw new HttpError(400, BILLING_MESSAGES.minDeposit);
  const key = `${userId}:${req.idempotencyKey}`;
  await lockKey(trx, key);
  const prior = await trx.selectFrom('pay_orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  if (prior) return { order: toOrder(prior), wallet: { cents: await walletCents(trx, userId) }, message: deposited(prior.cents) };
  const card = await cardFor(trx, userId, req.paymentInstrumentId);
  if (!card) throw new HttpError(400, BILLING_MESSAGES.needCard);
  const chargeRef = await chargeCard(uow, gateway, { buyerUserId: userId, gatewayRef: card.gateway_ref, cents: req.cents, idempotencyKey: key });
  const order = await trx.insertInto('pay_orders').values({
    gateway_ref: chargeRef,
    id: randomUUID(), kind: 'DEPOSIT', description: 'Wallet deposit', buyer_user_id: userId, seller_user_id: null, cents: req.cents, discount_cents: 0,
    tranx_cents: 0, final_cents: req.cents, payment_method: 'CARD', payment_instrument_id: card.id, coupon_codes: '[]', idempotency_key: key, created_at: now,
  }).returningAll().executeTakeFirstOrThrow();
  await trx.insertInto('pay_ledger').values([
    { id: randomUUID(), order_id: order.id, user_id: userId, account: 'CARD', cents: -req.cents, idempotency_key: key, created_at: now },
    { id: randomUUID(), order_id: order.id, user_id: userId, account: 'WALLET', cents: req.cents, idempotency_key: key, created_at: now },
  ]).execute();
  const wallet = await trx.insertInto('pay_wallets').values({ user_id: userId, cents: req.cents, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ cents: eb('pay_wallets.cents', '+', req.cents), updated_at: now })))
    .returning('cents').executeTakeFirstOrThrow();
  await uow.emit(userId, 'ORDER', 'CREATED', toOrder(order));
  return { order: toOrder(order), wallet, message: deposited(req.cents) };
}
