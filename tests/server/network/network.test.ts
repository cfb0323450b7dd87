// Connections with every state of spec 4 and CONNECTION events to both users; connect by QR; watchlists.
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

describe.each(backends())('connections on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('request, accept, delete: each emits a CONNECTION event to both users', async () => {
    const { api } = t.state;
    const a = await t.member();
    const b = await t.member();
    const c = await t.member();
    const sent = await api.post(`${C}/connections`, { fromUserId: a.id, toUserId: b.id }, a.accessToken);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ fromUserId: a.id, toUserId: b.id, activated: false });
    const id = sent.body.id;
    // the recipient sees the sender's card; the request is pending on both sides
    const bList = (await api.get(`${C}/connections`, b.accessToken)).body;
    expect(bList).toEqual([expect.objectContaining({ id, activated: false, otherUser: expect.objectContaining({ id: a.id, firstname: 'Test' }) })]);
    // only the recipient accepts; a third user cannot even see it
    expect((await api.patch(`${C}/connections/${id}`, { activated: true }, a.accessToken)).status).toBe(403);
    expect((await api.patch(`${C}/connections/${id}`, { activated: true }, c.accessToken)).status).toBe(404);
    expect((await api.patch(`${C}/connections/${id}`, { activated: 'yes' }, b.accessToken)).status).toBe(400);
    // the sender may resend while pending; the recipient is reminded
    expect((await api.post(`${C}/connections/${id}/resend`, undefined, a.accessToken)).status).toBe(200);
    expect((await api.post(`${C}/connections/${id}/resend`, undefined, b.accessToken)).status).toBe(409);
    const accepted = await api.patch(`${C}/connections/${id}`, { activated: true }, b.accessToken);
    expect(accepted.body).toMatchObject({ id, activated: true });
    expect((await api.patch(`${C}/connections/${id}`, { activated: true }, b.accessToken)).status).toBe(409);
    expect((await api.get(`${C}/connections?activated=true`, a.accessToken)).body.map((x: { id: string }) => x.id)).toEqual([id]);
    expect((await t.del(`${C}/connections/${id}`, c.accessToken)).status).toBe(404);
    expect((await t.del(`${C}/connections/${id}`, a.accessToken)).status).toBe(200);
    expect((await api.get(`${C}/connections`, b.accessToken)).body).toEqual([]);
    const kinds = (evs: { resourceType: string; action: string; resource: { id: string } }[]) => evs.map((e) => `${e.resourceType}.${e.action}.${e.resource.id === id}`);
    expect(kinds(await t.events(a.accessToken))).toEqual(['CONNECTION.CREATED.true', 'CONNECTION.ACCEPTED.true', 'CONNECTION.DELETED.true']);
    expect(kinds(await t.events(b.accessToken))).toEqual(['CONNECTION.CREATED.true', 'CONNECTION.UPDATED.true', 'CONNECTION.ACCEPTED.true', 'CONNECTION.DELETED.true']);
    expect(await t.events(c.accessToken)).toEqual([]);
  });

  it('the recipient rejects by deleting; nobody connects to themselves, twice, or as someone else', async () => {
    const { api } = t.state;
    const a = await t.member();
    const b = await t.member();
    const before = await t.counts('connections', 'events');
    expect((await api.post(`${C}/connections`, { fromUserId: a.id, toUserId: a.id }, a.accessToken)).body).toEqual({ message: 'Invalid target user' });
    expect((await api.post(`${C}/connections`, { fromUserId: a.id, toUserId: 'ghost' }, a.accessToken)).body).toEqual({ message: 'Invalid target user' });
    expect((await api.post(`${C}/connections`, { fromUserId: b.id, toUserId: a.id }, a.accessToken)).status).toBe(403);
    expect((await api.post(`${C}/connections`, { fromUserId: a.id }, a.accessToken)).body.message).toMatch(/^toUserId: /);
    expect((await api.post(`${C}/connections`, { fromUserId: a.id, toUserId: b.id })).status).toBe(401);
    expect(await t.counts('connections', 'events')).toEqual(before);
    const sent = await api.post(`${C}/connections`, { fromUserId: a.id, toUserId: b.id }, a.accessToken);
    // the reverse direction is the same pair
    expect((await api.post(`${C}/connections`, { fromUserId: b.id, toUserId: a.id }, b.accessToken)).status).toBe(409);
    expect((await t.del(`${C}/connections/${sent.body.id}`, b.accessToken)).status).toBe(200);
    expect(await t.counts('connections')).toEqual({ connections: before.connections });
  });

  it('connect by QR code connects at once', async () => {
    const { api } = t.state;
    const a = await t.member();
    const b = await t.member();
    const qr = await api.post(`${C}/connection-qrs`, undefined, a.accessToken);
    expect(qr.body.code).toMatch(/^[\w-]{10,}$/);
    expect((await api.post(`${C}/connection-qrs/accept`, { code: 'nope' }, b.accessToken)).status).toBe(404);
    expect((await api.post(`${C}/connection-qrs/accept`, { code: qr.body.code }, a.accessToken)).body).toEqual({ message: 'Invalid target user' });
    const c = await api.post(`${C}/connection-qrs/accept`, { code: qr.body.code }, b.accessToken);
    expect(c.body).toMatchObject({ fromUserId: a.id, toUserId: b.id, activated: true });
  });
});

