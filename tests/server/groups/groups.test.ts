// Groups: reading, settings (who may change what), 'Nothing changed', rich text, categories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { checkAnswers } from '../../contract/answers';

describe.each(backends())('groups on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let alice: string;
  let bob: string;
  let stranger: { accessToken: string; id: string };
  let northern: { id: string };
  const G = '/api/v1/company';

  const count = async (table: 'company_groups' | 'cg_categories' | 'tracking_code_logs' | 'cg_visits') =>
    Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
    bob = (await login(api, 'bob@mtz.test', 'Bob12345!')).accessToken;
    stranger = await newMember(api, 'stranger');
    northern = (await api.get(`${G}/company-groups/profile/northern-traders`)).body;
  }, 240_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  describe('reading a group', () => {
    it("answers 'Invalid group!' 404 for an unknown profile name", async () => {
      const r = await api.get(`${G}/company-groups/profile/no-such-group`);
      expect(r).toEqual({ status: 404, body: { message: 'Invalid group!' } });
    });

    it('shows the seeded group with categories and the viewer standing', async () => {
      const asVisitor = await api.get(`${G}/company-groups/profile/northern-traders`);
      expect(asVisitor.body.categories.map((c: { name: string }) => c.name)).toEqual(['Importers', 'Logistics', 'Wholesalers']);
      expect(asVisitor.body.viewer).toMatchObject({ userId: null, membership: 'NONE', isAdmin: false });
      const asOwner = await api.get(`${G}/company-groups/profile/northern-traders`, alice);
      expect(asOwner.body.viewer).toMatchObject({ membership: 'MEMBER', isOwner: true, isAdmin: true });
      const asMember = await api.get(`${G}/company-groups/profile/northern-traders`, bob);
      expect(asMember.body.viewer).toMatchObject({ membership: 'MEMBER', isOwner: false, isAdmin: false });
    });

    it('counts a view only when asked', async () => {
      const before = await count('cg_visits');
      await api.get(`${G}/company-groups/profile/northern-traders`);
      expect(await count('cg_visits')).toBe(before);
      await api.get(`${G}/company-groups/profile/northern-traders?isViewCounted=true`);
      expect(await count('cg_visits')).toBe(before + 1);
    });
  });

  describe('group settings', () => {
    it('lets the owner edit details and welcome text', async () => {
      const r = await api.patch(`${G}/company-groups/${northern.id}`, { meta: { memSubHeader: 'Hello traders' } }, alice);
      expect(r.status).toBe(200);
      expect(r.body.meta.memSubHeader).toBe('Hello traders');
    });

    it("answers 'Nothing changed' for an edit with no change", async () => {
      const r = await api.patch(`${G}/company-groups/${northern.id}`, { meta: { memSubHeader: 'Hello traders' } }, alice);
      expect(r).toEqual({ status: 400, body: { message: 'Nothing changed' } });
    });

    it('lets a group ADMIN change banner and logo but not details', async () => {
      const member = await newMember(api, 'gadmin');
      await s.db.insertInto('company_group_members').values({ id: `m-${member.id}`, company_group_id: northern.id, user_id: member.id, role: 'ADMIN', hidden: false, group_category_ids: '[]', created_at: 1 }).execute();
      const ok = await api.patch(`${G}/company-groups/${northern.id}`, { bannerUrl: 'https://example.test/banner.png' }, member.accessToken);
      expect(ok.status).toBe(200);
      const no = await api.patch(`${G}/company-groups/${northern.id}`, { name: 'Taken over' }, member.accessToken);
      expect(no.status).toBe(403);
      expect((await api.get(`${G}/company-groups/profile/northern-traders`)).body.name).toBe('Northern Traders');
    });

    it('refuses members and visitors', async () => {
      expect((await api.patch(`${G}/company-groups/${northern.id}`, { logoUrl: 'https://example.test/x.png' }, bob)).status).toBe(403);
      expect((await api.patch(`${G}/company-groups/${northern.id}`, { logoUrl: 'https://example.test/x.png' })).status).toBe(401);
    });

    it('sanitises the description and refuses more than 1000 characters', async () => {
      const r = await api.patch(`${G}/company-groups/${northern.id}`, { description: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>' }, alice);
      expect(r.status).toBe(200);
      expect(r.body.description).toBe('<p>Hi <a href="https://javascript:alert(1)" target="_blank" rel="noopener noreferrer">link</a></p>');
      const long = await api.patch(`${G}/company-groups/${northern.id}`, { description: `<p>${'x'.repeat(1001)}</p>` }, alice);
      expect(long).toEqual({ status: 400, body: { message: 'you have pasted/written more than 1000 characters, below description will not save' } });
    });

    it('creates a group owned by the caller, who is its ADMIN member', async () => {
      const before = await count('company_groups');
      expect((await api.post(`${G}/company-groups`, { name: 'x' }, stranger.accessToken)).status).toBe(400);
      expect(await count('company_groups')).toBe(before);
      const r = await api.post(`${G}/company-groups`, { name: 'Riga Ropes' }, stranger.accessToken);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ profileName: 'riga-ropes', ownerId: stranger.id, memberCount: 1, viewer: { isOwner: true, isAdmin: true } });
    });
  });

  describe('categories', () => {
    it('are managed by group admins only; bad input writes nothing', async () => {
      const before = await count('cg_categories');
      expect((await api.post(`${G}/company-group-categories`, { companyGroupId: northern.id, name: 'Shipping' }, bob)).status).toBe(403);
      expect((await api.post(`${G}/company-group-categories`, { companyGroupId: northern.id, name: '' }, alice)).status).toBe(400);
      expect(await count('cg_categories')).toBe(before);
      const c = await api.post(`${G}/company-group-categories`, { companyGroupId: northern.id, name: 'Shipping' }, alice);
      expect(c.status).toBe(201);
      expect((await api.post(`${G}/company-group-categories`, { companyGroupId: northern.id, name: 'Shipping' }, alice)).status).toBe(409);
      expect((await api.patch(`${G}/company-group-categories/${c.body.id}`, { name: 'Shipping' }, alice)).body).toEqual({ message: 'Nothing changed' });
      expect((await api.patch(`${G}/company-group-categories/${c.body.id}`, { name: 'Sea freight' }, alice)).body.name).toBe('Sea freight');
      expect((await api.call('DELETE', `${G}/company-group-categories/${c.body.id}`, undefined, bob)).status).toBe(403);
      expect((await api.call('DELETE', `${G}/company-group-categories/${c.body.id}`, undefined, alice)).status).toBe(200);
      expect(await count('cg_categories')).toBe(before);
    });
  });

  describe('tracking codes', () => {
    it('records a tc visit with letters and digits only', async () => {
      const before = await count('tracking_code_logs');
      expect((await api.post(`${G}/tracking-code-logs`, { trackingCodeId: '--', url: '/x' })).status).toBe(400);
      const r = await api.post(`${G}/tracking-code-logs`, { trackingCodeId: 'ab-12!', url: '/groups/northern-traders?tc=ab12' });
      expect(r.status).toBe(201);
      expect(r.body.trackingCodeId).toBe('ab12');
      expect(await count('tracking_code_logs')).toBe(before + 1);
    });
  });
});
