// The timeline (spec 2: /timeline): who sees what (followed, own and connections' companies, joined groups,
// connections' activity), sanitised text, signed-in members only, the head and its count of newer entries, and bad
// cursors refused. Paging under concurrent inserts is timeline-paging.test.ts; sponsored items timeline-ads.test.ts.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { describe, expect, it } from 'vitest';
import { backends, login, type Api } from './harness';
import { C, companyAreaServer } from './companies/setup';

const T = `${C}/timeline`;
export const feed = async (api: Api, token: string, q = '') => {
  const r = await api.get(`${T}?limit=50${q}`, token);
  if (r.status !== 200) throw new Error(JSON.stringify(r));
  return r.body as { items: any[]; next: string | null };
};
const kinds = (items: any[]) => items.map((i) => `${i.kind}:${i.title ?? i.actor?.name ?? ''}:${i.source?.name ?? ''}`);

describe.each(backends())('timeline on $name', (backend) => {
  const t = companyAreaServer(backend);
  const follow = (companyId: string, m: { id: string; accessToken: string }) => t.state.api.post(`${C}/follows`, { companyId, followerId: m.id }, m.accessToken);
  async function connect(a: { id: string; accessToken: string }, b: { id: string; accessToken: string }) {
    const r = await t.state.api.post(`${C}/connections`, { fromUserId: a.id, toUserId: b.id }, a.accessToken);
    await t.state.api.patch(`${C}/connections/${r.body.id}`, { activated: true }, b.accessToken);
  }
  const tick = () => t.state.s.clock.advance(1000);

  it('shows followed and own companies\' posts and products, joined groups\' posts and events, connections\' activity; nothing else', async () => {
    const { api } = t.state;
    const alice = await t.owner('Alice Valves');
    const bob = await t.member();
    const carol = await t.owner('Carol Gears');
    const dave = await t.member();
    expect((await follow(alice.companyId, bob)).status).toBe(201);
    await connect(bob, carol);
    tick();
    const post = await api.post(`${C}/company-posts`, { companyId: alice.companyId, title: 'Spring catalogue', content: '<p>New <b>valves</b><script>alert(1)</script><img src=x onerror=alert(2)></p>' }, alice.accessToken);
    expect(post.status).toBe(201);
    tick();
    const hidden = await api.post(`${C}/company-posts`, { companyId: alice.companyId, title: 'Draft', content: '<p>soon</p>' }, alice.accessToken);
    await api.patch(`${C}/company-posts/${hidden.body.id}`, { deactivated: true }, alice.accessToken);
    tick();
    expect((await api.post(`${C}/products`, { companyId: alice.companyId, name: 'Ball valve', sku: 'BV-1' }, alice.accessToken)).status).toBe(201);
    tick();
    await api.post(`${C}/company-posts`, { companyId: carol.companyId, title: 'Gear news', content: '<p>gears</p>' }, carol.accessToken);
    tick();
    const pub = await api.post(`${C}/company-groups`, { name: `Valve Buyers ${Date.now().toString(36)}` }, carol.accessToken);
    const priv = await api.post(`${C}/company-groups`, { name: `Secret Club ${Date.now().toString(36)}`, asPrivate: true }, carol.accessToken);
    tick();
    expect((await api.post(`${C}/company-group-members/join`, { companyGroupId: pub.body.id }, bob.accessToken)).status).toBe(200);
    tick();
    await api.post(`${C}/company-group-posts`, { companyGroupId: pub.body.id, content: '<p>Welcome buyers</p>' }, carol.accessToken);
    await api.post(`${C}/company-group-posts`, { companyGroupId: priv.body.id, content: '<p>Members only</p>' }, carol.accessToken);
    tick();
    const fair = await api.post(`${C}/company-group-events`, {
      companyGroupId: pub.body.id, name: 'Valve Fair', type: 'PHYSICAL', startDate: '2030-03-01', startTime: '09:00', endDate: '2030-03-01', endTime: '17:00', timeZone: 'Europe/Riga', city: 'Riga', country: 'Latvia',
    }, carol.accessToken);
    expect(fair.status).toBe(201);
    tick();
    expect((await follow(alice.companyId, carol)).status).toBe(201);

    const bobs = (await feed(api, bob.accessToken)).items;
    expect(kinds(bobs)).toEqual([
      'FOLLOW:Test User:Alice Valves',
      `GROUP_EVENT:Valve Fair:${pub.body.name}`,
      `GROUP_POST:Test User:${pub.body.name}`,
      `GROUP_JOIN:Test User:${pub.body.name}`,
      'COMPANY_POST:Gear news:Carol Gears',
      'PRODUCT:Ball valve:Alice Valves',
      'COMPANY_POST:Spring catalogue:Alice Valves',
    ]);
    const spring = bobs.find((i) => i.title === 'Spring catalogue');
    expect(spring).toMatchObject({ id: post.body.id, source: { type: 'COMPANY', id: alice.companyId, profileName: alice.profileName } });
    expect(spring.body).toContain('<b>valves</b>');
    expect(spring.body).not.toMatch(/script|onerror/);
    expect(bobs.find((i) => i.kind === 'PRODUCT').ref).toBe('BV-1');
    expect(bobs.find((i) => i.kind === 'GROUP_EVENT').ref).toBe(fair.body.profileName);
    // the owner sees her own posts (not her products: those are activity for followers); the stranger sees nothing
    expect(kinds((await feed(api, alice.accessToken)).items)).toEqual(['COMPANY_POST:Spring catalogue:Alice Valves']);
    expect((await feed(api, dave.accessToken)).items).toEqual([]);
    // carol: her groups' posts (the private one too) and, as bob's connection, his group join
    const carols = kinds((await feed(api, carol.accessToken)).items);
    expect(carols).toContain(`GROUP_POST:Test User:${priv.body.name}`);
    expect(carols).toContain(`GROUP_JOIN:Test User:${pub.body.name}`);
    expect(carols.some((k) => k.startsWith('FOLLOW:Test User:Alice'))).toBe(true);
    expect((await api.get(T)).status).toBe(401);
    expect((await api.get(`${T}/head`)).status).toBe(401);
  });

  it('the head: a page anchored there keeps its entries while newer ones are counted; the new head shows them', async () => {
    const { api } = t.state;
    const alice = await t.owner('Alice Head');
    const bob = await t.member();
    const head0 = (await api.get(`${T}/head`, bob.accessToken)).body;
    expect(head0.newCount).toBe(0);
    expect((await api.get(`${T}/head?since=${head0.head}`, bob.accessToken)).body.newCount).toBe(0);
    await follow(alice.companyId, bob);
    tick();
    await api.post(`${C}/company-posts`, { companyId: alice.companyId, title: 'First', content: '<p>1</p>' }, alice.accessToken);
    expect((await api.get(`${T}/head?since=${head0.head}`, bob.accessToken)).body.newCount).toBe(1);
    expect((await feed(api, bob.accessToken, `&cursor=${head0.head}`)).items).toEqual([]);
    const head1 = (await api.get(`${T}/head`, bob.accessToken)).body.head;
    const anchored = async () => kinds((await feed(api, bob.accessToken, `&cursor=${head1}`)).items);
    expect(await anchored()).toEqual(['COMPANY_POST:First:Alice Head']);
    // two later posts are counted, not shown on the anchored page; one in the same millisecond as the anchor's entry
    // lands on either side by its key (counted or shown, never both nor neither)
    await api.post(`${C}/company-posts`, { companyId: alice.companyId, title: 'Same ms', content: '<p>2</p>' }, alice.accessToken);
    tick();
    await api.post(`${C}/company-posts`, { companyId: alice.companyId, title: 'Second', content: '<p>3</p>' }, alice.accessToken);
    await api.post(`${C}/company-posts`, { companyId: alice.companyId, title: 'Third', content: '<p>4</p>' }, alice.accessToken);
    const counted = (await api.get(`${T}/head?since=${head1}`, bob.accessToken)).body.newCount;
    const shown = await anchored();
    expect(counted + shown.length).toBe(4);
    expect(shown).toContain('COMPANY_POST:First:Alice Head');
    expect(shown).not.toContain('COMPANY_POST:Second:Alice Head');
    expect(shown).not.toContain('COMPANY_POST:Third:Alice Head');
    expect(counted).toBeGreaterThanOrEqual(2);
    const head2 = (await api.get(`${T}/head`, bob.accessToken)).body.head;
    expect((await feed(api, bob.accessToken, `&cursor=${head2}`)).items).toHaveLength(4);
  });

  it('the demo: Bob sees the posts of Acme Trading, which he follows, and his connection Alice\'s follow', async () => {
    const { api } = t.state;
    const bob = await login(api, 'bob@mtz.test', 'Bob12345!');
    const items = (await feed(api, bob.accessToken)).items;
    expect(items.filter((i) => i.kind === 'COMPANY_POST').map((i) => i.title)).toEqual(expect.arrayContaining(['M8 bolts back in stock', 'Trade fair in Vilnius']));
    expect(items.some((i) => i.kind === 'FOLLOW' && i.actor?.name === 'Alice Andersen')).toBe(true);
  });

  it('refuses bad cursors and limits with a 400 and a message', async () => {
    const { api } = t.state;
    const bob = await t.member();
    const b64 = (s: string) => Buffer.from(s).toString('base64url');
    for (const cursor of ['abc', b64('not json'), b64('{"t":"x","k":"","n":0}'), b64('{"t":1,"k":"","n":-1}'), b64('{"t":1,"k":"","n":0,"x":1}'), b64('[]')]) {
      expect(await api.get(`${T}?cursor=${cursor}`, bob.accessToken), cursor).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
      expect((await api.get(`${T}/head?since=${cursor}`, bob.accessToken)).status).toBe(400);
    }
    for (const q of ['limit=0', 'limit=51', 'limit=x', `cursor=${'a'.repeat(1001)}`]) {
      const r = await api.get(`${T}?${q}`, bob.accessToken);
      expect(r.status, q).toBe(400);
      expect(r.body.message).toMatch(/\w/);
    }
    expect(t.state.s.serverErrors()).toBe(0);
  });
});
