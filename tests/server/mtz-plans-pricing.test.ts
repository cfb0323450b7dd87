// The platform's pricing (spec 2 'Pricing'): plans with their prices and features from the server, one plan and
// price by id (404 when unknown), amounts computed by the server whatever the client sends, a second subscription
// refused before anything is charged, and the payment state the /stripe-payment-success return page confirms.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, newMember, type Api, type TestServer } from './harness';
import { addCard, DECLINED, key, P } from './billing/helpers';

describe.each(backends())('MTZ plan pricing and payment states on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const count = async (t: 'pay_orders' | 'pay_sandbox_charges' | 'pay_intents' | 'pay_ledger' | 'mtz_plan_subscriptions') =>
    Number((await s.db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c);
  const rows = async () => ({
    orders: await count('pay_orders'), charges: await count('pay_sandbox_charges'), intents: await count('pay_intents'),
    ledger: await count('pay_ledger'), subs: await count('mtz_plan_subscriptions'),
  });

  it('lists the plans with their monthly and yearly prices and features; one plan and price by id, 404 for an unknown plan or price', async () => {
    const plans = (await api.get(`${P}/pricing`)).body as { id: string; name: string; features: string[]; prices: { id: string; cents: number; type: string }[] }[];
    expect(plans.map((p) => [p.id, p.name, p.prices.map((x) => [x.id, x.cents, x.type])])).toEqual([
      ['starter', 'Starter', [['mtz-starter', 900, 'month']]],
      ['business', 'Business', [['mtz-business', 2900, 'month'], ['mtz-business-year', 29000, 'year']]],
    ]);
    for (const p of plans) expect(p.features.length).toBeGreaterThan(0);
    const one = await api.get(`${P}/pricing/business/mtz-business-year`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ plan: { id: 'business', name: 'Business' }, price: { id: 'mtz-business-year', cents: 29000, type: 'year' } });
    for (const [path, message] of [
      ['nope/mtz-starter', 'No such plan'], ['starter/mtz-business', 'No such price for this plan'], ['business/nope', 'No such price for this plan'],
    ] as const) {
      const r = await api.get(`${P}/pricing/${path}`);
      expect([r.status, r.body.message]).toEqual([404, message]);
    }
  });

  it('charges the amount the server computes (a client-sent amount is ignored); a second subscription is refused with nothing charged', async () => {
    const m = await newMember(api, 'pricing');
    await addCard(api, m.accessToken);
    const body = { mtzPlanId: 'mtz-business', paymentMethod: 'CARD', couponCodes: [] as string[], cents: 1, finalCents: 1 };
    const quote = (await api.post(`${P}/mtz-plan-subscriptions`, { ...body, _dryRun: true }, m.accessToken)).body.quote;
    expect(quote.cents).toBe(2900);
    expect(quote.finalCents).toBe(2900 + quote.tranxCents);
    expect(Number.isInteger(quote.finalCents)).toBe(true);
    const k = key();
    const paid = await api.post(`${P}/mtz-plan-subscriptions`, { ...body, idempotencyKey: k }, m.accessToken);
    expect(paid.status).toBe(200);
    expect(paid.body.quote).toEqual(quote);
    const charged = await s.db.selectFrom('pay_sandbox_charges').select('cents').where('idempotency_key', '=', `${m.id}:${k}`).execute();
    expect(charged).toEqual([{ cents: quote.finalCents }]);

    // the current user's plan label (spec 4) is the plan's name now
    expect((await api.get('/api/v1/company/user', m.accessToken)).body.planLabel).toBe('Business');
    const before = await rows();
    const again = await api.post(`${P}/mtz-plan-subscriptions`, { ...body, mtzPlanId: 'mtz-business-year', idempotencyKey: key() }, m.accessToken);
    expect([again.status, again.body.message]).toEqual([409, 'You already have an MTZ plan subscription']);
    expect(await rows()).toEqual(before);
    // the payment's state by its idempotency key and by its order id: completed
    const state = await api.get(`${P}/payment-states/${k}`, m.accessToken);
    expect(state.body).toMatchObject({ state: 'COMPLETED', description: 'MTZ plan Business', finalCents: quote.finalCents });
    expect((await api.get(`${P}/payment-states/${state.body.orderId}`, m.accessToken)).body.state).toBe('COMPLETED');
    // someone else's payment and an unknown one are not confirmed
    const other = await newMember(api, 'other');
    for (const ref of [k, state.body.orderId, randomUUID()]) {
      const r = await api.get(`${P}/payment-states/${ref}`, other.accessToken);
      expect([r.status, r.body.message]).toEqual([404, 'No such payment']);
    }
    expect((await api.get(`${P}/payment-states/${k}`)).status).toBe(401);
  });

  it('a payment still being settled is PENDING and a failed one FAILED with the gateway message, never COMPLETED', async () => {
    const m = await newMember(api, 'pending');
    const intent = (status: 'PENDING' | 'FAILED', message: string | null) => ({
      id: randomUUID(), idempotency_key: `${m.id}:${randomUUID()}`, buyer_user_id: m.id, cents: 3081, card_ref: 'card_x',
      pays_for: JSON.stringify({ op: 'mtz-plans.subscribe', args: {} }), status, charge_ref: null, message, created_at: Date.now(), updated_at: Date.now(),
    });
    const pending = intent('PENDING', null);
    const failed = intent('FAILED', 'Your card was declined.');
    await s.db.insertInto('pay_intents').values([pending, failed]).execute();
    expect((await api.get(`${P}/payment-states/${pending.id}`, m.accessToken)).body).toMatchObject({ state: 'PENDING', orderId: null, finalCents: 3081 });
    const clientKey = pending.idempotency_key.slice(m.id.length + 1);
    expect((await api.get(`${P}/payment-states/${clientKey}`, m.accessToken)).body.state).toBe('PENDING');
    expect((await api.get(`${P}/payment-states/${failed.id}`, m.accessToken)).body).toMatchObject({ state: 'FAILED', message: 'Your card was declined.' });
  });

  it('a declined card: the subscription is refused, no plan is made, and the payment state is FAILED with the reason', async () => {
    const m = await newMember(api, 'declined');
    await addCard(api, m.accessToken, DECLINED);
    const k = key();
    const r = await api.post(`${P}/mtz-plan-subscriptions`, { mtzPlanId: 'mtz-starter', paymentMethod: 'CARD', couponCodes: [], idempotencyKey: k }, m.accessToken);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect((await api.get(`${P}/mtz-plan-subscriptions/mine`, m.accessToken)).body).toBeNull();
    const state = await api.get(`${P}/payment-states/${k}`, m.accessToken);
    expect(state.body).toMatchObject({ state: 'FAILED', orderId: null, message: r.body.message });
  });
});
