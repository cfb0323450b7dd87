// The platform's pricing page (spec 2 'Pricing'): MTZ plans grouping their prices (monthly, yearly) with features,
// and the state of a payment as the return page of a redirect-based payment shows it (spec 4: only what the server
// confirms is called a success).
export type PricingPrice = { id: string; name: string; description: string; cents: number; type: 'month' | 'year' };
export type PricingPlan = { id: string; name: string; description: string; features: string[]; prices: PricingPrice[] };
export type PaymentStateKind = 'COMPLETED' | 'REFUNDED' | 'PENDING' | 'FAILED';
export type PaymentState = { state: PaymentStateKind; orderId: string | null; description: string | null; finalCents: number | null; message: string | null };

export const PAYMENT_STATE_MESSAGES = {
  completed: 'Payment success!',
  refunded: 'This payment was refunded.',
  pending: 'Your payment is being processed. This page updates when it is confirmed.',
  failed: 'Payment failed',
  unknown: 'We could not confirm this payment.',
} as const;

/** What the return page says for a payment state (null: the server knows no such payment of the caller). */
export function paymentStateText(s: Pick<PaymentState, 'state' | 'message'> | null): string {
  if (!s) return PAYMENT_STATE_MESSAGES.unknown;
  if (s.state === 'COMPLETED') return PAYMENT_STATE_MESSAGES.completed;
  if (s.state === 'REFUNDED') return PAYMENT_STATE_MESSAGES.refunded;
  if (s.state === 'PENDING') return PAYMENT_STATE_MESSAGES.pending;
  return s.message ? `${PAYMENT_STATE_MESSAGES.failed}: ${s.message}` : PAYMENT_STATE_MESSAGES.failed;
}

/** The plan label (spec 4) of a member without an MTZ plan subscription. */
export const NO_PLAN_LABEL = 'Free';

export const priceLabel = (p: Pick<PricingPrice, 'type'>): string => (p.type === 'year' ? 'per year' : 'per month');
export const billingCycle = (p: Pick<PricingPrice, 'type'>): string => (p.type === 'year' ? 'Yearly' : 'Monthly');
