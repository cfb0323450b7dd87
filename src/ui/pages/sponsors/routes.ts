// Routes of the sponsorship area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { SponsorCheckoutPage } from './CheckoutPage';
import { SponsorSubscriptionPage } from './SubscriptionPage';

export const sponsorRoutes = [
  { path: '/checkout/company-group-sponsorship-subscriptions/:priceId', component: SponsorCheckoutPage, area: 'public' },
  { path: '/me/billing/subscriptions/cg-sponsor-subscriptions/:id', component: SponsorSubscriptionPage, area: 'me' },
] as const satisfies readonly AppRoute[];
