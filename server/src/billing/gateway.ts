// The one place a real payment provider plugs in. The sandbox gateway (default) keeps its tokens and charges in
// PostgreSQL. Every call is made as a real provider's is: over its own connection, never inside a transaction of
// the caller (the caller writes what it is about to do first and commits the result after, see intents.ts and
// operations.ts). `outsideTransactions` wraps the gateway in use and refuses any call made inside a transaction.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insideTransaction } from '../context';
import type { DB } from '../db/schema';

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; message: string };
export type CardDetails = { brand: string; last4: string; gatewayRef: string };

/** `db` is the provider's side of the sandbox (its own tables); a real provider ignores it. */
export type PaymentGateway = {
  name: string;
  /** turns a one-time token from the client's card form into a reusable card reference */
  attachCard(db: Kysely<DB>, token: string, now: number): Promise<GatewayResult<CardDetails>>;
  /** charges a card; the same idempotency key charges once, however often it is sent */
  charge(db: Kysely<DB>, req: { gatewayRef: string; cents: number; idempotencyKey: string }, now: number): Promise<GatewayResult<{ chargeRef: string }>>;
  /** the charge made under an idempotency key, if any (how a payment left unsettled by a crash is looked up) */
  findCharge(db: Kysely<DB>, idempotencyKey: string): Promise<{ chargeRef: string; cents: number } | null>;
  /** refunds a charge; the same idempotency key refunds once and answers the same refund */
  refund(db: Kysely<DB>, req: { chargeRef: string; cents: number; idempotencyKey: string }, now: number): Promise<GatewayResult<{ refundRef: string }>>;
  /** pays a seller out; the same idempotency key pays once and answers the same payout */
  payout(db: Kysely<DB>, req: { userId: string; cents: number; idempotencyKey: string }, now: number): Promise<GatewayResult<{ payoutRef: string }>>;
};

export const GATEWAY_IN_TRANSACTION = 'the payment gateway is called inside a database transaction';

/** The gateway, refusing (throwing) every call made while a database transaction is open. */
export function outsideTransactions(g: PaymentGateway): PaymentGateway {
  const check = (db: Kysely<DB>, method: string) => {
    if (insideTransaction() || db.isTransaction) throw new Error(`${GATEWAY_IN_TRANSACTION} (${method})`);
  };
  return {
    name: g.name,
    attachCard: async (db, token, now) => (check(db, 'attachCard'), g.attachCard(db, token, now)),
    charge: async (db, req, now) => (check(db, 'charge'), g.charge(db, req, now)),
    findCharge: async (db, key) => (check(db, 'findCharge'), g.findCharge(db, key)),
    refund: async (db, req, now) => (check(db, 'refund'), g.refund(db, req, now)),
    payout: async (db, req, now) => (check(db, 'payout'), g.payout(db, req, now)),
  };
}

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
  db: Kysely<DB>,
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
  await db.insertInto('pay_sandbox_tokens').values({ id, number_kind: known.kind, brand: known.brand, last4: number.slice(-4), created_at: now }).execute();
  return { ok: true, value: { id } };
}

async function sandboxFind(db: Kysely<DB>, idempotencyKey: string, kind: 'CHARGE' | 'REFUND' | 'PAYOUT' = 'CHARGE'): Promise<{ chargeRef: string; cents: number } | null> {
  const row = await db.selectFrom('pay_sandbox_charges').select(['id', 'cents']).where('idempotency_key', '=', idempotencyKey).where('kind', '=', kind).executeTakeFirst();
  return row ? { chargeRef: row.id, cents: row.cents } : null;
}

/** One movement of money at the sandbox, once per key (its own statement, committed at once: two requests racing on one key move it once). */
async function sandboxMove(db: Kysely<DB>, kind: 'CHARGE' | 'REFUND' | 'PAYOUT', ref: string, req: { cents: number; idempotencyKey: string }, now: number): Promise<string> {
  const prefix = { CHARGE: 'ch', REFUND: 're', PAYOUT: 'po' }[kind];
  await db.insertInto('pay_sandbox_charges').values({ id: `${prefix}_${randomUUID()}`, idempotency_key: req.idempotencyKey, card_ref: ref, cents: req.cents, kind, created_at: now })
    .onConflict((oc) => oc.column('idempotency_key').doNothing()).execute();
  const made = await sandboxFind(db, req.idempotencyKey, kind);
  if (!made) throw new Error(`sandbox ${kind.toLowerCase()} not recorded (its key holds another kind)`);
  return made.chargeRef;
}

export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  async attachCard(db, token) {
    const row = await db.updateTable('pay_sandbox_tokens').set({ used: true }).where('id', '=', token).where('used', '=', false).returningAll().executeTakeFirst();
    if (!row) return { ok: false, message: SANDBOX_MESSAGES.BAD_TOKEN };
    return { ok: true, value: { brand: row.brand, last4: row.last4, gatewayRef: `card_${row.number_kind}_${row.id.slice(4)}` } };
  },
  async charge(db, req, now) {
    const prior = await sandboxFind(db, req.idempotencyKey);
    if (prior) return { ok: true, value: { chargeRef: prior.chargeRef } };
    if (req.gatewayRef.startsWith('card_DECLINED_')) return { ok: false, message: SANDBOX_MESSAGES.DECLINED };
    if (req.gatewayRef.startsWith('card_INSUFFICIENT_')) return { ok: false, message: SANDBOX_MESSAGES.INSUFFICIENT };
    return { ok: true, value: { chargeRef: await sandboxMove(db, 'CHARGE', req.gatewayRef, req, now) } };
  },
  findCharge: (db, key) => sandboxFind(db, key),
  async refund(db, req, now) {
    return { ok: true, value: { refundRef: await sandboxMove(db, 'REFUND', req.chargeRef, req, now) } };
  },
  async payout(db, req, now) {
    return { ok: true, value: { payoutRef: await sandboxMove(db, 'PAYOUT', `acct_${req.userId}`, req, now) } };
  },
};
