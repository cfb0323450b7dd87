// Company profiles: public read by id and profile name, owner-only update, logo/banner, images,
// deactivate; follows. Bad input is a 4xx with nothing written.
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, PNG, companyAreaServer } from './setup';

describe.each(backends())('company profiles and follows on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('reads a seeded company by profile name and by id, with its details and counts', async () => {
    const { api } = t.state;
    const byName = await api.get(`${C}/companies?profileNames=acme-trading`);
    expect(byName.status).toBe(200);
    expect(byName.body).toHaveLength(1);
    const acme = byName.body[0];
    expect(acme).toMatchObject({ name: 'Acme Trading', profileName: 'acme-trading', city: 'Riga', country: 'LV', countryCode: '371', deactivated: false });
    expect(acme.productCount).toBeGreaterThan(0);
    expect(acme.followerCount).toBe(1);
    expect((await api.get(`${C}/companies/${acme.id}`)).body).toEqual(acme);
    expect((await api.get(`${C}/companies/nope`)).body).toEqual({ message: 'Company not found' });
    expect((await api.get(`${C}/companies/nope`)).status).toBe(404);
    expect((await api.get(`${C}/companies?profileNames=nope`)).body).toEqual([]);
  });

  it('only the owner updates company info; bad input is refused with nothing changed', async () => {
    const { api } = t.state;
    const o = await t.owner('Fjord Fisheries');
    const other = await t.member();
    const body = { website: 'https://fjord.example', phone: '22 33 44 55', countryCode: '47', address: 'Karl Johans gate 1', city: 'Oslo', country: 'NO', zipCode: '0154', lat: 59.91, lng: 10.75 };
    expect((await api.patch(`${C}/companies/${o.companyId}`, body, other.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/companies/${o.companyId}`, body)).status).toBe(401);
    const unchanged = (await api.get(`${C}/companies/${o.companyId}`)).body;
    expect(unchanged.website).toBeNull();
    const bad: [object, RegExp][] = [
      [{ website: 'not a site' }, /^website: Please enter valid website/],
      [{ name: '  ' }, /^name: Company Name is required!!/],
      [{ country: 'Norway' }, /^country: /],
      [{ lat: 91 }, /^lat: /],
      [{ description: 'x'.repeat(1001) }, /^description: you have pasted\/written more than 1000 characters/],
      [{ ownerId: 'me' }, /ownerId|Unrecognized/],
    ];
    for (const [b, msg] of bad) {
      const r = await api.patch(`${C}/companies/${o.companyId}`, b, o.accessToken);
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.body.message).toMatch(msg);
    }
    expect((await api.get(`${C}/companies/${o.companyId}`)).body).toEqual(unchanged);
    const r = await api.patch(`${C}/companies/${o.companyId}`, body, o.accessToken);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ...body, name: 'Fjord Fisheries' });
    // blank clears a field
    expect((await api.patch(`${C}/companies/${o.companyId}`, { website: '' }, o.accessToken)).body.website).toBeNull();
  });

  it('logo, banner and images: owner only, images must be image data URLs', async () => {
    const { api } = t.state;
    const o = await t.owner();
    const other = await t.member();
    expect((await api.patch(`${C}/companies/${o.companyId}/logo-banner`, { bannerUrl: PNG }, other.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/companies/${o.companyId}/logo-banner`, { bannerUrl: 'data:text/html;base64,PGI+' }, o.accessToken)).status).toBe(400);
    expect((await api.patch(`${C}/companies/${o.companyId}/logo-banner`, {}, o.accessToken)).body).toEqual({ message: 'Nothing changed' });
    const r = await api.patch(`${C}/companies/${o.companyId}/logo-banner`, { bannerUrl: PNG, logoUrl: PNG }, o.accessToken);
    expect(r.body).toMatchObject({ bannerUrl: PNG, logoUrl: PNG });
    const before = await t.count('company_images');
    expect((await api.post(`${C}/companies/${o.companyId}/images`, { base64Imgs: [PNG] }, other.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/companies/${o.companyId}/images`, { base64Imgs: [] }, o.accessToken)).status).toBe(400);
    expect(await t.count('company_images')).toBe(before);
    expect((await api.post(`${C}/companies/${o.companyId}/images`, { base64Imgs: [PNG, PNG] }, o.accessToken)).body.images).toEqual([PNG, PNG]);
  });

  it('deactivate and reactivate: owner only; a deactivated company leaves search', async () => {
    const { api } = t.state;
    const o = await t.owner('Quokka Quarries');
    const other = await t.member();
    expect((await api.patch(`${C}/companies/${o.companyId}/deactivate`, undefined, other.accessToken)).status).toBe(403);
    expect((await api.get(`${C}/company-searches/stats?keyword=quokka`)).body.count).toBe(1);
    expect((await api.patch(`${C}/companies/${o.companyId}/deactivate`, undefined, o.accessToken)).body.deactivated).toBe(true);
    expect((await api.get(`${C}/company-searches/stats?keyword=quokka`)).body.count).toBe(0);
    expect((await api.patch(`${C}/companies/${o.companyId}/reactivate`, undefined, o.accessToken)).body.deactivated).toBe(false);
    expect((await api.get(`${C}/company-searches/stats?keyword=quokka`)).body.count).toBe(1);
  });

  it('follow toggles: only as yourself, once, unfollow by the follower only', async () => {
    const { api } = t.state;
    const o = await t.owner();
    const m = await t.member();
    const other = await t.member();
    const before = await t.count('follows');
    expect((await api.post(`${C}/follows`, { companyId: o.companyId, followerId: other.id }, m.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/follows`, { companyId: 'nope', followerId: m.id }, m.accessToken)).status).toBe(404);
    expect((await api.post(`${C}/follows`, { companyId: o.companyId, followerId: m.id })).status).toBe(401);
    expect((await api.post(`${C}/follows`, { companyId: o.companyId }, m.accessToken)).body.message).toMatch(/^followerId: /);
    expect(await t.count('follows')).toBe(before);
    const f = await api.post(`${C}/follows`, { companyId: o.companyId, followerId: m.id }, m.accessToken);
    expect(f.status).toBe(201);
    expect((await api.post(`${C}/follows`, { companyId: o.companyId, followerId: m.id }, m.accessToken)).status).toBe(409);
    expect((await api.get(`${C}/follows/stats?companyId=${o.companyId}`)).body).toEqual({ count: 1 });
    expect((await api.get(`${C}/companies/${o.companyId}`)).body.followerCount).toBe(1);
    expect((await api.get(`${C}/follows?followerIds=${m.id}`)).body.map((x: { companyId: string }) => x.companyId)).toEqual([o.companyId]);
    expect((await t.del(`${C}/follows/${f.body.id}`, other.accessToken)).status).toBe(403);
    expect((await t.del(`${C}/follows/${f.body.id}`, m.accessToken)).status).toBe(200);
    expect((await api.get(`${C}/follows/stats?companyId=${o.companyId}`)).body).toEqual({ count: 0 });
  });
});
