// The payment gateway is never called inside a database transaction, and refusals that do not depend on the
// charge come before it. Every call to the gateway in use (billing/module.ts) is recorded with whether a
// transaction was open at that moment (inTransaction's flag; the gateway itself also refuses such calls).
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GATEWAY_IN_TRANSACTION, type PaymentGateway } from '../../../server/src/billing/gateway';
import { INTENT_SETTLE_AFTER_MS, settlePendingIntents } from '../../../server/src/billing/intents';
import { ALREADY_SUBSCRIBED } from '../../../server/src/billing/member-plans';
import { gateway } from '../../../server/src/billing/module';
import { MTZ_PLAN_MESSAGES } from '../../../server/src/billing/mtz-plans';
import { settlePendingOperations } from '../../../server/src/billing/operations';
import { inTransaction, insideTransaction } from '../../../server/src/context';
import { SPONSOR_ERRORS } from '../../../server/src/sponsors/subscribe';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { newGroup, newPlan, subscribeBody } from '../sponsors/helpers';
import { addCard, C, depositCents, key, P } from './helpers';

const METHODS = ['attachCard', 'charge', 'findCharge', 'refund', 'payout'] as const satisfies readonly (keyof PaymentGateway)[];
type Call = { method: string; inTransaction: boolean };

