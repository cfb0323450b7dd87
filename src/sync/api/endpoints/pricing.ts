// REST calls of the platform's pricing: the MTZ plans with their prices, one plan and price, and the state of a
// payment for the return page of redirect-based payments (merged in ../types.ts and ../routes.ts).
import type { PaymentState, PricingPlan, PricingPrice } from '../../../domain/billing/pricing';
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';

export type PricingEndpoints = {
  'pricing.plans': { in: void; out: PricingPlan[] };
  'pricing.planPrice': { in: { planId: string; priceId: string }; out: { plan: PricingPlan; price: PricingPrice } };
  'pricing.paymentState': { in: { ref: string }; out: PaymentState };
};

const enc = encodeURIComponent;

export const pricingRoutes: RoutesOf<PricingEndpoints> = {
  'pricing.plans': { service: 'payment', method: 'GET', authed: false, stale: NEVER, build: () => ({ path: '/pricing' }) },
  'pricing.planPrice': { service: 'payment', method: 'GET', authed: false, stale: NEVER, build: ({ planId, priceId }) => ({ path: `/pricing/${enc(planId)}/${enc(priceId)}` }) },
  'pricing.paymentState': { service: 'payment', method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION'), on('ORDER')], build: ({ ref }) => ({ path: `/payment-states/${enc(ref)}` }) },
};
