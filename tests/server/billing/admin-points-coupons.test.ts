// MTZ points and platform coupons the site admin sets: a payment earns the rate in force for its kind and the running
// promotions, and keeps them; a platform coupon discounts the MTZ plans it names, only while valid and up to its max
// uses; every change is audited; bad input and non-admins are refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { addCard, depositCents, key, P } from './helpers';

const A = '/api/v1/company/admin';
const DAY = 86_400_000;

describe.each(backends())('admin points and MTZ coupons on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let admin: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const count = async (t: 'mtz_coupons' | 'point_rates' | 'point_promotions' | 'admin_audit' | 'pay_orders') =>
    Number((await s.db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const written = async () => Promise.all((['mtz_coupons', 'point_rates', 'point_promotions', 'admin_audit', 'pay_orders'] as const).map(count));
  const del = (path: string) => api.call('DELETE', path, undefined, admin);
  const now = () => s.ctx.clock.now();

  it('points follow the rate in force for the kind and the running promotions; a paid order keeps its points', async () => {
    const seller = await newMember(api, 'ptseller');
    const buyer = await newMember(api, 'ptbuyer');
    await addCard(api, buyer.accessToken);
    await depositCents(api, buyer.accessToken, 20_000);
    const charge = async () => (await api.post(`${P}/charges`, { cents: 2000, sellerUserId: seller.id, paymentMethod: 'WALLET', idempotencyKey: key() }, buyer.accessToken)).body.order;
    const points = async () => (await api.get(`${P}/points/mine`, buyer.accessToken)).body as { points: number; entries: { orderId: string; points: number }[] };
    const first = await charge();
    expect((await points()).entries.find((e) => e.orderId === first.id)?.points).toBe(20);
    const rate = await api.post(`${A}/point-rates`, { kind: 'CHARGE', pointsPerDollar: 3, effectiveFrom: now() - 1000 }, admin);
    expect(rate).toMatchObject({ status: 201, body: { kind: 'CHARGE', pointsPerDollar: 3 } });
    await api.post(`${A}/point-rates`, { kind: 'CHARGE', pointsPerDollar: 7, effectiveFrom: now() + DAY }, admin);
    const second = await charge();
    expect((await points()).entries.find((e) => e.orderId === second.id)?.points).toBe(60);
    const double = await api.post(`${A}/point-promotions`, { name: 'Double week', kind: 'CHARGE', type: 'MULTIPLIER', value: 200, startsAt: now() - 1000, endsAt: now() + DAY }, admin);
    expect(double.status).toBe(201);
    const extra = await api.post(`${A}/point-promotions`, { name: 'Bonus five', type: 'EXTRA', value: 5, startsAt: now() - 1000, endsAt: now() + DAY }, admin);
    expect(extra.body).toMatchObject({ kind: null, type: 'EXTRA', value: 5 });
    await api.post(`${A}/point-promotions`, { name: 'Ended', type: 'EXTRA', value: 1000, startsAt: now() - 2 * DAY, endsAt: now() - DAY }, admin);
    const third = await charge();
    expect((await points()).entries.find((e) => e.orderId === third.id)?.points).toBe(20 * 3 * 2 + 5);
    // the rate and the promotions end: later orders earn the default, paid ones keep theirs
    expect((await del(`${A}/point-promotions/${double.body.id}`)).status).toBe(200);
    expect((await del(`${A}/point-rates/${rate.body.id}`)).status).toBe(200);
    expect((await del(`${A}/point-promotions/${extra.body.id}`)).status).toBe(200);
    const fourth = await charge();
    const after = await points();
    expect([first, second, third, fourth].map((o: { id: string }) => after.entries.find((e) => e.orderId === o.id)?.points)).toEqual([20, 60, 125, 20]);
    const list = await api.get(`${A}/point-rates?sort=effectiveFrom&dir=desc`, admin);
    expect(list.body).toMatchObject({ total: 2, items: [{ pointsPerDollar: 7 }, { pointsPerDollar: 1, effectiveFrom: 0 }] });
    const audit = (await api.get(`${A}/point-promotions/${extra.body.id}`, admin)).status;
    expect(audit).toBe(404);
    const row = await s.db.selectFrom('admin_audit').select(['action', 'before', 'after']).where('target_id', '=', extra.body.id).orderBy('n').execute();
    expect(row.map((r) => r.action)).toEqual(['POINT_PROMOTION_CREATED', 'POINT_PROMOTION_DELETED']);
    expect(row[1]).toMatchObject({ before: { name: 'Bonus five' }, after: null });
  });

  it('a platform coupon discounts the MTZ plans it names while valid, and respects max uses', async () => {
    const created = await api.post(`${A}/mtz-coupons`, { code: 'mtzhalf50', type: 'PERCENTAGE', value: 50, planIds: ['mtz-starter'], maxUses: 1 }, admin);
    expect(created).toMatchObject({ status: 201, body: { code: 'mtzhalf50', planIds: ['mtz-starter'], maxUses: 1, usedCount: 0 } });
    const [m1, m2] = [await newMember(api, 'mtzc1'), await newMember(api, 'mtzc2')];
    for (const m of [m1, m2]) await addCard(api, m.accessToken);
    const sub = (m: { accessToken: string }, extra: Record<string, unknown>) =>
      api.post(`${P}/mtz-plan-subscriptions`, { mtzPlanId: 'mtz-starter', paymentMethod: 'CARD', couponCodes: ['mtzhalf50'], ...extra }, m.accessToken);
    expect((await sub(m1, { _dryRun: true })).body.quote).toEqual({ cents: 900, discountCents: 450, tranxCents: 43, finalCents: 493, couponCodes: ['mtzhalf50'] });
    expect(await sub(m1, { _dryRun: true, mtzPlanId: 'mtz-business' })).toMatchObject({ status: 400, body: { message: 'Coupon mtzhalf50 does not apply to this plan' } });
    const paid = await sub(m1, { idempotencyKey: key() });
    expect(paid.status).toBe(200);
    expect(paid.body.quote.finalCents).toBe(493);
    expect((await api.get(`${A}/mtz-coupons/${created.body.id}`, admin)).body.item.usedCount).toBe(1);
    const before = await written();
    expect(await sub(m2, { idempotencyKey: key() })).toMatchObject({ status: 400, body: { message: 'Coupon mtzhalf50 has been used up' } });
    expect(await written()).toEqual(before);
    // a seller's coupon is not a platform one, and a platform coupon does not discount a charge to a seller
    expect((await sub(m2, { _dryRun: true, couponCodes: ['welcome10'] })).body.message).toBe('Coupon welcome10 is not valid');
    const later = await api.post(`${A}/mtz-coupons`, { code: 'later2030', type: 'FIXED', value: 100, startsAt: now() + DAY }, admin);
    expect((await sub(m2, { _dryRun: true, couponCodes: ['later2030'] })).body.message).toBe('Coupon later2030 is not valid yet');
    expect((await api.post(`${P}/charges`, { cents: 2000, sellerUserId: m1.id, couponCodes: ['later2030'], _dryRun: true }, m2.accessToken)).body.message).toBe('Coupon later2030 is not valid');
    const edited = await api.patch(`${A}/mtz-coupons/${later.body.id}`, { code: 'later2030', type: 'FIXED', value: 200, startsAt: null, maxUses: 5 }, admin);
    expect(edited.body).toMatchObject({ value: 200, startsAt: null, planIds: [] });
    expect((await sub(m2, { _dryRun: true, mtzPlanId: 'mtz-business', couponCodes: ['later2030'] })).body.quote).toMatchObject({ cents: 2900, discountCents: 200 });
    const one = await api.get(`${A}/mtz-coupons/${later.body.id}`, admin);
    expect(one.body.audit[0]).toMatchObject({ action: 'MTZ_COUPON_UPDATED', actorName: 'Ada Admin', before: { value: 100 }, after: { value: 200 } });
    const page = await api.get(`${A}/mtz-coupons?sort=code&dir=asc&limit=1`, admin);
    expect(page.body).toMatchObject({ total: 3, items: [{ code: 'later2030' }] });
  });

  it('refuses bad input, clashes and non-admins with nothing written', async () => {
    const member = await newMember(api, 'moneynon');
    const taken = await api.post(`${A}/mtz-coupons`, { code: 'takencode', type: 'FIXED', value: 100 }, admin);
    expect(taken.status).toBe(201);
    const rate = await api.post(`${A}/point-rates`, { kind: 'DONATION', pointsPerDollar: 2, effectiveFrom: 1000 }, admin);
    expect(rate.status).toBe(201);
    const before = await written();
    const refused: [string, Record<string, unknown>, number, string | null][] = [
      ['mtz-coupons', { code: 'AB', type: 'FIXED', value: 100 }, 400, 'Code must be 6-12 lowercase letters or digits'],
      ['mtz-coupons', { code: 'pct101abc', type: 'PERCENTAGE', value: 101 }, 400, 'Percentage must be between 1 and 100'],
      ['mtz-coupons', { code: 'zerofixed', type: 'FIXED', value: 0 }, 400, 'Amount must be at least $0.01'],
      ['mtz-coupons', { code: 'noplanabc', type: 'FIXED', value: 100, planIds: ['nope'] }, 400, 'No such MTZ plan'],
      ['mtz-coupons', { code: 'datesabc', type: 'FIXED', value: 100, startsAt: 5000, expiredAt: 4000 }, 400, 'The end must be after the start'],
      ['mtz-coupons', { code: 'usesabc1', type: 'FIXED', value: 100, maxUses: 0 }, 400, 'Max uses must be at least 1'],
      ['mtz-coupons', { code: 'takencode', type: 'FIXED', value: 100 }, 409, 'This coupon code is already taken'],
      ['mtz-coupons', { code: 'hugevalue', type: 'FIXED', value: 1e12 }, 400, null],
      ['point-rates', { kind: 'DEPOSIT', pointsPerDollar: 1, effectiveFrom: 0 }, 400, null],
      ['point-rates', { kind: 'CHARGE', pointsPerDollar: -1, effectiveFrom: 0 }, 400, null],
      ['point-rates', { kind: 'CHARGE', pointsPerDollar: 1001, effectiveFrom: 0 }, 400, 'Points per dollar must be between 0 and 1000'],
      ['point-rates', { kind: 'DONATION', pointsPerDollar: 4, effectiveFrom: 1000 }, 409, 'A rate for this kind already starts at that time'],
      ['point-promotions', { name: 'x', type: 'MULTIPLIER', value: 50, startsAt: 0, endsAt: 10 }, 400, 'Multiplier must be between 100 and 1000 per cent'],
      ['point-promotions', { name: 'x', type: 'EXTRA', value: 5, startsAt: 10, endsAt: 10 }, 400, 'The end must be after the start'],
      ['point-promotions', { name: ' ', type: 'EXTRA', value: 5, startsAt: 0, endsAt: 10 }, 400, 'Name is required'],
      ['point-promotions', { name: 'x', type: 'OTHER', value: 5, startsAt: 0, endsAt: 10 }, 400, null],
    ];
    for (const [path, body, status, message] of refused) {
      const r = await api.post(`${A}/${path}`, body, admin);
      expect([r.status, message === null ? typeof r.body.message : r.body.message], JSON.stringify(body)).toEqual([status, message ?? 'string']);
    }
    expect((await api.patch(`${A}/mtz-coupons/${taken.body.id}`, { code: 'takencode', type: 'PERCENTAGE', value: 0 }, admin)).status).toBe(400);
    expect((await api.patch(`${A}/mtz-coupons/nope`, { code: 'takencode', type: 'FIXED', value: 100 }, admin)).status).toBe(404);
    expect((await api.get(`${A}/mtz-coupons?sort=nope`, admin)).status).toBe(400);
    for (const path of ['mtz-coupons', 'point-rates', 'point-promotions']) {
      expect((await api.get(`${A}/${path}`, member.accessToken)).status).toBe(403);
      expect((await api.post(`${A}/${path}`, {}, member.accessToken)).status).toBe(403);
      expect((await api.get(`${A}/${path}`)).status).toBe(401);
    }
    expect((await api.call('DELETE', `${A}/mtz-coupons/${taken.body.id}`, undefined, member.accessToken)).status).toBe(403);
    expect(await written()).toEqual(before);
  });
});
