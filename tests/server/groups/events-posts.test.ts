// Events (admin CRUD, time zones, dates not before today, 'ended'), interests, posts and stats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { checkAnswers } from '../../contract/answers';

describe.each(backends())('group events, posts and stats on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let alice: string;
  let bob: string;
  let gid: string;
  const G = '/api/v1/company';
  // the test clock starts at 2030-01-01T00:00Z
  const event = (over: Record<string, unknown> = {}) => ({
    companyGroupId: gid, name: 'Spring Fair', type: 'PHYSICAL', startDate: '2030-03-01', startTime: '09:00', endDate: '2030-03-01', endTime: '17:00',
    timeZone: 'Europe/Riga', city: 'Riga', country: 'Latvia', ...over,
  });
  const count = async (table: 'cg_events' | 'cg_posts' | 'cg_event_interests' | 'cg_post_reports') =>
    Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
    bob = (await login(api, 'bob@mtz.test', 'Bob12345!')).accessToken;
    gid = (await api.get(`${G}/company-groups/profile/northern-traders`)).body.id;
  }, 240_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  describe('events', () => {
    it('group admins create them; times follow the time zone; members and visitors cannot', async () => {
      const before = await count('cg_events');
      expect((await api.post(`${G}/company-group-events`, event(), bob)).status).toBe(403);
      expect((await api.post(`${G}/company-group-events`, event())).status).toBe(401);
      expect((await api.post(`${G}/company-group-events`, event({ type: 'HYBRID' }), alice)).status).toBe(400);
      expect((await api.post(`${G}/company-group-events`, event({ timeZone: 'Mars/Base' }), alice)).status).toBe(400);
      expect((await api.post(`${G}/company-group-events`, event({ startDate: '2029-12-31' }), alice)).body).toEqual({ message: 'Event dates cannot be before today' });
      expect((await api.post(`${G}/company-group-events`, event({ endTime: '08:00' }), alice)).status).toBe(400);
      expect(await count('cg_events')).toBe(before);
      const r = await api.post(`${G}/company-group-events`, event(), alice);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ profileName: 'spring-fair', groupProfileName: 'northern-traders', ended: false, startTimeMillis: Date.UTC(2030, 2, 1, 7, 0) });
      const read = await api.get(`${G}/company-group-events/profile/northern-traders/spring-fair`);
      expect(read.body.id).toBe(r.body.id);
    });

    it('is ended once its end time is past', async () => {
      const r = await api.post(`${G}/company-group-events`, event({ name: 'Short Call', type: 'ONLINE', startDate: '2030-01-01', startTime: '00:00', endDate: '2030-01-01', endTime: '00:05', timeZone: 'UTC' }), alice);
      expect(r.body.ended).toBe(false);
      s.clock.set(Date.UTC(2030, 0, 1, 0, 6)); // within the access tokens' 15 minutes
      expect((await api.get(`${G}/company-group-events/profile/northern-traders/${r.body.profileName}`)).body.ended).toBe(true);
    });

    it("edits: 'Nothing changed', admin only", async () => {
      const r = await api.post(`${G}/company-group-events`, event({ name: 'Edit Me', startDate: '2030-05-01', endDate: '2030-05-01' }), alice);
      expect((await api.patch(`${G}/company-group-events/${r.body.id}`, { name: 'Edit Me' }, alice)).body).toEqual({ message: 'Nothing changed' });
      expect((await api.patch(`${G}/company-group-events/${r.body.id}`, { name: 'Edited' }, bob)).status).toBe(403);
      expect((await api.patch(`${G}/company-group-events/${r.body.id}`, { name: 'Edited', type: 'BOTH' }, alice)).body).toMatchObject({ name: 'Edited', type: 'BOTH' });
      expect((await api.call('DELETE', `${G}/company-group-events/${r.body.id}`, undefined, bob)).status).toBe(403);
      expect((await api.call('DELETE', `${G}/company-group-events/${r.body.id}`, undefined, alice)).status).toBe(200);
    });

    it('interest toggles per user', async () => {
      const e = await api.post(`${G}/company-group-events`, event({ name: 'Interest Fair', startDate: '2030-06-01', endDate: '2030-06-01' }), alice);
      const m = await newMember(api, 'interest');
      const i = await api.post(`${G}/company-group-event-interests`, { cgEventId: e.body.id }, m.accessToken);
      expect(i.status).toBe(201);
      expect((await api.post(`${G}/company-group-event-interests`, { cgEventId: e.body.id }, m.accessToken)).status).toBe(409);
      const seen = await api.get(`${G}/company-group-events/profile/northern-traders/interest-fair`, m.accessToken);
      expect(seen.body).toMatchObject({ interestCount: 1, myInterestId: i.body.id });
      expect((await api.call('DELETE', `${G}/company-group-event-interests/${i.body.id}`, undefined, bob)).status).toBe(403);
      expect((await api.call('DELETE', `${G}/company-group-event-interests/${i.body.id}`, undefined, m.accessToken)).status).toBe(200);
      expect((await api.get(`${G}/company-group-events/profile/northern-traders/interest-fair`, m.accessToken)).body).toMatchObject({ interestCount: 0, myInterestId: null });
      expect((await api.post(`${G}/company-group-event-interests`, { cgEventId: e.body.id })).status).toBe(401);
    });
  });

  describe('posts', () => {
    it('members write, authors edit, admins deactivate and reactivate, anyone signed in reports', async () => {
      const before = await count('cg_posts');
      const outsider = await newMember(api, 'outsider');
      expect((await api.post(`${G}/company-group-posts`, { companyGroupId: gid, content: '<p>hi</p>' }, outsider.accessToken)).status).toBe(403);
      expect((await api.post(`${G}/company-group-posts`, { companyGroupId: gid, content: '<script>x</script>' }, bob)).status).toBe(400);
      expect(await count('cg_posts')).toBe(before);
      const p = await api.post(`${G}/company-group-posts`, { companyGroupId: gid, content: '<p>Hello <img src=x onerror=alert(1)>all</p>' }, bob);
      expect(p.status).toBe(201);
      expect(p.body.content).toBe('<p>Hello all</p>');
      expect((await api.patch(`${G}/company-group-posts/${p.body.id}`, { content: '<p>Mine now</p>' }, alice)).status).toBe(403);
      expect((await api.patch(`${G}/company-group-posts/${p.body.id}`, { content: '<p>Hello everyone</p>' }, bob)).body.content).toBe('<p>Hello everyone</p>');
      expect((await api.patch(`${G}/company-group-posts/${p.body.id}`, { deactivated: true }, outsider.accessToken)).status).toBe(403);
      expect((await api.patch(`${G}/company-group-posts/${p.body.id}`, { deactivated: true }, alice)).body.deactivated).toBe(true);
      expect((await api.get(`${G}/company-group-posts/${p.body.id}`)).status).toBe(404);
      expect((await api.get(`${G}/company-group-posts?companyGroupId=${gid}`)).body.map((x: { id: string }) => x.id)).not.toContain(p.body.id);
      expect((await api.get(`${G}/company-group-posts?companyGroupId=${gid}`, alice)).body.map((x: { id: string }) => x.id)).toContain(p.body.id);
      expect((await api.patch(`${G}/company-group-posts/${p.body.id}`, { deactivated: false }, bob)).body.deactivated).toBe(false);
      const reports = await count('cg_post_reports');
      expect((await api.post(`${G}/company-group-post-searches/${p.body.id}/reports`, { reason: 'NOPE' }, outsider.accessToken)).status).toBe(400);
      expect((await api.post(`${G}/company-group-post-searches/${p.body.id}/reports`, { reason: 'SPAM_OR_MISLEADING' })).status).toBe(401);
      expect(await count('cg_post_reports')).toBe(reports);
      expect((await api.post(`${G}/company-group-post-searches/${p.body.id}/reports`, { reason: 'SPAM_OR_MISLEADING' }, outsider.accessToken)).status).toBe(201);
    });
  });

  describe('stats', () => {
    it('answers DAY/MONTH/YEAR counts of visits and keyword searches to group admins only', async () => {
      s.clock.set(Date.UTC(2030, 1, 10, 12));
      await api.get(`${G}/company-groups/profile/northern-traders?isViewCounted=true`);
      await api.get(`${G}/company-groups/profile/northern-traders?isViewCounted=true`);
      s.clock.set(Date.UTC(2030, 1, 11, 12));
      await api.get(`${G}/company-groups/profile/northern-traders?isViewCounted=true`);
      alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
      bob = (await login(api, 'bob@mtz.test', 'Bob12345!')).accessToken;
      const q = `companyGroupId=${gid}&startDate=2030-02-01&endDate=2030-02-28`;
      expect((await api.get(`${G}/company-group-visits/stats?${q}`, bob)).status).toBe(403);
      expect((await api.get(`${G}/company-group-visits/stats?companyGroupId=${gid}&startDate=2030-2-1`, alice)).status).toBe(400);
      const r = await api.get(`${G}/company-group-visits/stats?${q}`, alice);
      expect(r.body).toEqual({
        DAY: [{ _id: { YEAR: 2030, MONTH: 2, DAY: 10 }, count: 2 }, { _id: { YEAR: 2030, MONTH: 2, DAY: 11 }, count: 1 }],
        MONTH: [{ _id: { YEAR: 2030, MONTH: 2 }, count: 3 }],
        YEAR: [{ _id: { YEAR: 2030 }, count: 3 }],
      });
      await api.get(`${G}/company-group-members?companyGroupId=${gid}&keyword=bob`);
      const k = await api.get(`${G}/company-group-keyword-searches/stats?${q}`, alice);
      expect(k.body.MONTH).toEqual([{ _id: { YEAR: 2030, MONTH: 2 }, count: 1 }]);
      expect((await api.get(`${G}/company-group-member-stats?companyGroupId=${gid}`, alice)).body.YEAR.length).toBeGreaterThan(0);
    });
  });
});
