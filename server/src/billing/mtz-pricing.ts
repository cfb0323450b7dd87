// The platform's pricing page (spec 2 'Pricing'): the MTZ plans as plans with their prices (monthly, yearly) and
// features, one plan and price by id (404 for an unknown one), and the state of a payment for the return page of
// redirect-based payments (/stripe-payment-success): completed, refunded, pending or failed, from the server's rows.
// Each price is an MTZ plan row (mtz_plans): subscribing to a price is subscribing to that row (mtz-plans.ts).
import { z } from 'zod';
import type { Selectable } from 'kysely';
import type { PaymentState, PricingPlan, PricingPrice } from '../../../src/domain/billing/pricing';
import type { AppContext } from '../context';
import type { Migration } from '../db/migrations';
import { defineRoute, type AnyRoute } from '../http/registry';
import { HttpError } from '../http/errors';
import { PAYMENT_BASE as B } from './routes';
import type { BillingTables } from './tables';

export const MTZ_PRICING_MIGRATIONS: Migration[] = [
  {
    // plans group the MTZ plan rows (their prices); features are the plan's selling points, shown on /pricing
    id: 'billing_0100_mtz_plan_families',
    sql: `
      CREATE TABLE mtz_plan_families (
        id text PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        features jsonb NOT NULL DEFAULT '[]'::jsonb,
        rank int4 NOT NULL DEFAULT 0,
        created_at int8 NOT NULL
      );
      ALTER TABLE mtz_plans ADD COLUMN family_id text REFERENCES mtz_plan_families(id);
      INSERT INTO mtz_plan_families (id, name, description, features, rank, created_at) VALUES
        ('starter', 'Starter', 'Ads and stats for one company',
          '["Ad campaigns and organic listings","Company, product and RFQ view statistics","Unlimited products and product menus"]'::jsonb, 1, 0),
        ('business', 'Business', 'Everything in Starter, CRM and email campaigns',
          '["Everything in Starter","CRM contacts, tracking codes and form builders","Email campaigns and layouts","Priority support"]'::jsonb, 2, 0);
      UPDATE mtz_plans SET family_id = 'starter' WHERE id = 'mtz-starter';
      UPDATE mtz_plans SET family_id = 'business' WHERE id IN ('mtz-business', 'mtz-business-year');
    `,
  },
];

export const PRICING_MESSAGES = {
  noPlan: 'No such plan',
  noPrice: 'No such price for this plan',
  noPayment: 'No such payment',
} as const;


type PriceRow = Selectable<BillingTables['mtz_plans']>;
type FamilyRow = Selectable<BillingTables['mtz_plan_families']>;
const toPrice = (r: PriceRow): PricingPrice => ({ id: r.id, name: r.name, description: r.description, cents: r.cents, type: r.type });

/** Plans in rank order, each with its prices ascending; a price row without a plan is a plan of its own. */
export async function listPricing(ctx: AppContext): Promise<PricingPlan[]> {
  const families = await ctx.db.selectFrom('mtz_plan_families').selectAll().orderBy('rank').orderBy('id').execute();
  const prices = await ctx.db.selectFrom('mtz_plans').selectAll().orderBy('cents').orderBy('id').execute();
  const plan = (f: FamilyRow): PricingPlan => ({
    id: f.id, name: f.name, description: f.description, features: f.features, prices: prices.filter((p) => p.family_id === f.id).map(toPrice),
  });
  const alone = prices.filter((p) => p.family_id === null || !families.some((f) => f.id === p.family_id))
    .map((p): PricingPlan => ({ id: p.id, name: p.name, description: p.description, features: [], prices: [toPrice(p)] }));
  return [...families.map(plan).filter((p) => p.prices.length > 0), ...alone];
}

export async function pricingPlanPrice(ctx: AppContext, planId: string, priceId: string): Promise<{ plan: PricingPlan; price: PricingPrice }> {
  const plan = (await listPricing(ctx)).find((p) => p.id === planId);
  if (!plan) throw new HttpError(404, PRICING_MESSAGES.noPlan);
  const price = plan.prices.find((p) => p.id === priceId);
  if (!price) throw new HttpError(404, PRICING_MESSAGES.noPrice);
  return { plan, price };
}

/**
 * The caller's payment named by ref: an order id, a payment intent id, or the idempotency key the client paid with.
 * Only the buyer's own; anything else is 404, so a return page never reports success it cannot see.
 */
export async function paymentState(ctx: AppContext, userId: string, ref: string): Promise<PaymentState> {
  const key = `${userId}:${ref}`;
  const orderBy = (col: 'id' | 'idempotency_key', v: string) =>
    ctx.db.selectFrom('pay_orders').selectAll().where(col, '=', v).where('buyer_user_id', '=', userId).executeTakeFirst();
  const intent = await ctx.db.selectFrom('pay_intents').selectAll().where('buyer_user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', ref), eb('idempotency_key', '=', key)])).executeTakeFirst();
  const order = (await orderBy('id', ref)) ?? (await orderBy('idempotency_key', intent?.idempotency_key ?? key));
  if (order) {
    return {
      state: order.refunded_at !== null ? 'REFUNDED' : 'COMPLETED', orderId: order.id, description: order.description, finalCents: order.final_cents, message: null,
    };
  }
  if (!intent) throw new HttpError(404, PRICING_MESSAGES.noPayment);
  // a SUCCEEDED intent writes its order in the same transaction: without one it is still being settled
  return { state: intent.status === 'FAILED' ? 'FAILED' : 'PENDING', orderId: null, description: null, finalCents: intent.cents, message: intent.message };
}

const tag = 'payment';
const priceSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), cents: z.number(), type: z.enum(['month', 'year']) });
const planSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), features: z.array(z.string()), prices: z.array(priceSchema) });
const idText = z.string().min(1).max(200);

export function mtzPricingRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${B}/pricing`, tag, auth: 'none', summary: 'The MTZ plans with their prices (monthly, yearly) and features',
      response: z.array(planSchema), handler: () => listPricing(ctx),
    }),
    defineRoute({
      method: 'get', path: `${B}/pricing/{planId}/{priceId}`, tag, auth: 'none', summary: 'One MTZ plan and one of its prices (404 when unknown)',
      params: z.object({ planId: idText, priceId: idText }), response: z.object({ plan: planSchema, price: priceSchema }),
      handler: ({ params }) => pricingPlanPrice(ctx, params.planId, params.priceId),
    }),
    defineRoute({
      method: 'get', path: `${B}/payment-states/{ref}`, tag, auth: 'user',
      summary: "The state of the caller's payment (order id, intent id or the client's idempotency key): COMPLETED, REFUNDED, PENDING or FAILED; 404 unknown",
      params: z.object({ ref: idText }),
      response: z.object({
        state: z.enum(['COMPLETED', 'REFUNDED', 'PENDING', 'FAILED']), orderId: z.string().nullable(), description: z.string().nullable(),
        finalCents: z.number().nullable(), message: z.string().nullable(),
      }),
      handler: ({ caller, params }) => paymentState(ctx, caller.userId, params.ref),
    }),
  ];
}
