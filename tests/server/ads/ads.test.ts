// Advertising on the server: templates and their checked targets, a campaign's budget reserved from the wallet,
// spent per counted click and returned when it ends (the wallet ledger shows both), click rules (once per visitor
// per ad per hour, never the advertiser's own company), targeting, fair rotation, live events to the advertiser.
import { describe, expect, it } from 'vitest';
import { backends, login } from '../harness';
import { companyAreaServer, PNG } from '../companies/setup';
import { act, C, campaign, click, fund, serve, template, wallet } from './setup';

describe.each(backends())('advertising on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('templates link to what the member may advertise; bad input and others\' things are refused, nothing written', async () => {
    const { api } = t.state;
    const alice = await t.owner('Alice Valves');
    const bob = await t.owner('Bob Pumps');
    const made = await api.post(`${C}/ad-templates`, { headline: 'Valves', text: 'Any size', imageUrl: PNG, targetType: 'COMPANY', targetId: alice.companyId }, alice.accessToken);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ headline: 'Valves', targetLink: `/profile/${alice.profileName}`, targetLabel: 'Alice Valves', imageUrl: PNG });
    const before = await t.count('ad_templates');
    const refused = [
      [{ headline: 'X', text: 'Y', targetType: 'COMPANY', targetId: bob.companyId }, 403, 'You can only link an ad to your own company or its products'],
      [{ headline: 'X', text: 'Y', targetType: 'GROUP', targetId: 'nope' }, 404, 'The ad target was not found'],
      [{ headline: '', text: 'Y', targetType: 'COMPANY', targetId: alice.companyId }, 400, 'headline: Headline is required'],
      [{ headline: 'X', text: 'Y', imageUrl: 'http://x', targetType: 'COMPANY', targetId: alice.companyId }, 400, 'imageUrl: must be a base64 image data URL'],
    ] as const;
    for (const [body, status, message] of refused) {
      expect(await api.post(`${C}/ad-templates`, body, alice.accessToken)).toMatchObject({ status, body: { message } });
    }
    expect(await t.count('ad_templates')).toBe(before);
    expect((await api.get(`${C}/ad-templates`, bob.accessToken)).body).toEqual([]);
    expect((await t.del(`${C}/ad-templates/${made.body.id}`, bob.accessToken)).status).toBe(404);
  });

  it('starting reserves the budget from the wallet; a counted click spends; ending returns the rest; the ledger shows both', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Alice Valves');
    const bob = await t.member();
    await fund(api, alice.accessToken, 5000);
    const c = await campaign(api, s, alice.accessToken, (await template(api, alice.accessToken, alice.companyId)).id);
    expect(c).toMatchObject({ state: 'DRAFT', reservedCents: 0 });
    expect((await serve(api, 'SEARCH', 'valve', bob.accessToken)).body.ad).toBeNull();
    expect((await act(api, alice.accessToken, c.id, 'START')).body).toMatchObject({ state: 'ACTIVE', reservedCents: 1000 });
    expect(await wallet(api, alice.accessToken)).toBe(4000);
    const served = await serve(api, 'SEARCH', 'brass valves', bob.accessToken);
    expect(served.body.ad).toMatchObject({ campaignId: c.id, headline: 'Steel valves', targetLink: `/profile/${alice.profileName}` });
    expect(await click(api, c.id, bob.accessToken)).toMatchObject({ status: 201, body: { counted: true, redirectUrl: `/profile/${alice.profileName}` } });
    const live = (await t.events(alice.accessToken)).filter((e) => e.resourceType === 'ADVERTISING').map((e) => `${e.action}.${e.resource.kind}`);
    expect(live).toEqual(['CREATED.TEMPLATE', 'CREATED.CAMPAIGN', 'UPDATED.CAMPAIGN', 'UPDATED.CAMPAIGN']);
    const got = (await api.get(`${C}/ad-campaigns/${c.id}`, alice.accessToken)).body;
    expect(got).toMatchObject({ impressions: 1, clicks: 1, spentCents: 150 });
    expect((await api.get(`${C}/ad-campaigns/${c.id}/clicks`, alice.accessToken)).body).toMatchObject({ total: 1, items: [{ costCents: 150, clicker: { id: bob.id } }] });
    const stats = (await api.get(`${C}/ad-campaigns/${c.id}/clicks/stats`, alice.accessToken)).body;
    expect(stats.DAY.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(1);
    expect((await api.get(`${C}/ad-campaigns/${c.id}`, bob.accessToken)).status).toBe(404);
    expect((await act(api, bob.accessToken, c.id, 'END')).status).toBe(404);
    expect((await act(api, alice.accessToken, c.id, 'END')).body).toMatchObject({ state: 'ENDED', spentCents: 150, returnedCents: 850 });
    expect(await wallet(api, alice.accessToken)).toBe(4850);
    const ledger = await s.db.selectFrom('pay_ledger').select(['account', 'cents', 'idempotency_key']).where('user_id', '=', alice.id).where('idempotency_key', 'like', 'ad-%').orderBy('n').execute();
    expect(ledger).toEqual([
      { account: 'WALLET', cents: -1000, idempotency_key: `ad-reserve:${c.id}` },
      { account: 'WALLET', cents: 850, idempotency_key: `ad-return:${c.id}` },
    ]);
    expect((await act(api, alice.accessToken, c.id, 'END'))).toMatchObject({ status: 409, body: { message: 'The campaign has already ended' } });
    expect((await serve(api, 'SEARCH', 'valve', bob.accessToken)).body.ad).toBeNull();
    expect(await click(api, c.id, bob.accessToken)).toMatchObject({ body: { counted: false } });
  });

  it('a start with too little in the wallet is refused (402) and writes nothing; a budget below one click is refused', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Poor Co');
    const tpl = await template(api, alice.accessToken, alice.companyId);
    const c = await campaign(api, s, alice.accessToken, tpl.id);
    expect(await act(api, alice.accessToken, c.id, 'START')).toMatchObject({ status: 402, body: { message: 'Your wallet balance is not enough to make payment' } });
    expect((await api.get(`${C}/ad-campaigns/${c.id}`, alice.accessToken)).body).toMatchObject({ state: 'DRAFT', reservedCents: 0 });
    const low = await api.post(`${C}/ad-campaigns`, { name: 'X', templateId: tpl.id, placements: ['SEARCH'], startsAt: 0, budgetCents: 100, cpcCents: 150 }, alice.accessToken);
    expect(low).toMatchObject({ status: 400, body: { message: 'budgetCents: The budget must cover at least one click' } });
  });

  it("a click counts once per visitor per ad per hour, never for the advertiser's own company", async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Alice Valves');
    const bob = await t.member();
    await fund(api, alice.accessToken, 2000);
    const c = await campaign(api, s, alice.accessToken, (await template(api, alice.accessToken, alice.companyId)).id);
    await act(api, alice.accessToken, c.id, 'START');
    expect((await click(api, c.id, bob.accessToken)).body.counted).toBe(true);
    expect((await click(api, c.id, bob.accessToken)).body.counted).toBe(false);
    expect((await click(api, c.id, undefined, 'visitor-0001')).body.counted).toBe(true);
    expect((await click(api, c.id, undefined, 'visitor-0001')).body.counted).toBe(false);
    expect((await click(api, c.id, alice.accessToken)).body.counted).toBe(false);
    // (an hour on, the members' access tokens have expired: the window is shown with a visitor)
    s.clock.advance(59 * 60 * 1000);
    expect((await click(api, c.id, undefined, 'visitor-0001')).body.counted).toBe(false);
    s.clock.advance(2 * 60 * 1000);
    expect((await click(api, c.id, undefined, 'visitor-0001')).body.counted).toBe(true);
    const fresh = await t.member();
    expect((await click(api, c.id, fresh.accessToken)).body.counted).toBe(true);
    const again = (await login(api, alice.email, alice.password)).accessToken;
    expect((await click(api, c.id, again)).body.counted).toBe(false);
    expect((await api.get(`${C}/ad-campaigns/${c.id}`, again)).body).toMatchObject({ clicks: 4, spentCents: 600 });
    // the advertiser sees their ad but it counts no impression
    expect((await serve(api, 'SEARCH', 'valve', (await t.owner('x')).accessToken)).body.ad).toMatchObject({ campaignId: c.id });
    expect((await serve(api, 'SEARCH', 'valve', again)).body.ad).toMatchObject({ campaignId: c.id });
    expect((await api.get(`${C}/ad-campaigns/${c.id}`, again)).body.impressions).toBe(1);
    await act(api, again, c.id, 'PAUSE');
    expect((await click(api, c.id, undefined, 'visitor-0002')).body.counted).toBe(false);
    expect((await serve(api, 'SEARCH', 'valve', fresh.accessToken)).body.ad).toBeNull();
    await act(api, again, c.id, 'END');
  });

  it('the last click that leaves less than one click ends the campaign as budget spent and returns the rest', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Tiny Co');
    await fund(api, alice.accessToken, 1500);
    const c = await campaign(api, s, alice.accessToken, (await template(api, alice.accessToken, alice.companyId)).id, { budgetCents: 300, cpcCents: 200 });
    await act(api, alice.accessToken, c.id, 'START');
    expect(await wallet(api, alice.accessToken)).toBe(1200);
    expect((await click(api, c.id, undefined, 'visitor-1001')).body.counted).toBe(true);
    expect((await api.get(`${C}/ad-campaigns/${c.id}`, alice.accessToken)).body).toMatchObject({ state: 'BUDGET_SPENT', spentCents: 200, returnedCents: 100 });
    expect(await wallet(api, alice.accessToken)).toBe(1300);
  });

  it('targeting: keywords only in search, countries and business types by the viewer\'s company; eligible campaigns rotate', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Target Co');
    const bob = await t.owner('Viewer Co');
    await api.call('PATCH', `${C}/companies/${bob.companyId}`, { country: 'DE' }, bob.accessToken);
    await fund(api, alice.accessToken, 10_000);
    const tpl = await template(api, alice.accessToken, alice.companyId);
    const de = await campaign(api, s, alice.accessToken, tpl.id, { name: 'DE', keywords: ['flange'], countries: ['de'], placements: ['DIRECTORY', 'SEARCH'] });
    const fr = await campaign(api, s, alice.accessToken, tpl.id, { name: 'FR', keywords: ['flange'], countries: ['FR'] });
    const cat = await campaign(api, s, alice.accessToken, tpl.id, { name: 'CAT', keywords: ['flange'], businessTypes: ['cat-1'] });
    for (const c of [de, fr, cat]) await act(api, alice.accessToken, c.id, 'START');
    const served = async (placement: string, keyword: string, token?: string) => (await serve(api, placement, keyword, token)).body.ad?.campaignId ?? null;
    expect(await served('SEARCH', 'pumps', bob.accessToken)).toBeNull();
    expect(await served('SEARCH', 'flange', undefined)).toBeNull();
    const seen = [await served('SEARCH', 'steel flanges', bob.accessToken), await served('SEARCH', 'fla', bob.accessToken), await served('SEARCH', 'flange', bob.accessToken)];
    expect(new Set(seen)).toEqual(new Set([de.id, cat.id]));
    expect(seen[2]).toBe(seen[0]);
    expect([de.id, cat.id]).toContain(await served('DIRECTORY', '', bob.accessToken));
    expect(await served('DIRECTORY', '', undefined)).toBeNull();
    for (const c of [de, fr, cat]) await act(api, alice.accessToken, c.id, 'END');
    expect(await wallet(api, alice.accessToken)).toBe(10_000);
  });

  it('a campaign past its end date is ended by the next read and its rest returns', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Dated Co');
    await fund(api, alice.accessToken, 1500);
    const c = await campaign(api, s, alice.accessToken, (await template(api, alice.accessToken, alice.companyId)).id, { keywords: ['gasket'], endsAt: s.clock.now() + 60_000 });
    await act(api, alice.accessToken, c.id, 'START');
    s.clock.advance(61_000);
    expect((await serve(api, 'SEARCH', 'gasket')).body.ad).toBeNull();
    expect((await api.get(`${C}/ad-campaigns/${c.id}`, alice.accessToken)).body).toMatchObject({ state: 'ENDED', returnedCents: 1000 });
    expect(await wallet(api, alice.accessToken)).toBe(1500);
  });

  it('organic listings: appearances, search clicks and views count once per viewer and hour, never the owner\'s own', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Organic Co');
    const bob = await t.member();
    const product = await api.post(`${C}/products`, { companyId: alice.companyId, name: 'Brass fitting', sku: `BF-${Date.now()}` }, alice.accessToken);
    const record = (kind: string, items: unknown[], token?: string, visitor?: string) => api.post(`${C}/organic-events`, { kind, items, ...(visitor ? { visitor } : {}) }, token);
    expect(product.status).toBe(201);
    const seen = [{ type: 'COMPANY', id: alice.companyId }, { type: 'PRODUCT', id: product.body.id }];
    expect((await record('SEARCH_APPEARANCE', seen, bob.accessToken)).body.recorded).toBe(seen.length);
    expect((await record('SEARCH_APPEARANCE', seen, bob.accessToken)).body.recorded).toBe(0);
    expect((await record('SEARCH_APPEARANCE', seen, undefined, 'visitor-3001')).body.recorded).toBe(seen.length);
    expect((await record('SEARCH_CLICK', [seen[0]], bob.accessToken)).body.recorded).toBe(1);
    expect((await record('PROFILE_VIEW', [seen[0]], alice.accessToken)).body.recorded).toBe(0);
    expect((await record('PROFILE_VIEW', [{ type: 'COMPANY', id: 'no-such-company' }], bob.accessToken)).body.recorded).toBe(0);
    expect((await record('BOGUS', [seen[0]], bob.accessToken)).status).toBe(400);
    const stats = (await api.get(`${C}/organic-listings/stats`, alice.accessToken)).body;
    const total = (k: string) => stats[k].DAY.reduce((n: number, d: { count: number }) => n + d.count, 0);
    expect({ appearances: total('SEARCH_APPEARANCE'), clicks: total('SEARCH_CLICK'), views: total('PROFILE_VIEW') }).toEqual({ appearances: 2 * seen.length, clicks: 1, views: 0 });
    expect((await api.get(`${C}/organic-listings/stats`, bob.accessToken)).body.SEARCH_APPEARANCE.DAY).toEqual([]);
    s.clock.advance(61 * 60 * 1000);
    expect((await record('SEARCH_APPEARANCE', seen, undefined, 'visitor-3001')).body.recorded).toBe(seen.length);
  });
});
