// Demo data of billing: a paid group owned by Alice with subscription and one-time prices, a coupon of hers, and
// Bob's membership whose renewal failed (shows the payment error and Retry).
import { randomUUID } from 'node:crypto';
import { addMonthsUtc } from '../../../src/domain/billing';
import { inTransaction, type AppContext } from '../context';
import { BILLING_MESSAGES } from './payments';

export const PAID_GROUP = { name: 'Premium Buyers Club', profileName: 'premium-buyers-club' } as const;
export const DEMO_COUPON = 'welcome10';

export async function seedBilling(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    const alice = await trx.selectFrom('users').select('id').where('email', '=', 'alice@mtz.test').executeTakeFirst();
    if (!alice) return;
    const exists = await trx.selectFrom('company_groups').select('id').where('profile_name', '=', PAID_GROUP.profileName).executeTakeFirst();
    if (exists) return;
    const groupId = randomUUID();
    await trx.insertInto('company_groups').values({
      id: groupId, name: PAID_GROUP.name, profile_name: PAID_GROUP.profileName, description: 'A paid group for verified buyers: monthly, yearly or one-time membership.',
      owner_id: alice.id, as_private: false, as_premium: true, as_member_approval_required: false, as_member_self_hide_allowed: false,
      as_member_hidden_by_default: false, meta: JSON.stringify({ memSubHeader: 'Join the Premium Buyers Club' }), logo_url: null, banner_url: null, created_at: now,
    }).execute();
    await trx.insertInto('company_group_members').values({ id: randomUUID(), company_group_id: groupId, user_id: alice.id, role: 'ADMIN', hidden: false, group_category_ids: '[]', created_at: now }).execute();
    const prices = [
      { cents: 1000, type: 'month' as const, description: 'Monthly membership', month_number: null },
      { cents: 10000, type: 'year' as const, description: 'Yearly membership', month_number: null },
      { cents: 2500, type: 'one_time' as const, description: 'Three months', month_number: 3 },
    ];
    const priceRows = prices.map((p) => ({ id: randomUUID(), company_group_id: groupId, as_deactivated: false, created_at: now, ...p }));
    await trx.insertInto('cg_member_plan_prices').values(priceRows).execute();
    // Bob's monthly membership, paid from his (empty) wallet: its renewal is due and failed — the demo of Retry
    const bob = await trx.selectFrom('users').select('id').where('email', '=', 'bob@mtz.test').executeTakeFirst();
    const monthly = priceRows[0];
    if (bob && monthly) {
      await trx.insertInto('cg_member_plan_subscriptions').values({
        id: randomUUID(), user_id: bob.id, company_group_id: groupId, cg_member_plan_price_id: monthly.id, cents: monthly.cents, payment_method: 'WALLET',
        payment_instrument_id: null, next_expired_at: now, cancelled: false, ended_at: null, payment_error: BILLING_MESSAGES.walletLow, created_at: addMonthsUtc(now, -1),
      }).execute();
      await trx.insertInto('company_group_members').values({ id: randomUUID(), company_group_id: groupId, user_id: bob.id, role: 'MEMBER', hidden: false, group_category_ids: '[]', created_at: now }).execute();
    }
    await trx.insertInto('pay_coupons').values({
      id: randomUUID(), seller_user_id: alice.id, code: DEMO_COUPON, description: '10% off any membership', type: 'PERCENTAGE', value: 10,
      expired_at: null, quantity: null, min_to_apply_cents: null, max_to_apply_cents: null, created_at: now,
    }).onConflict((oc) => oc.column('code').doNothing()).execute();
  });
}
