// Reports (spec 9 reasons), private files (only the owner and accepted requesters see contents), geo, search.
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, PNG, companyAreaServer } from './setup';

describe.each(backends())('reports, private files, geo and search on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('reports on companies, groups and products; reason defaults to SPAM_OR_MISLEADING; Other needs a comment', async () => {
    const { api } = t.state;
    const m = await t.member();
    const acme = (await api.get(`${C}/companies?profileNames=acme-trading`)).body[0];
    const product = (await api.get(`${C}/products?companyIds=${acme.id}&limit=1`)).body.items[0];
    const group = await t.state.s.db.selectFrom('company_groups').select('id').executeTakeFirstOrThrow();
    const before = await t.count('reports');
    expect((await api.post(`${C}/company-searches/${acme.id}/reports`, { reason: 'BORING' }, m.accessToken)).body.message).toMatch(/^reason: /);
    expect((await api.post(`${C}/company-searches/${acme.id}/reports`, { reason: 'OTHER_SITE_VIOLATION' }, m.accessToken)).body).toEqual({ message: 'description: Please describe the violation' });
    expect((await api.post(`${C}/company-searches/nope/reports`, {}, m.accessToken)).status).toBe(404);
    expect((await api.post(`${C}/company-searches/${acme.id}/reports`, {})).status).toBe(401);
    expect(await t.count('reports')).toBe(before);
    expect((await api.post(`${C}/company-searches/${acme.id}/reports`, {}, m.accessToken)).body.reason).toBe('SPAM_OR_MISLEADING');
    expect((await api.post(`${C}/product-searches/${product.id}/reports`, { reason: 'COPYRIGHT_INFRINGEMENT' }, m.accessToken)).status).toBe(201);
    expect((await api.post(`${C}/company-group-searches/${group.id}/reports`, { reason: 'INAPPROPRIATE_CONTENT' }, m.accessToken)).status).toBe(201);
    expect((await api.post(`${C}/company-group-searches/nope/reports`, {}, m.accessToken)).status).toBe(404);
    expect(await t.count('reports')).toBe(before + 3);
  });

  it('private files: request, accept, delete access; contents only for the owner and accepted requesters', async () => {
    const { api } = t.state;
    const o = await t.owner();
    const m = await t.member();
    const other = await t.member();
    expect((await api.post(`${C}/company-private-files`, { companyId: o.companyId, name: 'Price list', base64: PNG }, m.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/company-private-files`, { companyId: o.companyId, name: 'Price list', base64: 'plain' }, o.accessToken)).status).toBe(400);
    const file = (await api.post(`${C}/company-private-files`, { companyId: o.companyId, name: 'Price list', base64: PNG }, o.accessToken)).body;
    expect(file).toMatchObject({ name: 'Price list', url: PNG });
    expect((await api.get(`${C}/company-private-files?companyId=${o.companyId}`)).body).toEqual([expect.objectContaining({ id: file.id, url: null })]);
    expect((await api.get(`${C}/company-private-files/${file.id}`, m.accessToken)).body.url).toBeNull();
    expect((await api.post(`${C}/company-private-files/${file.id}/accesses/request`, undefined, o.accessToken)).status).toBe(400);
    const access = (await api.post(`${C}/company-private-files/${file.id}/accesses/request`, undefined, m.accessToken)).body;
    expect(access).toMatchObject({ accepted: false, userId: m.id });
    expect((await api.post(`${C}/company-private-files/${file.id}/accesses/request`, undefined, m.accessToken)).status).toBe(409);
    expect((await api.get(`${C}/company-private-files/${file.id}`, m.accessToken)).body).toMatchObject({ url: null, access: { accepted: false } });
    expect((await api.get(`${C}/company-private-files/accesses?mine=false`, o.accessToken)).body).toEqual([expect.objectContaining({ id: access.id, fileName: 'Price list', user: expect.objectContaining({ id: m.id }) })]);
    expect((await api.patch(`${C}/company-private-files/${file.id}/accesses/${access.id}/accept`, undefined, m.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/company-private-files/${file.id}/accesses/${access.id}/accept`, undefined, o.accessToken)).body.accepted).toBe(true);
    expect((await api.get(`${C}/company-private-files/${file.id}`, m.accessToken)).body.url).toBe(PNG);
    expect((await api.get(`${C}/company-private-files/${file.id}`, other.accessToken)).body.url).toBeNull();
    expect((await t.del(`${C}/company-private-files/${file.id}/accesses/${access.id}`, other.accessToken)).status).toBe(403);
    expect((await t.del(`${C}/company-private-files/${file.id}/accesses/${access.id}`, o.accessToken)).status).toBe(200);
    expect((await api.get(`${C}/company-private-files/${file.id}`, m.accessToken)).body).toMatchObject({ url: null, access: null });
    expect((await t.del(`${C}/company-private-files/${file.id}`, m.accessToken)).status).toBe(403);
    expect((await t.del(`${C}/company-private-files/${file.id}`, o.accessToken)).status).toBe(200);
  });

  it('geo: ~250 ISO countries with English names, states and cities', async () => {
    const { api } = t.state;
    const all = (await api.get(`${C}/geo/countries`)).body;
    expect(all.length).toBeGreaterThan(240);
    expect(all).toContainEqual({ code: 'LV', name: 'Latvia' });
    expect(all).toContainEqual({ code: 'US', name: 'United States of America' });
    expect((await api.get(`${C}/geo/countries?keyword=lithu`)).body).toEqual([{ code: 'LT', name: 'Lithuania' }]);
    expect((await api.get(`${C}/geo/countries/us/states`)).body).toContainEqual({ code: 'CA', name: 'California' });
    expect((await api.get(`${C}/geo/countries/US/cities?stateCode=IL`)).body).toContain('Chicago');
    expect((await api.get(`${C}/geo/countries/XX/states`)).status).toBe(404);
    expect((await api.get(`${C}/geo/countries/USA/states`)).status).toBe(400);
  });

  it('search: prefix matches ranked by name first, filters, counts, a blank keyword lists all, every type at once', async () => {
    const { api } = t.state;
    const hits = (await api.get(`${C}/company-searches?keyword=acm`)).body;
    expect(hits.items[0]).toMatchObject({ type: 'COMPANY', title: 'Acme Trading', link: '/profile/acme-trading', subtitle: '', place: 'Riga, Latvia' });
    expect((await api.get(`${C}/company-searches/stats?keyword=acm`)).body.count).toBe(hits.count);
    expect((await api.get(`${C}/company-searches?keyword=acme&country=LT`)).body.count).toBe(0);
    expect((await api.get(`${C}/company-searches?keyword=acme&country=lv&city=RIGA&zipCode=LV-1001`)).body.count).toBe(1);
    // a description word matches too, below name matches
    expect((await api.get(`${C}/company-searches?keyword=fasteners`)).body.items.map((h: { title: string }) => h.title)).toContain('Acme Trading');
    const products = (await api.get(`${C}/product-searches?keyword=glulam`)).body;
    expect(products.items[0]).toMatchObject({ type: 'PRODUCT', title: 'Glulam beams GL30c', link: '/products/nordic-timber/NT-GLU-30' });
    expect((await api.get(`${C}/company-group-searches?keyword=northern`)).body.items[0]).toMatchObject({ type: 'GROUP', link: '/groups/northern-traders' });
    expect((await api.get(`${C}/company-group-event-searches?keyword=fair`)).body.items[0]).toMatchObject({ type: 'GROUPEVENT', title: 'Baltic Trade Fair', link: '/groups/northern-traders/events/baltic-trade-fair' });
    const summary = (await api.get(`${C}/searches?keyword=a`)).body;
    expect(Object.keys(summary).sort()).toEqual(['COMPANY', 'GROUP', 'GROUPEVENT', 'PRODUCT', 'RFQ']);
    expect(summary.COMPANY.items.length).toBeLessThanOrEqual(4);
    // punctuation is not tsquery syntax: it is ignored, never an error
    expect((await api.get(`${C}/company-searches?keyword=${encodeURIComponent("acme'&|!:*()")}`)).body.count).toBe(1);
    // blank keyword: everything, newest first (the directory)
    const blank = (await api.get(`${C}/company-searches?keyword=%20&limit=16`)).body;
    expect(blank.count).toBeGreaterThanOrEqual(6);
    expect((await api.get(`${C}/company-searches?limit=500`)).status).toBe(400);
  });
});
