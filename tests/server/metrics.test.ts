// View statistics per route (/api/v1/metric/{company,product,rfq}-views and /stats, viewer settings): only the
// owner reads their views (404 for what does not exist, 403 for someone else's), bad queries 400, a repeat in the
// same hour counts once, and recent viewers show members who allow it (for the views made since), the rest anonymous.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import { describe, expect, it } from 'vitest';
import { backends, login } from './harness';
import { AREAS, listings, M, metricsServer, scopeOf, view } from './metrics/setup';

const HOUR = 60 * 60 * 1000;

describe.each(backends())('view statistics on $name', (backend) => {
  const t = metricsServer(backend);

  it('only the owner reads the views: 404 unknown, 403 someone else\'s, 400 bad query, 401 signed out', async () => {
    const { api, s } = t.state;
    const alice = await t.member();
    const bob = await t.member();
    const l = await listings(s, api, alice);
    for (const area of AREAS) {
      for (const path of [`${M}/${area}`, `${M}/${area}/stats`]) {
        expect((await api.get(`${path}?${scopeOf(area, l)}`, alice.accessToken)).status).toBe(200);
        expect((await api.get(`${path}?${scopeOf(area, l)}`, bob.accessToken)).status).toBe(403);
        expect((await api.get(`${path}?${scopeOf(area, l)}`)).status).toBe(401);
        expect((await api.get(`${path}?startDate=2031-02-30`, alice.accessToken))).toMatchObject({ status: 400, body: { message: expect.stringContaining('startDate') } });
      }
    }
    expect(await api.get(`${M}/company-views/stats?companyId=nope`, alice.accessToken)).toMatchObject({ status: 404, body: { message: 'Company not found' } });
    expect(await api.get(`${M}/product-views/stats?productId=nope`, alice.accessToken)).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await api.get(`${M}/rfq-views/stats?rfqId=nope`, alice.accessToken)).toMatchObject({ status: 404, body: { message: 'RFQ not found' } });
    expect(await api.get(`${M}/company-views/stats?companyId=${l.companyId}`, bob.accessToken)).toMatchObject({ status: 403, body: { message: 'Only the company owner may do this' } });
    expect(await api.get(`${M}/product-views/stats?productId=${l.productId}`, bob.accessToken)).toMatchObject({ status: 403, body: { message: 'Only the company owner may do this' } });
    expect(await api.get(`${M}/rfq-views/stats?rfqId=${l.rfqId}`, bob.accessToken)).toMatchObject({ status: 403, body: { message: 'Only the RFQ owner may do this' } });
    // a member without a company has no company or product views to read; their RFQ views are their own (none yet)
    expect(await api.get(`${M}/company-views/stats`, bob.accessToken)).toMatchObject({ status: 403, body: { message: "You don't have any company..." } });
    expect(await api.get(`${M}/rfq-views/stats`, bob.accessToken)).toMatchObject({ status: 200, body: { all: { count: 0 }, DAY: [] } });
    const settings = await t.count('metric_viewer_settings');
    expect((await api.patch(`${M}/viewer-settings`, { showMe: 'yes' }, bob.accessToken)).status).toBe(400);
    expect((await api.patch(`${M}/viewer-settings`, { showMe: true, extra: 1 }, bob.accessToken)).status).toBe(400);
    expect(await t.count('metric_viewer_settings')).toBe(settings);
    expect(s.serverErrors()).toBe(0);
  });

  it('counts a visit once per hour, never the owner\'s or a company member\'s; shows members who allow it, the rest anonymous', async () => {
    const { api, s } = t.state;
    const alice = await t.member();
    const carol = await t.member();
    const bob = await t.member();
    const dave = await t.member();
    const l = await listings(s, api, alice, carol);
    expect((await api.get(`${M}/viewer-settings`, bob.accessToken)).body).toEqual({ showMe: false, since: null });
    // Bob's visit before he allows it stays anonymous; after, he is shown
    for (const area of AREAS) expect((await view(api, area, l.itemOf[area], { token: bob.accessToken })).body.recorded).toBe(1);
    s.clock.advance(HOUR);
    const on = await api.patch(`${M}/viewer-settings`, { showMe: true }, bob.accessToken);
    expect(on.body).toEqual({ showMe: true, since: s.clock.now() });
    for (const area of AREAS) {
      expect((await view(api, area, l.itemOf[area], { token: bob.accessToken })).body.recorded).toBe(1);
      expect((await view(api, area, l.itemOf[area], { token: bob.accessToken })).body.recorded).toBe(0); // same hour
      expect((await view(api, area, l.itemOf[area], { token: alice.accessToken })).body.recorded).toBe(0); // the owner
      expect((await view(api, area, l.itemOf[area], { token: dave.accessToken })).body.recorded).toBe(1); // not shown
      expect((await view(api, area, l.itemOf[area], { visitor: 'visitor-stats-0001' })).body.recorded).toBe(1);
    }
    expect((await view(api, 'company-views', l.companyId, { token: carol.accessToken })).body.recorded).toBe(0); // a member
    expect((await view(api, 'rfq-views', l.companyId, { token: bob.accessToken })).body.recorded).toBe(0); // a company is no RFQ
    for (const area of AREAS) {
      const stats = (await api.get(`${M}/${area}/stats?${scopeOf(area, l)}`, alice.accessToken)).body;
      expect({ area, all: stats.all.count, day: stats.DAY.length, year: stats.YEAR }).toEqual({ area, all: 4, day: 1, year: [{ _id: { YEAR: 2030 }, count: 4 }] });
      const list = (await api.get(`${M}/${area}?${scopeOf(area, l)}`, alice.accessToken)).body;
      expect(list).toMatchObject({ total: 4, anonymous: 3, viewers: [{ user: { id: bob.id }, views: 1, lastViewedAt: s.clock.now() }] });
      expect(list.viewers[0].item.label).toEqual(area === 'company-views' ? expect.stringContaining('Views Co') : area === 'product-views' ? 'Brass valve' : 'Need 500 gaskets');
      expect((await api.get(`${M}/${area}`, alice.accessToken)).body.total).toBeGreaterThanOrEqual(4); // all of hers
    }
    // each newly counted view told Alice (her open statistics pages refresh), without saying who viewed
    const told = (await api.get('/api/v1/alert/events?afterSeq=0', alice.accessToken)).body.events.filter((e: any) => e.resourceType === 'METRIC');
    expect(told.length).toBe(3 * 4); // Bob twice (before and after allowing it), Dave and the visitor, in each area
    expect(told.every((e: any) => e.action === 'VIEWED' && JSON.stringify(Object.keys(e.resource).sort()) === '["kind","recorded"]')).toBe(true);
    expect((await api.get('/api/v1/alert/events?afterSeq=0', carol.accessToken)).body.events.filter((e: any) => e.resourceType === 'METRIC')).toEqual([]);
    // turned off, Bob is anonymous again
    expect((await api.patch(`${M}/viewer-settings`, { showMe: false }, bob.accessToken)).body).toEqual({ showMe: false, since: null });
    expect((await api.get(`${M}/company-views?companyId=${l.companyId}`, alice.accessToken)).body).toMatchObject({ total: 4, anonymous: 4, viewers: [] });
    // the organic listings report reads the same recording
    const organic = (await api.get('/api/v1/company/organic-listings/stats', alice.accessToken)).body;
    expect(organic.PROFILE_VIEW.YEAR).toEqual([{ _id: { YEAR: 2030 }, count: 4 }]);
    expect(s.serverErrors()).toBe(0);
  });

  it('a fresh demo has views to show: Alice sees Bob (who allows it) among her company\'s recent viewers', async () => {
    const { api } = t.state;
    const alice = await login(api, 'alice@mtz.test', 'Alice123!');
    const list = (await api.get(`${M}/company-views`, alice.accessToken)).body;
    expect(list.total).toBeGreaterThan(list.anonymous);
    expect(list.viewers.map((v: { user: { firstname: string } }) => v.user.firstname)).toContain('Bob');
    for (const area of AREAS) expect((await api.get(`${M}/${area}/stats`, alice.accessToken)).body.all.count).toBeGreaterThan(0);
  });
});
