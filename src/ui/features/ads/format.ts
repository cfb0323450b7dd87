// Words and numbers of advertising on screen.
import { clickRate, PLACEMENT_LABELS, STATE_LABELS, type Campaign } from '../../../domain/ads';
import { formatCents } from '../../../domain/billing/money';
import { formatDay } from '../../../domain/shared/dates';

export const money = (cents: number) => formatCents(cents);
export const stateLabel = (c: Campaign) => STATE_LABELS[c.state];
export const placementsText = (c: Campaign) => c.placements.map((p) => PLACEMENT_LABELS[p]).join(', ');
export const rateText = (c: Pick<Campaign, 'clicks' | 'impressions'>) => `${clickRate(c.clicks, c.impressions)}%`;
/** '12 Mar 2026' style day of a millis instant, or '—'. */
export const dayText = (ms: number | null) => (ms === null ? '—' : formatDay(ms));
