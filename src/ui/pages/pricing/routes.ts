// Routes of the platform's pricing (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const PricingPage = lazyPage(() => import('./PricingPage'), 'PricingPage');
const PricingPlanPage = lazyPage(() => import('./PlanPages'), 'PricingPlanPage');
const PricingPaymentPage = lazyPage(() => import('./PlanPages'), 'PricingPaymentPage');
const PricingSuccessPage = lazyPage(() => import('./PlanPages'), 'PricingSuccessPage');
const PaymentReturnPage = lazyPage(() => import('./PaymentReturnPage'), 'PaymentReturnPage');

export const pricingRoutes = [
  { path: '/pricing', component: PricingPage, area: 'public' },
  { path: '/pricing/:planId/:priceId', component: PricingPlanPage, area: 'public' },
  { path: '/pricing/:planId/:priceId/payment', component: PricingPaymentPage, area: 'public' },
  { path: '/pricing/:planId/:priceId/success', component: PricingSuccessPage, area: 'public' },
  { path: '/stripe-payment-success', component: PaymentReturnPage, area: 'public' },
] as const satisfies readonly AppRoute[];
