// Demo rows of the money the site admin sets, so its pages are not empty on a fresh demo; none changes what a
// payment costs or earns (the rate is the default one, the promotion has ended, the group's commission is the overall one).
import { DEFAULT_COMMISSION_BPS, DEFAULT_POINTS_PER_DOLLAR } from '../../../src/domain/billing/admin-money';
import { inTransaction, type AppContext } from '../context';

const DAY = 86_400_000;
export const DEMO_MTZ_COUPON = 'mtzlaunch20';

export async function seedAdminMoney(ctx: AppContext): Promise<void> {
  await inTransaction(ctx, async ({ trx, now }) => {
    await trx.insertInto('mtz_coupons').values({
      id: 'demo-mtz-coupon', code: DEMO_MTZ_COUPON, description: '20% off any MTZ plan at launch', type: 'PERCENTAGE', value: 20, plan_ids: '[]',
      starts_at: null, expired_at: null, max_uses: 100, created_at: now,
    }).onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('point_rates').values({ id: 'demo-point-rate', kind: 'CHARGE', points_per_dollar: DEFAULT_POINTS_PER_DOLLAR, effective_from: 0, created_at: now })
      .onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('point_promotions').values({
      id: 'demo-point-promotion', name: 'Launch week', kind: null, type: 'MULTIPLIER', value: 200, starts_at: now - 30 * DAY, ends_at: now - 23 * DAY, created_at: now,
    }).onConflict((oc) => oc.doNothing()).execute();
    const group = await trx.selectFrom('company_groups').select('id').where('profile_name', '=', 'northern-traders').executeTakeFirst();
    if (group) {
      await trx.insertInto('commission_rates').values({ id: 'demo-group-commission', company_group_id: group.id, basis_points: DEFAULT_COMMISSION_BPS, created_at: now, updated_at: now })
        .onConflict((oc) => oc.doNothing()).execute();
    }
  });
}
