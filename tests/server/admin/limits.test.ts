// Resource limits: the site admin reads and changes them; a change takes effect at once for products per company,
// images per product and groups per user; every change is audited; bad input is refused with nothing written.
import { describe, expect, it } from 'vitest';
import { newMember } from '../harness';
import { adminServer, rowCount } from './setup';

const A = '/api/v1/company/admin/resource-limits';
const C = '/api/v1/company';
const IMG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const w = adminServer();

const settingsRow = async () => (await w.s.db.selectFrom('settings').select('value').where('key', '=', 'resource_limits').executeTakeFirst())?.value ?? null;

describe('admin resource limits', () => {
  it('shows the defaults, and a lowered products-per-company limit refuses the next product at once; raising it lets it pass', async () => {
    const first = await w.api.get(A, w.admin);
    expect(first).toMatchObject({ status: 200, body: { limits: { productsPerCompany: 1000, imagesPerProduct: 16, groupsPerUser: 1000 }, defaults: { imagesPerProduct: 16 } } });
    const owner = await newMember(w.api, 'limits');
    const co = (await w.api.post(`${C}/companies`, { name: `Limits ${Date.now().toString(36)}`, categoryIds: ['cat-1'] }, owner.accessToken)).body;
    const add = (n: number) => w.api.post(`${C}/products`, { companyId: co.id, name: `P${n}`, sku: `SKU-${n}` }, owner.accessToken);
    expect((await add(1)).status).toBe(201);
    expect((await add(2)).status).toBe(201);
    const audits = await rowCount(w.s, 'admin_audit');
    const low = await w.api.patch(A, { productsPerCompany: 2 }, w.admin);
    expect(low).toMatchObject({ status: 200, body: { limits: { productsPerCompany: 2, imagesPerProduct: 16 } } });
    expect(await rowCount(w.s, 'admin_audit')).toBe(audits + 1);
    expect(low.body.audit[0]).toMatchObject({ action: 'RESOURCE_LIMITS_CHANGED', actorName: 'Ada Admin', before: { productsPerCompany: 1000 }, after: { productsPerCompany: 2 } });
    expect(await add(3)).toMatchObject({ status: 400, body: { message: 'A company has at most 2 products' } });
    expect((await w.api.patch(A, { productsPerCompany: 3 }, w.admin)).status).toBe(200);
    expect((await add(3)).status).toBe(201);
    expect((await add(4)).status).toBe(400);
    expect((await w.api.patch(A, { productsPerCompany: 1000 }, w.admin)).status).toBe(200);
  });

  it('images per product and groups per user follow the limit in force', async () => {
    const owner = await newMember(w.api, 'limimg');
    const co = (await w.api.post(`${C}/companies`, { name: `Imgs ${Date.now().toString(36)}`, categoryIds: ['cat-1'] }, owner.accessToken)).body;
    const p = (await w.api.post(`${C}/products`, { companyId: co.id, name: 'Pics', sku: 'PICS-1', base64Imgs: [IMG] }, owner.accessToken)).body;
    expect((await w.api.patch(A, { imagesPerProduct: 2 }, w.admin)).status).toBe(200);
    expect(await w.api.post(`${C}/products/${p.id}/images`, { base64Imgs: [IMG, IMG] }, owner.accessToken)).toMatchObject({ status: 400, body: { message: 'A product has at most 2 images' } });
    expect((await w.api.post(`${C}/products/${p.id}/images`, { base64Imgs: [IMG] }, owner.accessToken)).status).toBe(201);
    expect((await w.api.patch(A, { imagesPerProduct: 16, groupsPerUser: 1 }, w.admin)).status).toBe(200);
    expect((await w.api.post(`${C}/company-groups`, { name: `Lim ${Date.now().toString(36)}` }, owner.accessToken)).status).toBe(201);
    expect(await w.api.post(`${C}/company-groups`, { name: `Lim2 ${Date.now().toString(36)}` }, owner.accessToken)).toMatchObject({ status: 400, body: { message: 'You can own at most 1 company groups' } });
    expect((await w.api.patch(A, { groupsPerUser: 2 }, w.admin)).status).toBe(200);
    expect((await w.api.post(`${C}/company-groups`, { name: `Lim3 ${Date.now().toString(36)}` }, owner.accessToken)).status).toBe(201);
  });

  it('refuses bad input and non-admins with nothing written', async () => {
    const member = await newMember(w.api, 'limnon');
    const [audits, before] = [await rowCount(w.s, 'admin_audit'), await settingsRow()];
    for (const body of [{ productsPerCompany: -1 }, { productsPerCompany: 2.5 }, { productsPerCompany: '5' }, { uploadBytes: 5 }, { groupsPerUser: 1_000_000 }, {}]) {
      const r = await w.api.patch(A, body, w.admin);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await w.api.patch(A, { productsPerCompany: 5 }, member.accessToken)).status).toBe(403);
    expect((await w.api.get(A, member.accessToken)).status).toBe(403);
    expect([await rowCount(w.s, 'admin_audit'), await settingsRow()]).toEqual([audits, before]);
  });
});
