// Click rules at their edges: a burst of the same visitor's clicks at once counts once (the campaign row lock orders
// them); a signed-in member counts once whatever visitor id their browser sends (the account is the key); a member of
// the advertiser's company (not its owner) is never counted; a stranger's first click is counted and charged once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backends } from '../harness';
import { withOwner } from '../../../server/src/companies/tables';
import { companyAreaServer } from '../companies/setup';
import { act, C, campaign, click, fund, template } from './setup';

describe.each(backends())('ad click rules on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('parallel clicks count once; the account is the key; the advertiser company members never count', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Alice Click Rules');
    const staff = await t.member();
    const bob = await t.member();
    await withOwner(s.db).insertInto('company_members').values({ id: randomUUID(), company_id: alice.companyId, user_id: staff.id, created_at: s.clock.now() }).execute();
    await fund(api, alice.accessToken, 3000);
    const c = await campaign(api, s, alice.accessToken, (await template(api, alice.accessToken, alice.companyId)).id, { budgetCents: 2000, cpcCents: 100 });
    expect((await act(api, alice.accessToken, c.id, 'START')).status).toBe(200);

    const burst = await Promise.all(Array.from({ length: 6 }, () => click(api, c.id, undefined, 'burst-visitor-1')));
    expect(burst.filter((r) => r.body.counted)).toHaveLength(1);
    const bobs = await Promise.all(['bob-browser-1', 'bob-browser-2', 'bob-browser-3'].map((v) => click(api, c.id, bob.accessToken, v)));
    expect(bobs.filter((r) => r.body.counted)).toHaveLength(1);
    const mine = await click(api, c.id, staff.accessToken, 'staff-browser-1');
    expect(mine.body).toMatchObject({ counted: false, redirectUrl: `/profile/${alice.profileName}` });

    const row = await s.db.selectFrom('ad_campaigns').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    expect([row.clicks, row.spent_cents]).toEqual([2, 200]);
    expect(await t.count('ad_clicks')).toBeGreaterThanOrEqual(2);
    const logged = await s.db.selectFrom('ad_clicks').select(['viewer_key', 'cost_cents']).where('campaign_id', '=', c.id).orderBy('viewer_key').execute();
    expect(logged).toEqual([{ viewer_key: `u:${bob.id}`, cost_cents: 100 }, { viewer_key: 'v:burst-visitor-1', cost_cents: 100 }]);
    expect((await api.get(`${C}/ad-campaigns/${c.id}/clicks`, alice.accessToken)).body.total).toBe(2);
  });
});
