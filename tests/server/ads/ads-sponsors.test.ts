// Group sponsorships seen as advertising (/me/advertisement/group-sponsors): each of the member's sponsor entries with
// its group, its banner's clicks and what the sponsorship cost (its paid orders), and nobody else's.
import { describe, expect, it } from 'vitest';
import { backends, newMember } from '../harness';
import { companyAreaServer } from '../companies/setup';
import { addCard, newGroup, newPlan, subscribeBody } from '../sponsors/helpers';
import { C } from './setup';

describe.each(backends())('group sponsors as advertising on $name', (backend) => {
  const t = companyAreaServer(backend);

  it('lists the sponsor entry with its banner clicks and the sponsorship\'s cost; others see none of it', async () => {
    const { api, s } = t.state;
    const g = await newGroup(s, api);
    const plan = await newPlan(api, g, { name: 'Gold', rank: 2, max: 5, prices: [[2500, 'month']] });
    const sponsor = await newMember(api, 'sponsor');
    await addCard(api, sponsor.accessToken);
    const paid = await api.post(`${C}/cg-sponsor-subscriptions`, subscribeBody(plan.prices[0].id), sponsor.accessToken);
    expect(paid.status).toBe(200);
    const mine = (await api.get(`${C}/company-group-sponsors/mine`, sponsor.accessToken)).body as { id: string }[];
    expect(mine).toHaveLength(1);
    for (const who of [g.member.accessToken, undefined]) {
      expect((await api.post(`${C}/company-group-sponsors/${mine[0].id}/clicks`, {}, who)).status).toBeLessThan(300);
    }
    const order = await s.db.selectFrom('pay_orders').select('final_cents').where('buyer_user_id', '=', sponsor.id).where('kind', '=', 'CG_SPONSOR_SUBSCRIPTION').executeTakeFirstOrThrow();
    expect(order.final_cents).toBeGreaterThanOrEqual(2500);
    const ads = await api.get(`${C}/ad-group-sponsors`, sponsor.accessToken);
    expect(ads.body).toEqual([expect.objectContaining({ id: mine[0].id, groupName: g.name, groupProfileName: g.profile, live: true, clicks: 2, costCents: order.final_cents })]);
    expect((await api.get(`${C}/ad-group-sponsors`, g.owner.accessToken)).body).toEqual([]);
    expect((await api.get(`${C}/ad-group-sponsors`)).status).toBe(401);
  });
});