/** Source files under `dir`, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

it('every transaction of the services is opened by inTransaction (so the flag the gateway checks is always set)', () => {
  const root = join(import.meta.dirname, '../../../server/src');
  // the database layer (migrations at start-up) and inTransaction itself are the only other places
  const others = sources(root).filter((f) => !f.startsWith(join(root, 'db')) && f !== join(root, 'context.ts'))
    .filter((f) => /\.(transaction|startTransaction)\(\)/.test(readFileSync(f, 'utf8')));
  expect(others.map((f) => relative(root, f))).toEqual([]);
});

describe.each(backends())('gateway calls on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  const calls: Call[] = [];
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    for (const m of METHODS) {
      const real = gateway[m] as (...a: unknown[]) => Promise<unknown>;
      vi.spyOn(gateway, m).mockImplementation(((...a: unknown[]) => {
        calls.push({ method: m, inTransaction: insideTransaction() });
        return real(...a);
      }) as any);
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  /** the gateway calls `run` makes */
  const during = async <T>(run: () => Promise<T>): Promise<{ result: T; calls: Call[] }> => {
    const from = calls.length;
    const result = await run();
    return { result, calls: calls.slice(from) };
  };
  const rows = async (t: 'pay_intents' | 'pay_sandbox_charges' | 'pay_operations' | 'pay_orders') =>
    Number((await s.db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c);
  const counts = async () => ({ intents: await rows('pay_intents'), gateway: await rows('pay_sandbox_charges'), operations: await rows('pay_operations'), orders: await rows('pay_orders') });

  it('the gateway refuses a call made inside a transaction (inTransaction or a raw one)', async () => {
    const r = await during(async () => {
      await expect(inTransaction(s.ctx, () => gateway.findCharge(s.ctx.db, 'x'))).rejects.toThrow(GATEWAY_IN_TRANSACTION);
      await expect(s.db.transaction().execute((trx) => gateway.findCharge(trx, 'x'))).rejects.toThrow(GATEWAY_IN_TRANSACTION);
      await expect(gateway.findCharge(s.ctx.db, 'x')).resolves.toBeNull();
    });
    // the record below tells a call inside inTransaction from one outside (a raw transaction is caught by the gateway itself)
    expect(r.calls.map((c) => c.inTransaction)).toEqual([true, false, false]);
  });

  it('cards, deposits, charges, refunds, payouts, guest donations, plans and both crons call every gateway method, none inside a transaction', async () => {
    const from = calls.length;
    const buyer = await newMember(api, 'buyer');
    const seller = await newMember(api, 'seller');
    const card = await addCard(api, buyer.accessToken);
    await depositCents(api, buyer.accessToken, 3000);
    const byCard = await api.post(`${P}/charges`, { sellerUserId: seller.id, cents: 1500, paymentMethod: 'CARD', idempotencyKey: key() }, buyer.accessToken);
    expect(byCard.status).toBe(200);
    expect((await api.post(`${P}/charges`, { sellerUserId: seller.id, cents: 1000, paymentMethod: 'WALLET', idempotencyKey: key() }, buyer.accessToken)).status).toBe(200);
    const refund = await api.post(`${P}/orders/${byCard.body.order.id}/refunds`, {}, seller.accessToken);
    expect([refund.status, refund.body.order.refundedAt]).toEqual([201, expect.any(Number)]);
    const payoutKey = key();
    const payout = await api.post(`${P}/payouts`, { cents: 400, idempotencyKey: payoutKey }, seller.accessToken);
    expect([payout.status, payout.body.cents]).toEqual([201, 400]);
    expect((await api.post(`${P}/payouts`, { cents: 400, idempotencyKey: payoutKey }, seller.accessToken)).body.id).toBe(payout.body.id);
    expect((await api.get(`${P}/sellers/mine/balance`, seller.accessToken)).body).toEqual({ cents: 600, pendingPayoutCents: 0 });
    const sandbox = await s.db.selectFrom('pay_sandbox_charges').select(['kind', 'cents']).where('idempotency_key', 'in', [`refund:${byCard.body.order.id}`, `${seller.id}:${payoutKey}`]).orderBy('kind').execute();
    expect(sandbox).toEqual([{ kind: 'PAYOUT', cents: 400 }, { kind: 'REFUND', cents: byCard.body.order.finalCents }]);

    // a guest's donation: the card token is attached before the payment
    const northern = await s.db.selectFrom('company_groups').select('id').where('profile_name', '=', 'northern-traders').executeTakeFirstOrThrow();
    const donation = (await api.get(`${C}/cg-donations?companyGroupId=${northern.id}`)).body;
    const tok = (await api.post(`${P}/sandbox/tokens`, { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' })).body.id;
    const guest = await api.post(`${C}/cg-donation-payments/guest`, {
      cgDonationPriceId: donation.prices[0].id, buyerUserEmail: 'g@example.test', buyerUserFirstname: 'G', buyerUserLastname: 'Uest', paymentMethod: 'CARD', paymentSource: tok, idempotencyKey: key(),
    });
    expect(guest.body.order.buyerUserId).toBe('guest-donor');

    // an MTZ plan by card; then a charge made for a second plan whose request died (a PENDING intent): the cron
    // finds the charge, the operation is refused now (one plan per user), so the charge is refunded, once
    const mtz = await api.post(`${P}/mtz-plan-subscriptions`, { mtzPlanId: 'mtz-starter', paymentMethod: 'CARD', couponCodes: [], idempotencyKey: key() }, buyer.accessToken);
    expect(mtz.status).toBe(200);
    const lostKey = `${buyer.id}:lost-${key()}`;
    const req = { mtzPlanId: 'mtz-business', paymentMethod: 'CARD', paymentInstrumentId: card.id, couponCodes: [], idempotencyKey: lostKey.slice(buyer.id.length + 1), dryRun: false };
    await s.db.insertInto('pay_intents').values({
      id: key(), idempotency_key: lostKey, buyer_user_id: buyer.id, cents: 3081, card_ref: 'card_OK_lost', status: 'PENDING', charge_ref: null, message: null,
      pays_for: JSON.stringify({ op: 'mtz-plans.subscribe', args: { userId: buyer.id, req } }), created_at: s.clock.now(), updated_at: s.clock.now(),
    }).execute();
    expect((await gateway.charge(s.ctx.db, { gatewayRef: 'card_OK_lost', cents: 3081, idempotencyKey: lostKey }, s.clock.now())).ok).toBe(true);
    s.clock.set(s.clock.now() + INTENT_SETTLE_AFTER_MS + 1);
    expect(await settlePendingIntents(s.ctx, gateway)).toEqual({ completed: 0, failed: 1 });
    expect(await settlePendingOperations(s.ctx, gateway)).toEqual({ completed: 0, failed: 0 });
    const lost = await s.db.selectFrom('pay_intents').selectAll().where('idempotency_key', '=', lostKey).executeTakeFirstOrThrow();
    expect([lost.status, lost.message, lost.charge_ref]).toEqual(['FAILED', MTZ_PLAN_MESSAGES.already, expect.stringMatching(/^ch_/)]);
    const back = await s.db.selectFrom('pay_sandbox_charges').select(['kind', 'cents']).where('idempotency_key', '=', `refund:${lostKey}`).execute();
    expect(back).toEqual([{ kind: 'REFUND', cents: 3081 }]);
    expect(await s.db.selectFrom('pay_orders').select('id').where('idempotency_key', '=', lostKey).execute()).toEqual([]);
    // the same key again: refused before any charge (not charged a second time under a refunded key)
    const { dryRun: _, ...body } = req;
    const again = await during(() => api.post(`${P}/mtz-plan-subscriptions`, body, buyer.accessToken));
    expect([again.result.status, again.calls]).toEqual([409, []]);

    // a key whose charge was refunded cannot pay again (the gateway would answer the refunded charge for it)
    const refundedKey = `refunded-${key()}`;
    await s.db.insertInto('pay_intents').values({
      id: key(), idempotency_key: `${buyer.id}:${refundedKey}`, buyer_user_id: buyer.id, cents: 2000, card_ref: 'card_OK_x', status: 'FAILED', charge_ref: 'ch_refunded',
      message: 'The plan is gone', pays_for: JSON.stringify({ op: 'billing.deposit', args: {} }), created_at: s.clock.now(), updated_at: s.clock.now(),
    }).execute();
    const token = (await login(api, buyer.email, buyer.password)).accessToken;
    const replayed = await during(() => api.post(`${P}/wallet-deposits`, { cents: 2000, paymentMethod: 'CARD', idempotencyKey: refundedKey }, token));
    expect([replayed.result.status, replayed.result.body.message, replayed.calls]).toEqual([409, 'The plan is gone', []]);

    const made = calls.slice(from);
    expect(new Set(made.map((c) => c.method))).toEqual(new Set(METHODS));
    expect(made.filter((c) => c.inTransaction)).toEqual([]);
  });

  it('"already subscribed" (member plan, MTZ plan, sponsorship) is refused before the charge: no gateway call, no intent, no refund', async () => {
    const m = await newMember(api, 'twice');
    const card = await addCard(api, m.accessToken);
    const premium = await s.db.selectFrom('company_groups').select('id').where('profile_name', '=', 'premium-buyers-club').executeTakeFirstOrThrow();
    const prices = (await api.get(`${C}/cg-member-plan-prices?companyGroupIds=${premium.id}&asDeactivated=false`)).body as { id: string; type: string }[];
    const monthly = prices.find((p) => p.type === 'month')!;
    const member = { cgMemberPlanPriceId: monthly.id, paymentMethod: 'CARD', paymentInstrumentId: card.id, couponCodes: [] };
    expect((await api.post(`${C}/cg-member-plan-subscriptions`, { ...member, idempotencyKey: key() }, m.accessToken)).status).toBe(200);
    const mtz = { mtzPlanId: 'mtz-starter', paymentMethod: 'CARD', paymentInstrumentId: card.id, couponCodes: [] };
    expect((await api.post(`${P}/mtz-plan-subscriptions`, { ...mtz, idempotencyKey: key() }, m.accessToken)).status).toBe(200);
    const g = await newGroup(s, api);
    const plan = await newPlan(api, g, { name: 'Silver', rank: 2, max: 5, prices: [[2000, 'month']] });
    const sponsorBody = subscribeBody(plan.prices[0].id, { paymentInstrumentId: card.id });
    expect((await api.post(`${C}/cg-sponsor-subscriptions`, sponsorBody, m.accessToken)).status).toBe(200);

    const token = (await login(api, m.email, m.password)).accessToken;
    const before = await counts();
    const refused = await during(async () => [
      await api.post(`${C}/cg-member-plan-subscriptions`, { ...member, idempotencyKey: key() }, token),
      await api.post(`${P}/mtz-plan-subscriptions`, { ...mtz, mtzPlanId: 'mtz-business', idempotencyKey: key() }, token),
      await api.post(`${C}/cg-sponsor-subscriptions`, { ...sponsorBody, idempotencyKey: key() }, token),
    ]);
    expect(refused.result.map((r) => [r.status, r.body.message])).toEqual([[409, ALREADY_SUBSCRIBED], [409, MTZ_PLAN_MESSAGES.already], [409, SPONSOR_ERRORS.already]]);
    expect(refused.calls).toEqual([]);
    expect(await counts()).toEqual(before);
    // a double submit of the first payment is still answered with it (no charge either)
    const replay = await during(() => api.post(`${C}/cg-sponsor-subscriptions`, sponsorBody, token));
    expect([replay.result.status, replay.calls]).toEqual([200, []]);
  });
});
