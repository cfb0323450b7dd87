// Sponsor entries, clicks and stats: the public list (live only, rank desc then oldest, a private group's only
// to its members), the sponsor's own text/link/banner, removal by the sponsor or a group admin, clicks counted.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPONSOR_MESSAGES } from '../../../src/domain/sponsors';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { addCard, C, countSponsorRows, newGroup, newPlan, subscribeBody, type Group, type Person } from './helpers';
import { checkAnswers } from '../../contract/answers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

describe.each(backends())('group sponsors on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let g: Group;
  let gold: Awaited<ReturnType<typeof newPlan>>;
  let bronze: Awaited<ReturnType<typeof newPlan>>;
  beforeAll(async () => {
    s = await backend.start();
    checkAnswers(s, ['groups', 'sponsors']);
    api = client(s);
    g = await newGroup(s, api);
    gold = await newPlan(api, g, { name: 'Gold', rank: 3, max: 5, prices: [[15000, 'month']] });
    bronze = await newPlan(api, g, { name: 'Bronze', rank: 1, max: 10, prices: [[3000, 'month']] });
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  const sponsorWith = async (p: Person, priceId: string) => {
    await addCard(api, p.accessToken);
    const r = await api.post(`${C}/cg-sponsor-subscriptions`, subscribeBody(priceId), p.accessToken);
    if (r.status !== 200) throw new Error(JSON.stringify(r));
    return r.body.subscription.sponsorId as string;
  };
  const upload = async (id: string, token: string, bytes: Uint8Array<ArrayBuffer>, field = 'bannerFile') => {
    const form = new FormData();
    form.append(field, new Blob([bytes]), 'banner.png');
    const r = await fetch(`${s.url}${C}/company-group-sponsors/${id}/banner`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: r.status, body: await r.json() };
  };
  const listIds = async (groupId: string, token?: string) => (await api.get(`${C}/company-group-sponsors?companyGroupIds=${groupId}`, token)).body.map((x: { id: string }) => x.id);

  it('lists live sponsors rank desc, then oldest first; the sponsor edits text and link; others may not; bad links 400', async () => {
    const b1 = await newMember(api, 'b1');
    const gd = await newMember(api, 'gd');
    const b2 = await newMember(api, 'b2');
    const first = await sponsorWith(b1, bronze.prices[0].id);
    s.clock.advance(1000);
    const top = await sponsorWith(gd, gold.prices[0].id);
    s.clock.advance(1000);
    const second = await sponsorWith(b2, bronze.prices[0].id);
    expect(await listIds(g.id)).toEqual([top, first, second]);
    expect((await api.get(`${C}/company-group-sponsors/mine`, gd.accessToken)).body.map((x: { id: string }) => x.id)).toEqual([top]);

    const ok = await api.patch(`${C}/company-group-sponsors/${top}`, { text: '<b>Gold</b> & friends', adLink: 'https://gold.example.test/x?y=1' }, gd.accessToken);
    expect([ok.status, ok.body.message, ok.body.sponsor.text, ok.body.sponsor.adLink]).toEqual([200, SPONSOR_MESSAGES.textUpdated, '<b>Gold</b> & friends', 'https://gold.example.test/x?y=1']);
    expect((await api.get(`${C}/company-group-sponsors/${top}`)).body.text).toBe('<b>Gold</b> & friends'); // stored as plain text, not sanitised into HTML
    expect((await api.patch(`${C}/company-group-sponsors/${top}`, { text: '', adLink: '' }, gd.accessToken)).status).toBe(200);
    const before = await countSponsorRows(s);
    const text = async () => (await s.db.selectFrom('company_group_sponsors').select(['text', 'ad_link']).where('id', '=', top).executeTakeFirstOrThrow());
    for (const adLink of ['javascript:alert(1)', 'ftp://x.test', 'gold.example.test', 'http//x']) {
      const r = await api.patch(`${C}/company-group-sponsors/${top}`, { text: 'x', adLink }, gd.accessToken);
      expect([r.status, r.body.message]).toEqual([400, SPONSOR_MESSAGES.invalidLink]);
    }
    expect((await api.patch(`${C}/company-group-sponsors/${top}`, { text: 't'.repeat(501), adLink: '' }, gd.accessToken)).status).toBe(400);
    expect((await api.patch(`${C}/company-group-sponsors/${top}`, { text: 'mine', adLink: '' }, b1.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/company-group-sponsors/${top}`, { text: 'mine', adLink: '' }, g.owner.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/company-group-sponsors/${top}`, { text: 'mine', adLink: '' })).status).toBe(401);
    expect(await text()).toEqual({ text: '', ad_link: '' });
    expect(await countSponsorRows(s)).toEqual(before);
  });

  it('the banner: images only (sniffed), the sponsor only, served publicly, the old file replaced', async () => {
    const m = await newMember(api, 'banner');
    const id = await sponsorWith(m, bronze.prices[0].id);
    expect((await upload(id, m.accessToken, new TextEncoder().encode('<svg onload=alert(1)>'))).status).toBe(400);
    expect((await upload(id, m.accessToken, PNG, 'other')).status).toBe(400);
    expect((await upload(id, g.owner.accessToken, PNG)).status).toBe(403);
    const a = await upload(id, m.accessToken, PNG);
    expect(a.status).toBe(200);
    const img = await fetch(`${s.url}${a.body.banner}`);
    expect([img.status, img.headers.get('content-type'), new Uint8Array(await img.arrayBuffer())]).toEqual([200, 'image/png', PNG]);
    const oldKey = (await s.db.selectFrom('company_group_sponsors').select('banner_key').where('id', '=', id).executeTakeFirstOrThrow()).banner_key;
    expect(existsSync(join(s.ctx.uploadsDir, oldKey ?? 'none'))).toBe(true);
    const b = await upload(id, m.accessToken, PNG);
    expect(b.body.banner).not.toBe(a.body.banner);
    expect(existsSync(join(s.ctx.uploadsDir, oldKey ?? 'none'))).toBe(false);
    expect((await fetch(`${s.url}${a.body.banner}`)).status).toBe(404);
    expect((await fetch(`${s.url}${b.body.banner}`)).status).toBe(200);
  });

  it('removal: by the sponsor or a group admin, at once (not listed, subscription ended); not by a member or another user', async () => {
    const m = await newMember(api, 'rm1');
    const n = await newMember(api, 'rm2');
    const one = await sponsorWith(m, bronze.prices[0].id);
    const two = await sponsorWith(n, bronze.prices[0].id);
    for (const token of [g.member.accessToken, n.accessToken]) expect((await api.call('DELETE', `${C}/company-group-sponsors/${one}`, undefined, token)).status).toBe(403);
    expect((await api.call('DELETE', `${C}/company-group-sponsors/${one}`)).status).toBe(401);
    const byAdmin = await api.call('DELETE', `${C}/company-group-sponsors/${one}`, undefined, g.admin.accessToken);
    expect([byAdmin.status, byAdmin.body.message]).toEqual([200, SPONSOR_MESSAGES.removed]);
    const bySelf = await api.call('DELETE', `${C}/company-group-sponsors/${two}`, undefined, n.accessToken);
    expect(bySelf.body.message).toBe(SPONSOR_MESSAGES.removed);
    const ids = await listIds(g.id);
    expect(ids).not.toContain(one);
    expect(ids).not.toContain(two);
    const subs = await s.db.selectFrom('cg_sponsor_subscriptions').select(['ended_at', 'cancelled']).where('user_id', 'in', [m.id, n.id]).execute();
    expect(subs).toEqual([{ ended_at: s.clock.now(), cancelled: true }, { ended_at: s.clock.now(), cancelled: true }]);
    expect((await api.get(`${C}/company-group-sponsors/${one}`)).status).toBe(404);
    expect((await api.get(`${C}/company-group-sponsors/${one}`, m.accessToken)).status).toBe(200);
    // removed, the user may sponsor again
    expect((await api.post(`${C}/cg-sponsor-subscriptions`, subscribeBody(bronze.prices[0].id), m.accessToken)).status).toBe(200);
  });

  it('a private group\'s sponsors: its members and admins see them; visitors, others and the site admin get none', async () => {
    const p = await newGroup(s, api, { private: true });
    const plan = await newPlan(api, p, { name: 'Only', rank: 1, max: 3, prices: [[1000, 'month']] });
    const m = await newMember(api, 'priv');
    const other = await newMember(api, 'outsider');
    // a private group is sponsored by those it invites: to anyone else its plans do not exist
    expect((await api.get(`${C}/cg-sponsor-plan-prices/${plan.prices[0].id}`, other.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/cg-sponsor-plans?companyGroupIds=${p.id}`, other.accessToken)).body).toEqual([]);
    expect((await api.post(`${C}/cg-sponsor-invites`, { companyGroupId: p.id, email: m.email }, p.owner.accessToken)).status).toBe(201);
    expect((await api.get(`${C}/cg-sponsor-plan-prices/${plan.prices[0].id}`, m.accessToken)).status).toBe(200);
    const id = await sponsorWith(m, plan.prices[0].id);
    const site = await login(api, 'admin@mtz.test', 'Admin123!');
    expect(await listIds(p.id)).toEqual([]);
    expect(await listIds(p.id, other.accessToken)).toEqual([]);
    expect((await api.get(`${C}/company-group-sponsors/${id}`, other.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/company-group-sponsors/${id}`, site.accessToken)).status).toBe(404);
    expect((await api.post(`${C}/company-group-sponsors/${id}/clicks`, {})).status).toBe(404);
    for (const token of [p.member.accessToken, p.admin.accessToken, site.accessToken, m.accessToken]) {
      expect(await listIds(p.id, token)).toEqual(token === m.accessToken || token === site.accessToken ? [] : [id]);
    }
    expect((await api.get(`${C}/company-group-sponsors/${id}`, m.accessToken)).status).toBe(200); // the sponsor sees their own entry
  });

  it('clicks: anyone records one and gets the link; group admins read the period stats; others are refused', async () => {
    const m = await newMember(api, 'click');
    const id = await sponsorWith(m, gold.prices[0].id);
    await api.patch(`${C}/company-group-sponsors/${id}`, { text: 'Visit us', adLink: 'https://click.example.test' }, m.accessToken);
    const t0 = s.clock.now();
    expect((await api.post(`${C}/company-group-sponsors/${id}/clicks`, {})).body).toEqual({ adLink: 'https://click.example.test' });
    expect((await api.post(`${C}/company-group-sponsors/${id}/clicks`, {}, g.member.accessToken)).status).toBe(200);
    s.clock.set(t0 + 40 * 24 * 3600 * 1000);
    expect((await api.post(`${C}/company-group-sponsors/${id}/clicks`, {})).status).toBe(200);
    expect((await api.post(`${C}/company-group-sponsors/nope/clicks`, {})).status).toBe(404);
    const admin = (await login(api, g.admin.email, g.admin.password)).accessToken;
    const stats = (await api.get(`${C}/cg-sponsor-stats?companyGroupId=${g.id}`, admin)).body;
    expect(stats.YEAR.reduce((n: number, x: { count: number }) => n + x.count, 0)).toBe(3);
    expect(stats.MONTH).toHaveLength(2);
    const day0 = new Date(t0).toISOString().slice(0, 10);
    const one = (await api.get(`${C}/cg-sponsor-stats?companyGroupId=${g.id}&startDate=${day0}&endDate=${day0}`, admin)).body;
    expect(one.DAY).toEqual([{ _id: { YEAR: new Date(t0).getUTCFullYear(), MONTH: new Date(t0).getUTCMonth() + 1, DAY: new Date(t0).getUTCDate() }, count: 2 }]);
    const member = (await login(api, g.member.email, g.member.password)).accessToken;
    expect((await api.get(`${C}/cg-sponsor-stats?companyGroupId=${g.id}`, member)).status).toBe(403);
    expect((await api.get(`${C}/cg-sponsor-stats?companyGroupId=${g.id}&startDate=2030-13-01`, admin)).status).toBe(400);
  });
});