describe.each(backends())('watchlists on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('create, add (refused when already in the list), copy, rename, remove, bulk delete; all private', async () => {
    const { api } = t.state;
    const m = await t.member();
    const other = await t.member();
    const co = await t.owner('Watched Co');
    expect((await api.post(`${C}/company-watchlists`, { name: ' ' }, m.accessToken)).body.message).toMatch(/^name: Name is required/);
    const list = (await api.post(`${C}/company-watchlists`, { name: 'Suppliers' }, m.accessToken)).body;
    expect(list).toMatchObject({ name: 'Suppliers', companyIds: [] });
    expect((await api.post(`${C}/company-watchlists/${list.id}/items`, { companyId: co.companyId }, other.accessToken)).status).toBe(404);
    expect((await api.post(`${C}/company-watchlists/${list.id}/items`, { companyId: 'nope' }, m.accessToken)).status).toBe(404);
    const added = await api.post(`${C}/company-watchlists/${list.id}/items`, { companyId: co.companyId }, m.accessToken);
    expect(added.status).toBe(201);
    expect(added.body.companyIds).toEqual([co.companyId]);
    const before = await t.count('company_watchlist_items');
    const again = await api.post(`${C}/company-watchlists/${list.id}/items`, { companyId: co.companyId }, m.accessToken);
    expect(again).toEqual({ status: 409, body: { message: "The list 'Suppliers' has this company already" } });
    expect(await t.count('company_watchlist_items')).toBe(before);
    const copy = (await api.post(`${C}/company-watchlists/copy`, { id: list.id }, m.accessToken)).body;
    expect(copy).toMatchObject({ name: 'Suppliers (copy)', companyIds: [co.companyId] });
    expect((await api.post(`${C}/company-watchlists/copy`, { id: list.id }, other.accessToken)).status).toBe(404);
    expect((await api.patch(`${C}/company-watchlists/${copy.id}`, { name: 'Backup', _removeIds: [co.companyId] }, m.accessToken)).body).toMatchObject({ name: 'Backup', companyIds: [] });
    expect((await api.get(`${C}/company-watchlists`, m.accessToken)).body).toHaveLength(2);
    expect((await api.get(`${C}/company-watchlists`, other.accessToken)).body).toHaveLength(0);
    expect((await api.get(`${C}/company-watchlists/${list.id}`, other.accessToken)).status).toBe(404);
    const mine = (await api.post(`${C}/company-watchlists`, { name: 'Theirs' }, other.accessToken)).body;
    // a bulk delete with someone else's list deletes nothing
    expect((await t.del(`${C}/company-watchlists?ids=${list.id},${mine.id}`, m.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/company-watchlists`, m.accessToken)).body).toHaveLength(2);
    expect((await t.del(`${C}/company-watchlists?ids=`, m.accessToken)).status).toBe(400);
    expect((await t.del(`${C}/company-watchlists?ids=${list.id},${copy.id}`, m.accessToken)).body).toEqual({ deleted: 2 });
    expect((await api.get(`${C}/company-watchlists`, m.accessToken)).body).toEqual([]);
  });

  it('product watchlists work the same way', async () => {
    const { api } = t.state;
    const m = await t.member();
    const product = (await api.get(`${C}/products?companyProfileName=baltic-parts&limit=1`)).body.items[0];
    const list = (await api.post(`${C}/product-watchlists`, { name: 'Parts' }, m.accessToken)).body;
    expect((await api.post(`${C}/product-watchlists/${list.id}/items`, { productId: product.id }, m.accessToken)).body.productIds).toEqual([product.id]);
    expect((await api.post(`${C}/product-watchlists/${list.id}/items`, { productId: product.id }, m.accessToken)).status).toBe(409);
    expect((await t.del(`${C}/product-watchlists/${list.id}`, m.accessToken)).status).toBe(200);
  });
});
