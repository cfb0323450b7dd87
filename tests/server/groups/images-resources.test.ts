// Banner and logo uploads (multipart, on disk, group admins only), event banners, image addresses,
// resources (links shared by admins), and the GIN indexes behind GROUP and GROUPEVENT search.
import { sql } from 'kysely';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { checkAnswers } from '../../contract/answers';

describe.each(backends())('group images and resources on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let alice: string;
  let bob: string;
  let gid: string;
  let gadmin: string;
  let stranger: string;
  const G = '/api/v1/company';
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3]);
  const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

  async function form(path: string, parts: Record<string, [Uint8Array, string]>, token?: string) {
    const fd = new FormData();
    for (const [k, [bytes, type]] of Object.entries(parts)) fd.append(k, new Blob([new Uint8Array(bytes)], { type }), `${k}.bin`);
    const r = await fetch(`${s.url}${path}`, { method: 'POST', body: fd, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : undefined };
  }
  const count = async (table: 'cg_images' | 'cg_resources') => Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const files = async () => (await readdir(s.ctx.uploadsDir).catch(() => [] as string[])).length;

  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
    bob = (await login(api, 'bob@mtz.test', 'Bob12345!')).accessToken;
    gid = (await api.get(`${G}/company-groups/profile/northern-traders`)).body.id;
    const m = await newMember(api, 'imgadmin');
    await s.db.insertInto('company_group_members').values({ id: `m-${m.id}`, company_group_id: gid, user_id: m.id, role: 'ADMIN', hidden: false, group_category_ids: '[]', created_at: 1 }).execute();
    gadmin = m.accessToken;
    stranger = (await newMember(api, 'imgstranger')).accessToken;
  }, 240_000);
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  describe('group banner and logo', () => {
    it('the owner and group ADMINs upload bannerFile and logoFile; the images are served publicly from disk', async () => {
      const r = await form(`${G}/company-groups/${gid}/banner-logo`, { bannerFile: [PNG, 'image/png'], logoFile: [JPEG, 'image/jpeg'] }, alice);
      expect(r.status).toBe(200);
      expect(r.body.bannerUrl).toMatch(/^\/api\/v1\/company\/company-group-images\//);
      expect(r.body.logoUrl).toMatch(/^\/api\/v1\/company\/company-group-images\//);
      const img = await fetch(`${s.url}${r.body.bannerUrl}`);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await img.arrayBuffer())).toEqual(PNG);
      expect((await fetch(`${s.url}${r.body.logoUrl}`)).headers.get('content-type')).toBe('image/jpeg');
      expect(await files()).toBe(2);
      // a group ADMIN replaces the logo only: the old file goes, the banner stays
      const again = await form(`${G}/company-groups/${gid}/banner-logo`, { logoFile: [PNG, 'image/png'] }, gadmin);
      expect(again.status).toBe(200);
      expect(again.body.bannerUrl).toBe(r.body.bannerUrl);
      expect(again.body.logoUrl).not.toBe(r.body.logoUrl);
      expect(await count('cg_images')).toBe(2);
      expect(await files()).toBe(2);
      expect((await fetch(`${s.url}${r.body.logoUrl}`)).status).toBe(404);
    });

    it('refuses members, strangers and visitors, and bad files, writing nothing', async () => {
      const before = { rows: await count('cg_images'), files: await files() };
      expect((await form(`${G}/company-groups/${gid}/banner-logo`, { bannerFile: [PNG, 'image/png'] }, bob)).status).toBe(403);
      expect((await form(`${G}/company-groups/${gid}/banner-logo`, { bannerFile: [PNG, 'image/png'] }, stranger)).status).toBe(403);
      expect((await form(`${G}/company-groups/${gid}/banner-logo`, { bannerFile: [PNG, 'image/png'] })).status).toBe(401);
      expect((await form(`${G}/company-groups/${gid}/banner-logo`, { bannerFile: [new TextEncoder().encode('<svg onload=alert(1)>'), 'image/svg+xml'] }, alice)).body)
        .toEqual({ message: 'bannerFile: only PNG, JPEG, GIF or WebP images' });
      expect((await form(`${G}/company-groups/${gid}/banner-logo`, { otherFile: [PNG, 'image/png'] }, alice)).status).toBe(400);
      expect((await form(`${G}/company-groups/${gid}/banner-logo`, { bannerFile: [new Uint8Array(5 * 1024 * 1024 + 1), 'image/png'] }, alice)).status).toBe(413);
      expect((await api.post(`${G}/company-groups/${gid}/banner-logo`, { bannerUrl: 'x' }, alice)).status).toBe(400);
      expect((await form(`${G}/company-groups/nope/banner-logo`, { bannerFile: [PNG, 'image/png'] }, alice)).body).toEqual({ message: 'Invalid group!' });
      expect({ rows: await count('cg_images'), files: await files() }).toEqual(before);
    });

    it('image addresses must be http(s) or uploaded images', async () => {
      for (const bad of ['javascript:alert(1)', 'https://x.test/a.png) , url(evil', 'data:image/png;base64,AAAA']) {
        expect((await api.patch(`${G}/company-groups/${gid}`, { bannerUrl: bad }, alice)).status).toBe(400);
      }
      expect((await api.patch(`${G}/company-groups/${gid}`, { bannerUrl: null }, alice)).body.bannerUrl).toBeNull();
    });
  });

  describe('event banner', () => {
    it('group admins upload it; others are refused', async () => {
      const e = await api.post(`${G}/company-group-events`, {
        companyGroupId: gid, name: 'Banner Fair', type: 'ONLINE', startDate: '2030-04-01', startTime: '09:00', endDate: '2030-04-01', endTime: '10:00', timeZone: 'UTC',
      }, alice);
      expect(e.status).toBe(201);
      const before = await count('cg_images');
      expect((await form(`${G}/company-group-events/${e.body.id}/banner`, { bannerFile: [PNG, 'image/png'] }, bob)).status).toBe(403);
      expect((await form(`${G}/company-group-events/${e.body.id}/banner`, { bannerFile: [PNG, 'image/png'] })).status).toBe(401);
      expect((await form(`${G}/company-group-events/${e.body.id}/banner`, { logoFile: [PNG, 'image/png'] }, alice)).status).toBe(400);
      expect((await form(`${G}/company-group-events/missing/banner`, { bannerFile: [PNG, 'image/png'] }, alice)).status).toBe(404);
      expect(await count('cg_images')).toBe(before);
      const r = await form(`${G}/company-group-events/${e.body.id}/banner`, { bannerFile: [PNG, 'image/png'] }, gadmin);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ id: e.body.id, bannerUrl: expect.stringMatching(/company-group-images/) });
      expect((await fetch(`${s.url}${r.body.bannerUrl}`)).status).toBe(200);

      // deleting the event removes its banner row and its file on disk
      const filesBefore = await files();
      expect((await api.call('DELETE', `${G}/company-group-events/${e.body.id}`, undefined, bob)).status).toBe(403);
      expect((await api.call('DELETE', `${G}/company-group-events/${e.body.id}`, undefined, alice)).status).toBe(200);
      expect(await count('cg_images')).toBe(before);
      expect(await files()).toBe(filesBefore - 1);
      expect((await fetch(`${s.url}${r.body.bannerUrl}`)).status).toBe(404);
    });
  });

  describe('resources', () => {
    it('admins share and remove links; everyone sees those of a public group; bad input writes nothing', async () => {
      const before = await count('cg_resources');
      expect((await api.post(`${G}/company-group-resources`, { companyGroupId: gid, title: 'Guide', url: 'https://example.test/guide' }, bob)).status).toBe(403);
      expect((await api.post(`${G}/company-group-resources`, { companyGroupId: gid, title: 'Guide', url: 'https://example.test/guide' })).status).toBe(401);
      expect((await api.post(`${G}/company-group-resources`, { companyGroupId: gid, title: 'Guide', url: 'javascript:alert(1)' }, alice)).status).toBe(400);
      expect((await api.post(`${G}/company-group-resources`, { companyGroupId: gid, title: '', url: 'https://example.test/guide' }, alice)).status).toBe(400);
      expect(await count('cg_resources')).toBe(before);
      const r = await api.post(`${G}/company-group-resources`, { companyGroupId: gid, title: 'Guide', url: 'https://example.test/guide' }, gadmin);
      expect(r.status).toBe(201);
      expect((await api.get(`${G}/company-group-resources?companyGroupId=${gid}`)).body).toEqual([expect.objectContaining({ title: 'Guide', url: 'https://example.test/guide' })]);
      expect((await api.call('DELETE', `${G}/company-group-resources/${r.body.id}`, undefined, bob)).status).toBe(403);
      expect((await api.call('DELETE', `${G}/company-group-resources/${r.body.id}`, undefined, alice)).status).toBe(200);
      expect(await count('cg_resources')).toBe(before);
    });

    it("a private group's resources are for its members (404 to anyone else, as if it did not exist)", async () => {
      await api.patch(`${G}/company-groups/${gid}`, { asPrivate: true }, alice);
      await api.post(`${G}/company-group-resources`, { companyGroupId: gid, title: 'Secret', url: 'https://example.test/s' }, alice);
      expect((await api.get(`${G}/company-group-resources?companyGroupId=${gid}`)).status).toBe(404);
      expect((await api.get(`${G}/company-group-resources?companyGroupId=${gid}`, stranger)).status).toBe(404);
      expect((await api.get(`${G}/company-group-resources?companyGroupId=${gid}`, bob)).body).toHaveLength(1);
      await api.patch(`${G}/company-groups/${gid}`, { asPrivate: false }, alice);
    });
  });

  describe('search indexes', () => {
    it('GROUP and GROUPEVENT searches can use GIN indexes (same expressions as search.ts)', async () => {
      const plan = async (q: string) => {
        return sql.raw<{ 'QUERY PLAN': string }>(q).execute(s.db).then((r) => r.rows.map((x) => Object.values(x)[0]).join('\n'));
      };
      await sql.raw('SET enable_seqscan = off').execute(s.db);
      try {
        const g = await plan(`EXPLAIN SELECT g.id FROM company_groups g WHERE (setweight(to_tsvector('simple', coalesce(g.name, '')), 'A') || setweight(to_tsvector('simple', coalesce(g.description, '')), 'C')) @@ to_tsquery('simple', 'baltic:*')`);
        expect(g).toContain('company_groups_search');
        const e = await plan(`EXPLAIN SELECT e.id FROM cg_events e JOIN company_groups g ON g.id = e.company_group_id WHERE (setweight(to_tsvector('simple', coalesce(e.name, '')), 'A') || setweight(to_tsvector('simple', coalesce(e.description, '')), 'C')) @@ to_tsquery('simple', 'fair:*')`);
        expect(e).toContain('cg_events_search');
      } finally {
        await sql.raw('SET enable_seqscan = on').execute(s.db);
      }
      const hits = await api.get(`${G}/company-group-event-searches?keyword=Banner`);
      expect(hits.status).toBe(200);
    });
  });
});
