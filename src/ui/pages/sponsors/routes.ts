// Routes of the sponsorship area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const SponsorCheckoutPage = lazyPage(() => import('./CheckoutPage'), 'SponsorCheckoutPage');
const SponsorSubscriptionPage = lazyPage(() => import('./SubscriptionPage'), 'SponsorSubscriptionPage');

export const sponsorRoutes = [
  { path: '/checkout/company-group-sponsorship-subscriptions/:priceId', component: SponsorCheckoutPage, area: 'public' },
  { path: '/me/billing/subscriptions/cg-sponsor-subscriptions/:id', component: SponsorSubscriptionPage, area: 'me' },
] as const satisfies readonly AppRoute[];
