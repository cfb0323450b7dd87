// Product images as files on disk (served by /product-images/{id}, removed with their image or product), the
// menu products page route, menu rename, RFQ images: owner rules, messages, bad input 4xx with nothing written.
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, PNG, PNG_BYTES, companyAreaServer } from '../companies/setup';

const filesOnDisk = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).length;
const form = (...parts: [Uint8Array | string, string][]) => {
  const f = new FormData();
  parts.forEach(([bytes, type], i) => f.append('files', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), `f${i}.png`));
  return f;
};

describe.each(backends())('product image files, menu pages, RFQ images on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('uploaded images are stored on disk, served by their URL and removed with the image or the product', async () => {
    const { api, s } = t.state;
    const dir = s.ctx.uploadsDir;
    const o = await t.owner();
    const other = await t.member();
    const p = (await api.post(`${C}/products`, { companyId: o.companyId, name: 'Desk', sku: 'D-1' }, o.accessToken)).body;
    const disk0 = await filesOnDisk(dir);
    const rows0 = await t.counts('product_images');
    // not the owner, not an image (by its bytes, whatever the part's type says), no part, too many parts
    expect((await t.multipart(`${C}/products/${p.id}/images`, form([PNG_BYTES, 'image/png']), other.accessToken)).status).toBe(403);
    expect((await t.multipart(`${C}/products/${p.id}/images`, form(['not an image', 'image/png']), o.accessToken)).body).toEqual({ message: 'files: must be PNG, JPEG, GIF or WebP images' });
    expect((await t.multipart(`${C}/products/${p.id}/images`, new FormData(), o.accessToken)).status).toBe(400);
    const seventeen = form(...Array.from({ length: 17 }, () => [PNG_BYTES, 'image/png'] as [Uint8Array, string]));
    expect((await t.multipart(`${C}/products/${p.id}/images`, seventeen, o.accessToken)).body.message).toMatch(/at most 16 images/);
    expect(await t.counts('product_images')).toEqual(rows0);
    expect(await filesOnDisk(dir)).toBe(disk0);

    const up = await t.multipart(`${C}/products/${p.id}/images`, form([PNG_BYTES, 'image/png'], [PNG_BYTES, 'application/octet-stream']), o.accessToken);
    expect(up.status).toBe(201);
    expect(up.body.images).toHaveLength(2);
    expect(await filesOnDisk(dir)).toBe(disk0 + 2);
    const res = await fetch(`${s.url}${up.body.images[1].path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${s.url}${C}/product-images/nope`)).status).toBe(404);

    // a full product refuses more files and leaves nothing behind on disk
    await api.post(`${C}/products/${p.id}/images`, { base64Imgs: Array(14).fill(PNG) }, o.accessToken);
    expect((await t.multipart(`${C}/products/${p.id}/images`, form([PNG_BYTES, 'image/png']), o.accessToken)).body).toEqual({ message: 'A product has at most 16 images' });
    expect(await filesOnDisk(dir)).toBe(disk0 + 2);

    expect((await t.del(`${C}/products/${p.id}/images/${up.body.images[0].id}`, o.accessToken)).status).toBe(200);
    expect(await filesOnDisk(dir)).toBe(disk0 + 1);
    expect((await t.del(`${C}/products/${p.id}`, o.accessToken)).status).toBe(200);
    expect(await filesOnDisk(dir)).toBe(disk0);
    expect((await fetch(`${s.url}${up.body.images[1].path}`)).status).toBe(404);
  });

  it('menu products: a page of active products, latest listed first, with the total', async () => {
    const { api, s } = t.state;
    const o = await t.owner();
    const ids: string[] = [];
    for (let i = 0; i < 18; i++) {
      ids.push((await api.post(`${C}/products`, { companyId: o.companyId, name: `Item ${i}`, sku: `I-${i}`, service: i % 2 === 1 }, o.accessToken)).body.id);
    }
    const menu = (await api.post(`${C}/product-menus`, { companyId: o.companyId, name: 'All' }, o.accessToken)).body;
    expect((await api.get(`${C}/product-menus/${menu.id}/products`)).body).toEqual({ items: [], count: 0 });
    await api.post(`${C}/product-menus/${menu.id}/items`, { productIds: ids.slice(0, 10) }, o.accessToken);
    s.clock.advance(1000);
    await api.post(`${C}/product-menus/${menu.id}/items`, { productIds: ids.slice(10) }, o.accessToken);
    const first = (await api.get(`${C}/product-menus/${menu.id}/products?limit=16`)).body;
    expect(first.count).toBe(18);
    expect(first.items).toHaveLength(16);
    expect(new Set(first.items.slice(0, 8).map((p: { id: string }) => p.id))).toEqual(new Set(ids.slice(10)));
    expect(first.items[0].listedAt).toBeGreaterThan(first.items[15].listedAt);
    const second = (await api.get(`${C}/product-menus/${menu.id}/products?skip=16&limit=16`)).body;
    expect(second.items).toHaveLength(2);
    await api.patch(`${C}/products/${ids[0]}/deactivate`, undefined, o.accessToken);
    expect((await api.get(`${C}/product-menus/${menu.id}/products`)).body.count).toBe(17);
    expect((await api.get(`${C}/product-menus/nope/products`)).status).toBe(404);
    expect((await api.get(`${C}/product-menus/${menu.id}/products?limit=500`)).status).toBe(400);
  });

  it('menus: only the owner renames; a blank name is refused with nothing written', async () => {
    const { api } = t.state;
    const o = await t.owner();
    const other = await t.owner();
    const menu = (await api.post(`${C}/product-menus`, { companyId: o.companyId, name: 'Lunch' }, o.accessToken)).body;
    const before = await t.count('product_menus');
    expect((await api.post(`${C}/product-menus`, { companyId: o.companyId, name: '  ' }, o.accessToken)).body).toEqual({ message: 'name: Name is required' });
    expect(await t.count('product_menus')).toBe(before);
    expect((await api.patch(`${C}/product-menus/${menu.id}`, { name: 'Dinner' }, other.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/product-menus/${menu.id}`, { name: '' }, o.accessToken)).status).toBe(400);
    expect((await api.get(`${C}/product-menus/${menu.id}`)).body.name).toBe('Lunch');
    expect((await api.patch(`${C}/product-menus/${menu.id}`, { name: 'Dinner' }, o.accessToken)).body.name).toBe('Dinner');
    expect((await t.del(`${C}/product-menus/${menu.id}`, other.accessToken)).status).toBe(403);
    expect((await t.del(`${C}/product-menus/${menu.id}`, o.accessToken)).status).toBe(200);
    expect(await t.count('product_menus')).toBe(before - 1);
  });

  it('RFQs: images as data URLs (at most 5); a blank title or a 6th image writes nothing', async () => {
    const { api } = t.state;
    const m = await t.member();
    const before = await t.count('rfqs');
    expect((await api.post(`${C}/rfqs`, { title: ' ', description: '' }, m.accessToken)).body).toEqual({ message: 'title: Title is required' });
    expect((await api.post(`${C}/rfqs`, { title: 'Chairs', base64Imgs: Array(6).fill(PNG) }, m.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/rfqs`, { title: 'Chairs' })).status).toBe(401);
    expect(await t.count('rfqs')).toBe(before);
    const r = await api.post(`${C}/rfqs`, { title: 'Chairs', description: '40 oak chairs', base64Imgs: [PNG] }, m.accessToken);
    expect(r.status).toBe(201);
    expect((await api.get(`${C}/rfqs/${r.body.id}`)).body).toMatchObject({ title: 'Chairs', description: '40 oak chairs', images: [PNG], ownerId: m.id });
    expect((await api.get(`${C}/rfqs?ownerIds=${m.id}`)).body.count).toBe(1);
  });
});
