// Resource limits: the site admin reads and changes them; a change takes effect at once for products per company,
// images per product and groups per user; every change is audited; bad input is refused with nothing written.
import { describe, expect, it } from 'vitest';
import { newMember } from '../harness';
import { adminServer, rowCount } from './setup';

const A = '/api/v1/company/admin/resource-limits';
const C = '/api/v1/company';
const IMG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const w = adminServer();
const PNG = Buffer.from(IMG.split(',')[1], 'base64');
/** A PNG padded to `mb` megabytes (the size is what the limit checks; the type is sniffed from its first bytes). */
const png = (mb: number) => new Blob([PNG, new Uint8Array(Math.round(mb * 1024 * 1024) - PNG.length)], { type: 'image/png' });
async function multipart(path: string, field: string, file: Blob, token: string, method: 'PATCH' | 'POST') {
  const form = new FormData();
  form.append(field, file, 'image.png');
  const r = await fetch(`${w.s.url}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: r.status, body: (await r.json()) as { message?: string } };
}

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

  it('the upload size limits: defaults 5 MB and 10 MB; a lowered limit refuses a larger upload at once with a clear message', async () => {
    expect((await w.api.get(A, w.admin)).body).toMatchObject({ limits: { uploadMb: 5, chatFileMb: 10 }, defaults: { uploadMb: 5, chatFileMb: 10 } });
    const owner = await newMember(w.api, 'limup');
    const co = (await w.api.post(`${C}/companies`, { name: `Uploads ${Date.now().toString(36)}`, categoryIds: ['cat-1'] }, owner.accessToken)).body;
    const banner = (mb: number) => multipart(`${C}/companies/${co.id}/logo-banner`, 'bannerFile', png(mb), owner.accessToken, 'PATCH');
    const productImages = (pid: string, mb: number) => multipart(`${C}/products/${pid}/images`, 'files', png(mb), owner.accessToken, 'POST');
    const product = (await w.api.post(`${C}/products`, { companyId: co.id, name: 'Big pics', sku: 'BIG-1' }, owner.accessToken)).body;
    expect((await banner(1.5)).status).toBe(200); // under the default
    expect(await banner(5.2)).toMatchObject({ status: 413, body: { message: 'bannerFile: The file is larger than 5 MB, the upload size limit' } });
    expect((await w.api.patch(A, { uploadMb: 1 }, w.admin)).status).toBe(200);
    expect(await banner(1.5)).toMatchObject({ status: 413, body: { message: 'bannerFile: The file is larger than 1 MB, the upload size limit' } });
    expect(await productImages(product.id, 1.5)).toMatchObject({ status: 413, body: { message: 'files: The file is larger than 1 MB, the upload size limit' } });
    expect((await banner(0.5)).status).toBe(200);
    expect((await productImages(product.id, 0.5)).status).toBe(201);
    expect((await w.api.patch(A, { uploadMb: 5 }, w.admin)).status).toBe(200);
    expect((await banner(1.5)).status).toBe(200);
    expect((await w.api.patch(A, { uploadMb: 11 }, w.admin))).toMatchObject({ status: 400, body: { message: expect.stringContaining('Upload size (MB) is at most 10') } });
    expect((await w.api.patch(A, { uploadMb: 0 }, w.admin))).toMatchObject({ status: 400, body: { message: expect.stringContaining('Upload size (MB) is at least 1') } });
  });

  it('refuses bad input and non-admins with nothing written', async () => {
    const member = await newMember(w.api, 'limnon');
    const [audits, before] = [await rowCount(w.s, 'admin_audit'), await settingsRow()];
    for (const body of [{ productsPerCompany: -1 }, { productsPerCompany: 2.5 }, { productsPerCompany: '5' }, { uploadBytes: 5 }, { uploadMb: 0 }, { chatFileMb: 11 }, { groupsPerUser: 1_000_000 }, {}]) {
      const r = await w.api.patch(A, body, w.admin);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await w.api.patch(A, { productsPerCompany: 5 }, member.accessToken)).status).toBe(403);
    expect((await w.api.get(A, member.accessToken)).status).toBe(403);
    expect([await rowCount(w.s, 'admin_audit'), await settingsRow()]).toEqual([audits, before]);
  });
});
