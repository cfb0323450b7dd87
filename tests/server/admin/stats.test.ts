// Admin statistics: counts by day, month and year of the rows in range (sign-ups, activations, revenue in cents,
// gateway customers); non-admins refused; bad query 400; sharing with grantees (audited) and the grantee routes.
import { describe, expect, it } from 'vitest';
import { newMember } from '../harness';
import { adminServer, rowCount } from './setup';

const A = '/api/v1/company/admin';
const G = '/api/v1/company/grantee';
const w = adminServer();
const day = (iso: string, hour = 12) => Date.parse(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`);

describe('admin statistics', () => {
  it('counts sign-ups, activations and gateway customers per day, month and year, and sums revenue in cents', async () => {
    const [a, b, c] = [await newMember(w.api, 'sta'), await newMember(w.api, 'stb'), await newMember(w.api, 'stc')];
    await w.s.db.updateTable('users').set({ created_at: day('2020-03-04') }).where('id', 'in', [a.id, b.id]).execute();
    await w.s.db.updateTable('users').set({ created_at: day('2020-04-01'), activated: false }).where('id', '=', c.id).execute();
    const q = '?startDate=2020-01-01&endDate=2020-12-31';
    const signUps = await w.api.get(`${A}/stats/sign-ups${q}`, w.admin);
    expect(signUps).toMatchObject({ status: 200, body: {
      total: 3,
      DAY: [{ _id: { YEAR: 2020, MONTH: 3, DAY: 4 }, count: 2 }, { _id: { YEAR: 2020, MONTH: 4, DAY: 1 }, count: 1 }],
      MONTH: [{ _id: { YEAR: 2020, MONTH: 3 }, count: 2 }, { _id: { YEAR: 2020, MONTH: 4 }, count: 1 }],
      YEAR: [{ _id: { YEAR: 2020 }, count: 3 }],
    } });
    expect((await w.api.get(`${A}/stats/activations${q}`, w.admin)).body).toMatchObject({ total: 2, DAY: [{ count: 2 }] });
    expect((await w.api.get(`${A}/stats/sign-ups?startDate=2020-04-01&endDate=2020-04-01`, w.admin)).body.total).toBe(1);

    await w.s.db.insertInto('pay_customers').values([
      { id: `cus-${a.id}`, user_id: a.id, payment_method: 'CARD', created_at: day('2020-05-06', 1) },
      { id: `cus-${b.id}`, user_id: b.id, payment_method: 'WALLET', created_at: day('2020-05-06', 23) },
    ]).execute();
    expect((await w.api.get(`${A}/stats/stripe-customers${q}`, w.admin)).body).toMatchObject({ total: 2, DAY: [{ _id: { YEAR: 2020, MONTH: 5, DAY: 6 }, count: 2 }] });
    const order = (id: string, cents: number, at: number) => ({
      id, kind: 'CHARGE' as const, description: 'stats', buyer_user_id: a.id, cents, discount_cents: 0, tranx_cents: 0, final_cents: cents,
      payment_method: 'WALLET' as const, coupon_codes: '[]', idempotency_key: id, created_at: at,
    });
    await w.s.db.insertInto('pay_orders').values([order('st-o1', 1250, day('2020-06-01')), order('st-o2', 399, day('2020-06-01', 18)), order('st-o3', 100, day('2020-07-02'))]).execute();
    expect((await w.api.get(`${A}/stats/revenue${q}`, w.admin)).body).toMatchObject({
      total: 1749, DAY: [{ _id: { MONTH: 6, DAY: 1 }, count: 1649 }, { _id: { MONTH: 7, DAY: 2 }, count: 100 }], YEAR: [{ count: 1749 }],
    });
    expect((await w.api.get(`${A}/stats/orders${q}`, w.admin)).body).toMatchObject({ total: 3, MONTH: [{ count: 2 }, { count: 1 }] });
    const empty = await w.api.get(`${A}/stats/messages?startDate=2001-01-01&endDate=2001-01-02`, w.admin);
    expect(empty.body).toEqual({ DAY: [], MONTH: [], YEAR: [], total: 0 });
  });

  it('refuses non-admins (403) and bad queries (400)', async () => {
    const m = await newMember(w.api, 'stnon');
    expect((await w.api.get(`${A}/stats/sign-ups`, m.accessToken)).status).toBe(403);
    expect((await w.api.get(`${A}/stats-sharing`, m.accessToken)).status).toBe(403);
    expect((await w.api.patch(`${A}/stats-sharing`, { kind: 'orders', shared: true }, m.accessToken)).status).toBe(403);
    expect((await w.api.get(`${A}/stats/sign-ups`)).status).toBe(401);
    expect((await w.api.get(`${A}/stats/nope`, w.admin)).status).toBe(400);
    expect((await w.api.get(`${A}/stats/sign-ups?startDate=2020-13-01`, w.admin)).status).toBe(400);
    expect(await w.api.get(`${A}/stats/sign-ups?startDate=2020-05-01&endDate=2020-04-01`, w.admin)).toMatchObject({ status: 400, body: { message: expect.stringContaining('End date cannot be before start date') } });
    expect((await w.api.get(`${A}/stats/sign-ups?foo=1`, w.admin)).status).toBe(400);
    const audits = await rowCount(w.s, 'admin_audit');
    expect((await w.api.patch(`${A}/stats-sharing`, { kind: 'nope', shared: true }, w.admin)).status).toBe(400);
    expect((await w.api.patch(`${A}/stats-sharing`, { kind: 'orders' }, w.admin)).status).toBe(400);
    expect(await rowCount(w.s, 'admin_audit')).toBe(audits);
  });

  it('a grantee sees only the statistics shared with grantees; others are refused', async () => {
    const g = await newMember(w.api, 'stgr');
    const m = await newMember(w.api, 'stmem');
    expect((await w.api.patch(`${A}/users/${g.id}`, { grantee: true }, w.admin)).status).toBe(200);
    expect((await w.api.get(`${G}/stats`, g.accessToken)).body).toEqual({ shared: [] });
    expect(await w.api.get(`${G}/stats/sign-ups`, g.accessToken)).toMatchObject({ status: 403, body: { message: 'This statistic is not shared with grantees' } });
    const audits = await rowCount(w.s, 'admin_audit');
    const granteeEvents = () => w.s.db.selectFrom('events').select('seq').where('user_id', '=', g.id).execute().then((r) => r.length);
    const before = await granteeEvents();
    expect((await w.api.patch(`${A}/stats-sharing`, { kind: 'sign-ups', shared: true }, w.admin)).body).toEqual({ shared: ['sign-ups'] });
    expect(await granteeEvents()).toBe(before + 1);
    expect((await w.api.patch(`${A}/stats-sharing`, { kind: 'companies', shared: true }, w.admin)).body).toEqual({ shared: ['sign-ups', 'companies'] });
    expect((await w.api.patch(`${A}/stats-sharing`, { kind: 'companies', shared: false }, w.admin)).body).toEqual({ shared: ['sign-ups'] });
    expect(await rowCount(w.s, 'admin_audit')).toBe(audits + 3);
    expect((await w.api.get(`${A}/stats-sharing`, w.admin)).body).toEqual({ shared: ['sign-ups'] });
    expect((await w.api.get(`${G}/stats`, g.accessToken)).body).toEqual({ shared: ['sign-ups'] });
    expect((await w.api.get(`${G}/stats/sign-ups?startDate=2020-01-01&endDate=2020-12-31`, g.accessToken)).body).toMatchObject({ total: 3 });
    expect((await w.api.get(`${G}/stats/companies`, g.accessToken)).status).toBe(403);
    expect((await w.api.get(`${G}/stats/nope`, g.accessToken)).status).toBe(400);
    expect(await w.api.get(`${G}/stats/sign-ups`, m.accessToken)).toMatchObject({ status: 403, body: { message: 'Only a grantee may see these statistics' } });
    expect((await w.api.get(`${G}/stats`, m.accessToken)).status).toBe(403);
    expect((await w.api.get(`${A}/stats/sign-ups`, g.accessToken)).status).toBe(403);
  });
});

describe('the statistics section of the admin permissions', () => {
  it('an admin without the Statistics section is refused its routes; given back, they pass', async () => {
    const m = await newMember(w.api, 'stadm');
    expect((await w.api.patch(`${A}/users/${m.id}`, { admin: true }, w.admin)).status).toBe(200);
    const P = `${A}/permissions/${m.id}`;
    expect((await w.api.patch(P, { denied: ['stats'] }, w.admin)).status).toBe(200);
    expect(await w.api.get(`${A}/stats/orders`, m.accessToken)).toMatchObject({ status: 403, body: { message: 'You may not use this section of the Admin Portal' } });
    expect((await w.api.patch(`${A}/stats-sharing`, { kind: 'orders', shared: true }, m.accessToken)).status).toBe(403);
    expect((await w.api.get(`${A}/stats/orders`, w.admin)).status).toBe(200);
    expect((await w.api.patch(P, { denied: [] }, w.admin)).status).toBe(200);
    expect((await w.api.get(`${A}/stats/orders`, m.accessToken)).status).toBe(200);
  });
});
