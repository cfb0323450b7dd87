// Routes of the billing area (merged into the one table in ../../app/routes.ts).
import type { AppRoute } from '../../app/route-types';
import { lazyPage } from '../../app/lazy-page';
const CouponsPage = lazyPage(() => import('./CouponsPage'), 'CouponsPage');
const GroupJoinPage = lazyPage(() => import('./GroupJoinPage'), 'GroupJoinPage');
const OrderDetailPage = lazyPage(() => import('./OrdersPages'), 'OrderDetailPage');
const OrderHistoryPage = lazyPage(() => import('./OrdersPages'), 'OrderHistoryPage');
const DonationsPage = lazyPage(() => import('./MtzPages'), 'DonationsPage');
const MtzPointsPage = lazyPage(() => import('./MtzPages'), 'MtzPointsPage');
const MyMtzSubscriptionPage = lazyPage(() => import('./MtzPages'), 'MyMtzSubscriptionPage');
const BillingHomePage = lazyPage(() => import('./OtherPages'), 'BillingHomePage');
const SellerPage = lazyPage(() => import('./OtherPages'), 'SellerPage');
const PaymentAccountsPage = lazyPage(() => import('./PaymentAccountsPage'), 'PaymentAccountsPage');
const SubscribeSuccessPage = lazyPage(() => import('./SubscribeSuccessPage'), 'SubscribeSuccessPage');
const MemberSubscriptionPage = lazyPage(() => import('./SubscriptionsPages'), 'MemberSubscriptionPage');
const SubscriptionsPage = lazyPage(() => import('./SubscriptionsPages'), 'SubscriptionsPage');
const WalletPage = lazyPage(() => import('./WalletPage'), 'WalletPage');

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
  { path: '/groups/:profileName/subscribe_success', component: SubscribeSuccessPage, area: 'public' },
] as const satisfies readonly AppRoute[];
