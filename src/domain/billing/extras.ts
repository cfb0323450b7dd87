// MTZ plans (the site's own paid plans), MTZ points, donations and refunds: entities and their pure rules.
import type { Order, PaymentMethod } from './types';

export type MtzPlan = { id: string; name: string; description: string; cents: number; type: 'month' | 'year' };
/** spec 3: mtzPlanId, cancelled, ready, plan.name (ready: its last payment went through) */
export type MtzPlanSubscription = {
  id: string; mtzPlanId: string; plan: MtzPlan; cancelled: boolean; ready: boolean; nextExpiredAt: number;
  paymentMethod: PaymentMethod; paymentError: string | null; createdAt: number;
};

/** spec 4: "Subscription label: cancelled, inactive (not ready), or plan name." */
export function mtzSubscriptionLabel(s: Pick<MtzPlanSubscription, 'cancelled' | 'ready' | 'plan'>): string {
  if (s.cancelled) return 'Cancelled';
  if (!s.ready) return 'Inactive';
  return s.plan.name;
}

// RULE (MTZ points): a paid order earns one point per whole dollar actually paid (finalCents, fee included,
// rounded down); deposits, payouts and refunded orders earn nothing. Orders made since the site admin's point
// rates and promotions keep the points they earned then (admin-money.ts pointsEarned); this is the rule of older ones.
export const POINT_EARNING_KINDS = ['CHARGE', 'CG_MEMBER_ORDER', 'CG_MEMBER_SUBSCRIPTION', 'DONATION', 'MTZ_PLAN', 'CG_SPONSOR_SUBSCRIPTION'] as const;
export function pointsFor(o: Pick<Order, 'kind' | 'finalCents' | 'refundedAt'>): number {
  if (o.refundedAt !== null || !(POINT_EARNING_KINDS as readonly string[]).includes(o.kind)) return 0;
  return Math.floor(o.finalCents / 100);
}
/** orderId null: points not earned by a payment (referral rewards) */
export type PointsEntry = { orderId: string | null; description: string; points: number; createdAt: number };
export type MtzPoints = { points: number; entries: PointsEntry[] };

/** Donations (spec 5): at least $2, paid to the group's owner; the donor's contact is kept with the order. */
export const MIN_DONATION_CENTS = 200;
export const DONATION_MESSAGES = {
  email: 'Email is required',
  firstname: 'First name is required',
  lastname: 'Last name is required',
  minimum: 'Amount minimum is $2',
  confirmMismatch: 'Confirm email does not match email',
  emailMismatch: 'Email does not match',
  amount: 'Please select an amount',
  selectMethod: 'Please select a payment method',
  method: 'Payment method is required',
  needCard: 'You need to add a card to make payment',
  walletLow: 'Your wallet balance is not enough to make payment',
  guestWallet: 'Please login to pay from your wallet',
  ownGroup: 'You cannot donate to your own group',
  disabled: 'Donations are not enabled for this group',
  maxAmounts: 'At most 5 amounts',
  duplicateAmount: 'This amount exists already',
  amountInvalid: 'Enter an amount in dollars',
  enableFirst: 'Amounts can be managed only when the donation is enabled',
  exists: 'This group has a donation already',
  title: 'Title is required',
  titleLong: 'Title is too long',
  descriptionLong: 'Description can be at most 1000 characters',
  created: 'Donation created',
  updated: 'Donation updated',
  amountAdded: 'Amount added',
  amountDeleted: 'Amount deleted',
  invalid: 'Invalid donation',
} as const;
/** guest: given by a visitor with a card token (the buyer is the built-in guest donor) */
export type Donation = Order & { groupName: string; groupProfileName: string; donorEmail: string; donorName: string; guest: boolean };
export type Donations = { given: Donation[]; received: Donation[] };

export const REFUND_MESSAGES = {
  done: 'Order refunded',
  onlySeller: 'Only the seller may refund this order',
  kind: 'Only charges and donations can be refunded here',
  balance: 'Your balance is not enough for this refund',
} as const;

export const PAYMENT_RETRY_SUCCEEDED = 'Payment retry succeeded';
export const NO_FAILED_PAYMENT = 'There is no failed payment to retry';
