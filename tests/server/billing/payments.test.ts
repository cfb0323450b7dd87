// The payment service: cards, wallet, charges with quotes, idempotency, coupons, orders, payouts; bad input 4xx with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { addCard, countRows, DECLINED, depositCents, INSUFFICIENT, key, ledgerFor, P, rawPost } from './helpers';

describe.each(backends())('payment service on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let seller: { id: string; accessToken: string };
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    seller = await newMember(api, 'seller');
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  it('cards: first is default, make default moves it, delete; "You have no card"; declining numbers tokenise', async () => {
    const m = await newMember(api);
    expect((await api.get(`${P}/cards`, m.accessToken)).body).toEqual([]);
    const a = await addCard(api, m.accessToken);
    const b = await addCard(api, m.accessToken, DECLINED, 'Second');
    expect([a.asDefault, b.asDefault]).toEqual([true, false]);
    const upd = await api.patch(`${P}/cards/${b.id}`, { asDefault: true }, m.accessToken);
    expect(upd.body.message).toBe('Card updated');
    const cards = (await api.get(`${P}/cards`, m.accessToken)).body as { id: string; asDefault: boolean; last4: string }[];
    expect(cards.map((c) => [c.last4, c.asDefault])).toEqual([['4242', false], ['0002', true]]);
    const other = await newMember(api);
    expect((await api.patch(`${P}/cards/${b.id}`, { asDefault: true }, other.accessToken)).body).toEqual({ message: 'You have no card' });
    expect((await api.call('DELETE', `${P}/cards/${a.id}`, undefined, other.accessToken)).status).toBe(404);
    expect((await api.call('DELETE', `${P}/cards/${b.id}`, undefined, m.accessToken)).body).toEqual({ message: 'Card deleted' });
    expect(((await api.get(`${P}/cards`, m.accessToken)).body as { asDefault: boolean }[]).map((c) => c.asDefault)).toEqual([true]);
    expect((await api.post(`${P}/sandbox/tokens`, { number: '4111111111111112', expMonth: 1, expYear: 2035, cvc: '123' })).body).toEqual({ message: 'Your card number is incorrect.' });
    expect((await api.post(`${P}/cards`, { name: 'x', tmpToken: 'tok_nope' }, m.accessToken)).status).toBe(402);
  });

  it('wallet deposit: minimum $15, message, idempotent; declines write nothing', async () => {
    const m = await newMember(api);
    const before = await countRows(s);
    expect((await api.post(`${P}/wallet-deposits`, { cents: 1500, idempotencyKey: key() }, m.accessToken)).body).toEqual({ message: 'You need to add a card to make payment' });
    await addCard(api, m.accessToken);
    expect((await api.post(`${P}/wallet-deposits`, { cents: 1499, idempotencyKey: key() }, m.accessToken)).body).toEqual({ message: 'Minimum deposit is $15' });
    expect((await api.post(`${P}/wallet-deposits`, { cents: 1500 }, m.accessToken)).body).toEqual({ message: 'Idempotency-Key is required' });
    expect((await api.post(`${P}/wallet-deposits`, { cents: 15.5, idempotencyKey: key() }, m.accessToken)).status).toBe(400);
    const after = await countRows(s);
    expect(after.ledger).toBe(before.ledger);
    expect(after.orders).toBe(before.orders);
    const k = key();
    const first = await rawPost(s, `${P}/wallet-deposits`, { cents: 1550 }, m.accessToken, { 'Idempotency-Key': k });
    expect(first.body.message).toBe('You have successfully deposited $15.50 into your Wallet.');
    const again = await rawPost(s, `${P}/wallet-deposits`, { cents: 1550 }, m.accessToken, { 'Idempotency-Key': k });
    expect(again.status).toBe(201);
    expect((await api.get(`${P}/wallets/mine`, m.accessToken)).body).toEqual({ cents: 1550 });
    expect((await ledgerFor(s, m.id)).filter((e) => e.account === 'WALLET')).toHaveLength(1);

    const poor = await newMember(api);
    await addCard(api, poor.accessToken, INSUFFICIENT);
    const n = await countRows(s);
    expect((await api.post(`${P}/wallet-deposits`, { cents: 2000, idempotencyKey: key() }, poor.accessToken))).toEqual({ status: 402, body: { message: 'Your card has insufficient funds.' } });
    expect(await countRows(s)).toEqual(n);
  });

  it('charges: dry-run quote, wallet and card payment, fee and coupons computed on the server', async () => {
    const m = await newMember(api);
    await addCard(api, m.accessToken);
    await depositCents(api, m.accessToken, 5000);
    const coupon = await api.post(`${P}/coupons`, { code: 'quarter25', type: 'PERCENTAGE', value: 25, maxToApplyCents: 400 }, seller.accessToken);
    expect(coupon.status).toBe(201);
    const dry = await api.post(`${P}/charges`, { cents: 2000, sellerUserId: seller.id, couponCodes: ['quarter25'], _dryRun: true }, m.accessToken);
    expect(dry.body).toEqual({ quote: { cents: 2000, discountCents: 400, tranxCents: 76, finalCents: 1676, couponCodes: ['quarter25'] }, order: null });
    const before = await countRows(s);
    expect(before.orders).toBeGreaterThan(0);
    const paid = await api.post(`${P}/charges`, { cents: 2000, sellerUserId: seller.id, couponCodes: 'quarter25', paymentMethod: 'WALLET', idempotencyKey: key() }, m.accessToken);
    expect(paid.status).toBe(200);
    expect(paid.body.order.finalCents).toBe(1676);
    expect((await api.get(`${P}/wallets/mine`, m.accessToken)).body).toEqual({ cents: 5000 - 1676 });
    expect((await api.get(`${P}/sellers/mine/balance`, seller.accessToken)).body).toEqual({ cents: 1600, pendingPayoutCents: 0 });
    const byCard = await api.post(`${P}/charges`, { cents: 1000, sellerUserId: seller.id, paymentMethod: 'CARD', idempotencyKey: key() }, m.accessToken);
    expect(byCard.body.quote).toEqual({ cents: 1000, discountCents: 0, tranxCents: 59, finalCents: 1059, couponCodes: [] });
    const orders = (await api.get(`${P}/orders`, m.accessToken)).body as { kind: string; finalCents: number }[];
    expect(orders.map((o) => [o.kind, o.finalCents])).toEqual([['CHARGE', 1059], ['CHARGE', 1676], ['DEPOSIT', 5000]]);
    expect((await api.get(`${P}/orders/${paid.body.order.id}`, seller.accessToken)).status).toBe(200);
    expect((await api.get(`${P}/orders/${paid.body.order.id}`, (await newMember(api)).accessToken)).status).toBe(403);
  });

  it('refused payments answer 4xx and write no ledger entry', async () => {
    const m = await newMember(api);
    await depositCents(api, m.accessToken, 0).catch(() => undefined);
    const base = { cents: 1000, sellerUserId: seller.id, idempotencyKey: key() };
    const before = await countRows(s);
    const cases: [unknown, number, string | RegExp][] = [
      [{ ...base, paymentMethod: 'WALLET' }, 402, 'Your wallet balance is not enough to make payment'],
      [{ ...base, paymentMethod: 'CARD' }, 400, 'You need to add a card to make payment'],
      [{ ...base, couponCodes: ['nosuchcode'] }, 400, 'Coupon nosuchcode is not valid'],
      [{ ...base, cents: -1 }, 400, /^cents: /],
      [{ ...base, cents: 10.5 }, 400, /^cents: /],
      [{ ...base, sellerUserId: 'nobody' }, 400, 'sellerUserId: no such seller'],
      [{ ...base, paymentMethod: 'CASH' }, 400, /^paymentMethod: /],
      [{ cents: 1000, sellerUserId: seller.id }, 400, 'Idempotency-Key is required'],
      [{ ...base, sellerUserId: m.id }, 400, 'You cannot pay yourself'],
    ];
    for (const [body, status, msg] of cases) {
      const r = await api.post(`${P}/charges`, body, m.accessToken);
      expect(r.status, JSON.stringify(body)).toBe(status);
      if (typeof msg === 'string') expect(r.body.message).toBe(msg);
      else expect(r.body.message).toMatch(msg);
    }
    await addCard(api, m.accessToken, DECLINED);
    expect((await api.post(`${P}/charges`, { ...base, paymentMethod: 'CARD' }, m.accessToken))).toEqual({ status: 402, body: { message: 'Your card was declined.' } });
    expect((await api.post(`${P}/charges`, base, '')).status).toBe(401);
    const after = await countRows(s);
    expect(after.ledger).toBe(before.ledger);
    expect(after.orders).toBe(before.orders);
    expect(after.gateway).toBe(before.gateway);
  });

  it('a double-submitted or retried payment charges once (same key, concurrent and sequential)', async () => {
    const m = await newMember(api);
    await addCard(api, m.accessToken);
    const k = key();
    const body = { cents: 3000, sellerUserId: seller.id, paymentMethod: 'CARD', idempotencyKey: k };
    const results = await Promise.all([1, 2, 3, 4].map(() => api.post(`${P}/charges`, body, m.accessToken)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
    const retried = await rawPost(s, `${P}/charges`, { ...body, idempotencyKey: undefined }, m.accessToken, { 'Idempotency-Key': k });
    expect(retried.body.order.id).toBe(results[0].body.order.id);
    const entries = await ledgerFor(s, m.id);
    expect(entries.filter((e) => e.account === 'CARD')).toHaveLength(1);
    const charges = await s.db.selectFrom('pay_sandbox_charges').selectAll().where('idempotency_key', '=', `${m.id}:${k}`).execute();
    expect(charges).toHaveLength(1);
    // the ledger itself refuses a second entry under the same key and account
    await expect(s.db.insertInto('pay_ledger').values({ id: 'dup', order_id: results[0].body.order.id, user_id: m.id, account: 'CARD', cents: -1, idempotency_key: `${m.id}:${k}`, created_at: 0 }).execute()).rejects.toThrow();
  });

  it('coupons: own only, page of 5, stats, rules of spec 5, update and delete', async () => {
    const owner = await newMember(api, 'couponer');
    const now = s.clock.now();
    const tomorrowEnd = Math.floor(now / 86_400_000) * 86_400_000 + 2 * 86_400_000 - 1;
    const bad: [unknown, string][] = [
      [{ code: 'ab12', type: 'FIXED', value: 100 }, 'Code must be 6-12 lowercase letters or digits'],
      [{ code: 'ABCDEF', type: 'FIXED', value: 100 }, 'Code must be 6-12 lowercase letters or digits'],
      [{ code: 'abcdef', type: 'PERCENTAGE', value: 101 }, 'Percentage must be between 1 and 100'],
      [{ code: 'abcdef', type: 'FIXED', value: 100, maxToApplyCents: 10 }, 'Maximum applies to percentage coupons only'],
      [{ code: 'abcdef', type: 'FIXED', value: 100, expiredAt: now }, 'Expiration must be tomorrow or later'],
    ];
    const before = (await countRows(s)).coupons;
    for (const [body, msg] of bad) expect((await api.post(`${P}/coupons`, body, owner.accessToken)).body.message).toBe(msg);
    expect((await api.post(`${P}/coupons`, { code: 'abcdefghijklm', type: 'FIXED', value: 1 }, owner.accessToken)).status).toBe(400);
    expect((await countRows(s)).coupons).toBe(before);
    const codes = ['cpa001', 'cpa002', 'cpa003', 'cpa004', 'cpa005', 'cpa006'];
    for (const [i, code] of codes.entries()) {
      s.clock.advance(1000);
      expect((await api.post(`${P}/coupons`, { code: `${code}${owner.id.slice(0, 4).replace(/[^a-z0-9]/g, 'x')}`, type: i % 2 ? 'FIXED' : 'PERCENTAGE', value: 10, expiredAt: tomorrowEnd + 86_400_000 }, owner.accessToken)).status).toBe(201);
    }
    const page1 = (await api.get(`${P}/coupons?sellerUserIds=${owner.id}&limit=5&skip=0`, owner.accessToken)).body as { id: string; code: string }[];
    const page2 = (await api.get(`${P}/coupons?limit=5&skip=5`, owner.accessToken)).body as { id: string; code: string }[];
    expect(page1).toHaveLength(5);
    expect(page2).toHaveLength(1);
    expect(page2[0].code.startsWith('cpa001')).toBe(true);
    expect((await api.get(`${P}/coupons/stats?sellerUserIds=${owner.id}`, owner.accessToken)).body).toEqual({ all: { count: 6 } });
    expect((await api.get(`${P}/coupons?sellerUserIds=${seller.id}`, owner.accessToken)).status).toBe(403);
    expect((await api.post(`${P}/coupons`, { code: page1[0].code, type: 'FIXED', value: 5 }, seller.accessToken))).toEqual({ status: 409, body: { message: 'This coupon code is already taken' } });
    expect((await api.patch(`${P}/coupons/${page1[0].id}`, { value: 50 }, seller.accessToken)).status).toBe(403);
    const upd = await api.patch(`${P}/coupons/${page1[0].id}`, { value: 50, description: 'half' }, owner.accessToken);
    expect(upd.body.message).toBe('Coupon updated');
    expect(upd.body.coupon.value).toBe(50);
    expect((await api.call('DELETE', `${P}/coupons/${page1[0].id}`, undefined, seller.accessToken)).status).toBe(403);
    expect((await api.call('DELETE', `${P}/coupons/${page1[0].id}`, undefined, owner.accessToken)).body).toEqual({ message: 'Coupon deleted' });
    expect((await api.get(`${P}/coupons/stats`, owner.accessToken)).body).toEqual({ all: { count: 5 } });
  });

  it('payouts move the seller balance once per key; links are sandbox pages', async () => {
    const bal = (await api.get(`${P}/sellers/mine/balance`, seller.accessToken)).body.cents as number;
    expect(bal).toBeGreaterThan(100);
    const k = key();
    const a = await api.post(`${P}/payouts`, { cents: 100, idempotencyKey: k }, seller.accessToken);
    const b = await api.post(`${P}/payouts`, { cents: 100, idempotencyKey: k }, seller.accessToken);
    expect(a.body.id).toBe(b.body.id);
    expect((await api.get(`${P}/sellers/mine/balance`, seller.accessToken)).body.cents).toBe(bal - 100);
    expect((await api.post(`${P}/payouts`, { cents: bal, idempotencyKey: key() }, seller.accessToken)).body).toEqual({ message: 'Your balance is not enough for this payout' });
    expect((await api.get(`${P}/payouts`, seller.accessToken)).body).toHaveLength(1);
    expect((await api.get(`${P}/account-setup-link`, seller.accessToken)).body.url).toMatch(/^\/stripe-payment-success/);
  });

  it('customer: none, then created with a method, then updated', async () => {
    const m = await newMember(api);
    expect((await api.get(`${P}/customers/mine`, m.accessToken)).body).toBeNull();
    const c = await api.post(`${P}/customers`, { paymentMethod: 'WALLET' }, m.accessToken);
    expect(c.body.paymentMethod).toBe('WALLET');
    expect((await api.post(`${P}/customers`, { paymentMethod: 'BITCOIN' }, m.accessToken)).status).toBe(400);
    await api.post(`${P}/customers`, { paymentMethod: 'CARD' }, m.accessToken);
    expect((await api.get(`${P}/customers/mine`, m.accessToken)).body).toEqual({ id: c.body.id, paymentMethod: 'CARD' });
    const addr = await api.post(`${P}/billing-addresses`, { name: 'Office', line1: '1 Main St', city: 'Riga', country: 'LV' }, m.accessToken);
    expect(addr.status).toBe(201);
    expect((await api.post(`${P}/billing-addresses`, { name: '', line1: 'x', city: 'y', country: 'z' }, m.accessToken)).status).toBe(400);
    expect((await api.get(`${P}/billing-addresses`, m.accessToken)).body).toHaveLength(1);
  });
  it('coupon limits: minimum, quantity, expiry at end of day, another seller\'s coupon refused', async () => {
    const buyer = await newMember(api);
    await addCard(api, buyer.accessToken);
    const now = s.clock.now();
    const endOfTomorrow = Math.floor(now / 86_400_000) * 86_400_000 + 2 * 86_400_000 - 1;
    const suffix = buyer.id.replace(/[^a-z0-9]/g, '').slice(0, 5);
    await api.post(`${P}/coupons`, { code: `min${suffix}`, type: 'FIXED', value: 300, minToApplyCents: 2000 }, seller.accessToken);
    await api.post(`${P}/coupons`, { code: `one${suffix}`, type: 'FIXED', value: 100, quantity: 1 }, seller.accessToken);
    await api.post(`${P}/coupons`, { code: `exp${suffix}`, type: 'PERCENTAGE', value: 10, expiredAt: endOfTomorrow }, seller.accessToken);
    let token = buyer.accessToken;
    const charge = (couponCodes: string[], cents = 1000) => api.post(`${P}/charges`, { cents, sellerUserId: seller.id, couponCodes, paymentMethod: 'CARD', idempotencyKey: key() }, token);
    expect((await charge([`min${suffix}`], 1999)).body.message).toBe(`Coupon min${suffix} applies to $20.00 or more`);
    expect((await charge([`min${suffix}`], 2000)).body.quote.discountCents).toBe(300);
    expect((await charge([`one${suffix}`])).status).toBe(200);
    expect((await charge([`one${suffix}`])).body.message).toBe(`Coupon one${suffix} has been used up`);
    s.clock.set(endOfTomorrow); // tokens expire as the clock moves: sign in again
    token = (await login(api, buyer.email, buyer.password)).accessToken;
    expect((await charge([`exp${suffix}`])).status).toBe(200);
    s.clock.set(endOfTomorrow + 1);
    token = (await login(api, buyer.email, buyer.password)).accessToken;
    expect((await charge([`exp${suffix}`])).body.message).toBe(`Coupon exp${suffix} has expired`);
    expect((await charge(['welcome10'])).body.message).toBe('Coupon welcome10 is not valid');
  });

});
