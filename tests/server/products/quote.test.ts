// Request a quote from a product's page: POST /rfqs with productId writes the RFQ and its RFQ room with the
// product's supplier in one transaction; the buyer and the supplier both get the room (ROOM CREATED); refusals
// (own company, unknown or deactivated product, a malformed id) write nothing.
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

describe.each(backends())('request a quote from a product on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('opens the RFQ room of buyer and supplier, tagged with the RFQ; both are told', async () => {
    const { api } = t.state;
    const supplier = await t.owner('Quote Mills');
    const buyer = await t.member();
    const product = (await api.post(`${C}/products`, { companyId: supplier.companyId, name: 'Steel coil', sku: 'COIL-1' }, supplier.accessToken)).body;
    const before = await t.counts('rfqs', 'chat_rooms', 'chat_room_members');
    const r = await api.post(`${C}/rfqs`, { title: 'Quote: Steel coil', description: '20 t, delivered to Riga', productId: product.id }, buyer.accessToken);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ title: 'Quote: Steel coil', ownerId: buyer.id, roomId: expect.any(String) });
    expect(await t.counts('rfqs', 'chat_rooms', 'chat_room_members')).toEqual({
      rfqs: before.rfqs + 1, chat_rooms: before.chat_rooms + 1, chat_room_members: before.chat_room_members + 2,
    });
    for (const who of [buyer, supplier]) {
      const rooms = (await api.get('/api/v1/chat/rooms', who.accessToken)).body as { id: string; name: string; memberIds: string[]; meta: Record<string, string> }[];
      const room = rooms.find((x) => x.id === r.body.roomId);
      expect(room).toMatchObject({ name: 'RFQ: Quote: Steel coil', meta: { type: 'RFQROOM', rfqId: r.body.id, supplierId: supplier.id } });
      expect(new Set(room?.memberIds)).toEqual(new Set([buyer.id, supplier.id]));
      expect((await t.events(who.accessToken)).some((e) => e.action === 'CREATED' && e.resource?.id === r.body.roomId)).toBe(true);
    }
    // an RFQ without a product opens no room, as before
    const plain = await api.post(`${C}/rfqs`, { title: 'Any supplier of coils?' }, buyer.accessToken);
    expect(plain.status).toBe(201);
    expect(plain.body.roomId).toBeUndefined();
  });

  it('refusals write nothing: own company 400, unknown or deactivated product 404, malformed id 400, no token 401', async () => {
    const { api } = t.state;
    const supplier = await t.owner('Quote Owner');
    const buyer = await t.member();
    const product = (await api.post(`${C}/products`, { companyId: supplier.companyId, name: 'Nails', sku: 'NAIL-1' }, supplier.accessToken)).body;
    const gone = (await api.post(`${C}/products`, { companyId: supplier.companyId, name: 'Old nails', sku: 'NAIL-0' }, supplier.accessToken)).body;
    expect((await api.patch(`${C}/products/${gone.id}/deactivate`, undefined, supplier.accessToken)).body.deactivated).toBe(true);
    const before = await t.counts('rfqs', 'chat_rooms', 'chat_room_members');
    const own = await api.post(`${C}/rfqs`, { title: 'Self', productId: product.id }, supplier.accessToken);
    expect(own).toMatchObject({ status: 400, body: { message: 'You cannot request a quote from your own company' } });
    const unknown = await api.post(`${C}/rfqs`, { title: 'Ghost', productId: '00000000-0000-4000-8000-000000000000' }, buyer.accessToken);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect((await api.post(`${C}/rfqs`, { title: 'Old', productId: gone.id }, buyer.accessToken)).status).toBe(404);
    expect((await api.post(`${C}/rfqs`, { title: 'Bad', productId: 'not-an-id' }, buyer.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/rfqs`, { title: 'Anon', productId: product.id })).status).toBe(401);
    expect(await t.counts('rfqs', 'chat_rooms', 'chat_room_members')).toEqual(before);
  });
});
