// URL builders of the platform's pricing pages (merged into `links` in links.ts).
const enc = encodeURIComponent;

export const pricingLinks = {
  /** /pricing/{planId}/{priceId}, then its payment step and its success page */
  pricingPlan: (planId: string, priceId: string) => `/pricing/${enc(planId)}/${enc(priceId)}`,
  pricingPayment: (planId: string, priceId: string) => `/pricing/${enc(planId)}/${enc(priceId)}/payment`,
  pricingSuccess: (planId: string, priceId: string) => `/pricing/${enc(planId)}/${enc(priceId)}/success`,
};
