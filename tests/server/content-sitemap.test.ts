// The sitemap (admin portal: /mtz-admin/sitemap; public: /sitemap.xml): regenerated on demand by a site admin only
// (audited), served as sitemaps.org XML with escaped absolute addresses from the last generation; public companies,
// groups, events and products are listed, private groups (and their events) and deactivated/hidden content are not.
import { describe, expect, it } from 'vitest';
import { newMember } from './harness';
import { adminServer, rowCount } from './admin/setup';
import { sitemapXml } from '../../server/src/content/sitemap';

const C = '/api/v1/company';
const A = `${C}/admin/sitemap`;
const w = adminServer();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the fixtures short
const ok = <T = any>(r: { status: number; body: T }, what: string): T => {
  if (r.status !== 200 && r.status !== 201) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
const xml = async () => {
  const r = await fetch(`${w.s.url}/sitemap.xml`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^application\/xml/);
  return r.text();
};
const locs = (text: string) => [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

describe('sitemap', () => {
  it('only a site admin reads and regenerates it (visitor 401, member 403, nothing written)', async () => {
    const member = (await newMember(w.api, 'sitemap-member')).accessToken;
    const audits = await rowCount(w.s, 'admin_audit');
    expect((await w.api.post(A, undefined)).status).toBe(401);
    expect((await w.api.post(A, undefined, member)).status).toBe(403);
    expect((await w.api.get(A, member)).status).toBe(403);
    expect(await rowCount(w.s, 'admin_audit')).toBe(audits);
    expect((await w.api.post(A, { unexpected: true }, w.admin)).status).toBe(200); // no body schema: ignored
  });

  it('lists public content only, escaped, and changes only when regenerated', async () => {
    const owner = await newMember(w.api, 'sitemap-owner');
    const t = owner.accessToken;
    const tag = Date.now().toString(36);
    const shown = ok(await w.api.post(`${C}/companies`, { name: `Shown ${tag}`, categoryIds: ['cat-1'] }, t), 'company');
    const hidden = ok(await w.api.post(`${C}/companies`, { name: `Hidden ${tag}`, categoryIds: ['cat-1'] }, t), 'hidden company');
    const product = ok(await w.api.post(`${C}/products`, { companyId: shown.id, name: 'Bolt', sku: `B-1.${tag}` }, t), 'product');
    const offProduct = ok(await w.api.post(`${C}/products`, { companyId: shown.id, name: 'Nut', sku: `N-${tag}` }, t), 'product 2');
    ok(await w.api.post(`${C}/products`, { companyId: hidden.id, name: 'Ghost', sku: `G-${tag}` }, t), 'product of hidden company');
    const pub = ok(await w.api.post(`${C}/company-groups`, { name: `Open ${tag}` }, t), 'public group');
    const priv = ok(await w.api.post(`${C}/company-groups`, { name: `Closed ${tag}`, asPrivate: true }, t), 'private group');
    const event = async (g: { id: string }, name: string) => ok(await w.api.post(`${C}/company-group-events`, {
      companyGroupId: g.id, name, type: 'ONLINE', startDate: '2030-03-01', startTime: '09:00', endDate: '2030-03-01', endTime: '17:00', timeZone: 'UTC',
    }, t), name);
    const pubEvent = await event(pub, `Fair ${tag}`);
    const privEvent = await event(priv, `Secret ${tag}`);
    ok(await w.api.patch(`${C}/admin/companies/${hidden.id}`, { deactivated: true }, w.admin), 'hide company');
    ok(await w.api.patch(`${C}/admin/products/${offProduct.id}`, { deactivated: true }, w.admin), 'hide product');

    const before = await xml();
    expect(before).not.toContain(tag); // served from the last generation, not built per request

    const audits = await rowCount(w.s, 'admin_audit');
    const state = ok(await w.api.post(A, undefined, w.admin), 'regenerate');
    expect(state).toMatchObject({ trigger: 'ADMIN', generatedAt: w.s.clock.now() });
    expect(await rowCount(w.s, 'admin_audit')).toBe(audits + 1);
    expect((await w.api.get(A, w.admin)).body).toEqual(state);

    const text = await xml();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(text.trimEnd().endsWith('</urlset>')).toBe(true);
    const all = locs(text);
    expect(all).toHaveLength(state.urlCount);
    const origin = new URL(w.s.url).origin;
    expect(all.every((l) => l.startsWith(`${origin}/`))).toBe(true);
    const paths = all.map((l) => l.slice(origin.length));
    const sku = encodeURIComponent(product.sku);
    expect(paths).toEqual(expect.arrayContaining([
      '/', '/faqs', '/faqs/getting-started', `/profile/${shown.profileName}`, `/groups/${pub.profileName}`,
      `/groups/${pub.profileName}/events/${pubEvent.profileName}`, `/products/${shown.profileName}/${sku}`,
    ]));
    expect(text).not.toMatch(/<loc>[^<]*[<>"'][^<]*<\/loc>/); // every special character escaped or percent-encoded
    const joined = paths.join('\n');
    for (const gone of [hidden.profileName, priv.profileName, privEvent.profileName, `G-${tag}`, `N-${tag}`]) expect(joined).not.toContain(gone);
    const log = (await w.api.get(`${C}/admin/audit?targetType=SITEMAP&targetId=sitemap`, w.admin)).body;
    expect(log[0]).toMatchObject({ action: 'SITEMAP_REGENERATED', after: { urlCount: state.urlCount, trigger: 'ADMIN' } });
  });

  it('escapes what XML needs escaped in every address', () => {
    const text = sitemapXml("https://mtz.test/a&b", ["/x?y=1&z=<2>", "/it's\"q\""]);
    expect(locs(text)).toEqual(['https://mtz.test/a&amp;b/x?y=1&amp;z=&lt;2&gt;', 'https://mtz.test/a&amp;b/it&apos;s&quot;q&quot;']);
  });
});
