// Routes of the billing area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { CouponsPage } from './CouponsPage';
import { GroupJoinPage } from './GroupJoinPage';
import { OrderDetailPage, OrderHistoryPage } from './OrdersPages';
import { DonationsPage, MtzPointsPage, MyMtzSubscriptionPage } from './MtzPages';
import { BillingHomePage, SellerPage, StripePaymentSuccessPage } from './OtherPages';
import { PaymentAccountsPage } from './PaymentAccountsPage';
import { SubscribeSuccessPage } from './SubscribeSuccessPage';
import { MemberSubscriptionPage, SubscriptionsPage } from './SubscriptionsPages';
import { WalletPage } from './WalletPage';

export const billingRoutes = [
  { path: '/me/billing', component: BillingHomePage, area: 'me' },
  { path: '/me/billing/donations', component: DonationsPage, area: 'me' },
  { path: '/me/billing/mtz-points', component: MtzPointsPage, area: 'me' },
  { path: '/me/billing/mtz-coupons', component: CouponsPage, area: 'me' },
  { path: '/me/billing/wallet', component: WalletPage, area: 'me' },
  { path: '/me/billing/payment-accounts', component: PaymentAccountsPage, area: 'me' },
  { path: '/me/billing/subscriptions', component: SubscriptionsPage, area: 'me' },
  { path: '/me/billing/subscriptions/my-mtz-subscription', component: MyMtzSubscriptionPage, area: 'me' },
  { path: '/me/billing/subscriptions/cg-member-subscriptions/:id', component: MemberSubscriptionPage, area: 'me' },
  { path: '/me/billing/order-history', component: OrderHistoryPage, area: 'me' },
  { path: '/me/billing/order-history/ticket-orders/:orderId', component: OrderDetailPage, area: 'me' },
  { path: '/me/billing/seller', component: SellerPage, area: 'me' },
  { path: '/me/billing/group-join/:groupProfileName', component: GroupJoinPage, area: 'me' },
  { path: '/stripe-payment-success', component: StripePaymentSuccessPage, area: 'public' },
  { path: '/groups/:profileName/subscribe_success', component: SubscribeSuccessPage, area: 'public' },
] as const satisfies readonly AppRoute[];
