// Membership changes are GROUPMEMBER events to the group's owner, its admins and the member, written with
// the change: a free join, a leave, and a paid join (the member list of every admin changes live).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { addCard, depositCents } from '../billing/helpers';
import { checkAnswers } from '../../contract/answers';

describe.each(backends())('live group members on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let alice: string;
  let bob: string;
  const C = '/api/v1/company';

  type Ev = { resourceType: string; action: string; resource: { companyGroupId: string; userId: string } };
  const memberEvents = async (token: string, groupId: string) =>
    ((await api.get('/api/v1/alert/events?afterSeq=0', token)).body.events as Ev[])
      .filter((e) => e.resourceType === 'GROUPMEMBER' && e.resource.companyGroupId === groupId).map((e) => e.action);

  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
    bob = (await login(api, 'bob@mtz.test', 'Bob12345!')).accessToken;
  }, 240_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  describe('GROUPMEMBER events', () => {
    it('a free join and a leave reach the owner and the member; a refused join writes none', async () => {
      const g = (await api.get(`${C}/company-groups/profile/hanseatic-makers`)).body as { id: string };
      const m = await newMember(api, 'live');
      const before = await memberEvents(bob, g.id);
      expect((await api.post(`${C}/company-group-members/join`, { companyGroupId: g.id }, m.accessToken)).status).toBe(200);
      expect((await api.post(`${C}/company-group-members/join`, { companyGroupId: g.id }, m.accessToken)).status).toBe(409);
      const members = (await api.get(`${C}/company-group-members?companyGroupId=${g.id}`, bob)).body as { id: string; userId: string }[];
      const mine = members.find((x) => x.userId === m.id);
      expect(mine).toBeDefined();
      expect((await api.call('DELETE', `${C}/company-group-members/${mine?.id}`, undefined, m.accessToken)).status).toBe(200);
      expect((await memberEvents(bob, g.id)).slice(before.length)).toEqual(['CREATED', 'DELETED']);
      expect(await memberEvents(m.accessToken, g.id)).toEqual(['CREATED', 'DELETED']);
      expect(await memberEvents(alice, g.id)).toEqual([]);
    });

    it('a paid join reaches the group owner (the seller) and the new member', async () => {
      const g = (await api.get(`${C}/company-groups/profile/premium-buyers-club`)).body as { id: string };
      const prices = (await api.get(`${C}/cg-member-plan-prices?companyGroupIds=${g.id}`)).body as { id: string; type: string }[];
      const once = prices.find((p) => p.type === 'one_time');
      expect(once).toBeDefined();
      const m = await newMember(api, 'paid');
      await addCard(api, m.accessToken);
      await depositCents(api, m.accessToken, 5000);
      const before = await memberEvents(alice, g.id);
      const r = await api.post(`${C}/cg-member-plan-orders`, { cgMemberPlanPriceId: once?.id, paymentMethod: 'WALLET', paymentInstrumentId: null, couponCodes: [], idempotencyKey: 'live-members-1' }, m.accessToken);
      expect(r.status).toBeLessThan(300);
      expect((await memberEvents(alice, g.id)).slice(before.length)).toEqual(['CREATED']);
      expect(await memberEvents(m.accessToken, g.id)).toEqual(['CREATED']);
    });
  });

  describe('POST events', () => {
    it('a group post and its hiding reach every member of the group, and no one else', async () => {
      const g = (await api.get(`${C}/company-groups/profile/hanseatic-makers`)).body as { id: string };
      const m = await newMember(api, 'poster');
      const outsider = await newMember(api, 'outsider');
      expect((await api.post(`${C}/company-group-members/join`, { companyGroupId: g.id }, m.accessToken)).status).toBe(200);
      const posts = async (token: string) => ((await api.get('/api/v1/alert/events?afterSeq=0', token)).body.events as { resourceType: string; action: string }[])
        .filter((e) => e.resourceType === 'POST').map((e) => e.action);
      const ownerBefore = await posts(bob);
      const p = await api.post(`${C}/company-group-posts`, { companyGroupId: g.id, content: '<p>Hello makers</p>' }, m.accessToken);
      expect(p.status).toBe(201);
      expect((await api.patch(`${C}/company-group-posts/${p.body.id}`, { deactivated: true }, m.accessToken)).status).toBe(200);
      expect((await posts(bob)).slice(ownerBefore.length)).toEqual(['CREATED', 'UPDATED']);
      expect(await posts(m.accessToken)).toEqual(['CREATED', 'UPDATED']);
      expect(await posts(outsider.accessToken)).toEqual([]);
    });
  });
});
