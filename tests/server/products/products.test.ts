// Products (owner-only, images up to 16 as JSON or multipart, deactivate), menus, RFQs and RFIs (multipart).
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, PNG, PNG_BYTES, companyAreaServer } from '../companies/setup';

describe.each(backends())('products, menus, RFQs and RFIs on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('products: owner-only CRUD, SKU unique per company, validation with nothing written', async () => {
    const { api } = t.state;
    const o = await t.owner('Pine Works');
    const other = await t.member();
    const before = await t.counts('products', 'product_images');
    const bad: [object, RegExp][] = [
      [{ companyId: o.companyId, name: '', sku: 'A1' }, /^name: Name is required/],
      [{ companyId: o.companyId, name: 'Chair', sku: '' }, /^sku: SKU is required/],
      [{ companyId: o.companyId, name: 'Chair', sku: 'has space' }, /^sku: /],
      [{ companyId: o.companyId, name: 'Chair', sku: 'A1', base64Imgs: Array(17).fill(PNG) }, /A product has at most 16 images/],
    ];
    for (const [b, msg] of bad) expect((await api.post(`${C}/products`, b, o.accessToken)).body.message).toMatch(msg);
    expect((await api.post(`${C}/products`, { companyId: o.companyId, name: 'Chair', sku: 'A1' }, other.accessToken)).status).toBe(403);
    expect(await t.counts('products', 'product_images')).toEqual(before);
    const p = await api.post(`${C}/products`, { companyId: o.companyId, name: 'Oak chair', sku: 'OAK-1', base64Imgs: [PNG] }, o.accessToken);
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ name: 'Oak chair', sku: 'OAK-1', service: false, companyProfileName: o.profileName, images: [{ path: PNG }] });
    expect((await api.post(`${C}/products`, { companyId: o.companyId, name: 'Other', sku: 'OAK-1' }, o.accessToken)).status).toBe(409);
    const bySku = await api.get(`${C}/products?companyProfileName=${o.profileName}&sku=OAK-1`);
    expect(bySku.body).toMatchObject({ count: 1, items: [{ id: p.body.id }] });
    expect((await api.patch(`${C}/products/${p.body.id}`, { name: 'Oak armchair' }, other.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/products/${p.body.id}`, { name: 'Oak armchair', service: true }, o.accessToken)).body).toMatchObject({ name: 'Oak armchair', service: true });
    expect((await api.patch(`${C}/products/${p.body.id}/deactivate`, undefined, o.accessToken)).body.deactivated).toBe(true);
    expect((await api.get(`${C}/products?companyIds=${o.companyId}`)).body.count).toBe(0);
    expect((await api.get(`${C}/products?companyIds=${o.companyId}&asDeactivated=true`)).body.count).toBe(1);
    expect((await api.patch(`${C}/products/${p.body.id}/reactivate`, undefined, o.accessToken)).body.deactivated).toBe(false);
    expect((await t.del(`${C}/products/${p.body.id}`, other.accessToken)).status).toBe(403);
    expect((await t.del(`${C}/products/${p.body.id}`, o.accessToken)).status).toBe(200);
    expect((await api.get(`${C}/products/${p.body.id}`)).status).toBe(404);
  });

  it('images: JSON base64Imgs or multipart files, at most 16 per product', async () => {
    const { api } = t.state;
    const o = await t.owner();
    const other = await t.member();
    const p = (await api.post(`${C}/products`, { companyId: o.companyId, name: 'Lamp', sku: 'L-1' }, o.accessToken)).body;
    expect((await api.post(`${C}/products/${p.id}/images`, { base64Imgs: [PNG] }, other.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/products/${p.id}/images`, { base64Imgs: Array(15).fill(PNG) }, o.accessToken)).body.images).toHaveLength(15);
    const form = new FormData();
    form.append('files', new Blob([PNG_BYTES], { type: 'image/png' }), 'a.png');
    const up = await t.multipart(`${C}/products/${p.id}/images`, form, o.accessToken);
    expect(up.status).toBe(201);
    expect(up.body.images).toHaveLength(16);
    // an uploaded file is kept on disk and served by its own URL, not as a data URL
    const served = up.body.images[15].path as string;
    expect(served).toMatch(/^\/api\/v1\/company\/product-images\/[\w-]+$/);
    const got = await fetch(`${t.state.s.url}${served}`);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG_BYTES);
    const before = await t.count('product_images');
    expect((await api.post(`${C}/products/${p.id}/images`, { base64Imgs: [PNG] }, o.accessToken)).body).toEqual({ message: 'A product has at most 16 images' });
    const notImage = new FormData();
    notImage.append('files', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    expect((await t.multipart(`${C}/products/${p.id}/images`, notImage, o.accessToken)).status).toBe(400);
    expect(await t.count('product_images')).toBe(before);
    const first = up.body.images[0].id;
    expect((await t.del(`${C}/products/${p.id}/images/${first}`, o.accessToken)).body.images).toHaveLength(15);
  });

  it('menus: owner adds own products (selection required), removes them; others may only read', async () => {
    const { api } = t.state;
    const o = await t.owner();
    const other = await t.owner();
    const p1 = (await api.post(`${C}/products`, { companyId: o.companyId, name: 'Tea', sku: 'T-1' }, o.accessToken)).body;
    const p2 = (await api.post(`${C}/products`, { companyId: o.companyId, name: 'Coffee', sku: 'C-1' }, o.accessToken)).body;
    const foreign = (await api.post(`${C}/products`, { companyId: other.companyId, name: 'Juice', sku: 'J-1' }, other.accessToken)).body;
    expect((await api.post(`${C}/product-menus`, { companyId: o.companyId, name: 'Drinks' }, other.accessToken)).status).toBe(403);
    const menu = (await api.post(`${C}/product-menus`, { companyId: o.companyId, name: 'Drinks' }, o.accessToken)).body;
    expect(menu).toMatchObject({ name: 'Drinks', productIds: [] });
    const before = await t.count('menu_items');
    expect((await api.post(`${C}/product-menus/${menu.id}/items`, { productIds: [] }, o.accessToken)).body).toEqual({ message: 'productIds: Please select products to add' });
    expect((await api.post(`${C}/product-menus/${menu.id}/items`, { productIds: [p1.id, foreign.id] }, o.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/product-menus/${menu.id}/items`, { productIds: [p1.id] }, other.accessToken)).status).toBe(403);
    expect(await t.count('menu_items')).toBe(before);
    const added = await api.post(`${C}/product-menus/${menu.id}/items`, { productIds: [p1.id, p2.id] }, o.accessToken);
    expect(new Set(added.body.productIds)).toEqual(new Set([p1.id, p2.id]));
    expect((await api.get(`${C}/product-menus?companyIds=${o.companyId}`)).body).toHaveLength(1);
    expect((await t.del(`${C}/product-menus/${menu.id}/items/${p1.id}`, other.accessToken)).status).toBe(403);
    expect((await t.del(`${C}/product-menus/${menu.id}/items/${p1.id}`, o.accessToken)).body.productIds).toEqual([p2.id]);
    expect((await t.del(`${C}/product-menus/${menu.id}/items/${p1.id}`, o.accessToken)).status).toBe(404);
    expect((await t.del(`${C}/product-menus/${menu.id}`, o.accessToken)).status).toBe(200);
  });

  it("RFQs: anyone signed in posts; only the owner edits; the owner's company location is kept", async () => {
    const { api } = t.state;
    const o = await t.owner();
    await api.patch(`${C}/companies/${o.companyId}`, { country: 'FI', city: 'Helsinki' }, o.accessToken);
    const other = await t.member();
    expect((await api.post(`${C}/rfqs`, { title: '' }, o.accessToken)).body.message).toMatch(/^title: Title is required/);
    const rfq = await api.post(`${C}/rfqs`, { title: 'Birch plywood 18 mm, 3 trucks', description: 'Monthly' }, o.accessToken);
    expect(rfq.status).toBe(201);
    expect((await api.get(`${C}/rfqs/${rfq.body.id}`)).body).toMatchObject({ title: 'Birch plywood 18 mm, 3 trucks', ownerId: o.id, ownerName: 'Test User' });
    expect((await api.get(`${C}/rfq-searches?keyword=plywood&ownerCountry=FI&ownerCity=helsinki`)).body.count).toBe(1);
    expect((await api.get(`${C}/rfq-searches?keyword=plywood&ownerCountry=SE`)).body.count).toBe(0);
    expect((await api.patch(`${C}/rfqs/${rfq.body.id}`, { title: 'x' }, other.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/rfqs/${rfq.body.id}`, { title: 'Birch plywood 18 mm' }, o.accessToken)).body.title).toBe('Birch plywood 18 mm');
    expect((await api.get(`${C}/rfqs?ownerIds=${o.id}`)).body.count).toBe(1);
    expect((await t.del(`${C}/rfqs/${rfq.body.id}`, o.accessToken)).status).toBe(200);
  });

  it('RFI: multipart parts rfi (JSON) and files; limits of spec 5; only the owner reads them', async () => {
    const { api } = t.state;
    const o = await t.owner();
    const m = await t.member();
    const types = (await api.get(`${C}/rfi-types`)).body;
    expect(types.length).toBeGreaterThanOrEqual(3);
    const rfi = { title: 'Samples please', shortDesc: 'Need 3 samples', longDesc: 'Shipping to Riga.', requestTypeIds: [types[0].id] };
    const form = (body: object, files = 1) => {
      const f = new FormData();
      f.append('rfi', JSON.stringify(body));
      for (let i = 0; i < files; i++) f.append('files', new Blob([PNG_BYTES], { type: 'image/png' }), `${i}.png`);
      return f;
    };
    const before = await t.count('rfis');
    expect((await t.multipart(`${C}/companies/${o.companyId}/rfis`, form({ ...rfi, shortDesc: 'x'.repeat(201) }), m.accessToken)).body.message).toMatch(/^rfi\.shortDesc: Short description: at most 200/);
    expect((await t.multipart(`${C}/companies/${o.companyId}/rfis`, form({ ...rfi, longDesc: 'x'.repeat(1001) }), m.accessToken)).body.message).toMatch(/^rfi\.longDesc: /);
    expect((await t.multipart(`${C}/companies/${o.companyId}/rfis`, form(rfi, 6), m.accessToken)).body.message).toMatch(/At most 5 images/);
    expect((await t.multipart(`${C}/companies/${o.companyId}/rfis`, form({ ...rfi, requestTypeIds: ['nope'] }), m.accessToken)).status).toBe(400);
    expect((await t.multipart(`${C}/companies/${o.companyId}/rfis`, form(rfi), o.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/companies/${o.companyId}/rfis`, { rfi })).status).toBe(401);
    expect(await t.count('rfis')).toBe(before);
    const sent = await t.multipart(`${C}/companies/${o.companyId}/rfis`, form(rfi, 2), m.accessToken);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ title: 'Samples please', senderId: m.id, requestTypeIds: [types[0].id] });
    expect(sent.body.images).toHaveLength(2);
    expect((await api.post(`${C}/companies/${o.companyId}/rfis`, { rfi: { ...rfi, title: 'JSON' } }, m.accessToken)).status).toBe(201);
    expect((await api.get(`${C}/rfis?companyId=${o.companyId}`, m.accessToken)).status).toBe(403);
    expect((await api.get(`${C}/rfis?companyId=${o.companyId}`, o.accessToken)).body.count).toBe(2);
  });
});
