// Subscribing: logged-in non-admins only, plan and price on sale, a slot left, one live sponsorship per user
// per group; paid through pay() (seller = group owner, coupons, idempotency key: a double submit charges once);
// the sponsor row, the invite accepted, the owner notified, the event to the subscriber.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../../src/domain/billing';
import { SPONSOR_MESSAGES, sponsorPaymentSuccess } from '../../../src/domain/sponsors';
import { SPONSOR_ERRORS } from '../../../server/src/sponsors/subscribe';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { addCard, C, countSponsorRows, depositCents, INSUFFICIENT, newGroup, newPlan, subscribeBody, type Group } from './helpers';
import { checkAnswers } from '../../contract/answers';

describe.each(backends())('sponsor subscribe on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let g: Group;
  let gold: Awaited<ReturnType<typeof newPlan>>;
  let bronze: Awaited<ReturnType<typeof newPlan>>;
  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    g = await newGroup(s, api);
    gold = await newPlan(api, g, { name: 'Gold', rank: 3, max: 1, prices: [[15000, 'month'], [150000, 'year']] });
    bronze = await newPlan(api, g, { name: 'Bronze', rank: 1, max: 10, prices: [[3000, 'month']] });
    await s.db.insertInto('pay_coupons').values({
      id: randomUUID(), seller_user_id: g.owner.id, code: `sp${randomUUID().slice(0, 6)}`, description: '10%', type: 'PERCENTAGE', value: 10,
      expired_at: null, quantity: null, min_to_apply_cents: null, max_to_apply_cents: null, created_at: s.clock.now(),
    }).execute();
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const coupon = async () => (await s.db.selectFrom('pay_coupons').select('code').where('seller_user_id', '=', g.owner.id).executeTakeFirstOrThrow()).code;

  it('a user sponsors by card with the seller\'s coupon: dry run quotes and writes nothing; a double submit charges once', async () => {
    const m = await newMember(api, 'sponsor');
    const card = await addCard(api, m.accessToken);
    await s.db.insertInto('cg_sponsor_invites').values({ id: randomUUID(), company_group_id: g.id, email: m.email, message: '', status: 'PENDING', invited_by: g.owner.id, created_at: s.clock.now() }).execute();
    const before = await countSponsorRows(s);
    const body = subscribeBody(bronze.prices[0].id, { paymentInstrumentId: card.id, couponCodes: [await coupon()] });
    const dry = await api.post(`${C}/cg-sponsor-subscriptions`, { ...body, _dryRun: true, idempotencyKey: undefined }, m.accessToken);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ message: null, subscription: null, quote: { cents: 3000, discountCents: 300 } });
    expect(dry.body.quote.finalCents).toBe(2700 + dry.body.quote.tranxCents);
    expect(await countSponsorRows(s)).toEqual(before);

    const [a, b] = await Promise.all([api.post(`${C}/cg-sponsor-subscriptions`, body, m.accessToken), api.post(`${C}/cg-sponsor-subscriptions`, body, m.accessToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.message).toBe(sponsorPaymentSuccess(g.name));
    expect(b.body.subscription.id).toBe(a.body.subscription.id);
    expect(a.body.quote).toEqual(dry.body.quote);
    const after = await countSponsorRows(s);
    expect([after.orders - before.orders, after.charges - before.charges, after.subs - before.subs, after.sponsors - before.sponsors]).toEqual([1, 1, 1, 1]);
    const sub = a.body.subscription;
    expect(sub).toMatchObject({ userId: m.id, companyGroupId: g.id, planName: 'Bronze', rank: 1, type: 'month', cancelled: false, paymentError: null, willDowngradeToPriceId: null, endedAt: null });
    expect(sub.nextExpiredAt).toBe(addMonthsUtc(sub.createdAt, 1));
    const order = await s.db.selectFrom('pay_orders').selectAll().where('buyer_user_id', '=', m.id).where('kind', '=', 'CG_SPONSOR_SUBSCRIPTION').executeTakeFirstOrThrow();
    expect([order.seller_user_id, order.final_cents]).toEqual([g.owner.id, dry.body.quote.finalCents]);

    const sponsor = await s.db.selectFrom('company_group_sponsors').selectAll().where('cg_sponsor_subscription_id', '=', sub.id).executeTakeFirstOrThrow();
    expect([sponsor.text, sponsor.ad_link, sponsor.banner_id, sponsor.id]).toEqual(['', '', null, sub.sponsorId]);
    const company = await s.db.selectFrom('companies').select('id').where('owner_id', '=', m.id).executeTakeFirst();
    expect(sponsor.company_id).toBe(company?.id ?? null);
    expect((await s.db.selectFrom('cg_sponsor_invites').select('status').where('email', '=', m.email).executeTakeFirstOrThrow()).status).toBe('ACCEPTED');
    const notes = await s.db.selectFrom('notifications').select('content').where('receiver_id', '=', g.owner.id).execute();
    expect(notes.map((n) => n.content)).toContain(`Test User became a Bronze sponsor of ${g.name}`);
    const events = await s.db.selectFrom('events').select(['resource_type', 'action', 'resource']).where('user_id', '=', m.id).where('resource_type', '=', 'MTZPLANSUBSCRIPTION').execute();
    expect(events.map((e) => [e.action, (e.resource as { kind: string; id: string }).kind, (e.resource as { id: string }).id])).toEqual([['CREATED', 'CG_SPONSOR_SUBSCRIPTION', sub.id]]);
    expect((await api.get(`${C}/cg-sponsor-subscriptions`, m.accessToken)).body.map((x: { id: string }) => x.id)).toEqual([sub.id]);
    expect((await api.get(`${C}/cg-sponsor-subscriptions/${sub.id}`, m.accessToken)).body.id).toBe(sub.id);
    expect((await api.get(`${C}/cg-sponsor-subscriptions/${sub.id}`, g.owner.accessToken)).status).toBe(404);

    // one live sponsorship per user per group, whatever the plan
    const again = await api.post(`${C}/cg-sponsor-subscriptions`, subscribeBody(gold.prices[0].id, { paymentInstrumentId: card.id }), m.accessToken);
    expect([again.status, again.body.message]).toEqual([409, SPONSOR_ERRORS.already]);
  });

  it('a wallet payment; then the plan is full (409 with the spec-side message)', async () => {
    const m = await newMember(api, 'rich');
    await addCard(api, m.accessToken);
    await depositCents(api, m.accessToken, 20000);
    const r = await api.post(`${C}/cg-sponsor-subscriptions`, subscribeBody(gold.prices[0].id, { paymentMethod: 'WALLET' }), m.accessToken);
    expect(r.status).toBe(200);
    expect((await api.get(`${C}/cg-sponsor-plans?companyGroupIds=${g.id}`)).body.find((p: { name: string }) => p.name === 'Gold')).toMatchObject({ subscriptionCount: 1, remainingSlots: 0 });
    const late = await newMember(api, 'late');
    await addCard(api, late.accessToken);
    const before = await countSponsorRows(s);
    for (const dry of [true, false]) {
      const full = await api.post(`${C}/cg-sponsor-subscriptions`, subscribeBody(gold.prices[1].id, { _dryRun: dry }), late.accessToken);
      expect([full.status, full.body.message]).toEqual([409, SPONSOR_MESSAGES.full]);
    }
    expect(await countSponsorRows(s)).toEqual(before);
  });

  it('refused: visitor, owner, group ADMIN, site admin (a plain member may), inactive plan or price, no card, declined card, bad coupon, bad input — nothing written', async () => {
    const m = await newMember(api, 'poor');
    await addCard(api, m.accessToken, INSUFFICIENT);
    const nocard = await newMember(api, 'nocard');
    const off = await newPlan(api, g, { name: 'Off', rank: 2, max: 5, prices: [[5000, 'month'], [6000, 'month']] });
    await api.patch(`${C}/cg-sponsor-plan-prices/${off.prices[1].id}`, { asDeactivated: true }, g.owner.accessToken);
    const offPlan = await newPlan(api, g, { name: 'Gone', rank: 2, max: 5, prices: [[5000, 'month']] });
    await api.patch(`${C}/cg-sponsor-plans/${offPlan.id}`, { asDeactivated: true }, g.owner.accessToken);
    const before = await countSponsorRows(s);
    const price = bronze.prices[0].id;
    const cases: [string | undefined, unknown, number, string | null][] = [
      [undefined, subscribeBody(price), 401, null],
      [g.owner.accessToken, subscribeBody(price), 403, SPONSOR_ERRORS.ownGroup],
      [g.admin.accessToken, subscribeBody(price), 403, SPONSOR_ERRORS.ownGroup],
      [g.owner.accessToken, subscribeBody(price, { _dryRun: true }), 403, SPONSOR_ERRORS.ownGroup],
      [m.accessToken, subscribeBody(off.prices[1].id), 404, SPONSOR_MESSAGES.noPrice],
      [m.accessToken, subscribeBody(offPlan.prices[0].id), 404, SPONSOR_MESSAGES.noPlan],
      [m.accessToken, subscribeBody('nope'), 404, SPONSOR_MESSAGES.noPrice],
      [m.accessToken, subscribeBody(price), 402, 'Your card has insufficient funds.'],
      [nocard.accessToken, subscribeBody(price), 400, 'You need to add a card to make payment'],
      [nocard.accessToken, subscribeBody(price, { paymentMethod: 'WALLET' }), 402, 'Your wallet balance is not enough to make payment'],
      [m.accessToken, subscribeBody(price, { couponCodes: ['welcome10'] }), 400, 'Coupon welcome10 is not valid'],
      [m.accessToken, subscribeBody(price, { paymentMethod: 'CASH' }), 400, null],
      [m.accessToken, subscribeBody(price, { idempotencyKey: undefined }), 400, 'Idempotency-Key is required'],
    ];
    for (const [token, body, status, message] of cases) {
      const r = await api.post(`${C}/cg-sponsor-subscriptions`, body, token);
      expect([r.status, message === null ? null : r.body.message]).toEqual([status, message]);
    }
    expect(await countSponsorRows(s)).toEqual(before);
    // a plain member of the group may sponsor; a site admin may not (spec 6: confined to the admin portal, on the server too)
    await addCard(api, g.member.accessToken);
    expect((await api.post(`${C}/cg-sponsor-subscriptions`, subscribeBody(price), g.member.accessToken)).status).toBe(200);
    const siteAdmin = await login(api, 'admin@mtz.test', 'Admin123!');
    expect(await api.post(`${C}/cg-sponsor-subscriptions`, subscribeBody(price, { _dryRun: true }), siteAdmin.accessToken))
      .toEqual({ status: 403, body: { message: 'ADMIN can only access admin pages, and the login page' } });
  });
});
