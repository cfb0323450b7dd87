// A wallet deposit by card (spec: minimum $15, step 0.01, sent as cents). The maximum is the server's own limit
// on a deposit (100,000,000 cents); the client says it before asking. Pure: no I/O.
import { MIN_DEPOSIT_CENTS, parseDollars } from './money';

export const MAX_DEPOSIT_CENTS = 100_000_000;

export const DEPOSIT_MESSAGES = {
  minimum: 'Minimum deposit is $15',
  maximum: 'Maximum deposit is $1,000,000',
  needCard: 'You need to add a card to make payment',
} as const;

export type DepositCheck = { ok: true; cents: number } | { ok: false; error: string };

/** The amount typed, in dollars, checked: its integer cents, or the message to show. Not an amount reads as under the minimum. */
export function checkDeposit(text: string): DepositCheck {
  const cents = parseDollars(text);
  if (cents === null || cents < MIN_DEPOSIT_CENTS) return { ok: false, error: DEPOSIT_MESSAGES.minimum };
  if (cents > MAX_DEPOSIT_CENTS) return { ok: false, error: DEPOSIT_MESSAGES.maximum };
  return { ok: true, cents };
}
