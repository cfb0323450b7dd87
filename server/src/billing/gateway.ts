// The one place a real payment provider plugs in. The sandbox gateway (default) keeps its tokens and charges in
// PostgreSQL, in the caller's transaction, so a payment that fails later leaves nothing behind.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; message: string };
export type CardDetails = { brand: string; last4: string; gatewayRef: string };

export type PaymentGateway = {
  name: string;
  /** turns a one-time token from the client's card form into a reusable card reference */
  attachCard(trx: Transaction<DB>, token: string, now: number): Promise<GatewayResult<CardDetails>>;
  /** charges a card; the same idempotency key charges once, however often it is sent */
  charge(trx: Transaction<DB>, req: { gatewayRef: string; cents: number; idempotencyKey: string }, now: number): Promise<GatewayResult<{ chargeRef: string }>>;
  refund(trx: Transaction<DB>, req: { chargeRef: string; cents: number; idempotencyKey: string }, now: number): Promise<GatewayResult<{ refundRef: string }>>;
  payout(trx: Transaction<DB>, req: { userId: string; cents: number; idempotencyKey: string }, now: number): Promise<GatewayResult<{ payoutRef: string }>>;
};

/** Test card numbers of the sandbox (any future expiry, any CVC). */
export const SANDBOX_CARDS = {
  '4242424242424242': { kind: 'OK', brand: 'Visa' },
  '4000000000000002': { kind: 'DECLINED', brand: 'Visa' },
  '4000000000009995': { kind: 'INSUFFICIENT', brand: 'Visa' },
  '5555555555554444': { kind: 'OK', brand: 'Mastercard' },
} as const;

export const SANDBOX_MESSAGES = {
  DECLINED: 'Your card was declined.',
  INSUFFICIENT: 'Your card has insufficient funds.',
  UNKNOWN_NUMBER: 'Your card number is incorrect.',
  EXPIRED: 'Your card has expired.',
  BAD_TOKEN: 'Invalid card token.',
} as const;

/** The sandbox's tokenisation endpoint logic: what the provider's hosted card field does. */
export async function sandboxTokenize(
  trx: Transaction<DB>,
  card: { number: string; expMonth: number; expYear: number },
  now: number,
): Promise<GatewayResult<{ id: string }>> {
  const number = card.number.replace(/\s+/g, '');
  const known = (SANDBOX_CARDS as Record<string, { kind: 'OK' | 'DECLINED' | 'INSUFFICIENT'; brand: string }>)[number];
  if (!known) return { ok: false, message: SANDBOX_MESSAGES.UNKNOWN_NUMBER };
  const d = new Date(now);
  if (card.expYear < d.getUTCFullYear() || (card.expYear === d.getUTCFullYear() && card.expMonth < d.getUTCMonth() + 1)) {
    return { ok: false, message: SANDBOX_MESSAGES.EXPIRED };
  }
  const id = `tok_${randomUUID().replace(/-/g, '')}`;
  await trx.insertInto('pay_sandbox_tokens').values({ id, number_kind: known.kind, brand: known.brand, last4: number.slice(-4), created_at: now }).execute();
  return { ok: true, value: { id } };
}

export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  async attachCard(trx, token) {
    const row = await trx.updateTable('pay_sandbox_tokens').set({ used: true }).where('id', '=', token).where('used', '=', false).returningAll().executeTakeFirst();
    if (!row) return { ok: false, message: SANDBOX_MESSAGES.BAD_TOKEN };
    return { ok: true, value: { brand: row.brand, last4: row.last4, gatewayRef: `card_${row.number_kind}_${row.id.slice(4)}` } };
  },
  async charge(trx, req, now) {
    const prior = await trx.selectFrom('pay_sandbox_charges').select('id').where('idempotency_key', '=', req.idempotencyKey).executeTakeFirst();
    if (prior) return { ok: true, value: { chargeRef: prior.id } };
    if (req.gatewayRef.startsWith('card_DECLINED_')) return { ok: false, message: SANDBOX_MESSAGES.DECLINED };
    if (req.gatewayRef.startsWith('card_INSUFFICIENT_')) return { ok: false, message: SANDBOX_MESSAGES.INSUFFICIENT };
    const id = `ch_${randomUUID()}`;
    await trx.insertInto('pay_sandbox_charges').values({ id, idempotency_key: req.idempotencyKey, card_ref: req.gatewayRef, cents: req.cents, kind: 'CHARGE', created_at: now }).execute();
    return { ok: true, value: { chargeRef: id } };
  },
  async refund(trx, req, now) {
    const id = `re_${randomUUID()}`;
    await trx.insertInto('pay_sandbox_charges').values({ id, idempotency_key: req.idempotencyKey, card_ref: req.chargeRef, cents: req.cents, kind: 'REFUND', created_at: now })
      .onConflict((oc) => oc.column('idempotency_key').doNothing()).execute();
    return { ok: true, value: { refundRef: id } };
  },
  async payout(trx, req, now) {
    const id = `po_${randomUUID()}`;
    await trx.insertInto('pay_sandbox_charges').values({ id, idempotency_key: req.idempotencyKey, card_ref: `acct_${req.userId}`, cents: req.cents, kind: 'PAYOUT', created_at: now })
      .onConflict((oc) => oc.column('idempotency_key').doNothing()).execute();
    return { ok: true, value: { payoutRef: id } };
  },
};
