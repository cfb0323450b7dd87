// Refunds and sales, donations, MTZ points, the site's MTZ plans (renewal by the clock) and the retry of a failed
// member renewal: every refused request answers 4xx with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../../src/domain/billing';
import { runMemberPlanJobs } from '../../../server/src/billing/member-plans';
import { gateway } from '../../../server/src/billing/module';
import { runMtzPlanJobs } from '../../../server/src/billing/mtz-plans';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { addCard, C, countRows, depositCents, INSUFFICIENT, key, P } from './helpers';

describe.each(backends())('refunds, donations, points, MTZ plans, retry on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let groupId: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    groupId = (await s.db.selectFrom('company_groups').select('id').where('profile_name', '=', 'premium-buyers-club').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const token = async (u: { email: string; password: string }) => (await login(api, u.email, u.password)).accessToken;
  const wallet = async (t: string) => (await api.get(`${P}/wallets/mine`, t)).body.cents as number;
  const balance = async (t: string) => (await api.get(`${P}/sellers/mine/balance`, t)).body.cents as number;
  const allRows = async () => ({
    ...(await countRows(s)),
    mtz: Number((await s.db.selectFrom('mtz_plan_subscriptions').select((eb) => eb.fn.countAll<string>().as('c')).executeTakeFirstOrThrow()).c),
  });
  const donation = (extra: Record<string, unknown> = {}) => ({
    companyGroupId: groupId, cents: 1000, buyerUserEmail: 'd@example.test', buyerUserFirstname: 'Dee', buyerUserLastname: 'Donor', paymentMethod: 'WALLET', idempotencyKey: key(), ...extra,
  });

  it('donations: spec-5 rules refused with nothing written; paid to the group owner; listed given and received; points per whole dollar', async () => {
    const donor = await newMember(api, 'donor');
    const alice = await login(api, 'alice@mtz.test', 'Alice123!');
    await addCard(api, donor.accessToken);
    await depositCents(api, donor.accessToken, 5000);
    const before = await allRows();
    const refused: [Record<string, unknown>, number, string][] = [
      [{ buyerUserEmail: ' ' }, 400, 'Email is required'],
      [{ buyerUserFirstname: '' }, 400, 'First name is required'],
      [{ buyerUserLastname: '' }, 400, 'Last name is required'],
      [{ cents: 199 }, 400, 'Amount minimum is $2'],
      [{ companyGroupId: 'nope' }, 400, 'Invalid company group'],
      [{ cents: 999_999 }, 402, 'Your wallet balance is not enough to make payment'],
      [{ cents: 10.5 }, 400, expect.any(String) as unknown as string],
      [{ idempotencyKey: undefined }, 400, 'Idempotency-Key is required'],
    ];
    for (const [extra, status, message] of refused) {
      const r = await api.post(`${P}/donations`, donation(extra), donor.accessToken);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect(await allRows()).toEqual(before);
    const sellerBefore = await balance(alice.accessToken);
    const body = donation({ cents: 1234 });
    const [a, b] = await Promise.all([api.post(`${P}/donations`, body, donor.accessToken), api.post(`${P}/donations`, body, donor.accessToken)]);
    expect(a.status).toBe(201);
    expect(b.body.order.id).toBe(a.body.order.id);
    expect(a.body.message).toBe('Thank you for your donation to Premium Buyers Club');
    expect(a.body.order).toMatchObject({ kind: 'DONATION', cents: 1234, tranxCents: 66, finalCents: 1300, refundedAt: null });
    expect(await wallet(donor.accessToken)).toBe(5000 - 1300);
    expect(await balance(alice.accessToken)).toBe(sellerBefore + 1234);
    const mine = (await api.get(`${P}/donations`, donor.accessToken)).body;
    expect(mine.given.map((d: { id: string; groupName: string; donorName: string }) => [d.id, d.groupName, d.donorName])).toEqual([[a.body.order.id, 'Premium Buyers Club', 'Dee Donor']]);
    expect(mine.received).toEqual([]);
    const hers = (await api.get(`${P}/donations`, alice.accessToken)).body;
    expect(hers.received.map((d: { id: string }) => d.id)).toContain(a.body.order.id);
    // points: 13 for $13.00 paid; a deposit earns none
    const points = (await api.get(`${P}/points/mine`, donor.accessToken)).body;
    expect(points).toEqual({ points: 13, entries: [{ orderId: a.body.order.id, description: 'Donation to Premium Buyers Club', points: 13, createdAt: a.body.order.createdAt }] });
    expect((await api.get(`${P}/points/mine`)).status).toBe(401);
  });

  it('refunds: only the seller, only charges and donations, in full once; wallet or card back, balance and fee reversed; refused ones write nothing', async () => {
    const seller = await newMember(api, 'seller');
    const buyer = await newMember(api, 'buyer');
    await addCard(api, buyer.accessToken);
    await depositCents(api, buyer.accessToken, 3000);
    const byWallet = await api.post(`${P}/charges`, { cents: 1000, sellerUserId: seller.id, paymentMethod: 'WALLET', idempotencyKey: key() }, buyer.accessToken);
    const byCard = await api.post(`${P}/charges`, { cents: 2000, sellerUserId: seller.id, paymentMethod: 'CARD', idempotencyKey: key() }, buyer.accessToken);
    expect([byWallet.status, byCard.status]).toEqual([200, 200]);
    expect(await wallet(buyer.accessToken)).toBe(3000 - 1059);
    expect(await balance(seller.accessToken)).toBe(3000);
    expect((await api.get(`${P}/sales`, seller.accessToken)).body.map((o: { id: string }) => o.id)).toEqual([byCard.body.order.id, byWallet.body.order.id]);
    expect((await api.get(`${P}/sales`, buyer.accessToken)).body).toEqual([]);

    const before = await allRows();
    const deposit = (await api.get(`${P}/orders`, buyer.accessToken)).body.find((o: { kind: string }) => o.kind === 'DEPOSIT');
    const refused: [string, string, number, string][] = [
      [byWallet.body.order.id, buyer.accessToken, 403, 'Only the seller may refund this order'],
      [deposit.id, seller.accessToken, 403, 'Only the seller may refund this order'],
      ['nope', seller.accessToken, 404, 'Order not found'],
    ];
    for (const [id, t, status, message] of refused) {
      const r = await api.post(`${P}/orders/${id}/refunds`, {}, t);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect(await allRows()).toEqual(before);

    const [r1, r2] = await Promise.all([
      api.post(`${P}/orders/${byWallet.body.order.id}/refunds`, {}, seller.accessToken), api.post(`${P}/orders/${byWallet.body.order.id}/refunds`, {}, seller.accessToken),
    ]);
    expect([r1.status, r2.status, r1.body.message]).toEqual([201, 201, 'Order refunded']);
    expect(r1.body.order.refundedAt).toEqual(expect.any(Number));
    expect(await wallet(buyer.accessToken)).toBe(3000);
    expect(await balance(seller.accessToken)).toBe(2000);
    const refundEntries = await s.db.selectFrom('pay_ledger').select(['account', 'cents']).where('idempotency_key', '=', `refund:${byWallet.body.order.id}`).orderBy('account').execute();
    expect(refundEntries).toEqual([{ account: 'PLATFORM', cents: -59 }, { account: 'SELLER', cents: -1000 }, { account: 'WALLET', cents: 1059 }]);

    // card: the gateway refunds the charge; the seller pays out first, so the balance no longer covers it
    await api.post(`${P}/payouts`, { cents: 1500, idempotencyKey: key() }, seller.accessToken);
    const mid = await allRows();
    const low = await api.post(`${P}/orders/${byCard.body.order.id}/refunds`, {}, seller.accessToken);
    expect([low.status, low.body.message]).toEqual([400, 'Your balance is not enough for this refund']);
    expect(await allRows()).toEqual(mid);
    await s.db.updateTable('pay_ledger').set({ cents: 3500 }).where('user_id', '=', seller.id).where('account', '=', 'SELLER').where('cents', '=', 2000).execute();
    expect((await api.post(`${P}/orders/${byCard.body.order.id}/refunds`, {}, seller.accessToken)).status).toBe(201);
    const refunds = await s.db.selectFrom('pay_sandbox_charges').select(['kind', 'cents']).where('idempotency_key', '=', `refund:${byCard.body.order.id}`).execute();
    expect(refunds).toEqual([{ kind: 'REFUND', cents: 2088 }]);
    // refunded orders earn no points
    expect((await api.get(`${P}/points/mine`, buyer.accessToken)).body.points).toBe(0);
  });

  it('MTZ plans: listed ascending, quoted, one running per user, cancel/resume, renewed by the clock, inactive after a failed renewal, cancelled ones end', async () => {
    const m = await newMember(api, 'mtz');
    const plans = (await api.get(`${P}/plans`)).body;
    expect(plans.map((p: { name: string; cents: number }) => [p.name, p.cents])).toEqual([['Starter', 900], ['Business', 2900], ['Business yearly', 29000]]);
    expect((await api.get(`${P}/mtz-plan-subscriptions/mine`, m.accessToken)).body).toBeNull();
    const body = { mtzPlanId: 'mtz-starter', paymentMethod: 'CARD', couponCodes: [] as string[] };
    expect((await api.post(`${P}/mtz-plan-subscriptions`, { ...body, _dryRun: true }, m.accessToken)).body.quote).toEqual({ cents: 900, discountCents: 0, tranxCents: 56, finalCents: 956, couponCodes: [] });
    const before = await allRows();
    for (const [extra, status, message] of [
      [{}, 400, 'You need to add a card to make payment'], [{ mtzPlanId: 'nope' }, 400, 'mtzPlanId: no such plan'], [{ couponCodes: ['welcome10'] }, 400, 'Coupon welcome10 is not valid'],
    ] as const) {
      const r = await api.post(`${P}/mtz-plan-subscriptions`, { ...body, ...extra, idempotencyKey: key() }, m.accessToken);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect(await allRows()).toEqual(before);
    const card = await addCard(api, m.accessToken);
    const k = key();
    const r = await api.post(`${P}/mtz-plan-subscriptions`, { ...body, idempotencyKey: k }, m.accessToken);
    expect(r.body.message).toBe('Payment success! Thank you for your subscription to the Starter plan');
    expect(r.body.subscription).toMatchObject({ mtzPlanId: 'mtz-starter', ready: true, cancelled: false, plan: { name: 'Starter' } });
    expect((await api.post(`${P}/mtz-plan-subscriptions`, { ...body, idempotencyKey: k }, m.accessToken)).body.subscription.id).toBe(r.body.subscription.id);
    const again = await api.post(`${P}/mtz-plan-subscriptions`, { ...body, mtzPlanId: 'mtz-business', idempotencyKey: key() }, m.accessToken);
    expect([again.status, again.body.message]).toEqual([409, 'You already have an MTZ plan subscription']);
    const platform = await s.db.selectFrom('pay_ledger').select(['account', 'cents']).where('idempotency_key', '=', `${m.id}:${k}`).orderBy('account').execute();
    expect(platform).toEqual([{ account: 'CARD', cents: -956 }, { account: 'PLATFORM', cents: 956 }]);
    expect((await api.patch(`${P}/mtz-plan-subscriptions/mine`, { cancelled: true }, m.accessToken)).body.cancelled).toBe(true);
    expect((await api.patch(`${P}/mtz-plan-subscriptions/mine`, { cancelled: false }, m.accessToken)).body.cancelled).toBe(false);

    const charges = async () => (await s.db.selectFrom('pay_ledger').select('id').where('user_id', '=', m.id).where('account', '=', 'CARD').execute()).length;
    const next = r.body.subscription.nextExpiredAt as number;
    s.clock.set(next);
    expect(await runMtzPlanJobs(s.ctx, gateway)).toEqual({ renewed: 1, failed: 0, ended: 0 });
    await runMtzPlanJobs(s.ctx, gateway);
    expect(await charges()).toBe(2);
    await s.db.updateTable('pay_cards').set({ gateway_ref: 'card_INSUFFICIENT_x' }).where('id', '=', card.id).execute();
    s.clock.set(addMonthsUtc(next, 1));
    expect(await runMtzPlanJobs(s.ctx, gateway)).toEqual({ renewed: 0, failed: 1, ended: 0 });
    const t = await token(m);
    expect((await api.get(`${P}/mtz-plan-subscriptions/mine`, t)).body).toMatchObject({ ready: false, paymentError: 'Your card has insufficient funds.' });
    expect(await charges()).toBe(2);
    await api.patch(`${P}/mtz-plan-subscriptions/mine`, { cancelled: true }, t);
    expect(await runMtzPlanJobs(s.ctx, gateway)).toEqual({ renewed: 0, failed: 0, ended: 1 });
    expect((await api.get(`${P}/mtz-plan-subscriptions/mine`, t)).body).toBeNull();
  });

  it('a failed member renewal: retry refused while the card still declines (nothing written), then "Payment retry succeeded" with another card, once', async () => {
    s.clock.set(Date.now());
    const m = await newMember(api, 'retry');
    const good = await addCard(api, m.accessToken);
    const price = (await s.db.selectFrom('cg_member_plan_prices').select('id').where('company_group_id', '=', groupId).where('type', '=', 'month').executeTakeFirstOrThrow()).id;
    const r = await api.post(`${C}/cg-member-plan-subscriptions`, { cgMemberPlanPriceId: price, paymentMethod: 'CARD', couponCodes: [], idempotencyKey: key() }, m.accessToken);
    const sub = r.body.subscription;
    expect((await api.patch(`${C}/cg-member-plan-subscriptions/${sub.id}`, { _recharge: true }, m.accessToken)).body.message).toBe('There is no failed payment to retry');
    const poor = await addCard(api, m.accessToken, INSUFFICIENT, 'Poor card');
    await api.patch(`${P}/cards/${poor.id}`, { asDefault: true }, m.accessToken);
    s.clock.set(sub.nextExpiredAt);
    expect((await runMemberPlanJobs(s.ctx, gateway)).failed).toBeGreaterThanOrEqual(1);
    const t = await token(m);
    const before = await allRows();
    const refused = await api.patch(`${C}/cg-member-plan-subscriptions/${sub.id}`, { _recharge: true }, t);
    expect([refused.status, refused.body.message]).toEqual([402, 'Your card has insufficient funds.']);
    const other = await newMember(api, 'other');
    expect((await api.patch(`${C}/cg-member-plan-subscriptions/${sub.id}`, { _recharge: true, paymentInstrumentId: good.id }, other.accessToken)).status).toBe(404);
    expect(await allRows()).toEqual(before);
    const retry = { _recharge: true, paymentMethod: 'CARD', paymentInstrumentId: good.id };
    const [a, b] = await Promise.all([
      api.patch(`${C}/cg-member-plan-subscriptions/${sub.id}`, retry, t), api.patch(`${C}/cg-member-plan-subscriptions/${sub.id}`, retry, t),
    ]);
    const ok = [a, b].find((x) => x.status === 200)!;
    expect(ok.body).toMatchObject({ message: 'Payment retry succeeded', paymentError: null, nextExpiredAt: addMonthsUtc(sub.nextExpiredAt, 1) });
    expect([a, b].map((x) => x.status).sort()).toEqual([200, 400]);
    await runMemberPlanJobs(s.ctx, gateway);
    const cardEntries = await s.db.selectFrom('pay_ledger').select('cents').where('user_id', '=', m.id).where('account', '=', 'CARD').execute();
    expect(cardEntries).toHaveLength(2);
  });
});
