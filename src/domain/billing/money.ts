// Money arithmetic shared by client and server; only the server's result counts.
// RULE (transaction fee): 2.9% of the amount after discounts, rounded half-up to the cent, plus 30 cents;
// nothing when the amount after discounts is zero (a free order costs nothing).

export const FEE_BASIS_POINTS = 290; // 2.90%
export const FEE_FIXED_CENTS = 30;
export const MIN_DEPOSIT_CENTS = 1500;

/** a * num / den rounded half-up, in integers (a, num, den >= 0). */
export function mulDivHalfUp(a: number, num: number, den: number): number {
  return Math.floor((a * num * 2 + den) / (den * 2));
}

/** The fee at a rate in basis points (the platform commission in force; 2.90% unless the site admin set another). */
export function transactionFeeCents(amountCents: number, basisPoints: number = FEE_BASIS_POINTS): number {
  if (amountCents <= 0) return 0;
  return mulDivHalfUp(amountCents, basisPoints, 10_000) + FEE_FIXED_CENTS;
}

export const isCents = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** "$12.50" from 1250 cents. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${dollars.toLocaleString('en-US')}.${rest}`;
}

/** "$15" or "$15.50": the deposit message's amount. */
export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : formatCents(cents);
}

/** Dollars typed by a person ("15", "15.5", "15.50") to cents; null when not a non-negative amount with at most 2 decimals. */
export function parseDollars(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
