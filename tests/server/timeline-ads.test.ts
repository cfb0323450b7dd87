// Sponsored items in the timeline: campaigns with the 'TIMELINE' placement appear marked by kind SPONSORED, at most
// one in every ten items however the feed is paged, chosen by the ads module's serving (targeting, fair rotation),
// their impressions counted; a click goes through the existing click route. Campaigns of other placements never show.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the HTTP assertions short */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backends, type Res } from './harness';
import { companyAreaServer } from './companies/setup';
import { act, C, campaign, fund, template } from './ads/setup';

describe.each(backends())('timeline ads on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('at most one sponsored item in every ten, rotated fairly, impressions counted, clicks through the click route', async () => {
    const { api, s } = t.state;
    const poster = await t.owner('Busy Posters');
    const reader = await t.member();
    await api.post(`${C}/follows`, { companyId: poster.companyId, followerId: reader.id }, reader.accessToken);
    for (let i = 0; i < 40; i++) {
      s.clock.advance(1000);
      await api.post(`${C}/company-posts`, { companyId: poster.companyId, title: `Post ${i}`, content: `<p>${i}</p>` }, poster.accessToken);
    }
    const advertisers = await Promise.all(['Ad One', 'Ad Two'].map((n) => t.owner(n)));
    const ids: string[] = [];
    for (const a of advertisers) {
      await fund(api, a.accessToken, 5000);
      const c = await campaign(api, s, a.accessToken, (await template(api, a.accessToken, a.companyId)).id, { placements: ['TIMELINE'] });
      expect((await act(api, a.accessToken, c.id, 'START')).body.state).toBe('ACTIVE');
      ids.push(c.id);
    }
    const searchOnly = await t.owner('Search Only');
    await fund(api, searchOnly.accessToken, 5000);
    const other = await campaign(api, s, searchOnly.accessToken, (await template(api, searchOnly.accessToken, searchOnly.companyId)).id, { placements: ['SEARCH'], keywords: [] });
    await act(api, searchOnly.accessToken, other.id, 'START');

    const walk = async (limit: number) => {
      const items: any[] = [];
      let cursor: string | null = null;
      do {
        s.clock.advance(1); // the rotation orders by the time each was last served
        const r: Res = await api.get(`${C}/timeline?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, reader.accessToken);
        expect(r.status).toBe(200);
        items.push(...r.body.items);
        cursor = r.body.next;
      } while (cursor);
      return items;
    };
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 50 }), async (limit) => {
      const items = await walk(limit);
      const sponsored = items.map((i, at) => (i.kind === 'SPONSORED' ? at : -1)).filter((at) => at >= 0);
      expect(items.filter((i) => i.kind !== 'SPONSORED')).toHaveLength(40);
      // 40 entries: ads after the 3rd, 12th, 21st and 30th and 39th entry, never two within ten items
      expect(sponsored).toHaveLength(5);
      for (let k = 1; k < sponsored.length; k++) expect(sponsored[k] - sponsored[k - 1]).toBeGreaterThanOrEqual(10);
      for (const at of sponsored) expect(ids).toContain(items[at].ad.campaignId);
    }), { numRuns: 8 });
    // both campaigns were served (fair rotation), impressions counted once per viewer and hour
    const all = await walk(18);
    const served = new Set(all.filter((i) => i.kind === 'SPONSORED').map((i) => i.ad.campaignId));
    expect(served).toEqual(new Set(ids));
    const figures = await Promise.all(advertisers.map(async (a, i) => (await api.get(`${C}/ad-campaigns/${ids[i]}`, a.accessToken)).body));
    for (const f of figures) expect(f.impressions).toBe(1);
    expect((await api.get(`${C}/ad-campaigns/${other.id}`, searchOnly.accessToken)).body.impressions).toBe(0);
    const click = await api.post(`${C}/ad-clicks`, { campaignId: ids[0], placement: 'TIMELINE' }, reader.accessToken);
    expect(click).toMatchObject({ status: 201, body: { counted: true, redirectUrl: `/profile/${advertisers[0].profileName}` } });
    expect((await api.get(`${C}/ad-campaigns/${ids[0]}`, advertisers[0].accessToken)).body).toMatchObject({ clicks: 1, spentCents: 150 });
    expect(s.serverErrors()).toBe(0);
  }, 240_000);
});
