// The platform commission the site admin sets (overall and per company group): the next charge quote's fee follows
// it, a paid order and the seller's balance keep the rate they were made with; every change is audited; bad input
// and non-admins are refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { addCard, C, depositCents, key, P } from './helpers';

const A = '/api/v1/company/admin/commission-rates';

describe.each(backends())('admin commission on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let admin: string;
  let groupId: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
    groupId = (await s.db.selectFrom('company_groups').select('id').where('profile_name', '=', 'premium-buyers-club').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const count = async (t: 'commission_rates' | 'admin_audit') => Number((await s.db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const written = async () => [await count('commission_rates'), await count('admin_audit')];

  it('a commission change changes the next quote and payment fee, not an order already paid nor the seller balance it made', async () => {
    const seller = await newMember(api, 'comseller');
    const buyer = await newMember(api, 'combuyer');
    await addCard(api, buyer.accessToken);
    await depositCents(api, buyer.accessToken, 10_000);
    expect((await api.get(A, admin)).body).toMatchObject({ basisPoints: 290, defaultBasisPoints: 290, updatedAt: null, audit: [] });
    const charge = { cents: 2000, sellerUserId: seller.id, paymentMethod: 'WALLET' };
    const quote = async () => (await api.post(`${P}/charges`, { ...charge, _dryRun: true }, buyer.accessToken)).body.quote;
    expect(await quote()).toEqual({ cents: 2000, discountCents: 0, tranxCents: 88, finalCents: 2088, couponCodes: [] });
    const paid = await api.post(`${P}/charges`, { ...charge, idempotencyKey: key() }, buyer.accessToken);
    expect(paid.body.order).toMatchObject({ tranxCents: 88, finalCents: 2088 });
    const balance = async () => (await api.get(`${P}/sellers/mine/balance`, seller.accessToken)).body.cents as number;
    expect(await balance()).toBe(2000);

    const changed = await api.patch(A, { basisPoints: 500 }, admin);
    expect(changed).toMatchObject({ status: 200, body: { basisPoints: 500, audit: [{ action: 'COMMISSION_CHANGED', before: { basisPoints: 290 }, after: { basisPoints: 500 } }] } });
    expect(await quote()).toEqual({ cents: 2000, discountCents: 0, tranxCents: 130, finalCents: 2130, couponCodes: [] });
    expect((await api.get(`${P}/orders/${paid.body.order.id}`, buyer.accessToken)).body).toMatchObject({ tranxCents: 88, finalCents: 2088 });
    const stored = await s.db.selectFrom('pay_orders').select(['fee_bps']).where('id', '=', paid.body.order.id).executeTakeFirstOrThrow();
    expect(stored.fee_bps).toBe(290);
    expect(await balance()).toBe(2000);
    const next = await api.post(`${P}/charges`, { ...charge, idempotencyKey: key() }, buyer.accessToken);
    expect(next.body.order).toMatchObject({ tranxCents: 130, finalCents: 2130 });
    expect(await balance()).toBe(4000);
    const platform = await s.db.selectFrom('pay_ledger').select('cents').where('order_id', '=', next.body.order.id).where('account', '=', 'PLATFORM').executeTakeFirstOrThrow();
    expect(platform.cents).toBe(130);
    expect((await api.patch(A, { basisPoints: 290 }, admin)).body.basisPoints).toBe(290);
  });

  it("a company group's commission overrides the overall one for that group's payments only", async () => {
    const m = await newMember(api, 'comjoin');
    await addCard(api, m.accessToken);
    const prices = (await api.get(`${C}/cg-member-plan-prices?companyGroupIds=${groupId}&asDeactivated=false`)).body as { id: string; type: string; cents: number }[];
    const price = prices.find((p) => p.type === 'one_time') ?? prices[0];
    if (!price) throw new Error('the seeded group has no price');
    const join = async () => (await api.post(`${C}/cg-member-plan-orders`, { cgMemberPlanPriceId: price.id, paymentMethod: 'CARD', couponCodes: [], _dryRun: true }, m.accessToken)).body.quote;
    const fee = (bps: number) => Math.floor((price.cents * bps * 2 + 10_000) / 20_000) + 30;
    expect((await join()).tranxCents).toBe(fee(290));
    const created = await api.post(`${A}/groups`, { companyGroupId: groupId, basisPoints: 100 }, admin);
    expect(created).toMatchObject({ status: 201, body: { companyGroupId: groupId, groupName: 'Premium Buyers Club', basisPoints: 100 } });
    expect((await join()).tranxCents).toBe(fee(100));
    const other = await newMember(api, 'comother');
    const charge = await api.post(`${P}/charges`, { cents: 2000, sellerUserId: other.id, _dryRun: true }, m.accessToken);
    expect(charge.body.quote.tranxCents).toBe(88);
    const list = await api.get(`${A}/groups?sort=basisPoints&dir=asc`, admin);
    expect(list.body).toMatchObject({ total: 2, items: [{ id: created.body.id, basisPoints: 100 }, { groupName: 'Northern Traders', basisPoints: 290 }] });
    const edited = await api.patch(`${A}/groups/${created.body.id}`, { companyGroupId: groupId, basisPoints: 150 }, admin);
    expect(edited.body.basisPoints).toBe(150);
    const one = await api.get(`${A}/groups/${created.body.id}`, admin);
    expect(one.body.audit.map((a: { action: string }) => a.action)).toEqual(['GROUP_COMMISSION_UPDATED', 'GROUP_COMMISSION_CREATED']);
    expect(one.body.audit[0]).toMatchObject({ before: { basisPoints: 100 }, after: { basisPoints: 150 }, actorName: 'Ada Admin' });
    expect((await api.call('DELETE', `${A}/groups/${created.body.id}`, undefined, admin)).body).toEqual({ ok: true });
    expect((await join()).tranxCents).toBe(fee(290));
    expect((await api.get(`${A}/groups/${created.body.id}`, admin)).status).toBe(404);
  });

  it('refuses bad input, unknown groups, a second override and non-admins with nothing written', async () => {
    const member = await newMember(api, 'comnon');
    const first = await api.post(`${A}/groups`, { companyGroupId: groupId, basisPoints: 200 }, admin);
    expect(first.status).toBe(201);
    const before = await written();
    for (const body of [{ basisPoints: -1 }, { basisPoints: 5001 }, { basisPoints: 2.5 }, { basisPoints: '300' }, {}, { basisPoints: 300, extra: 1 }]) {
      const r = await api.patch(A, body, admin);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
    expect((await api.patch(A, { basisPoints: 5001 }, admin)).body.message).toBe('Commission must be between 0 and 5000 basis points');
    expect(await api.post(`${A}/groups`, { companyGroupId: 'nope', basisPoints: 100 }, admin)).toMatchObject({ status: 400, body: { message: 'No such company group' } });
    expect(await api.post(`${A}/groups`, { companyGroupId: groupId, basisPoints: 100 }, admin)).toMatchObject({ status: 409, body: { message: 'This company group has a commission already' } });
    expect((await api.patch(`${A}/groups/nope`, { companyGroupId: groupId, basisPoints: 100 }, admin)).status).toBe(404);
    expect((await api.call('DELETE', `${A}/groups/nope`, undefined, admin)).status).toBe(404);
    expect((await api.patch(A, { basisPoints: 100 }, member.accessToken)).status).toBe(403);
    expect((await api.get(A, member.accessToken)).status).toBe(403);
    expect((await api.post(`${A}/groups`, { companyGroupId: groupId, basisPoints: 100 }, member.accessToken)).status).toBe(403);
    expect((await api.get(A)).status).toBe(401);
    expect(await written()).toEqual(before);
  });

  it("a site admin the 'money' section is taken from is refused its routes (403), the other sections still theirs", async () => {
    const other = await newMember(api, 'comadmin');
    await s.db.updateTable('users').set({ admin: true }).where('id', '=', other.id).execute();
    const token = (await login(api, other.email, other.password)).accessToken;
    expect((await api.get(A, token)).status).toBe(200);
    expect((await api.patch(`/api/v1/company/admin/permissions/${other.id}`, { denied: ['money'] }, admin)).status).toBe(200);
    for (const path of [A, `${A}/groups`, '/api/v1/company/admin/mtz-coupons', '/api/v1/company/admin/point-rates', '/api/v1/company/admin/point-promotions']) {
      expect(await api.get(path, token), path).toMatchObject({ status: 403, body: { message: 'You may not use this section of the Admin Portal' } });
    }
    expect((await api.patch(A, { basisPoints: 100 }, token)).status).toBe(403);
    expect((await api.get('/api/v1/company/admin/resource-limits', token)).status).toBe(200);
    expect((await api.get(A, admin)).body.basisPoints).toBe(290);
  });
});
