// The plan label of spec 4 for the current user (GET /company/user): cancelled, inactive (not ready), or the plan's
// name of the running MTZ plan subscription; Free without one. The client's label then follows the subscription live.
import type { Kysely } from 'kysely';
import { mtzSubscriptionLabel } from '../../../src/domain/billing';
import { NO_PLAN_LABEL } from '../../../src/domain/billing/pricing';
import type { DB } from '../db/schema';

export async function planLabelOf(db: Kysely<DB>, userId: string): Promise<string> {
  const s = await db.selectFrom('mtz_plan_subscriptions as s').innerJoin('mtz_plans as p', 'p.id', 's.mtz_plan_id')
    .select(['p.id', 'p.name', 'p.description', 'p.cents', 'p.type', 's.cancelled', 's.ready'])
    .where('s.user_id', '=', userId).where('s.ended_at', 'is', null).executeTakeFirst();
  if (!s) return NO_PLAN_LABEL;
  return mtzSubscriptionLabel({ cancelled: s.cancelled, ready: s.ready, plan: { id: s.id, name: s.name, description: s.description, cents: s.cents, type: s.type } });
}
