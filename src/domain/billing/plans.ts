// Member plan periods (spec sections 3, 4): subscriptions renew monthly or yearly; one-time prices last monthNumber months.
import type { MemberPlanPrice, MemberPlanPriceType } from './types';

/** The same day-of-month `months` later (clamped to the month's last day), UTC. */
export function addMonthsUtc(ms: number, months: number): number {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

export function periodMonths(price: Pick<MemberPlanPrice, 'type' | 'monthNumber'>): number {
  if (price.type === 'month') return 1;
  if (price.type === 'year') return 12;
  return Math.max(1, price.monthNumber ?? 1);
}

export const isSubscriptionType = (t: MemberPlanPriceType): boolean => t === 'month' || t === 'year';

/** Prices in cents, sorted ascending (spec 9), split by tab. */
export function splitPrices(prices: readonly MemberPlanPrice[]): { subscription: MemberPlanPrice[]; oneTime: MemberPlanPrice[] } {
  const active = prices.filter((p) => !p.asDeactivated).sort((a, b) => a.cents - b.cents);
  return { subscription: active.filter((p) => isSubscriptionType(p.type)), oneTime: active.filter((p) => p.type === 'one_time') };
}

export const SUBSCRIPTION_NOT_AVAILABLE = 'Subscription plan is not available.';
export const ONE_TIME_NOT_AVAILABLE = 'One-time payment is not available.';

export const priceLabel = (p: Pick<MemberPlanPrice, 'type' | 'monthNumber'>): string =>
  p.type === 'month' ? 'per month' : p.type === 'year' ? 'per year' : `for ${p.monthNumber ?? 1} month${(p.monthNumber ?? 1) === 1 ? '' : 's'}`;

export const paymentSuccessMessage = (groupName: string, subscription: boolean): string =>
  subscription
    ? `Payment success! Thank you for your subscription to join the group ${groupName}`
    : `Payment success! Thank you for your payment to join the group ${groupName}`;
