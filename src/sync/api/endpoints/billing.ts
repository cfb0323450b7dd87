// REST calls of the billing area: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
// Paying calls carry an idempotencyKey field: a retried or double-submitted payment charges once.
import type {
  BillingAddress, Card, Donations, MtzPlan, MtzPlanSubscription, MtzPoints, ChargeQuote, Coupon, CouponDraft, MemberPlanOrder, MemberPlanPrice, MemberPlanSubscription, Order, PaymentCustomer,
  PaymentMethod, Payout, SellerBalance, Wallet,
} from '../../../domain/billing';
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';

type Msg = { message: string };
export type MemberJoinInput = {
  cgMemberPlanPriceId: string;
  paymentMethod: PaymentMethod;
  paymentInstrumentId: string | null;
  couponCodes: string[];
  _dryRun?: boolean;
  idempotencyKey?: string;
};
export type MemberJoinResult = { quote: ChargeQuote; message: string | null; subscription: MemberPlanSubscription | null; order: MemberPlanOrder | null };
export type ChargeInput = {
  cents: number; sellerUserId: string; couponCodes: string[]; _dryRun?: boolean; paymentMethod?: PaymentMethod; paymentInstrumentId?: string | null;
  description?: string; idempotencyKey?: string;
};

export type MtzSubscribeInput = {
  mtzPlanId: string; paymentMethod: PaymentMethod; paymentInstrumentId: string | null; couponCodes: string[]; _dryRun?: boolean; idempotencyKey?: string;
};
export type MtzSubscribeResult = { quote: ChargeQuote; message: string | null; subscription: MtzPlanSubscription | null };
export type DonationInput = {
  companyGroupId: string; cents: number; buyerUserEmail: string; buyerUserFirstname: string; buyerUserLastname: string; paymentMethod: PaymentMethod;
  paymentInstrumentId: string | null; couponCodes: string[]; idempotencyKey: string;
};
export type RetryInput = { id: string; paymentMethod: PaymentMethod; paymentInstrumentId: string | null };

export type BillingEndpoints = {
  'billing.customer': { in: void; out: PaymentCustomer | null };
  'billing.customerSave': { in: { paymentMethod: PaymentMethod }; out: PaymentCustomer };
  'billing.sandboxToken': { in: { number: string; expMonth: number; expYear: number; cvc: string }; out: { id: string } };
  'billing.cards': { in: void; out: Card[] };
  'billing.cardCreate': { in: { name: string; tmpToken: string }; out: { card: Card; message: string } };
  'billing.cardDefault': { in: { id: string }; out: { card: Card; message: string } };
  'billing.cardDelete': { in: { id: string }; out: Msg };
  'billing.addresses': { in: void; out: BillingAddress[] };
  'billing.addressCreate': { in: Omit<BillingAddress, 'id' | 'createdAt'>; out: BillingAddress };
  'billing.addressDelete': { in: { id: string }; out: Msg };
  'billing.wallet': { in: void; out: Wallet };
  'billing.deposit': { in: { cents: number; paymentInstrumentId: string | null; idempotencyKey: string }; out: { order: Order; wallet: Wallet; message: string } };
  'billing.charge': { in: ChargeInput; out: { quote: ChargeQuote; order: Order | null } };
  'billing.coupons': { in: { sellerUserIds: string; limit: number; skip: number }; out: Coupon[] };
  'billing.couponStats': { in: { sellerUserIds: string }; out: { all: { count: number } } };
  'billing.couponCreate': { in: CouponDraft; out: Coupon };
  'billing.couponUpdate': { in: { id: string; patch: Partial<CouponDraft> }; out: { coupon: Coupon; message: string } };
  'billing.couponDelete': { in: { id: string }; out: Msg };
  'billing.orders': { in: { skip: number; limit: number }; out: Order[] };
  'billing.order': { in: { id: string }; out: Order };
  'billing.subscriptions': { in: void; out: MemberPlanSubscription[] };
  'billing.balance': { in: void; out: SellerBalance };
  'billing.payouts': { in: void; out: Payout[] };
  'billing.payoutCreate': { in: { cents: number; idempotencyKey: string }; out: Payout };
  'billing.accountSetupLink': { in: void; out: { url: string } };
  'billing.dashboardLink': { in: void; out: { url: string } };
  'billing.sales': { in: { skip: number; limit: number }; out: Order[] };
  'billing.refund': { in: { id: string }; out: { order: Order; message: string } };
  'billing.donations': { in: void; out: Donations };
  'billing.donate': { in: DonationInput; out: { order: Order; message: string } };
  'billing.points': { in: void; out: MtzPoints };
  'billing.mtzPlans': { in: void; out: MtzPlan[] };
  'billing.mtzSubscription': { in: void; out: MtzPlanSubscription | null };
  'billing.mtzSubscribe': { in: MtzSubscribeInput; out: MtzSubscribeResult };
  'billing.mtzCancel': { in: { cancelled: boolean }; out: MtzPlanSubscription };
  'memberPlans.subscriptionRetry': { in: RetryInput; out: MemberPlanSubscription & { message?: string } };
  'memberPlans.plan': { in: { profileName: string }; out: { group: { id: string; name: string; profileName: string; ownerId: string }; prices: MemberPlanPrice[] } };
  'memberPlans.prices': { in: { companyGroupIds: string; asDeactivated?: boolean }; out: MemberPlanPrice[] };
  'memberPlans.order': { in: MemberJoinInput; out: MemberJoinResult };
  'memberPlans.subscribe': { in: MemberJoinInput; out: MemberJoinResult };
  'memberPlans.orders': { in: { asCompleted?: boolean }; out: MemberPlanOrder[] };
  'memberPlans.subscriptions': { in: void; out: MemberPlanSubscription[] };
  'memberPlans.subscription': { in: { id: string }; out: MemberPlanSubscription };
  'memberPlans.subscriptionCancel': { in: { id: string; cancelled: boolean }; out: MemberPlanSubscription };
};

