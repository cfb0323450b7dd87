// The one place a real payment provider plugs in. The sandbox gateway (default) keeps its tokens and charges in
// PostgreSQL. A charge is made as a real provider makes it: on its own connection, never in the caller's
// transaction (the caller writes a payment intent first and settles it after, see intents.ts).
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; message: string };
export type CardDetails = { brand: string; last4: string; gatewayRef: string };

export type PaymentGateway = {
  name: string;
  /** turns a one-time token from the client's card form into a reusable card reference */
  attachCard(trx: Transaction<DB>, token: string, now: number): Promise<GatewayResult<CardDetails>>;
  /** charges a card, outside any transaction of the caller; the same idempotency key charges once, however often it is sent */
  charge(db: Kysely<DB>, req: { gatewayRef: string; cents: number; idempotencyKey: string }, now: number): Promise<GatewayResult<{ chargeRef: string }>>;
  /** the charge made under an idempotency key, if any (how a payment left unsettled by a crash is looked up) */
  findCharge(db: Kysely<DB>, idempotencyKey: string): Promise<{ chargeRef: string; cents: number } | null>;
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

async function sandboxFind(db: Kysely<DB>, idempotencyKey: string): Promise<{ chargeRef: string; cents: number } | null> {
  const row = await db.selectFrom('pay_sandbox_charges').select(['id', 'cents']).where('idempotency_key', '=', idempotencyKey).where('kind', '=', 'CHARGE').executeTakeFirst();
  return row ? { chargeRef: row.id, cents: row.cents } : null;
}

export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  async attachCard(trx, token) {
    const row = await trx.updateTable('pay_sandbox_tokens').set({ used: true }).where('id', '=', token).where('used', '=', false).returningAll().executeTakeFirst();
    if (!row) return { ok: false, message: SANDBOX_MESSAGES.BAD_TOKEN };
    return { ok: true, value: { brand: row.brand, last4: row.last4, gatewayRef: `card_${row.number_kind}_${row.id.slice(4)}` } };
  },
  async charge(db, req, now) {
    const prior = await sandboxFind(db, req.idempotencyKey);
    if (prior) return { ok: true, value: { chargeRef: prior.chargeRef } };
    if (req.gatewayRef.startsWith('card_DECLINED_')) return { ok: false, message: SANDBOX_MESSAGES.DECLINED };
    if (req.gatewayRef.startsWith('card_INSUFFICIENT_')) return { ok: false, message: SANDBOX_MESSAGES.INSUFFICIENT };
    // its own statement, committed at once: two requests racing on one key charge once (the key is unique)
    await db.insertInto('pay_sandbox_charges').values({ id: `ch_${randomUUID()}`, idempotency_key: req.idempotencyKey, card_ref: req.gatewayRef, cents: req.cents, kind: 'CHARGE', created_at: now })
      .onConflict((oc) => oc.column('idempotency_key').doNothing()).execute();
    const made = await sandboxFind(db, req.idempotencyKey);
    if (!made) throw new Error('sandbox charge not recorded');
    return { ok: true, value: { chargeRef: made.chargeRef } };
  },
  findCharge: sandboxFind,
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
