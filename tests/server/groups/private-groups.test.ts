// A private group's everything (profile, posts, events, members, resources, sponsors, stats, donations, search
// hits) reaches its members, group admins and owner only: visitors, other members and the site admin get 404 as
// if it did not exist, and searches leave it out. Those it invites see its profile (to accept), not its content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { newGroup, type Group, type Person } from '../sponsors/helpers';
import { checkAnswers } from '../../contract/answers';

describe.each(backends())('private groups on $name', (backend) => {
  const C = '/api/v1/company';
  let s: TestServer;
  let api: Api;
  let p: Group;
  let q: Group;
  let stranger: Person;
  let site: string;
  /** What an outsider gets: 404 as if the group did not exist; the site admin, on a member route, spec 6's refusal first. */
  const hidden = (token: string | undefined, r: { status: number; body?: { message?: string } }) =>
    r.status === 404 || (token === site && r.status === 403 && r.body?.message === 'ADMIN can only access admin pages, and the login page') ? 'hidden' : r.status;
  let tag: string;
  let postId: string;
  let eventProfile: string;

  /** A word of letters only, so the full-text search finds exactly this group. */
  const letters = (hex: string) => hex.replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]);

  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    [p, q, stranger] = await Promise.all([newGroup(s, api, { private: true }), newGroup(s, api), newMember(api, 'stranger')]);
    site = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
    tag = letters(p.id.slice(0, 8));
    await s.db.updateTable('company_groups').set({ name: `Hushcircle ${tag}` }).where('id', '=', p.id).execute();
    for (const g of [p, q]) {
      const ev = await api.post(`${C}/company-group-events`, {
        companyGroupId: g.id, name: `Hushmeet ${tag}`, type: 'PHYSICAL', startDate: '2030-03-01', startTime: '09:00', endDate: '2030-03-01', endTime: '17:00', timeZone: 'UTC', city: 'Riga',
      }, g.owner.accessToken);
      expect(ev.status).toBe(201);
      if (g === p) eventProfile = ev.body.profileName;
      expect((await api.post(`${C}/company-group-resources`, { companyGroupId: g.id, title: 'Guide', url: 'https://example.test/guide' }, g.owner.accessToken)).status).toBe(201);
    }
    const post = await api.post(`${C}/company-group-posts`, { companyGroupId: p.id, content: '<p>Members only</p>' }, p.member.accessToken);
    expect(post.status).toBe(201);
    postId = post.body.id;
  }, 240_000);

  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  /** Every read of a group's things, by group; each answers 404 to an outsider of a private group. */
  const reads = (g: Group, ev: string) => [
    `${C}/company-groups/profile/${g.profile}`,
    `${C}/company-group-posts?companyGroupId=${g.id}`,
    `${C}/company-group-events?companyGroupId=${g.id}`,
    `${C}/company-group-events/profile/${g.profile}/${ev}`,
    `${C}/company-group-members?companyGroupId=${g.id}`,
    `${C}/company-group-members?companyGroupId=${g.id}&keyword=a`,
    `${C}/company-group-resources?companyGroupId=${g.id}`,
    `${C}/cg-donations?companyGroupId=${g.id}`,
  ];

  describe('a private group', () => {
    it('answers 404 to visitors, other members and the site admin on every read, with the same message as an unknown group', async () => {
      const outsiders: [string, string | undefined][] = [['visitor', undefined], ['stranger', stranger.accessToken], ['site admin', site], ['admin of another group', q.admin.accessToken]];
      for (const [who, token] of outsiders) {
        for (const path of [...reads(p, eventProfile), `${C}/company-group-posts/${postId}`]) {
          const r = await api.get(path, token);
          expect([who, path, hidden(token, r)]).toEqual([who, path, 'hidden']);
        }
        expect((await api.get(`${C}/company-groups/profile/${p.profile}`, token)).body).toEqual({ message: 'Invalid group!' });
        expect((await api.get(`${C}/company-group-sponsors?companyGroupIds=${p.id}`, token)).body).toEqual([]);
      }
      for (const token of [stranger.accessToken, site]) {
        for (const stats of ['company-group-visits/stats', 'company-group-member-stats', 'company-group-keyword-searches/stats', 'cg-sponsor-stats', 'cg-sponsor-subscriptions/stats', 'cg-sponsor-invites']) {
          expect([stats, hidden(token, await api.get(`${C}/${stats}?companyGroupId=${p.id}`, token))]).toEqual([stats, 'hidden']);
        }
      }
    });

    it('reaches its members, group admins and owner', async () => {
      for (const person of [p.member, p.admin, p.owner]) {
        for (const path of [...reads(p, eventProfile), `${C}/company-group-posts/${postId}`]) {
          const r = await api.get(path, person.accessToken);
          expect([path, r.status]).toEqual([path, 200]);
        }
      }
      expect((await api.get(`${C}/company-group-posts?companyGroupId=${p.id}`, p.member.accessToken)).body.map((x: { id: string }) => x.id)).toEqual([postId]);
      expect((await api.get(`${C}/company-group-visits/stats?companyGroupId=${p.id}`, p.admin.accessToken)).status).toBe(200);
      expect((await api.get(`${C}/company-group-visits/stats?companyGroupId=${p.id}`, p.member.accessToken)).status).toBe(403);
    });

    it('is left out of group and event search, the events list and the search summary, except for its members', async () => {
      const hits = async (path: string, token?: string) => (await api.get(`${C}/${path}?keyword=${tag}`, token)).body.count as number;
      for (const token of [undefined, stranger.accessToken, site]) {
        expect(await hits('company-group-searches', token)).toBe(0);
        expect(await hits('company-group-searches/stats', token)).toBe(0);
        expect(await hits('company-group-event-searches', token)).toBe(1); // the public group's event of the same name
        const all = (await api.get(`${C}/searches?keyword=${tag}`, token)).body;
        expect([all.GROUP.count, all.GROUPEVENT.count]).toEqual([0, 1]);
        const events = (await api.get(`${C}/company-group-events`, token)).body as { companyGroupId: string }[];
        expect(events.some((e) => e.companyGroupId === p.id)).toBe(false);
      }
      expect(await hits('company-group-searches', p.member.accessToken)).toBe(1);
      expect(await hits('company-group-event-searches', p.member.accessToken)).toBe(2);
      expect((await api.get(`${C}/company-group-events`, p.member.accessToken)).body.some((e: { companyGroupId: string }) => e.companyGroupId === p.id)).toBe(true);
    });

    it('refuses outsiders every action with 404, writing nothing; a plain member is refused admin actions with 403', async () => {
      const count = async () => Number((await s.db.selectFrom('cg_posts').select((eb) => eb.fn.countAll<string>().as('n')).where('company_group_id', '=', p.id).executeTakeFirstOrThrow()).n);
      const before = await count();
      const eventId = (await api.get(`${C}/company-group-events?companyGroupId=${p.id}`, p.owner.accessToken)).body[0].id as string;
      for (const token of [stranger.accessToken, site]) {
        const tries: [string, string, unknown][] = [
          ['POST', `${C}/company-group-members/join`, { companyGroupId: p.id }],
          ['POST', `${C}/company-group-posts`, { companyGroupId: p.id, content: '<p>Hi</p>' }],
          ['PATCH', `${C}/company-group-posts/${postId}`, { deactivated: true }],
          ['POST', `${C}/company-group-post-searches/${postId}/reports`, { reason: 'SPAM_OR_MISLEADING' }],
          ['POST', `${C}/company-group-searches/${p.id}/reports`, { reason: 'SPAM_OR_MISLEADING' }],
          ['POST', `${C}/company-group-event-interests`, { cgEventId: eventId }],
          ['POST', `${C}/company-group-events`, { companyGroupId: p.id, name: 'X', type: 'ONLINE', startDate: '2030-03-01', startTime: '09:00', endDate: '2030-03-01', endTime: '10:00', timeZone: 'UTC' }],
          ['PATCH', `${C}/company-groups/${p.id}`, { name: 'Taken over' }],
          ['POST', `${C}/company-group-categories`, { companyGroupId: p.id, name: 'Mine' }],
          ['POST', `${C}/company-group-members/invite-email`, { companyGroupId: p.id, emails: ['x@example.test'] }],
        ];
        for (const [method, path, body] of tries) expect([path, hidden(token, await api.call(method, path, body, token))]).toEqual([path, 'hidden']);
      }
      expect((await api.post(`${C}/company-group-categories`, { companyGroupId: p.id, name: 'Mine' }, p.member.accessToken)).status).toBe(403);
      expect((await api.patch(`${C}/company-groups/${p.id}`, { name: 'Taken over' }, p.member.accessToken)).status).toBe(403);
      expect(await count()).toBe(before);
    });

    it('shows its profile, not its content, to someone it invites; accepting the invite opens the content', async () => {
      const invitee = await newMember(api, 'invitee');
      const inv = await api.post(`${C}/company-group-members/invite-email`, { companyGroupId: p.id, emails: [invitee.email] }, p.admin.accessToken);
      expect(inv.status).toBe(201);
      expect((await api.get(`${C}/company-groups/profile/${p.profile}`, invitee.accessToken)).status).toBe(200);
      expect((await api.get(`${C}/company-group-posts?companyGroupId=${p.id}`, invitee.accessToken)).status).toBe(404);
      expect((await api.patch(`${C}/company-group-members/invites/${inv.body[0].id}/accept-invite`, {}, invitee.accessToken)).status).toBe(200);
      expect((await api.get(`${C}/company-group-posts?companyGroupId=${p.id}`, invitee.accessToken)).status).toBe(200);
    });
  });

  describe('a public group', () => {
    it('stays readable by visitors', async () => {
      const ev = (await api.get(`${C}/company-group-events?companyGroupId=${q.id}`)).body[0].profileName as string;
      for (const path of reads(q, ev)) expect([path, (await api.get(path)).status]).toEqual([path, 200]);
      expect((await api.get(`${C}/company-group-searches?keyword=hushmeet`)).status).toBe(200);
    });
  });
});
