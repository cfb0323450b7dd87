// Changes to a running sponsorship and the renewal job, driven by the harness clock: cancel / re-subscribe,
// switch and downgrade at the next renewal (nothing charged now), upgrade charged now with the pro rata credit,
// cancelled ones end, a failing card records paymentError (still listed) and _recharge pays it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../../src/domain/billing';
import { SPONSOR_MESSAGES, upgradeCharge } from '../../../src/domain/sponsors';
import { gateway } from '../../../server/src/billing/module';
import { CHANGE_MESSAGES, runSponsorJobs } from '../../../server/src/sponsors/changes';
import { backends, client, newMember, type Api, type TestServer } from '../harness';
import { addCard, C, countSponsorRows, fresh, key, newGroup, newPlan, subscribeBody, type Group, type Person } from './helpers';
import { checkAnswers } from '../../contract/answers';

const DAY = 24 * 3600 * 1000;

describe.each(backends())('sponsor plan changes and renewals on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let g: Group;
  let gold: Awaited<ReturnType<typeof newPlan>>;
  let silver: Awaited<ReturnType<typeof newPlan>>;
  let silver2: Awaited<ReturnType<typeof newPlan>>;
  let bronze: Awaited<ReturnType<typeof newPlan>>;
  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    g = await newGroup(s, api);
    gold = await newPlan(api, g, { name: 'Gold', rank: 3, max: 1, prices: [[15000, 'month'], [150000, 'year']] });
    silver = await newPlan(api, g, { name: 'Silver', rank: 2, max: 5, prices: [[8000, 'month'], [80000, 'year']] });
    silver2 = await newPlan(api, g, { name: 'Silver Plus', rank: 2, max: 5, prices: [[9000, 'month']] });
    bronze = await newPlan(api, g, { name: 'Bronze', rank: 1, max: 10, prices: [[3000, 'month']] });
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  const sponsorOf = async (p: Person, priceId: string) => {
    const card = await addCard(api, await fresh(api, p));
    const r = await api.post(`${C}/cg-sponsor-subscriptions`, subscribeBody(priceId, { paymentInstrumentId: card.id }), await fresh(api, p));
    if (r.status !== 200) throw new Error(JSON.stringify(r));
    return { sub: r.body.subscription as { id: string; nextExpiredAt: number; createdAt: number; sponsorId: string }, card };
  };
  const patch = async (p: Person, id: string, body: unknown) => api.patch(`${C}/cg-sponsor-subscriptions/${id}`, body, await fresh(api, p));
  const row = (id: string) => s.db.selectFrom('cg_sponsor_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const cardCharges = async (userId: string) => (await s.db.selectFrom('pay_ledger').select('cents').where('user_id', '=', userId).where('account', '=', 'CARD').execute()).map((x) => -x.cents);
  const listed = async () => (await api.get(`${C}/company-group-sponsors?companyGroupIds=${g.id}`)).body.map((x: { userId: string }) => x.userId);

  it('cancel keeps the sponsor to the cycle end, re-subscribe restores; the job ends a cancelled one; only the subscriber may patch', async () => {
    const m = await newMember(api, 'cancel');
    const { sub } = await sponsorOf(m, bronze.prices[0].id);
    const other = await newMember(api, 'other');
    expect((await patch(other, sub.id, { cancelled: true })).status).toBe(404);
    expect((await patch(g.owner, sub.id, { cancelled: true })).status).toBe(404);
    expect((await patch(m, sub.id, { cancelled: true, _switchToPriceId: bronze.prices[0].id })).status).toBe(400);
    expect((await patch(m, sub.id, {})).body.message).toMatch(/^body: give exactly one of/);
    const c = await patch(m, sub.id, { cancelled: true });
    expect([c.body.message, c.body.subscription.cancelled, c.body.quote]).toEqual([SPONSOR_MESSAGES.unsubscribed, true, null]);
    const r = await patch(m, sub.id, { cancelled: false });
    expect([r.body.message, r.body.subscription.cancelled]).toEqual([SPONSOR_MESSAGES.resubscribed, false]);
    await patch(m, sub.id, { cancelled: true });
    s.clock.set(sub.nextExpiredAt - 1);
    await runSponsorJobs(s.ctx, gateway);
    expect(await listed()).toContain(m.id);
    s.clock.set(sub.nextExpiredAt);
    await runSponsorJobs(s.ctx, gateway);
    expect((await row(sub.id)).ended_at).toBe(sub.nextExpiredAt);
    expect(await listed()).not.toContain(m.id);
    expect(await cardCharges(m.id)).toEqual([expect.any(Number)]); // the first payment only
    const late = await patch(m, sub.id, { cancelled: false });
    expect([late.status, late.body.message]).toEqual([400, CHANGE_MESSAGES.ended]);
    const last = await s.db.selectFrom('events').select(['resource_type', 'action']).where('user_id', '=', m.id).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual({ resource_type: 'MTZPLANSUBSCRIPTION', action: 'DELETED' });
  });

  it('switch (same rank) and downgrade (lower rank) wait for the renewal, nothing charged now; the wrong key is a 400', async () => {
    const m = await newMember(api, 'down');
    const { sub } = await sponsorOf(m, silver.prices[0].id);
    const before = await countSponsorRows(s);
    const wrong: [unknown, string][] = [
      [{ _downgradeToPriceId: silver.prices[1].id }, CHANGE_MESSAGES.wrong('_downgradeToPriceId', 'switch')],
      [{ _switchToPriceId: bronze.prices[0].id }, CHANGE_MESSAGES.wrong('_switchToPriceId', 'downgrade')],
      [{ _downgradeToPriceId: gold.prices[0].id }, CHANGE_MESSAGES.wrong('_downgradeToPriceId', 'upgrade')],
      [{ _upgradeToPriceId: bronze.prices[0].id, paymentMethod: 'CARD', paymentInstrumentId: null, idempotencyKey: key() }, CHANGE_MESSAGES.wrong('_upgradeToPriceId', 'downgrade')],
      [{ _switchToPriceId: silver.prices[0].id }, CHANGE_MESSAGES.samePrice],
      [{ _recharge: true, paymentMethod: 'CARD', paymentInstrumentId: null, idempotencyKey: key() }, CHANGE_MESSAGES.noFailure],
    ];
    for (const [body, message] of wrong) expect(await patch(m, sub.id, body).then((r) => [r.status, r.body.message])).toEqual([400, message]);
    expect((await patch(m, sub.id, { _switchToPriceId: 'nope' })).status).toBe(404);
    expect(await countSponsorRows(s)).toEqual(before);

    const sw = await patch(m, sub.id, { _switchToPriceId: silver2.prices[0].id }); // another plan of the same rank is a switch too
    expect([sw.status, sw.body.subscription.willDowngradeToPriceId]).toEqual([200, silver2.prices[0].id]);
    const sw2 = await patch(m, sub.id, { _switchToPriceId: silver.prices[1].id });
    expect([sw2.body.message, sw2.body.subscription.willDowngradeToPriceId]).toEqual([CHANGE_MESSAGES.scheduled, silver.prices[1].id]);
    const dn = await patch(m, sub.id, { _downgradeToPriceId: bronze.prices[0].id });
    expect([dn.body.subscription.willDowngradeToPriceId, dn.body.subscription.planName]).toEqual([bronze.prices[0].id, 'Silver']);
    expect(await cardCharges(m.id)).toEqual([expect.any(Number)]);

    s.clock.set(sub.nextExpiredAt);
    await runSponsorJobs(s.ctx, gateway);
    await runSponsorJobs(s.ctx, gateway); // a second pass in the same cycle charges nothing
    const charges = await cardCharges(m.id);
    expect(charges).toHaveLength(2);
    const renewed = await api.get(`${C}/cg-sponsor-subscriptions/${sub.id}`, await fresh(api, m));
    expect(renewed.body).toMatchObject({ planName: 'Bronze', rank: 1, cgSponsorPlanPriceId: bronze.prices[0].id, willDowngradeToPriceId: null, paymentError: null });
    expect(renewed.body.nextExpiredAt).toBe(addMonthsUtc(sub.nextExpiredAt, 1));
    const order = await s.db.selectFrom('pay_orders').select('cents').where('buyer_user_id', '=', m.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(order.cents).toBe(3000);
  });

  it('upgrade: charged now the new price less the unused part of the cycle (dry run first), new cycle from now; a full target is 409', async () => {
    const m = await newMember(api, 'up');
    const { sub, card } = await sponsorOf(m, bronze.prices[0].id);
    s.clock.set(sub.createdAt + 10 * DAY + 12345);
    const body = { _upgradeToPriceId: gold.prices[0].id, paymentMethod: 'CARD', paymentInstrumentId: card.id, idempotencyKey: key() };
    const before = await countSponsorRows(s);
    const dry = await patch(m, sub.id, { ...body, _dryRun: true });
    expect(await countSponsorRows(s)).toEqual(before);
    const expected = upgradeCharge({ oldCents: 3000, newCents: 15000, cycleStart: sub.createdAt, cycleEnd: sub.nextExpiredAt, now: s.clock.now() });
    const remaining = sub.nextExpiredAt - s.clock.now();
    expect(expected.creditCents).toBe(Math.floor((3000 * remaining) / (sub.nextExpiredAt - sub.createdAt)));
    expect(dry.body.quote.cents).toBe(15000 - expected.creditCents);
    expect(dry.body.subscription.planName).toBe('Bronze');
    const token = await fresh(api, m);
    const [a, b] = await Promise.all([
      api.patch(`${C}/cg-sponsor-subscriptions/${sub.id}`, body, token), api.patch(`${C}/cg-sponsor-subscriptions/${sub.id}`, body, token),
    ]);
    expect([a.status, b.status, a.body.message]).toEqual([200, 200, CHANGE_MESSAGES.upgraded]);
    expect(a.body.quote).toEqual(dry.body.quote);
    expect(b.body.quote).toEqual(dry.body.quote);
    expect(await cardCharges(m.id)).toEqual([expect.any(Number), dry.body.quote.finalCents]);
    expect(a.body.subscription).toMatchObject({ planName: 'Gold', rank: 3, cgSponsorPlanPriceId: gold.prices[0].id });
    expect(a.body.subscription.nextExpiredAt).toBe(addMonthsUtc(s.clock.now(), 1));
    expect((await row(sub.id)).cycle_start_at).toBe(s.clock.now());

    // Gold (max 1) is now full: another Silver sponsor cannot upgrade to it, and nothing is charged
    const n = await newMember(api, 'up2');
    const second = await sponsorOf(n, silver.prices[0].id);
    const full = await patch(n, second.sub.id, { ...body, paymentInstrumentId: second.card.id, idempotencyKey: key() });
    expect([full.status, full.body.message]).toEqual([409, SPONSOR_MESSAGES.full]);
    expect(await cardCharges(n.id)).toHaveLength(1);
  });

  it('a failing card: the renewal records paymentError (still listed, notified once); _recharge pays the current price and moves the cycle on', async () => {
    const m = await newMember(api, 'fail');
    const { sub, card } = await sponsorOf(m, bronze.prices[0].id);
    await s.db.updateTable('pay_cards').set({ gateway_ref: 'card_INSUFFICIENT_x' }).where('id', '=', card.id).execute();
    s.clock.set(sub.nextExpiredAt);
    await runSponsorJobs(s.ctx, gateway);
    await runSponsorJobs(s.ctx, gateway);
    const failed = await row(sub.id);
    expect([failed.payment_error, failed.next_expired_at, failed.ended_at]).toEqual(['Your card has insufficient funds.', sub.nextExpiredAt, null]);
    expect(await listed()).toContain(m.id);
    const notes = await s.db.selectFrom('notifications').select('content').where('receiver_id', '=', m.id).execute();
    expect(notes.map((x) => x.content)).toEqual([`The renewal of your sponsorship of ${g.name} failed: Your card has insufficient funds.`]);
    const up = await patch(m, sub.id, { _upgradeToPriceId: silver.prices[0].id, paymentMethod: 'CARD', paymentInstrumentId: null, idempotencyKey: key() });
    expect([up.status, up.body.message]).toEqual([400, CHANGE_MESSAGES.retryFirst]);

    const good = await addCard(api, await fresh(api, m), '4242424242424242', 'New card');
    const retry = { _recharge: true, paymentMethod: 'CARD', paymentInstrumentId: good.id, idempotencyKey: key() };
    const token = await fresh(api, m);
    const [a, b] = await Promise.all([
      api.patch(`${C}/cg-sponsor-subscriptions/${sub.id}`, retry, token), api.patch(`${C}/cg-sponsor-subscriptions/${sub.id}`, retry, token),
    ]);
    expect([a.status, b.status, a.body.message, b.body.message]).toEqual([200, 200, SPONSOR_MESSAGES.retried, SPONSOR_MESSAGES.retried]);
    expect(a.body.subscription.paymentError).toBeNull();
    expect(a.body.subscription.nextExpiredAt).toBe(addMonthsUtc(sub.nextExpiredAt, 1));
    expect(await cardCharges(m.id)).toEqual([expect.any(Number), a.body.quote.finalCents]);
    expect(a.body.quote.cents).toBe(3000);
    await runSponsorJobs(s.ctx, gateway); // not due any more: nothing charged
    expect(await cardCharges(m.id)).toHaveLength(2);
  });

  it('a downgrade to a full plan is 409; a pending one whose plan filled up meanwhile renews at the current price', async () => {
    g.owner.accessToken = await fresh(api, g.owner); // the clock has moved on: the old token expired
    const tiny = await newPlan(api, g, { name: 'Tiny', rank: 1, max: 1, prices: [[1000, 'month']] });
    const a = await newMember(api, 'tinya');
    const first = await sponsorOf(a, silver.prices[0].id);
    expect((await patch(a, first.sub.id, { _downgradeToPriceId: tiny.prices[0].id })).status).toBe(200);
    await sponsorOf(await newMember(api, 'tinyb'), tiny.prices[0].id);
    const c = await newMember(api, 'tinyc');
    const third = await sponsorOf(c, silver.prices[0].id);
    const full = await patch(c, third.sub.id, { _downgradeToPriceId: tiny.prices[0].id });
    expect([full.status, full.body.message]).toEqual([409, SPONSOR_MESSAGES.full]);
    s.clock.set(first.sub.nextExpiredAt);
    await runSponsorJobs(s.ctx, gateway);
    const renewed = await row(first.sub.id);
    expect([renewed.cg_sponsor_plan_price_id, renewed.will_downgrade_to_price_id, renewed.payment_error]).toEqual([silver.prices[0].id, null, null]);
    expect((await cardCharges(a.id)).at(-1)).toBe(8000 + (await s.db.selectFrom('pay_orders').select('tranx_cents').where('buyer_user_id', '=', a.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow()).tranx_cents);
  });
});
