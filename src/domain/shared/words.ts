// Words for numbers and codes on screen: plurals that agree ('1 follower', '2 followers') and enum values as
// words ('Online and in person', not 'BOTH').
import type { CouponType, PaymentMethod } from '../billing/types';
import type { EventType } from '../groups/event-time';

/** '0 followers', '1 follower', '2 followers'; `many` for irregular plurals. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  ONLINE: 'Online',
  PHYSICAL: 'In person',
  BOTH: 'Online and in person',
};

/** The profile card's follower line (spec: '{n} people follow us.'), in the singular for one. */
export const followersLine = (n: number): string => (n === 1 ? '1 person follows us.' : `${n} people follow us.`);

/** What a click changed, as the announcer speaks it to screen readers. */
export const STATUS_WORDS = {
  followed: (name: string) => `You follow ${name}`,
  unfollowed: (name: string) => `You no longer follow ${name}`,
  joined: (name: string) => `You joined ${name}`,
  requested: (name: string) => `Request to join ${name} sent`,
  requestCancelled: (name: string) => `Request to join ${name} cancelled`,
  left: (name: string) => `You left ${name}`,
} satisfies Record<string, (name: string) => string>;

/** A code as words: 'PENDING' -> 'Pending', 'ONE_TIME' -> 'One time'. For codes whose words are not their spelling, a table. */
export function codeWords(code: string): string {
  const words = code.toLowerCase().split('_').filter((w) => w !== '').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { WALLET: 'Wallet', CARD: 'Card' };
export const COUPON_TYPE_LABELS: Record<CouponType, string> = { PERCENTAGE: 'Percentage', FIXED: 'Fixed amount' };
