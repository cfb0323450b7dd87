// Display helpers of the sponsorship views (amounts are the server's cents).
import { formatCents } from '../../../domain/billing';
import type { SponsorPlanPrice } from '../../../domain/sponsors';

export const cycleLabel = (type: SponsorPlanPrice['type']): string => (type === 'year' ? 'per year' : 'per month');
export const priceText = (p: Pick<SponsorPlanPrice, 'cents' | 'type'>): string => `${formatCents(p.cents)} ${cycleLabel(p.type)}`;
export const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const errorText = (e: unknown): string =>
  e && typeof e === 'object' && 'message' in e && typeof e.message === 'string' ? e.message : String(e);

/** The answer of a call, or an error when the service did not answer. */
export function required<T>(v: T | undefined): T {
  if (v === undefined) throw new Error('Service unavailable 503');
  return v;
}
