// Paid group membership: prices, one-time orders and subscriptions paid through the one payment path,
// membership rows, and the renewal job driven by the injectable clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../../src/domain/billing';
import { runMemberPlanJobs } from '../../../server/src/billing/member-plans';
import { gateway } from '../../../server/src/billing/module';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { addCard, C, countRows, depositCents, INSUFFICIENT, key, P } from './helpers';

type Price = { id: string; cents: number; type: string; monthNumber: number | null; companyGroupId: string };

describe.each(backends())('paid group membership on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let prices: Price[];
  let groupId: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    const g = await s.db.selectFrom('company_groups').select('id').where('profile_name', '=', 'premium-buyers-club').executeTakeFirstOrThrow();
    groupId = g.id;
    prices = (await api.get(`${C}/cg-member-plan-prices?companyGroupIds=${groupId}&asDeactivated=false`)).body;
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  /** the clock moves in these tests, so tokens are fetched fresh */
  const aliceToken = async () => (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
  const price = (type: string) => prices.find((p) => p.type === type)!;
  const isMember = async (userId: string) =>
    !!(await s.db.selectFrom('company_group_members').select('id').where('company_group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst());
  const events = (userId: string) => s.db.selectFrom('events').select(['resource_type', 'action']).where('user_id', '=', userId).orderBy('seq').execute();

  it('the seeded paid group has subscription and one-time prices, ascending; Bob\'s seeded renewal failed and keeps failing without a new notification', async () => {
    expect(prices.map((p) => [p.type, p.cents, p.monthNumber])).toEqual([['month', 1000, null], ['one_time', 2500, 3], ['year', 10000, null]]);
    const bob = await s.db.selectFrom('users').select('id').where('email', '=', 'bob@mtz.test').executeTakeFirstOrThrow();
    const bobs = await s.db.selectFrom('cg_member_plan_subscriptions').selectAll().where('user_id', '=', bob.id).execute();
    expect(bobs.map((b) => [b.payment_method, b.payment_error])).toEqual([['WALLET', 'Your wallet balance is not enough to make payment']]);
    expect(await isMember(bob.id)).toBe(true);
    expect(await runMemberPlanJobs(s.ctx, gateway)).toEqual({ renewed: 0, failed: 1, ended: 0 });
    expect(await s.db.selectFrom('notifications').select('id').where('receiver_id', '=', bob.id).where('content', 'like', '%renewal%').execute()).toEqual([]);
  });

  it('one-time membership paid by wallet with a coupon: quote, order, member, begin/end, ends at end date', async () => {
    const m = await newMember(api);
    await addCard(api, m.accessToken);
    await depositCents(api, m.accessToken, 3000);
    const body = { cgMemberPlanPriceId: price('one_time').id, paymentMethod: 'WALLET', paymentInstrumentId: null, couponCodes: ['welcome10'] };
    const dry = await api.post(`${C}/cg-member-plan-orders`, { ...body, _dryRun: true }, m.accessToken);
    expect(dry.body.quote).toEqual({ cents: 2500, discountCents: 250, tranxCents: 95, finalCents: 2345, couponCodes: ['welcome10'] });
    expect(await isMember(m.id)).toBe(false);
    const k = key();
    const [a, b] = await Promise.all([api.post(`${C}/cg-member-plan-orders`, { ...body, idempotencyKey: k }, m.accessToken), api.post(`${C}/cg-member-plan-orders`, { ...body, idempotencyKey: k }, m.accessToken)]);
    expect(a.status).toBe(200);
    expect(a.body.message).toBe('Payment success! Thank you for your payment to join the group Premium Buyers Club');
    expect(b.body.order.id).toBe(a.body.order.id);
    expect((await api.get(`${P}/wallets/mine`, m.accessToken)).body.cents).toBe(3000 - 2345);
    expect(await isMember(m.id)).toBe(true);
    const order = a.body.order;
    expect(order.expiredAt).toBe(addMonthsUtc(order.createdAt, 3));
    expect((await api.get(`${C}/cg-member-plan-orders?asCompleted=false`, m.accessToken)).body).toHaveLength(1);
    expect((await events(m.id)).filter((e) => e.resource_type === 'MTZPLANSUBSCRIPTION')).toEqual([{ resource_type: 'MTZPLANSUBSCRIPTION', action: 'CREATED' }]);
    const history = (await api.get(`${P}/orders`, m.accessToken)).body as { kind: string; finalCents: number }[];
    expect(history[0]).toMatchObject({ kind: 'CG_MEMBER_ORDER', finalCents: 2345 });

    s.clock.set(order.expiredAt - 1);
    await runMemberPlanJobs(s.ctx, gateway);
    expect(await isMember(m.id)).toBe(true);
    s.clock.set(order.expiredAt);
    expect(await runMemberPlanJobs(s.ctx, gateway)).toMatchObject({ ended: 1 });
    expect(await isMember(m.id)).toBe(false);
    expect((await events(m.id)).at(-1)).toEqual({ resource_type: 'MTZPLANSUBSCRIPTION', action: 'DELETED' });
  });

  it('subscription by card: next billing date, renewed at nextExpiredAt by the clock, payment error recorded when the renewal fails', async () => {
    const m = await newMember(api);
    const card = await addCard(api, m.accessToken);
    const body = { cgMemberPlanPriceId: price('month').id, paymentMethod: 'CARD', paymentInstrumentId: card.id, couponCodes: [], idempotencyKey: key() };
    const r = await api.post(`${C}/cg-member-plan-subscriptions`, body, m.accessToken);
    expect(r.body.message).toBe('Payment success! Thank you for your subscription to join the group Premium Buyers Club');
    const sub = r.body.subscription;
    expect(sub.nextExpiredAt).toBe(addMonthsUtc(sub.createdAt, 1));
    expect((await api.post(`${C}/cg-member-plan-subscriptions`, { ...body, idempotencyKey: key() }, m.accessToken)).status).toBe(409);
    expect((await api.get(`${P}/subscriptions`, m.accessToken)).body.map((x: { id: string }) => x.id)).toEqual([sub.id]);
    expect((await api.get(`${C}/cg-member-plan-subscriptions/${sub.id}`, await aliceToken())).status).toBe(404);

    const cardEntries = async () => (await s.db.selectFrom('pay_ledger').select('cents').where('user_id', '=', m.id).where('account', '=', 'CARD').execute()).length;
    expect(await cardEntries()).toBe(1);
    s.clock.set(sub.nextExpiredAt);
    await runMemberPlanJobs(s.ctx, gateway);
    await runMemberPlanJobs(s.ctx, gateway); // a second pass in the same period charges nothing
    expect(await cardEntries()).toBe(2);
    const renewed = await s.db.selectFrom('cg_member_plan_subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(renewed.next_expired_at).toBe(addMonthsUtc(sub.nextExpiredAt, 1));
    expect((await events(m.id)).at(-1)).toEqual({ resource_type: 'MTZPLANSUBSCRIPTION', action: 'UPDATED' }); // (older events age out of the log as the clock moves)

    // the card starts declining: the renewal records the error, keeps the date, notifies once
    await s.db.updateTable('pay_cards').set({ gateway_ref: 'card_INSUFFICIENT_x' }).where('id', '=', card.id).execute();
    s.clock.set(renewed.next_expired_at);
    expect((await runMemberPlanJobs(s.ctx, gateway)).failed).toBeGreaterThanOrEqual(1); // (Bob's seeded renewal fails too)
    await runMemberPlanJobs(s.ctx, gateway);
    const failed = await s.db.selectFrom('cg_member_plan_subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(failed.payment_error).toBe('Your card has insufficient funds.');
    expect(failed.next_expired_at).toBe(renewed.next_expired_at);
    expect(await cardEntries()).toBe(2);
    const notes = await s.db.selectFrom('notifications').select('content').where('receiver_id', '=', m.id).execute();
    expect(notes.map((n) => n.content)).toEqual(['The renewal of your membership of Premium Buyers Club failed: Your card has insufficient funds.']);
    expect(await isMember(m.id)).toBe(true);
  });

  it('a cancelled subscription ends at its next billing date', async () => {
    const m = await newMember(api);
    await addCard(api, m.accessToken);
    const r = await api.post(`${C}/cg-member-plan-subscriptions`, { cgMemberPlanPriceId: price('year').id, paymentMethod: 'CARD', couponCodes: [], idempotencyKey: key() }, m.accessToken);
    expect(r.status).toBe(200);
    expect((await api.patch(`${C}/cg-member-plan-subscriptions/${r.body.subscription.id}`, { cancelled: true }, m.accessToken)).body.cancelled).toBe(true);
    s.clock.set(r.body.subscription.nextExpiredAt);
    await runMemberPlanJobs(s.ctx, gateway);
    expect(await isMember(m.id)).toBe(false);
    expect((await s.db.selectFrom('pay_ledger').select('id').where('user_id', '=', m.id).where('account', '=', 'CARD').execute())).toHaveLength(1);
  });

  it('refused joins write nothing: wrong price kind, owner, no card, poor wallet, declined card, unknown price', async () => {
    const m = await newMember(api);
    const poorCard = await newMember(api);
    await addCard(api, poorCard.accessToken, INSUFFICIENT);
    const before = await countRows(s);
    const base = { cgMemberPlanPriceId: price('month').id, paymentMethod: 'CARD', couponCodes: [], idempotencyKey: key() };
    const cases: [string, unknown, string, number][] = [
      ['order', base, 'This price is not a one-time price', 400],
      ['subscription', { ...base, cgMemberPlanPriceId: price('one_time').id }, 'This price is not a subscription price', 400],
      ['subscription', base, 'You need to add a card to make payment', 400],
      ['subscription', { ...base, paymentMethod: 'WALLET' }, 'Your wallet balance is not enough to make payment', 402],
      ['subscription', { ...base, cgMemberPlanPriceId: 'nope' }, 'cgMemberPlanPriceId: no such price', 400],
      ['subscription', { ...base, couponCodes: ['welcome10', 'nosuch1'] }, 'Coupon nosuch1 is not valid', 400],
    ];
    for (const [kind, body, msg, status] of cases) {
      const res = await api.post(`${C}/cg-member-plan-${kind}s`, body, m.accessToken);
      expect([res.status, res.body.message]).toEqual([status, msg]);
    }
    expect((await api.post(`${C}/cg-member-plan-subscriptions`, base, await aliceToken())).body.message).toBe('The group owner is a member already');
    expect((await api.post(`${C}/cg-member-plan-subscriptions`, base, poorCard.accessToken)).body.message).toBe('Your card has insufficient funds.');
    expect((await api.post(`${C}/cg-member-plan-subscriptions`, { ...base, paymentMethod: 'PAYPAL' }, m.accessToken)).status).toBe(400);
    expect(await countRows(s)).toEqual(before);
  });

  it('prices: only the group owner adds or deactivates them', async () => {
    const m = await newMember(api);
    const body = { companyGroupId: groupId, cents: 500, type: 'one_time', monthNumber: 1 };
    expect((await api.post(`${C}/cg-member-plan-prices`, body, m.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/cg-member-plan-prices`, { ...body, monthNumber: null }, await aliceToken())).body.message).toBe('monthNumber: required for a one-time price');
    const created = await api.post(`${C}/cg-member-plan-prices`, body, await aliceToken());
    expect(created.status).toBe(201);
    expect((await api.patch(`${C}/cg-member-plan-prices/${created.body.id}`, { asDeactivated: true }, m.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/cg-member-plan-prices/${created.body.id}`, { asDeactivated: true }, await aliceToken())).body.asDeactivated).toBe(true);
    expect((await api.get(`${C}/cg-member-plan-prices?companyGroupIds=${groupId}&asDeactivated=false`)).body).toHaveLength(3);
  });
});
