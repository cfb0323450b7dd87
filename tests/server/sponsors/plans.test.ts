// Sponsor plans and prices: who may write them, bad input refused with nothing written, the public listing
// (active plans with active prices, cheapest first, then higher rank, slots), the checkout price, the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPONSOR_MESSAGES } from '../../../src/domain/sponsors';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { C, countSponsorRows, newGroup, newPlan, type Group } from './helpers';
import { checkAnswers } from '../../contract/answers';

describe.each(backends())('sponsor plans on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let g: Group;
  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    g = await newGroup(s, api);
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  it('the seed: Gold, Silver, Bronze on Northern Traders, cheapest first; Bob a live Silver sponsor; an invite to Bob', async () => {
    const group = await s.db.selectFrom('company_groups').select('id').where('profile_name', '=', 'northern-traders').executeTakeFirstOrThrow();
    const plans = (await api.get(`${C}/cg-sponsor-plans?companyGroupIds=${group.id}`)).body;
    expect(plans.map((p: { name: string; rank: number; subscriptionMax: number; remainingSlots: number; prices: { cents: number; type: string }[] }) =>
      [p.name, p.rank, p.subscriptionMax, p.remainingSlots, p.prices.map((x) => `${x.cents}/${x.type}`)])).toEqual([
      ['Bronze', 1, 10, 10, ['3000/month']],
      ['Silver', 2, 5, 4, ['8000/month', '80000/year']],
      ['Gold', 3, 2, 2, ['15000/month', '150000/year']],
    ]);
    const sponsors = (await api.get(`${C}/company-group-sponsors?companyGroupIds=${group.id}`)).body;
    expect(sponsors.map((x: { planName: string; companyName: string; adLink: string }) => [x.planName, x.companyName, x.adLink])).toEqual([['Silver', 'Baltic Parts', 'https://example.test/berzins-logistics']]);
    const bob = await login(api, 'bob@mtz.test', 'Bob12345!');
    const invites = (await api.get(`${C}/cg-sponsor-invites/mine`, bob.accessToken)).body;
    expect(invites.map((i: { groupName: string; status: string }) => [i.groupName, i.status])).toEqual([['Premium Buyers Club', 'PENDING']]);
  });

  it('the owner and a group ADMIN write plans and prices; a member, another user, a site admin (spec 6) and a visitor are refused, nothing written', async () => {
    const other = await newMember(api, 'other');
    const admin = await login(api, 'admin@mtz.test', 'Admin123!');
    const draft = { companyGroupId: g.id, name: 'Gold', description: 'The best', subscriptionMax: 2, rank: 3 };
    for (const token of [g.owner.accessToken, g.admin.accessToken]) {
      expect((await api.post(`${C}/cg-sponsor-plans`, draft, token)).status).toBe(201);
    }
    const before = await countSponsorRows(s);
    expect((await api.post(`${C}/cg-sponsor-plans`, draft, admin.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/cg-sponsor-plans`, draft, g.member.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/cg-sponsor-plans`, draft, other.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/cg-sponsor-plans`, draft)).status).toBe(401);
    const plan = (await api.get(`${C}/cg-sponsor-plans?companyGroupIds=${g.id}`)).body[0];
    expect((await api.post(`${C}/cg-sponsor-plan-prices`, { cgSponsorPlanId: plan.id, cents: 1000, type: 'month' }, g.member.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/cg-sponsor-plans/${plan.id}`, { name: 'Mine' }, other.accessToken)).status).toBe(403);
    expect(await countSponsorRows(s)).toEqual(before);
  });

  it('bad input is answered 400 and writes nothing', async () => {
    const plan = await newPlan(api, g, { name: 'Silver', rank: 2, max: 3, prices: [[500, 'month']] });
    const before = await countSponsorRows(s);
    const base = { companyGroupId: g.id, name: 'X', description: 'Fine text', subscriptionMax: 1, rank: 1 };
    const bad: [string, unknown][] = [
      ['cg-sponsor-plans', { ...base, name: 'n'.repeat(101) }],
      ['cg-sponsor-plans', { ...base, name: '' }],
      ['cg-sponsor-plans', { ...base, description: 'ab' }],
      ['cg-sponsor-plans', { ...base, description: 'd'.repeat(1001) }],
      ['cg-sponsor-plans', { ...base, subscriptionMax: 0 }],
      ['cg-sponsor-plans', { ...base, subscriptionMax: 1.5 }],
      ['cg-sponsor-plans', { ...base, rank: 0 }],
      ['cg-sponsor-plan-prices', { cgSponsorPlanId: plan.id, cents: 99, type: 'month' }],
      ['cg-sponsor-plan-prices', { cgSponsorPlanId: plan.id, cents: 1000.5, type: 'month' }],
      ['cg-sponsor-plan-prices', { cgSponsorPlanId: plan.id, cents: 1000, type: 'week' }],
    ];
    for (const [path, body] of bad) {
      const r = await api.post(`${C}/${path}`, body, g.owner.accessToken);
      expect([path, r.status, typeof r.body.message]).toEqual([path, 400, 'string']);
    }
    expect((await api.patch(`${C}/cg-sponsor-plans/${plan.id}`, { rank: -1 }, g.owner.accessToken)).status).toBe(400);
    expect((await api.patch(`${C}/cg-sponsor-plans/${plan.id}`, {}, g.owner.accessToken)).body.message).toBe('Nothing changed');
    expect((await api.post(`${C}/cg-sponsor-plans`, { ...base, companyGroupId: 'nope' }, g.owner.accessToken)).status).toBe(404);
    expect(await countSponsorRows(s)).toEqual(before);
    // 1000 characters (the placeholder's limit) and 3 (the label's minimum) are accepted
    expect((await api.post(`${C}/cg-sponsor-plans`, { ...base, description: 'd'.repeat(1000) }, g.owner.accessToken)).status).toBe(201);
    expect((await api.post(`${C}/cg-sponsor-plans`, { ...base, description: 'abc' }, g.owner.accessToken)).status).toBe(201);
  });

  it('the public list hides deactivated plans and prices; asDeactivated=true lists all, for group admins only; the checkout price', async () => {
    const h = await newGroup(s, api);
    const a = await newPlan(api, h, { name: 'A', rank: 1, max: 1, prices: [[2000, 'month'], [300, 'year']] });
    const b = await newPlan(api, h, { name: 'B', rank: 5, max: 1, prices: [[300, 'month']] });
    const c = await newPlan(api, h, { name: 'C', rank: 9, max: 1, prices: [[100, 'month']] });
    const names = async (q = '', token?: string) => (await api.get(`${C}/cg-sponsor-plans?companyGroupIds=${h.id}${q}`, token)).body.map((p: { name: string }) => p.name);
    expect(await names()).toEqual(['C', 'B', 'A']); // 100; then 300 with rank 5 before 300 with rank 1
    expect((await api.patch(`${C}/cg-sponsor-plan-prices/${c.prices[0].id}`, { asDeactivated: true }, h.admin.accessToken)).body.asDeactivated).toBe(true);
    expect((await api.patch(`${C}/cg-sponsor-plans/${b.id}`, { asDeactivated: true }, h.owner.accessToken)).body.asDeactivated).toBe(true);
    expect(await names()).toEqual(['A', 'C']); // C has no active price: listed last (the client says no payment plan)
    expect((await api.get(`${C}/cg-sponsor-plans?companyGroupIds=${h.id}&asDeactivated=true`)).status).toBe(403);
    expect((await api.get(`${C}/cg-sponsor-plans?companyGroupIds=${h.id}&asDeactivated=true`, h.member.accessToken)).status).toBe(403);
    const all = (await api.get(`${C}/cg-sponsor-plans?companyGroupIds=${h.id}&asDeactivated=true`, h.owner.accessToken)).body;
    expect(all.map((p: { name: string; prices: unknown[] }) => [p.name, p.prices.length]).sort()).toEqual([['A', 2], ['B', 1], ['C', 1]]);

    const info = await api.get(`${C}/cg-sponsor-plan-prices/${a.prices[1].id}`);
    expect(info.body.price).toMatchObject({ cents: 300, type: 'year' });
    expect(info.body.plan).toMatchObject({ name: 'A', remainingSlots: 1 });
    expect(info.body.group).toEqual({ id: h.id, name: h.name, profileName: h.profile, ownerId: h.owner.id });
    expect((await api.get(`${C}/cg-sponsor-plan-prices/${c.prices[0].id}`)).body.message).toBe(SPONSOR_MESSAGES.noPrice);
    expect((await api.get(`${C}/cg-sponsor-plan-prices/${b.prices[0].id}`)).body.message).toBe(SPONSOR_MESSAGES.noPlan);
    expect((await api.get(`${C}/cg-sponsor-subscriptions/stats?companyGroupId=${h.id}`, h.admin.accessToken)).body.plans).toHaveLength(3);
    expect((await api.get(`${C}/cg-sponsor-subscriptions/stats?companyGroupId=${h.id}`, h.member.accessToken)).status).toBe(403);
  });
});
