// Demo data of sponsorship: Gold, Silver and Bronze plans on Northern Traders (Alice's), Bob as a live Silver
// sponsor with text and link (rows written directly: no charge in the seed), and a pending sponsor invite to
// bob@mtz.test from Premium Buyers Club (also Alice's).
import { randomUUID } from 'node:crypto';
import { addMonthsUtc } from '../../../src/domain/billing';
import { inTransaction, type AppContext } from '../context';

export const SPONSOR_SEED = {
  group: 'northern-traders',
  inviteGroup: 'premium-buyers-club',
  plans: [
    { name: 'Gold', rank: 3, max: 2, description: 'Top of the sponsor list with a large banner on the group page.', prices: [{ cents: 15000, type: 'month' }, { cents: 150000, type: 'year' }] },
    { name: 'Silver', rank: 2, max: 5, description: 'A banner in the sponsor list of the group page.', prices: [{ cents: 8000, type: 'month' }, { cents: 80000, type: 'year' }] },
    { name: 'Bronze', rank: 1, max: 10, description: 'Your name and link in the sponsor list.', prices: [{ cents: 3000, type: 'month' }] },
  ],
} as const;

export async function seedSponsors(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    const alice = await trx.selectFrom('users').select('id').where('email', '=', 'alice@mtz.test').executeTakeFirst();
    const bob = await trx.selectFrom('users').select('id').where('email', '=', 'bob@mtz.test').executeTakeFirst();
    const group = await trx.selectFrom('company_groups').select('id').where('profile_name', '=', SPONSOR_SEED.group).where('owner_id', '=', alice?.id ?? '').executeTakeFirst();
    if (!alice || !bob || !group) return;
    if (await trx.selectFrom('cg_sponsor_plans').select('id').where('company_group_id', '=', group.id).executeTakeFirst()) return;
    const priceIds: Record<string, { planId: string; priceId: string }> = {};
    for (const p of SPONSOR_SEED.plans) {
      const planId = randomUUID();
      await trx.insertInto('cg_sponsor_plans').values({
        id: planId, company_group_id: group.id, name: p.name, description: p.description, subscription_max: p.max, rank: p.rank, as_deactivated: false, created_at: now,
      }).execute();
      for (const x of p.prices) {
        const priceId = randomUUID();
        await trx.insertInto('cg_sponsor_plan_prices').values({ id: priceId, cg_sponsor_plan_id: planId, cents: x.cents, type: x.type, as_deactivated: false, created_at: now }).execute();
        if (x.type === 'month') priceIds[p.name] = { planId, priceId };
      }
    }
    // Bob sponsors with Silver, monthly, by card (his default card when he has one at renewal)
    const silver = priceIds.Silver;
    const member = await trx.selectFrom('company_group_members').select('role').where('company_group_id', '=', group.id).where('user_id', '=', bob.id).executeTakeFirst();
    if (silver && member?.role !== 'ADMIN') {
      const subId = randomUUID();
      await trx.insertInto('cg_sponsor_subscriptions').values({
        id: subId, user_id: bob.id, company_group_id: group.id, cg_sponsor_plan_id: silver.planId, cg_sponsor_plan_price_id: silver.priceId, order_id: `seed-${subId}`,
        payment_method: 'CARD', payment_instrument_id: null, cancelled: false, cycle_start_at: now, next_expired_at: addMonthsUtc(now, 1),
        will_downgrade_to_price_id: null, payment_error: null, ended_at: null, created_at: now,
      }).execute();
      const company = await trx.selectFrom('companies').select('id').where('owner_id', '=', bob.id).orderBy('created_at').executeTakeFirst();
      await trx.insertInto('company_group_sponsors').values({
        id: randomUUID(), company_group_id: group.id, cg_sponsor_subscription_id: subId, user_id: bob.id, company_id: company?.id ?? null,
        text: 'Berzins Logistics: freight between Riga and Hamburg every week.', ad_link: 'https://example.test/berzins-logistics',
        banner_id: null, banner_key: null, banner_type: null, created_at: now,
      }).execute();
    }
    const inviteGroup = await trx.selectFrom('company_groups').select('id').where('profile_name', '=', SPONSOR_SEED.inviteGroup).where('owner_id', '=', alice.id).executeTakeFirst();
    if (inviteGroup) {
      await trx.insertInto('cg_sponsor_invites').values({
        id: randomUUID(), company_group_id: inviteGroup.id, email: 'bob@mtz.test', message: 'Would your company like to sponsor the Premium Buyers Club?',
        status: 'PENDING', invited_by: alice.id, created_at: now,
      }).execute();
    }
  });
}