const pay = 'payment' as const;
const co = 'company' as const;

export const billingRoutes: RoutesOf<BillingEndpoints> = {
  'billing.customer': { service: pay, method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/customers/mine' }) },
  'billing.customerSave': { service: pay, method: 'POST', authed: true, build: (body) => ({ path: '/customers', body }) },
  'billing.sandboxToken': { service: pay, method: 'POST', authed: false, build: (body) => ({ path: '/sandbox/tokens', body }) },
  'billing.cards': { service: pay, method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/cards' }) },
  'billing.cardCreate': { service: pay, method: 'POST', authed: true, build: (body) => ({ path: '/cards', body }) },
  'billing.cardDefault': { service: pay, method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/cards/${encodeURIComponent(id)}`, body: { asDefault: true } }) },
  'billing.cardDelete': { service: pay, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/cards/${encodeURIComponent(id)}` }) },
  'billing.addresses': { service: pay, method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/billing-addresses' }) },
  'billing.addressCreate': { service: pay, method: 'POST', authed: true, build: (body) => ({ path: '/billing-addresses', body }) },
  'billing.addressDelete': { service: pay, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/billing-addresses/${encodeURIComponent(id)}` }) },
  'billing.wallet': { service: pay, method: 'GET', authed: true, stale: [on('ORDER')], build: () => ({ path: '/wallets/mine' }) },
  'billing.deposit': { service: pay, method: 'POST', authed: true, build: (b) => ({ path: '/wallet-deposits', body: { ...b, paymentMethod: 'CARD' } }) },
  'billing.charge': { service: pay, method: 'POST', authed: true, build: (body) => ({ path: '/charges', body }) },
  'billing.coupons': { service: pay, method: 'GET', authed: true, stale: [on('ORDER')], build: (query) => ({ path: '/coupons', query }) },
  'billing.couponStats': { service: pay, method: 'GET', authed: true, stale: [on('ORDER')], build: (query) => ({ path: '/coupons/stats', query }) },
  'billing.couponCreate': { service: pay, method: 'POST', authed: true, build: (body) => ({ path: '/coupons', body }) },
  'billing.couponUpdate': { service: pay, method: 'PATCH', authed: true, build: ({ id, patch }) => ({ path: `/coupons/${encodeURIComponent(id)}`, body: patch }) },
  'billing.couponDelete': { service: pay, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/coupons/${encodeURIComponent(id)}` }) },
  'billing.orders': { service: pay, method: 'GET', authed: true, stale: [on('ORDER'), on('MTZPLANSUBSCRIPTION')], build: (query) => ({ path: '/orders', query }) },
  'billing.order': { service: pay, method: 'GET', authed: true, stale: [on('ORDER', { ids: ['id'] })], build: ({ id }) => ({ path: `/orders/${encodeURIComponent(id)}` }) },
  'billing.subscriptions': { service: pay, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: () => ({ path: '/subscriptions' }) },
  'billing.balance': { service: pay, method: 'GET', authed: true, stale: [on('ORDER'), on('MTZPLANSUBSCRIPTION')], build: () => ({ path: '/sellers/mine/balance' }) },
  'billing.payouts': { service: pay, method: 'GET', authed: true, stale: [on('ORDER')], build: () => ({ path: '/payouts' }) },
  'billing.payoutCreate': { service: pay, method: 'POST', authed: true, build: (body) => ({ path: '/payouts', body }) },
  'billing.accountSetupLink': { service: pay, method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/account-setup-link' }) },
  'billing.dashboardLink': { service: pay, method: 'GET', authed: true, stale: NEVER, build: () => ({ path: '/dashboard-link' }) },
  'billing.sales': { service: pay, method: 'GET', authed: true, stale: [on('ORDER'), on('MTZPLANSUBSCRIPTION')], build: (query) => ({ path: '/sales', query }) },
  'billing.refund': { service: pay, method: 'POST', authed: true, build: ({ id }) => ({ path: `/orders/${encodeURIComponent(id)}/refunds`, body: {} }) },
  'billing.donations': { service: pay, method: 'GET', authed: true, stale: [on('ORDER')], build: () => ({ path: '/donations' }) },
  'billing.donate': { service: pay, method: 'POST', authed: true, build: (body) => ({ path: '/donations', body }) },
  'billing.points': { service: pay, method: 'GET', authed: true, stale: [on('ORDER'), on('MTZPLANSUBSCRIPTION')], build: () => ({ path: '/points/mine' }) },
  'billing.mtzPlans': { service: pay, method: 'GET', authed: false, stale: NEVER, build: () => ({ path: '/plans' }) },
  'billing.mtzSubscription': { service: pay, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: () => ({ path: '/mtz-plan-subscriptions/mine' }) },
  'billing.mtzSubscribe': { service: pay, method: 'POST', authed: true, build: (body) => ({ path: '/mtz-plan-subscriptions', body }) },
  'billing.mtzCancel': { service: pay, method: 'PATCH', authed: true, build: (body) => ({ path: '/mtz-plan-subscriptions/mine', body }) },
  'memberPlans.subscriptionRetry': {
    service: co, method: 'PATCH', authed: true,
    build: ({ id, ...m }) => ({ path: `/cg-member-plan-subscriptions/${encodeURIComponent(id)}`, body: { _recharge: true, ...m } }),
  },
  'memberPlans.plan': { service: co, method: 'GET', authed: false, stale: [on('MTZPLANSUBSCRIPTION')], build: ({ profileName }) => ({ path: `/cg-member-plans/${encodeURIComponent(profileName)}` }) },
  'memberPlans.prices': { service: co, method: 'GET', authed: false, stale: NEVER, build: (query) => ({ path: '/cg-member-plan-prices', query }) },
  'memberPlans.order': { service: co, method: 'POST', authed: true, build: (body) => ({ path: '/cg-member-plan-orders', body }) },
  'memberPlans.subscribe': { service: co, method: 'POST', authed: true, build: (body) => ({ path: '/cg-member-plan-subscriptions', body }) },
  'memberPlans.orders': { service: co, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION'), on('ORDER')], build: (query) => ({ path: '/cg-member-plan-orders', query }) },
  'memberPlans.subscriptions': { service: co, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: () => ({ path: '/cg-member-plan-subscriptions' }) },
  'memberPlans.subscription': { service: co, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: ({ id }) => ({ path: `/cg-member-plan-subscriptions/${encodeURIComponent(id)}` }) },
  'memberPlans.subscriptionCancel': { service: co, method: 'PATCH', authed: true, build: ({ id, cancelled }) => ({ path: `/cg-member-plan-subscriptions/${encodeURIComponent(id)}`, body: { cancelled } }) },
};
