// Company posts: only the owner writes, edits, deactivates/reactivates and deletes; visitors read active
// posts; deactivated posts are hidden from everyone but the owner; bad input 4xx with nothing written.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TOO_LONG } from '../../../src/domain/groups/rich-text';
import { backends } from '../harness';
import { C, PNG, companyAreaServer } from './setup';

describe.each(backends())('company posts on $name', (backend) => {
  const t = companyAreaServer(backend);
  const rows = async () => Number((await sql<{ c: string }>`select count(*)::text as c from company_posts`.execute(t.state.s.db)).rows[0].c);

  it('the owner writes (sanitised), visitors read it; others may not write, edit or delete', async () => {
    const { api } = t.state;
    const o = await t.owner('Posting Pears');
    const other = await t.member();
    const before = await rows();
    const body = { companyId: o.companyId, title: 'Harvest', content: '<p>Fresh <b>pears</b><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>', images: [PNG] };
    expect((await api.post(`${C}/company-posts`, body)).status).toBe(401);
    const refused = await api.post(`${C}/company-posts`, body, other.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the company owner may do this');
    expect(await rows()).toBe(before);

    const r = await api.post(`${C}/company-posts`, body, o.accessToken);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ companyId: o.companyId, companyProfileName: o.profileName, title: 'Harvest', images: [PNG], deactivated: false });
    expect(r.body.content).toContain('<b>pears</b>');
    expect(r.body.content).not.toMatch(/<script|href="javascript:/i);
    expect(r.body.content).toContain('href="https://javascript:alert(1)"');
    expect(await rows()).toBe(before + 1);
    t.state.s.clock.advance(1000); // the server's clock is manual: the second post is a second newer
    const second = await api.post(`${C}/company-posts`, { companyId: o.companyId, content: '<p>Second</p>' }, o.accessToken);
    expect(second.status).toBe(201);

    // visitors (no token) and other members read them, newest first
    const list = await api.get(`${C}/company-posts?companyIds=${o.companyId}`);
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([second.body.id, r.body.id]);
    expect((await api.get(`${C}/company-posts/${r.body.id}`)).body.title).toBe('Harvest');
    expect((await api.get(`${C}/company-posts/${r.body.id}`, other.accessToken)).status).toBe(200);

    // edits and deletes: owner only
    expect((await api.call('PATCH', `${C}/company-posts/${r.body.id}`, { content: '<p>Mine now</p>' }, other.accessToken)).status).toBe(403);
    expect((await t.del(`${C}/company-posts/${r.body.id}`, other.accessToken)).status).toBe(403);
    expect((await api.get(`${C}/company-posts/${r.body.id}`)).body.content).toContain('pears');
    const edited = await api.call('PATCH', `${C}/company-posts/${r.body.id}`, { content: '<p>Ripe pears</p>', title: '' }, o.accessToken);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ content: '<p>Ripe pears</p>', title: null });
    expect((await t.del(`${C}/company-posts/${second.body.id}`, o.accessToken)).status).toBe(200);
    expect((await api.get(`${C}/company-posts/${second.body.id}`)).status).toBe(404);
    expect(await rows()).toBe(before + 1);
  });

  it('deactivated posts are hidden from others, shown to the owner, and come back on reactivate', async () => {
    const { api } = t.state;
    const o = await t.owner('Quiet Quinces');
    const other = await t.member();
    const p = (await api.post(`${C}/company-posts`, { companyId: o.companyId, content: '<p>Soon gone</p>' }, o.accessToken)).body;
    expect((await api.call('PATCH', `${C}/company-posts/${p.id}`, { deactivated: true }, other.accessToken)).status).toBe(403);
    const off = await api.call('PATCH', `${C}/company-posts/${p.id}`, { deactivated: true }, o.accessToken);
    expect(off.body.deactivated).toBe(true);
    expect((await api.get(`${C}/company-posts/${p.id}`)).status).toBe(404);
    expect((await api.get(`${C}/company-posts/${p.id}`, other.accessToken)).body.message).toBe('Post not found');
    expect((await api.get(`${C}/company-posts?companyIds=${o.companyId}`)).body).toEqual([]);
    expect((await api.get(`${C}/company-posts?companyIds=${o.companyId}`, other.accessToken)).body).toEqual([]);
    expect((await api.get(`${C}/company-posts?companyIds=${o.companyId}`, o.accessToken)).body).toHaveLength(1);
    expect((await api.get(`${C}/company-posts/${p.id}`, o.accessToken)).body.deactivated).toBe(true);
    // others cannot even see it to edit it
    expect((await api.call('PATCH', `${C}/company-posts/${p.id}`, { deactivated: false }, other.accessToken)).status).toBe(404);
    const on = await api.call('PATCH', `${C}/company-posts/${p.id}`, { deactivated: false }, o.accessToken);
    expect(on.body.deactivated).toBe(false);
    expect((await api.get(`${C}/company-posts?companyIds=${o.companyId}`)).body).toHaveLength(1);
  });

  it('bad input is answered 4xx with nothing written', async () => {
    const { api } = t.state;
    const o = await t.owner('Careful Cherries');
    const p = (await api.post(`${C}/company-posts`, { companyId: o.companyId, content: '<p>Kept</p>' }, o.accessToken)).body;
    const before = await rows();
    const bad: [object, number, RegExp][] = [
      [{ companyId: o.companyId, content: '<script>x</script>  ' }, 400, /a post needs some text/],
      [{ companyId: o.companyId, content: `<p>${'x'.repeat(1001)}</p>` }, 400, new RegExp(RICH_TEXT_TOO_LONG)],
      [{ companyId: o.companyId }, 400, /content/],
      [{ companyId: o.companyId, content: '<p>x</p>', images: ['https://example.com/a.png'] }, 400, /images/],
      [{ companyId: o.companyId, content: '<p>x</p>', images: [PNG, PNG, PNG, PNG, PNG] }, 400, /images/],
      [{ companyId: o.companyId, content: '<p>x</p>', title: 'x'.repeat(201) }, 400, /title/],
      [{ companyId: o.companyId, content: '<p>x</p>', extra: 1 }, 400, /extra|Unrecognized/],
      [{ companyId: 'nope', content: '<p>x</p>' }, 404, /./],
    ];
    for (const [body, status, msg] of bad) {
      const r = await api.post(`${C}/company-posts`, body, o.accessToken);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(r.body.message).toMatch(msg);
    }
    const badPatch: [object, number][] = [[{ content: '   ' }, 400], [{ content: '<p>Kept</p>' }, 400], [{ deactivated: 'yes' }, 400], [{ images: ['nope'] }, 400]];
    for (const [body, status] of badPatch) expect((await api.call('PATCH', `${C}/company-posts/${p.id}`, body, o.accessToken)).status).toBe(status);
    expect((await api.call('PATCH', `${C}/company-posts/missing`, { content: '<p>y</p>' }, o.accessToken)).status).toBe(404);
    expect((await t.del(`${C}/company-posts/missing`, o.accessToken)).status).toBe(404);
    expect(await rows()).toBe(before);
    expect((await api.get(`${C}/company-posts/${p.id}`)).body.content).toBe('<p>Kept</p>');
    expect((await api.get(`${C}/company-posts?companyIds=`)).body).toEqual([]);
  });
});
