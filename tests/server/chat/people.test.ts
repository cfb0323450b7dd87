// User cards and search (company service) and presences (alert service) as the chat uses them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestServer } from '../harness';
import { CHAT, chatApi, counts, listen, person, type ChatApi, type Person } from './chat-harness';

describe.each(backends())('chat people and presences on $name', (backend) => {
  let s: TestServer;
  let api: ChatApi;
  let zed: Person;
  let zoe: Person;
  let outsider: Person;
  const tag = `q${Date.now().toString(36)}`;

  beforeAll(async () => {
    process.env.PRESENCE_GRACE_MS = '100';
    s = await backend.start();
    delete process.env.PRESENCE_GRACE_MS;
    api = chatApi(s);
    [zed, zoe, outsider] = await Promise.all([person(api, 'Zed', `Zimmer${tag}`), person(api, 'Zoë', `Zorn${tag}`), person(api, 'Olaf', 'Outside')]);
    await api.post(`${CHAT}/rooms`, { name: 'Z', memberIds: [zoe.id] }, zed.token);
  }, 180_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  describe('GET /company/users', () => {
    it('finds people by part of a name, never the caller, with wildcards taken literally', async () => {
      const r = await api.get(`/api/v1/company/users?keyword=${tag}`, outsider.token);
      expect(r.body.map((u: { id: string }) => u.id)).toEqual([zed.id, zoe.id]);
      expect(r.body[0]).toEqual({ id: zed.id, firstname: 'Zed', lastname: `Zimmer${tag}`, profileName: expect.any(String), logo: null });
      expect((await api.get(`/api/v1/company/users?keyword=${tag}`, zed.token)).body.map((u: { id: string }) => u.id)).toEqual([zoe.id]);
      expect((await api.get(`/api/v1/company/users?keyword=${encodeURIComponent(`zed zimmer${tag}`)}`, zoe.token)).body).toHaveLength(1);
      expect((await api.get(`/api/v1/company/users?keyword=%25`, zoe.token)).body).toEqual([]);
      expect((await api.get(`/api/v1/company/users?keyword=${tag}&limit=1`, outsider.token)).body).toHaveLength(1);
    });

    it('returns cards by ids in the given order; needs a keyword or ids', async () => {
      const r = await api.get(`/api/v1/company/users?ids=${zoe.id},nobody,${zed.id}`, outsider.token);
      expect(r.body.map((u: { firstname: string }) => u.firstname)).toEqual(['Zoë', 'Zed']);
      expect((await api.get('/api/v1/company/users', zoe.token)).status).toBe(400);
      expect((await api.get('/api/v1/company/users?keyword=%20%20', zoe.token)).status).toBe(400);
      expect((await api.get('/api/v1/company/users?keyword=a&limit=500', zoe.token)).status).toBe(400);
    });
  });

  describe('presences', () => {
    it('creates one presence per UI instance; the user and those sharing a room hear PRESENCE CREATED, others do not', async () => {
      const [lz, lo] = await Promise.all([listen(s, zoe.token), listen(s, outsider.token)]);
      const r = await api.post('/api/v1/alert/presences', { uiid: 'tab-1' }, zed.token);
      expect(r.status).toBe(201);
      expect(r.body).toEqual({ id: expect.any(String), sessionId: 'tab-1', userId: zed.id });
      expect((await lz.waitFor((e) => e.resourceType === 'PRESENCE' && e.action === 'CREATED')).resource).toEqual(r.body);
      const before = await counts(s);
      expect((await api.post('/api/v1/alert/presences', { uiid: 'tab-1' }, zed.token)).body).toEqual(r.body);
      expect(await counts(s)).toEqual(before);
      expect((await api.get(`/api/v1/alert/presences?userIds=${zed.id},${zoe.id}`, outsider.token)).body).toEqual([r.body]);
      await new Promise((res) => setTimeout(res, 200));
      expect(lo.events.filter((e) => e.resourceType === 'PRESENCE')).toEqual([]);
      await Promise.all([lz.close(), lo.close()]);
    });

    it('refuses a bad uiid (400) and others deleting (403), writing nothing; the owner deletes with PRESENCE DELETED', async () => {
      const p = (await api.post('/api/v1/alert/presences', { uiid: 'tab-2' }, zoe.token)).body;
      const before = await counts(s);
      expect((await api.post('/api/v1/alert/presences', { uiid: '' }, zoe.token)).status).toBe(400);
      expect((await api.post('/api/v1/alert/presences', {}, zoe.token)).status).toBe(400);
      expect((await api.del(`/api/v1/alert/presences/${p.id}`, zed.token)).status).toBe(403);
      expect((await api.del('/api/v1/alert/presences/nope', zed.token)).status).toBe(404);
      expect(await counts(s)).toEqual(before);
      const lz = await listen(s, zed.token);
      expect((await api.del(`/api/v1/alert/presences/${p.id}`, zoe.token)).status).toBe(200);
      expect((await lz.waitFor((e) => e.resourceType === 'PRESENCE' && e.action === 'DELETED')).resource).toEqual(p);
      await lz.close();
    });

    it("ends a user's presences when their last socket closes, after the grace period", async () => {
      const own = await listen(s, outsider.token);
      const second = await listen(s, outsider.token);
      const p = (await api.post('/api/v1/alert/presences', { uiid: 'tab-9' }, outsider.token)).body;
      await second.close();
      await new Promise((res) => setTimeout(res, 300));
      expect((await api.get(`/api/v1/alert/presences?userIds=${outsider.id}`, zed.token)).body).toEqual([p]);
      await own.close();
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && (await api.get(`/api/v1/alert/presences?userIds=${outsider.id}`, zed.token)).body.length > 0) {
        await new Promise((res) => setTimeout(res, 50));
      }
      expect((await api.get(`/api/v1/alert/presences?userIds=${outsider.id}`, zed.token)).body).toEqual([]);
      const log = await s.db.selectFrom('events').select(['resource_type', 'action']).where('user_id', '=', outsider.id).where('resource_type', '=', 'PRESENCE').execute();
      expect(log.map((e) => e.action)).toEqual(['CREATED', 'DELETED']);
    });
  });
});
