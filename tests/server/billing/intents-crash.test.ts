// A card payment (or a card refund) whose server dies between the gateway and the commit: the server runs as a
// child process (tsx server/src/main.ts on a PGlite data dir) with a test-only crash point that SIGKILLs it right
// after the gateway call (PAY_CRASH_AFTER_CHARGE / _REFUND) or right before it (PAY_CRASH_BEFORE_CHARGE / _REFUND).
// The server is started again on the same data and the cron settles: charged once and the order paid, or not
// charged and FAILED; a refund is sent again under its key and booked once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/src/app';
import { gateway } from '../../../server/src/billing/module';
import { INTENT_MESSAGES, INTENT_SETTLE_AFTER_MS, settlePendingIntents } from '../../../server/src/billing/intents';
import { OPERATION_SETTLE_AFTER_MS, settlePendingOperations } from '../../../server/src/billing/operations';
import { manualClock } from '../../../server/src/clock';
import { childServer, inProcessServer } from '../crash-server';
import { client, newMember } from '../harness';
import { addCard, P } from './helpers';

/** The server in this process on the data dir (to sign up, and to run the cron after the crash). */
const inProcess = inProcessServer;

/** The server as a child process with a crash point (one process: the one killed). */
type Crash = `PAY_CRASH_${'BEFORE' | 'AFTER'}_${'CHARGE' | 'REFUND'}`;
const child = (dataDir: string, crash: Crash) => childServer(dataDir, { [crash]: '1' });

