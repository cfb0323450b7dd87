// Display helpers of the sponsorship views (amounts are the server's cents).
import { formatCents } from '../../../domain/billing';
import type { SponsorPlanPrice } from '../../../domain/sponsors';

export const cycleLabel = (type: SponsorPlanPrice['type']): string => (type === 'year' ? 'per year' : 'per month');
export const priceText = (p: Pick<SponsorPlanPrice, 'cents' | 'type'>): string => `${formatCents(p.cents)} ${cycleLabel(p.type)}`;
export { formatDay as day } from '../../../domain/shared/dates';
