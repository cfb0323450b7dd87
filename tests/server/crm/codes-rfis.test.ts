// Tracking codes: the owner creates them (ids filtered to letters and digits, unique), a visit with ?tc= is
// logged (visitor when signed in) and listed to the code's owner only; 404 for another company's code. Received RFIs: listed to the owner, marked read.
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { C, companyAreaServer } from '../companies/setup';

describe.each(backends())('tracking codes on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('create, list with visits, logs with the signed-in visitor, delete; others get 404', async () => {
    const { api } = t.state;
    const o = await t.owner('Tc Co');
    const other = await t.owner('Other Tc Co');
    const visitor = await t.member();
    const made = await api.post(`${C}/tracking-codes`, { id: ' Spring-Fair 2027! ', name: 'Spring fair' }, o.accessToken);
    expect(made).toMatchObject({ status: 201, body: { id: 'SpringFair2027', name: 'Spring fair', logCount: 0 } });
    expect((await api.post(`${C}/tracking-codes`, { id: 'springfair2027x', name: 'x' }, other.accessToken)).status).toBe(201);
    expect((await api.post(`${C}/tracking-codes`, { id: 'SpringFair2027', name: 'Again' }, other.accessToken))).toMatchObject({ status: 409, body: { message: 'This tracking code is taken' } });
    expect((await api.post(`${C}/tracking-codes`, { id: '-- !!', name: 'Bad' }, o.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/tracking-codes`, { id: 'a'.repeat(41), name: 'Long' }, o.accessToken)).status).toBe(400);
    expect((await api.post(`${C}/tracking-codes`, { name: ' ' }, o.accessToken)).status).toBe(400);
    const random = await api.post(`${C}/tracking-codes`, { name: 'Random' }, o.accessToken);
    expect(random.body.id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(await t.count('crm_tracking_codes')).toBe(3);
    // visits: anonymous and signed in
    expect((await api.post(`${C}/tracking-code-logs`, { trackingCodeId: 'SpringFair2027', url: '/profile/acme?tc=SpringFair2027' })).status).toBe(201);
    t.state.s.clock.advance(1000);
    expect((await api.post(`${C}/tracking-code-logs`, { trackingCodeId: 'SpringFair2027', url: '/search?tc=SpringFair2027' }, visitor.accessToken)).status).toBe(201);
    // the code's owner hears of each visit (open views refresh); nobody else does
    const visits = (token: string) => t.events(token).then((evs) => evs.filter((e) => e.resourceType === 'CRM' && e.resource.kind === 'TRACKINGCODELOG'));
    expect((await visits(o.accessToken)).map((e) => e.resource.trackingCodeId)).toEqual(['SpringFair2027', 'SpringFair2027']);
    expect(await visits(other.accessToken)).toEqual([]);
    expect(await visits(visitor.accessToken)).toEqual([]);
    const list = (await api.get(`${C}/tracking-codes`, o.accessToken)).body;
    expect(list.find((c: { id: string }) => c.id === 'SpringFair2027')).toMatchObject({ logCount: 2 });
    const logs = (await api.get(`${C}/tracking-code-logs?trackingCodeIds=SpringFair2027`, o.accessToken)).body;
    expect(logs.total).toBe(2);
    expect(logs.items.map((l: { url: string }) => l.url)).toEqual(['/search?tc=SpringFair2027', '/profile/acme?tc=SpringFair2027']);
    expect(logs.items[0].visitor).toMatchObject({ id: visitor.id });
    expect(logs.items[1].visitor).toBeNull();
    expect((await api.get(`${C}/tracking-code-logs`, o.accessToken)).body.total).toBe(2);
    expect((await api.get(`${C}/tracking-code-logs?trackingCodeIds=SpringFair2027`, other.accessToken)).status).toBe(404);
    expect((await api.get(`${C}/tracking-code-logs`, other.accessToken)).body).toEqual({ items: [], total: 0 });
    expect((await api.get(`${C}/tracking-codes/stats`, o.accessToken)).body).toEqual({ count: 2 });
    expect((await api.get(`${C}/crm/stats`, o.accessToken)).body.trackingCodes).toBe(2);
    expect((await t.del(`${C}/tracking-codes/SpringFair2027`, other.accessToken)).status).toBe(404);
    expect((await t.del(`${C}/tracking-codes/SpringFair2027`, o.accessToken)).status).toBe(200);
    expect(await t.count('crm_tracking_codes')).toBe(2);
    expect((await api.get(`${C}/tracking-codes`, visitor.accessToken)).status).toBe(403);
    expect((await api.get(`${C}/tracking-codes`)).status).toBe(401);
  });
});

describe.each(backends())('received RFIs on $name', (backend) => {
  const t = companyAreaServer(backend);

  it("the owner lists the company's RFIs with sender and types, marks one read; others get 404 or none", async () => {
    const { api } = t.state;
    const o = await t.owner('Rfi Co');
    const other = await t.owner('Not Rfi Co');
    const sender = await t.member();
    const types = (await api.get(`${C}/rfi-types`)).body as { id: string; description: string }[];
    const sent = await api.post(`${C}/companies/${o.companyId}/rfis`, { rfi: { title: 'Price list?', shortDesc: 'Short', longDesc: 'Long', requestTypeIds: [types[0].id] }, base64Imgs: [] }, sender.accessToken);
    expect(sent.status).toBe(201);
    const events = (await t.events(o.accessToken)).filter((e) => e.resourceType === 'CRM' && e.resource.kind === 'RFI');
    expect(events.map((e) => e.action)).toEqual(['CREATED']);
    const list = (await api.get(`${C}/crm/rfis`, o.accessToken)).body;
    expect(list).toMatchObject({ total: 1, unread: 1, items: [{ id: sent.body.id, title: 'Price list?', requestTypes: [types[0].description], read: false, directRoomId: null, sender: { id: sender.id } }] });
    expect((await api.post(`${C}/crm/rfis/${sent.body.id}/read`, undefined, other.accessToken)).status).toBe(404);
    expect((await api.post(`${C}/crm/rfis/${sent.body.id}/read`, undefined, o.accessToken)).status).toBe(200);
    expect((await api.post(`${C}/crm/rfis/${sent.body.id}/read`, undefined, o.accessToken)).status).toBe(200);
    expect(await t.count('crm_rfi_reads')).toBe(1);
    const room = await api.post('/api/v1/chat/direct-rooms', { toMemberId: sender.id }, o.accessToken);
    expect(room.status).toBe(201);
    expect((await api.get(`${C}/crm/rfis`, o.accessToken)).body).toMatchObject({ unread: 0, items: [{ read: true, directRoomId: room.body.id }] });
    expect((await api.get(`${C}/crm/rfis`, other.accessToken)).body).toEqual({ items: [], total: 0, unread: 0 });
    expect((await api.get(`${C}/crm/stats`, o.accessToken)).body.rfis).toBe(1);
  });
});
