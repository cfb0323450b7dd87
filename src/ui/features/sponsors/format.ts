// Display helpers of the sponsorship views (amounts are the server's cents).
import { formatCents } from '../../../domain/billing';
import type { SponsorPlanPrice } from '../../../domain/sponsors';

export const cycleLabel = (type: SponsorPlanPrice['type']): string => (type === 'year' ? 'per year' : 'per month');
export const priceText = (p: Pick<SponsorPlanPrice, 'cents' | 'type'>): string => `${formatCents(p.cents)} ${cycleLabel(p.type)}`;
export const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
