// Refunds and payouts never call the gateway inside a database transaction, as card charges do not (intents.ts):
// (a) a transaction checks the request and writes the operation (PENDING, its idempotency key unique, the seller
// balance it will move held by it); (b) the gateway is called with the key, outside any transaction; (c) a second
// transaction commits the result: the operation's effect (ledger, refunded order, payout order) and SUCCEEDED, or
// FAILED with the gateway's message (the held balance is free again). A crash between (a) and (c) leaves the
// operation PENDING: the cron (settlePendingOperations) sends the same call again under the same key (the gateway
// moves the money once per key and answers the same reference) and commits its result.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import type { GatewayResult, PaymentGateway } from './gateway';
import type { BillingTables } from './tables';

export type OperationRow = Selectable<BillingTables['pay_operations']>;
type Kind = OperationRow['kind'];

/** How long an operation may stay PENDING before the cron settles it. */
export const OPERATION_SETTLE_AFTER_MS = 2 * 60_000;

/** Test-only crash points (the crash tests kill the server around a gateway call). */
export async function crashPoint(when: 'BEFORE' | 'AFTER', what: 'CHARGE' | Kind): Promise<void> {
  if (process.env[`PAY_CRASH_${when}_${what}`] !== '1') return;
  process.kill(process.pid, 'SIGKILL');
  await new Promise(() => undefined);
}

/** The seller balance: SELLER ledger entries less what PENDING refunds and payouts hold. Take `payout:{userId}`'s lock to rely on it. */
export async function availableCents(db: Kysely<DB>, userId: string): Promise<number> {
  const ledger = await db.selectFrom('pay_ledger').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('cents'), sql<string>`0`).as('c'))
    .where('user_id', '=', userId).where('account', '=', 'SELLER').executeTakeFirstOrThrow();
  return Number(ledger.c) - (await heldCents(db, userId));
}

export async function heldCents(db: Kysely<DB>, userId: string, kind?: Kind): Promise<number> {
  let q = db.selectFrom('pay_operations').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('reserved_cents'), sql<string>`0`).as('c'))
    .where('user_id', '=', userId).where('status', '=', 'PENDING');
  if (kind) q = q.where('kind', '=', kind);
  return Number((await q.executeTakeFirstOrThrow()).c);
}

export const lockBalance = (db: Kysely<DB>, userId: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${`payout:${userId}`}))`.execute(db);

/** The operation under way with this key (PENDING), if any: the request goes on with it (same key, same call). */
export const pendingOperation = (db: Kysely<DB>, key: string) =>
  db.selectFrom('pay_operations').selectAll().where('idempotency_key', '=', key).where('status', '=', 'PENDING').executeTakeFirst();

export type NewOperation = Pick<OperationRow, 'kind' | 'idempotency_key' | 'user_id' | 'order_id' | 'gateway_target' | 'cents' | 'reserved_cents'>;

/** (a) writes the operation PENDING (a FAILED one under the same key is tried again). */
export async function openOperation(uow: UnitOfWork, op: NewOperation): Promise<OperationRow> {
  const row = { ...op, status: 'PENDING' as const, gateway_ref: null, message: null, created_at: uow.now, updated_at: uow.now };
  const written = await uow.trx.insertInto('pay_operations').values({ id: randomUUID(), ...row })
    .onConflict((oc) => oc.column('idempotency_key').doUpdateSet(row).where('pay_operations.status', '=', 'FAILED'))
    .returningAll().executeTakeFirst();
  // one already PENDING or SUCCEEDED under the key: that one (its call is made again under the same key)
  return written ?? uow.trx.selectFrom('pay_operations').selectAll().where('idempotency_key', '=', op.idempotency_key).executeTakeFirstOrThrow();
}

async function callGateway(ctx: AppContext, gateway: PaymentGateway, op: OperationRow): Promise<GatewayResult<string>> {
  const req = { cents: op.cents, idempotencyKey: op.idempotency_key };
  if (op.kind === 'REFUND') {
    const r = await gateway.refund(ctx.db, { ...req, chargeRef: op.gateway_target }, op.created_at);
    return r.ok ? { ok: true, value: r.value.refundRef } : r;
  }
  const r = await gateway.payout(ctx.db, { ...req, userId: op.gateway_target }, op.created_at);
  return r.ok ? { ok: true, value: r.value.payoutRef } : r;
}

/** What a refund or payout the gateway made writes on our side (in the transaction that marks it SUCCEEDED). */
export type OperationEffect = (uow: UnitOfWork, op: OperationRow, gatewayRef: string) => Promise<void>;
const EFFECTS = new Map<Kind, OperationEffect>();
export const onOperationDone = (kind: Kind, effect: OperationEffect) => void EFFECTS.set(kind, effect);

/** (c) commits the gateway's answer once (the request and the cron may both answer the same operation). */
async function commit(ctx: AppContext, op: OperationRow, result: GatewayResult<string>): Promise<OperationRow> {
  return inTransaction(ctx, async (uow) => {
    const cur = await uow.trx.selectFrom('pay_operations').selectAll().where('id', '=', op.id).forUpdate().executeTakeFirstOrThrow();
    if (cur.status !== 'PENDING') return cur;
    if (result.ok) {
      const effect = EFFECTS.get(op.kind);
      if (!effect) throw new Error(`nothing books a ${op.kind} (refunds.ts and orders.ts register it)`);
      await effect(uow, cur, result.value);
    }
    const set = result.ok ? { status: 'SUCCEEDED' as const, gateway_ref: result.value } : { status: 'FAILED' as const, message: result.message };
    return uow.trx.updateTable('pay_operations').set({ ...set, updated_at: uow.now }).where('id', '=', op.id).returningAll().executeTakeFirstOrThrow();
  });
}

/** (b) and (c): the gateway call, then its result committed. A refusal by the gateway is a 402 with its message. */
export async function runOperation(ctx: AppContext, gateway: PaymentGateway, op: OperationRow): Promise<OperationRow> {
  await crashPoint('BEFORE', op.kind);
  const result = await callGateway(ctx, gateway, op);
  await crashPoint('AFTER', op.kind);
  const done = await commit(ctx, op, result);
  if (done.status === 'FAILED') throw new HttpError(402, done.message ?? 'The payment provider refused');
  return done;
}

/** The cron pass: operations left PENDING longer than OPERATION_SETTLE_AFTER_MS are sent again under their key and committed. */
export async function settlePendingOperations(ctx: AppContext, gateway: PaymentGateway): Promise<{ completed: number; failed: number }> {
  const out = { completed: 0, failed: 0 };
  const stale = await ctx.db.selectFrom('pay_operations').selectAll().where('status', '=', 'PENDING')
    .where('created_at', '<=', ctx.clock.now() - OPERATION_SETTLE_AFTER_MS).orderBy('created_at').limit(200).execute();
  for (const op of stale) {
    try {
      await runOperation(ctx, gateway, op);
      out.completed += 1;
    } catch (err) {
      if (err instanceof HttpError) out.failed += 1;
      else ctx.log(`${op.kind.toLowerCase()} ${op.id} not settled`, err);
    }
  }
  return out;
}