async function scenario(crash: Crash) {
  const dataDir = await mkdtemp(join(tmpdir(), 'mtz-crash-'));
  try {
    let s: RunningServer = await inProcess(dataDir);
    const m = await newMember(client(s), 'crash');
    await addCard(client(s), m.accessToken);
    await s.close();

    const c = child(dataDir, crash);
    const api = client({ url: await c.url });
    const k = `crash-${crash}`;
    const paid = await api.post(`${P}/wallet-deposits`, { cents: 2500, paymentMethod: 'CARD', idempotencyKey: k }, m.accessToken).catch((err: unknown) => err);
    expect(paid).toBeInstanceOf(Error); // the connection died with the server
    expect((await c.exited).signal).toBe('SIGKILL');

    // the server again on the same data, its clock past the settling threshold: the cron's pass
    const clock = manualClock(Date.now() + INTENT_SETTLE_AFTER_MS + 1000);
    s = await inProcess(dataDir, clock);
    try {
      const fullKey = `${m.id}:${k}`;
      const intentBefore = await s.db.selectFrom('pay_intents').selectAll().where('idempotency_key', '=', fullKey).executeTakeFirstOrThrow();
      expect(intentBefore.status).toBe('PENDING');
      const settled = await settlePendingIntents(s.ctx, gateway);
      const charges = await s.db.selectFrom('pay_sandbox_charges').selectAll().where('idempotency_key', '=', fullKey).execute();
      const orders = await s.db.selectFrom('pay_orders').selectAll().where('idempotency_key', '=', fullKey).execute();
      const intent = await s.db.selectFrom('pay_intents').selectAll().where('idempotency_key', '=', fullKey).executeTakeFirstOrThrow();
      const wallet = (await client(s).get(`${P}/wallets/mine`, m.accessToken)).body.cents;
      // a second pass and a retry by the client change nothing more
      expect(await settlePendingIntents(s.ctx, gateway)).toEqual({ completed: 0, failed: 0 });
      return { settled, charges, orders, intent, wallet, retry: await client(s).post(`${P}/wallet-deposits`, { cents: 2500, paymentMethod: 'CARD', idempotencyKey: k }, m.accessToken) };
    } finally {
      await s.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('a card payment survives a crash between the gateway and the commit', () => {
  it('killed after the charge: charged once, the order ends paid (completed by the cron)', async () => {
    const r = await scenario('PAY_CRASH_AFTER_CHARGE');
    expect(r.settled).toEqual({ completed: 1, failed: 0 });
    expect(r.charges.map((c) => [c.kind, c.cents])).toEqual([['CHARGE', 2500]]);
    expect(r.orders).toHaveLength(1);
    expect(r.orders[0]).toMatchObject({ kind: 'DEPOSIT', final_cents: 2500, gateway_ref: r.charges[0].id });
    expect(r.intent).toMatchObject({ status: 'SUCCEEDED', charge_ref: r.charges[0].id });
    expect(r.wallet).toBe(2500);
    // the client's retry with the same key is answered with the order, not charged again
    expect([r.retry.status, r.retry.body.order.id, r.retry.body.wallet.cents]).toEqual([201, r.orders[0].id, 2500]);
  }, 240_000);

  it('killed before the charge: not charged, the intent ends FAILED', async () => {
    const r = await scenario('PAY_CRASH_BEFORE_CHARGE');
    expect(r.settled).toEqual({ completed: 0, failed: 1 });
    expect(r.charges).toEqual([]);
    expect(r.orders).toEqual([]);
    expect(r.intent).toMatchObject({ status: 'FAILED', message: INTENT_MESSAGES.notCharged, charge_ref: null });
    expect(r.wallet).toBe(0);
  }, 240_000);
});

/** A card charge refunded by its seller on a server killed around the gateway's refund; the cron settles the refund. */
async function refundScenario(crash: Crash) {
  const dataDir = await mkdtemp(join(tmpdir(), 'mtz-crash-'));
  try {
    let s: RunningServer = await inProcess(dataDir);
    const buyer = await newMember(client(s), 'buyer');
    const seller = await newMember(client(s), 'seller');
    await addCard(client(s), buyer.accessToken);
    const paid = await client(s).post(`${P}/charges`, { sellerUserId: seller.id, cents: 2000, paymentMethod: 'CARD', idempotencyKey: 'refund-crash' }, buyer.accessToken);
    expect(paid.status).toBe(200);
    const orderId = paid.body.order.id as string;
    await s.close();

    const c = child(dataDir, crash);
    const refused = await client({ url: await c.url }).post(`${P}/orders/${orderId}/refunds`, {}, seller.accessToken).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Error);
    expect((await c.exited).signal).toBe('SIGKILL');

    s = await inProcess(dataDir, manualClock(Date.now() + OPERATION_SETTLE_AFTER_MS + 1000));
    try {
      const key = `refund:${orderId}`;
      const op = () => s.db.selectFrom('pay_operations').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
      const pending = await op();
      // while it is under way the refund holds the seller's balance: no payout can take it
      const balanceBefore = (await client(s).get(`${P}/sellers/mine/balance`, seller.accessToken)).body.cents;
      const settled = await settlePendingOperations(s.ctx, gateway);
      const again = await settlePendingOperations(s.ctx, gateway);
      const retry = await client(s).post(`${P}/orders/${orderId}/refunds`, {}, seller.accessToken);
      return {
        pending, balanceBefore, settled, again, retry, op: await op(),
        refunds: await s.db.selectFrom('pay_sandbox_charges').select(['kind', 'cents']).where('idempotency_key', '=', key).execute(),
        entries: await s.db.selectFrom('pay_ledger').select(['account', 'cents']).where('idempotency_key', '=', key).orderBy('account').execute(),
        order: await s.db.selectFrom('pay_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow(),
        balance: (await client(s).get(`${P}/sellers/mine/balance`, seller.accessToken)).body.cents,
      };
    } finally {
      await s.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('a card refund survives a crash around the gateway call: refunded once, booked once', () => {
  for (const crash of ['PAY_CRASH_AFTER_REFUND', 'PAY_CRASH_BEFORE_REFUND'] as const) {
    it(`killed ${crash.includes('AFTER') ? 'after' : 'before'} the refund: the cron sends it again under its key and books it`, async () => {
      const r = await refundScenario(crash);
      expect([r.pending.status, r.pending.kind, r.pending.reserved_cents]).toEqual(['PENDING', 'REFUND', 2000]);
      expect(r.balanceBefore).toBe(0);
      expect([r.settled, r.again]).toEqual([{ completed: 1, failed: 0 }, { completed: 0, failed: 0 }]);
      expect(r.refunds).toEqual([{ kind: 'REFUND', cents: r.order.final_cents }]);
      expect(r.entries).toEqual([{ account: 'CARD', cents: r.order.final_cents }, { account: 'PLATFORM', cents: -r.order.tranx_cents }, { account: 'SELLER', cents: -2000 }]);
      expect(r.op).toMatchObject({ status: 'SUCCEEDED', gateway_ref: expect.stringMatching(/^re_/) });
      expect(r.order.refunded_at).toEqual(expect.any(Number));
      expect(r.balance).toBe(0);
      // the seller's retry is answered with the refunded order; nothing moves again
      expect([r.retry.status, r.retry.body.order.refundedAt]).toEqual([201, r.order.refunded_at]);
    }, 240_000);
  }
});
