// URL builders of the billing area (merged into `links` in links.ts).
export type BillingSection =
  | 'donations' | 'mtz-points' | 'mtz-coupons' | 'wallet' | 'payment-accounts' | 'subscriptions' | 'order-history'
  | 'subscriptions/my-mtz-subscription' | 'seller';

export const billingLinks = {
  billing: () => '/me/billing',
  billingSection: (section: BillingSection) => `/me/billing/${section}`,
  ticketOrder: (orderId: string) => `/me/billing/order-history/ticket-orders/${encodeURIComponent(orderId)}`,
  cgMemberSubscription: (id: string) => `/me/billing/subscriptions/cg-member-subscriptions/${encodeURIComponent(id)}`,
  groupJoin: (groupProfileName: string) => `/me/billing/group-join/${encodeURIComponent(groupProfileName)}`,
  stripePaymentSuccess: () => '/stripe-payment-success',
  /** after a paid join: the success message, then the group page (kind: which success message) */
  groupSubscribeSuccess: (profileName: string, kind: 'subscription' | 'order') => `/groups/${encodeURIComponent(profileName)}/subscribe_success?kind=${kind}`,
};
