// Membership (spec section 4): free join, request/cancel/accept, leave, invites, member settings, hiding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { checkAnswers } from '../../contract/answers';

describe.each(backends())('group membership on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let alice: string;
  let bob: string;
  const G = '/api/v1/company';
  const groups: Record<string, { id: string; categories: { id: string; name: string }[] }> = {};

  const count = async (table: 'company_group_members' | 'cg_member_requests' | 'cg_member_invites' | 'notifications') =>
    Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
    bob = (await login(api, 'bob@mtz.test', 'Bob12345!')).accessToken;
    for (const p of ['northern-traders', 'baltic-buyers-club', 'hanseatic-makers']) groups[p] = (await api.get(`${G}/company-groups/profile/${p}`)).body;
  }, 240_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  const standing = async (profile: string, token: string) => (await api.get(`${G}/company-groups/profile/${profile}`, token)).body.viewer;

  describe('joining', () => {
    it('a free group makes the caller a member at once', async () => {
      const m = await newMember(api, 'free');
      const r = await api.post(`${G}/company-group-members/join`, { companyGroupId: groups['hanseatic-makers'].id }, m.accessToken);
      expect(r.status).toBe(200);
      expect(r.body.membership).toBe('MEMBER');
      expect((await api.post(`${G}/company-group-members/join`, { companyGroupId: groups['hanseatic-makers'].id }, m.accessToken)).status).toBe(409);
    });

    it('a premium group cannot be joined for free: 402 and nothing written', async () => {
      const m = await newMember(api, 'prem');
      const paid = (await api.get(`${G}/company-groups/profile/premium-buyers-club`)).body;
      const [members, requests] = [await count('company_group_members'), await count('cg_member_requests')];
      const r = await api.post(`${G}/company-group-members/join`, { companyGroupId: paid.id }, m.accessToken);
      expect(r.status).toBe(402);
      expect(r.body.message).toBe('This group needs a paid membership. Please choose a plan to join.');
      expect([await count('company_group_members'), await count('cg_member_requests')]).toEqual([members, requests]);
    });

    it('an approval group takes a request; cancel returns to none; an admin accepts, the member is told live', async () => {
      const m = await newMember(api, 'req');
      const gid = groups['baltic-buyers-club'].id;
      const r = await api.post(`${G}/company-group-members/join`, { companyGroupId: gid }, m.accessToken);
      expect(r.body).toMatchObject({ membership: 'REQUESTED' });
      expect((await api.call('DELETE', `${G}/company-group-members/requests/${r.body.requestId}`, undefined, m.accessToken)).status).toBe(200);
      expect((await standing('baltic-buyers-club', m.accessToken)).membership).toBe('NONE');

      const again = await api.post(`${G}/company-group-members/join`, { companyGroupId: gid }, m.accessToken);
      const reqs = await api.get(`${G}/company-group-members/requests?companyGroupId=${gid}`, bob);
      expect(reqs.body.map((x: { userId: string }) => x.userId)).toContain(m.id);
      // a plain member and the requester cannot accept
      expect((await api.patch(`${G}/company-group-members/requests/${again.body.requestId}/accept-request`, {}, alice)).status).toBe(403);
      expect((await api.patch(`${G}/company-group-members/requests/${again.body.requestId}/accept-request`, {}, m.accessToken)).status).toBe(403);
      const accepted = await api.patch(`${G}/company-group-members/requests/${again.body.requestId}/accept-request`, {}, bob);
      expect(accepted.status).toBe(200);
      expect((await standing('baltic-buyers-club', m.accessToken)).membership).toBe('MEMBER');
      const events = await api.get(`/api/v1/alert/events?afterSeq=0`, m.accessToken);
      const notes = events.body.events.filter((e: { resourceType: string }) => e.resourceType === 'NOTIFICATION');
      expect(notes.at(-1).resource.content).toBe('Your request to join Baltic Buyers Club was accepted.');
    });

    it('the owner and ADMIN members can neither join nor leave', async () => {
      expect((await api.post(`${G}/company-group-members/join`, { companyGroupId: groups['northern-traders'].id }, alice)).status).toBe(400);
      const v = await standing('northern-traders', alice);
      expect((await api.call('DELETE', `${G}/company-group-members/${v.memberId}`, undefined, alice)).status).toBe(400);
    });

    it('visitors and bad input get 4xx with nothing written', async () => {
      const before = [await count('company_group_members'), await count('cg_member_requests')];
      expect((await api.post(`${G}/company-group-members/join`, { companyGroupId: groups['hanseatic-makers'].id })).status).toBe(401);
      expect((await api.post(`${G}/company-group-members/join`, { companyGroupId: 'nope' }, bob)).status).toBe(404);
      expect((await api.post(`${G}/company-group-members/join`, {}, bob)).status).toBe(400);
      expect([await count('company_group_members'), await count('cg_member_requests')]).toEqual(before);
    });

    it('a member leaves and returns to none', async () => {
      const m = await newMember(api, 'leave');
      await api.post(`${G}/company-group-members/join`, { companyGroupId: groups['hanseatic-makers'].id }, m.accessToken);
      const v = await standing('hanseatic-makers', m.accessToken);
      expect((await api.call('DELETE', `${G}/company-group-members/${v.memberId}`, undefined, m.accessToken)).status).toBe(200);
      expect((await standing('hanseatic-makers', m.accessToken)).membership).toBe('NONE');
    });
  });

  describe('invites', () => {
    it('by e-mail: only admins send; the invitee accepts; someone else cannot', async () => {
      const m = await newMember(api, 'inv');
      const gid = groups['northern-traders'].id;
      const before = await count('cg_member_invites');
      expect((await api.post(`${G}/company-group-members/invite-email`, { companyGroupId: gid, emails: [m.email] }, bob)).status).toBe(403);
      expect((await api.post(`${G}/company-group-members/invite-email`, { companyGroupId: gid, emails: [] }, alice)).status).toBe(400);
      expect((await api.post(`${G}/company-group-members/invite-email`, { companyGroupId: gid, emails: ['not-mail'] }, alice)).status).toBe(400);
      expect(await count('cg_member_invites')).toBe(before);
      const sent = await api.post(`${G}/company-group-members/invite-email`, { companyGroupId: gid, emails: [m.email] }, alice);
      expect(sent.status).toBe(201);
      const mine = await api.get(`${G}/company-group-members/invites`, m.accessToken);
      expect(mine.body.map((i: { id: string }) => i.id)).toEqual([sent.body[0].id]);
      expect((await api.patch(`${G}/company-group-members/invites/${sent.body[0].id}/accept-invite`, {}, bob)).status).toBe(403);
      expect((await api.patch(`${G}/company-group-members/invites/${sent.body[0].id}/accept-invite`, {}, m.accessToken)).status).toBe(200);
      expect((await standing('northern-traders', m.accessToken)).membership).toBe('MEMBER');
      expect((await api.patch(`${G}/company-group-members/invites/${sent.body[0].id}/accept-invite`, {}, m.accessToken)).status).toBe(409);
    });

    it("a company invite goes to the company's owner", async () => {
      const company = await s.db.selectFrom('companies').select('id').where('profile_name', '=', 'acme-trading').executeTakeFirstOrThrow();
      const r = await api.post(`${G}/company-group-members/invite-company`, { companyGroupId: groups['baltic-buyers-club'].id, companyId: company.id }, bob);
      expect(r.status).toBe(201);
      const mine = await api.get(`${G}/company-group-members/invites`, alice);
      expect(mine.body.map((i: { id: string }) => i.id)).toContain(r.body.id);
    });
  });

  describe('member settings', () => {
    it('hides a member from everyone but admins, sets categories of this group only', async () => {
      const m = await newMember(api, 'hide');
      const g = groups['hanseatic-makers'];
      await api.post(`${G}/company-group-members/join`, { companyGroupId: g.id }, m.accessToken);
      const v = await standing('hanseatic-makers', m.accessToken);
      expect((await api.patch(`${G}/company-group-members/${v.memberId}`, { hidden: true }, bob)).status).toBe(403);
      expect((await api.patch(`${G}/company-group-members/${v.memberId}`, { hidden: true }, m.accessToken)).status).toBe(200);
      const seen = async (token?: string) => (await api.get(`${G}/company-group-members?companyGroupId=${g.id}`, token)).body.map((x: { userId: string }) => x.userId);
      expect(await seen()).not.toContain(m.id);
      expect(await seen(alice)).not.toContain(m.id);
      expect(await seen(bob)).toContain(m.id); // bob owns the group
      expect(await seen(m.accessToken)).not.toContain(m.id); // themselves included (spec 2: hidden from everyone but admins)

      const foreign = groups['northern-traders'].categories[0].id;
      expect((await api.patch(`${G}/company-group-members/${v.memberId}`, { groupCategoryIds: [foreign] }, m.accessToken)).status).toBe(400);
      const cat = g.categories[0].id;
      const r = await api.patch(`${G}/company-group-members/${v.memberId}`, { groupCategoryIds: [cat] }, m.accessToken);
      expect(r.body.groupCategoryIds).toEqual([cat]);
      expect((await api.get(`${G}/company-group-members?companyGroupId=${g.id}&categoryId=${cat}`, bob)).body.map((x: { userId: string }) => x.userId)).toEqual([m.id]);
      expect((await api.patch(`${G}/company-group-members/${v.memberId}`, { groupCategoryIds: [] }, m.accessToken)).body.groupCategoryIds).toEqual([]);
    });

    it('refuses hiding when the group does not allow it', async () => {
      const m = await newMember(api, 'nohide');
      const g = groups['hanseatic-makers'];
      await api.patch(`${G}/company-groups/${g.id}`, { asMemberSelfHideAllowed: false }, bob);
      await api.post(`${G}/company-group-members/join`, { companyGroupId: g.id }, m.accessToken);
      const v = await standing('hanseatic-makers', m.accessToken);
      expect((await api.patch(`${G}/company-group-members/${v.memberId}`, { hidden: true }, m.accessToken)).status).toBe(400);
      expect((await standing('hanseatic-makers', m.accessToken)).hidden).toBe(false);
      await api.patch(`${G}/company-groups/${g.id}`, { asMemberSelfHideAllowed: true }, bob);
    });
  });
});
