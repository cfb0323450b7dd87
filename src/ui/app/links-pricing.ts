// URL builders of the platform's pricing pages (merged into `links` in links.ts).
const enc = encodeURIComponent;

export const pricingLinks = {
  /** /pricing/{planId}/{priceId}, its payment step or its success page */
  pricingPlan: (planId: string, priceId: string, step?: 'payment' | 'success') => `/pricing/${enc(planId)}/${enc(priceId)}${step ? `/${step}` : ''}`,
  myMtzSubscription: () => '/me/billing/subscriptions/my-mtz-subscription',
  orderHistory: () => '/me/billing/order-history',
};
