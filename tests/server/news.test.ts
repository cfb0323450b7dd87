// The platform's news (spec 2: /mtz-news and the admin portal's News section): only site admins write, edit,
// publish and delete (each change audited); bad input is refused with a 4xx and writes nothing; the public sees
// published posts only, newest first; the body is sanitised rich text.
import { describe, expect, it } from 'vitest';
import { newMember } from './harness';
import { adminServer, rowCount } from './admin/setup';

const A = '/api/v1/company/admin/news';
const P = '/api/v1/company/news';
const w = adminServer();

const newsRows = async () => Number((await w.s.db.selectFrom('news_posts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('news', () => {
  it('only a site admin writes; a member and a visitor are refused and nothing is written', async () => {
    const member = await newMember(w.api, 'news-member');
    const before = await newsRows();
    expect((await w.api.post(A, { title: 'Hi', body: '<p>x</p>' })).status).toBe(401);
    expect((await w.api.post(A, { title: 'Hi', body: '<p>x</p>' }, member.accessToken)).status).toBe(403);
    expect(await newsRows()).toBe(before);
    const made = await w.api.post(A, { title: 'Admin news', body: '<p>x</p>' }, w.admin);
    expect(made).toMatchObject({ status: 201, body: { title: 'Admin news', published: false, authorId: w.adminId } });
    expect((await w.api.patch(`${A}/${made.body.id}`, { published: true }, member.accessToken)).status).toBe(403);
    expect((await w.api.call('DELETE', `${A}/${made.body.id}`, undefined, member.accessToken)).status).toBe(403);
    expect((await w.api.get(A, member.accessToken)).status).toBe(403);
  });

  it('bad input is a 4xx with a message, and nothing is written', async () => {
    const [posts, audits] = [await newsRows(), await rowCount(w.s, 'admin_audit')];
    for (const bad of [{ title: '', body: '<p>x</p>' }, { title: 'T', body: '<script>alert(1)</script>' }, { title: 'T' }, { title: 'T', body: 'x', extra: 1 }, { title: 'x'.repeat(201), body: 'x' }]) {
      const r = await w.api.post(A, bad, w.admin);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(r.body)).toMatch(/\w/);
    }
    expect((await w.api.patch(`${A}/no-such-post`, { published: true }, w.admin)).status).toBe(404);
    expect([await newsRows(), await rowCount(w.s, 'admin_audit')]).toEqual([posts, audits]);
  });

  it('the public sees published posts only, newest first; publishing and unpublishing are audited', async () => {
    const tag = Date.now().toString(36);
    const first = (await w.api.post(A, { title: `First ${tag}`, body: '<p>one</p>', published: true }, w.admin)).body;
    w.s.clock.advance(1000);
    const draft = (await w.api.post(A, { title: `Draft ${tag}`, body: '<p>two</p>' }, w.admin)).body;
    w.s.clock.advance(1000);
    const second = (await w.api.post(A, { title: `Second ${tag}`, body: '<p>three</p>', published: true }, w.admin)).body;
    const titles = async () => ((await w.api.get(`${P}?limit=100`)).body.items as { title: string }[]).map((p) => p.title).filter((t) => t.endsWith(tag));
    expect(await titles()).toEqual([`Second ${tag}`, `First ${tag}`]);
    expect((await w.api.get(`${P}/${draft.id}`)).status).toBe(404);
    expect((await w.api.get(`${P}/${first.id}`)).body).toMatchObject({ title: `First ${tag}`, body: '<p>one</p>' });
    expect((await w.api.get(`${P}?limit=1`)).body.items).toHaveLength(1);

    const audits = await rowCount(w.s, 'admin_audit');
    expect((await w.api.patch(`${A}/${second.id}`, { published: false }, w.admin)).body.published).toBe(false);
    expect(await titles()).toEqual([`First ${tag}`]);
    expect((await w.api.get(`${P}/${second.id}`)).status).toBe(404);
    expect((await w.api.patch(`${A}/${draft.id}`, { published: true, title: `Draft now ${tag}` }, w.admin)).status).toBe(200);
    expect(await titles()).toEqual([`Draft now ${tag}`, `First ${tag}`]);
    expect(await rowCount(w.s, 'admin_audit')).toBe(audits + 2);
    const log = (await w.api.get(`/api/v1/company/admin/audit?targetType=NEWS_POST&targetId=${second.id}`, w.admin)).body;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['NEWS_UNPUBLISHED', 'NEWS_CREATED']);

    const all = (await w.api.get(`${A}?limit=100`, w.admin)).body.items.map((p: { title: string }) => p.title);
    expect(all).toContain(`Second ${tag}`);
    expect((await w.api.call('DELETE', `${A}/${first.id}`, undefined, w.admin)).body).toEqual({ ok: true });
    expect(await titles()).toEqual([`Draft now ${tag}`]);
    expect((await w.api.get(`${P}/${first.id}`)).status).toBe(404);
  });

  it('the body is sanitised: scripts, event handlers and javascript: links never come back', async () => {
    const r = await w.api.post(A, {
      title: 'Safe', published: true,
      body: '<p onclick="steal()">Hello <b>world</b><script>alert(1)</script> <a href="javascript:alert(1)">link</a></p><img src=x onerror=alert(1)>',
    }, w.admin);
    expect(r.status).toBe(201);
    const body = (await w.api.get(`${P}/${r.body.id}`)).body.body as string;
    expect(body).toContain('<b>world</b>');
    expect(body).not.toMatch(/<script|onclick|onerror|href="javascript:|<img/i);
    expect(body).toContain('href="https://javascript:alert(1)"'); // spec 5: other protocols get https:// prefixed
  });
});
