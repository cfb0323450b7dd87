// Sponsorship rules (spec sections 4, 5, 9): plan changes by rank, remaining slots, field limits, messages.

/** How moving from one plan price to another happens (spec 4):
 *  same rank: the billing cycle switches at the next billing; lower rank: downgrade at the next billing;
 *  higher rank: upgrade at once (charged now). The same price is no change. */
export type PlanChange = 'none' | 'switch' | 'downgrade' | 'upgrade';

export function planChangeOf(current: { rank: number; priceId: string }, target: { rank: number; priceId: string }): PlanChange {
  if (current.priceId === target.priceId) return 'none';
  if (target.rank === current.rank) return 'switch';
  return target.rank < current.rank ? 'downgrade' : 'upgrade';
}

/** Remaining slots = subscriptionMax minus live subscriptions, never below zero (spec 9). */
export const remainingSlots = (subscriptionMax: number, subscriptionCount: number): number => Math.max(0, subscriptionMax - subscriptionCount);

/** Sponsor plan description: the label says 3-500, the placeholder says max 1000 (spec 5: both readings stand);
 *  we accept 3-1000 and show both texts. */
export const SPONSOR_DESCRIPTION = { min: 3, labelMax: 500, max: 1000 } as const;
export const SPONSOR_TEXT_MAX = 500;
export const SPONSOR_PLAN_NAME_MAX = 100;
export const SPONSOR_MIN_CENTS = 100;

export const SPONSOR_MESSAGES = {
  login: 'Please login to be a sponsor',
  noPlan: 'No sponsorship plan found',
  noPrice: 'No payment plan found. This sponsorship plan may not be ready yet.',
  unsubscribed: 'Sponsorship Unsubscribed',
  resubscribed: 'Sponsorship Re-subscribed',
  removed: 'Sponsorship has been removed',
  textUpdated: 'Text updated',
  retried: 'Payment retry succeeded',
  /** ours: the spec has no wording for a full plan */
  full: 'This sponsorship plan has no slot left',
  /** ours */
  invalidLink: 'Please enter a valid link starting with http:// or https://',
} as const;

export const sponsorPaymentSuccess = (groupName: string): string => `Payment success! Thank you for sponsoring the group ${groupName}`;

/** Months in one billing cycle of a sponsor price. */
export const cycleMonths = (type: 'month' | 'year'): number => (type === 'year' ? 12 : 1);

export type UpgradeCharge = { creditCents: number; chargeCents: number };

/**
 * An upgrade (higher rank) is charged at once and starts a new cycle from now (spec 4). The unused part of the
 * current cycle is credited: credit = floor(oldCents * remainingMs / cycleMs), with remainingMs clamped to
 * [0, cycleMs]; charge = max(0, newCents - credit). Integer cents throughout.
 */
export function upgradeCharge(input: { oldCents: number; newCents: number; cycleStart: number; cycleEnd: number; now: number }): UpgradeCharge {
  const cycleMs = Math.max(0, input.cycleEnd - input.cycleStart);
  const remainingMs = Math.min(cycleMs, Math.max(0, input.cycleEnd - input.now));
  // in BigInt: cents times milliseconds passes 2^53 for large prices and yearly cycles
  const creditCents = cycleMs === 0 ? 0 : Number((BigInt(input.oldCents) * BigInt(remainingMs)) / BigInt(cycleMs));
  return { creditCents, chargeCents: Math.max(0, input.newCents - creditCents) };
}
