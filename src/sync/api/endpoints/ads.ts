// REST calls of advertising (company service): ad templates, campaigns with their clicks and chart, serving and
// clicks of ads in their placements, group sponsorships as advertising and organic listing figures (merged in ../types.ts and ../routes.ts).
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type { AdClick, AdPlacement, AdTargetType, AdTemplate, Campaign, ServedAd } from '../../../domain/ads';
import type { ChargeQuote, PaymentMethod } from '../../../domain/billing';
import type { PeriodStats } from '../../../domain/groups/types';

type TemplateInput = { headline: string; text: string; imageUrl: string | null; targetType: AdTargetType; targetId: string };
type Range = { startDate?: string; endDate?: string };
export type CampaignInput = {
  name: string; templateId: string; placements: AdPlacement[]; keywords: string[]; countries: string[]; businessTypes: string[];
  startsAt: number; endsAt: number | null; budgetCents: number; cpcCents: number;
};
/** Starting a draft campaign with its budget paid through the one payment flow (_dryRun: the quote). */
export type CampaignStartInput = { id: string; paymentMethod: PaymentMethod; paymentInstrumentId: string | null; couponCodes: string[]; _dryRun?: boolean; idempotencyKey?: string };
export type GroupSponsorAd = { id: string; groupName: string; groupProfileName: string; text: string; adLink: string; live: boolean; clicks: number; costCents: number; since: number };
export type OrganicStats = Record<'SEARCH_APPEARANCE' | 'SEARCH_CLICK' | 'PROFILE_VIEW' | 'PRODUCT_VIEW', PeriodStats>;

export type AdsEndpoints = {
  'ads.targets': { in: void; out: Record<AdTargetType, { id: string; label: string }[]> };
  'ads.templates.list': { in: void; out: AdTemplate[] };
  'ads.templates.create': { in: TemplateInput; out: AdTemplate };
  'ads.templates.update': { in: TemplateInput & { id: string }; out: AdTemplate };
  'ads.templates.delete': { in: { id: string }; out: { message: string } };
  'ads.campaigns.list': { in: { skip?: number; limit?: number }; out: Campaign[] };
  'ads.campaigns.create': { in: CampaignInput; out: Campaign };
  'ads.campaigns.get': { in: { id: string }; out: Campaign };
  'ads.campaigns.act': { in: { id: string; action: 'START' | 'PAUSE' | 'RESUME' | 'END' }; out: Campaign };
  'ads.campaigns.start': { in: CampaignStartInput; out: { quote: ChargeQuote; campaign: Campaign | null; message: string | null } };
  'ads.campaigns.clicks': { in: { id: string; skip?: number; limit?: number }; out: { total: number; items: AdClick[] } };
  'ads.campaigns.clickStats': { in: { id: string } & Range; out: PeriodStats };
  'ads.serve': { in: { placement: AdPlacement; keyword?: string; visitor?: string }; out: { ad: ServedAd | null } };
  'ads.click': { in: { campaignId: string; placement: AdPlacement; visitor?: string }; out: { redirectUrl: string; counted: boolean } };
  'ads.groupSponsors': { in: void; out: GroupSponsorAd[] };
  'ads.organic.stats': { in: Range; out: OrganicStats };
  'ads.organic.record': { in: { kind: keyof OrganicStats | 'RFQ_VIEW'; items: { type: 'COMPANY' | 'PRODUCT' | 'RFQ'; id: string }[]; visitor?: string }; out: { recorded: number } };
};

const enc = encodeURIComponent;
const get = 'GET' as const;

export const adsRoutes: RoutesOf<AdsEndpoints> = {
  'ads.targets': { service: 'company', method: get, authed: true, stale: NEVER, build: () => ({ path: '/ad-targets' }) },
  'ads.templates.list': { service: 'company', method: get, authed: true, stale: [on('ADVERTISING'), on('ORDER')], build: () => ({ path: '/ad-templates' }) },
  'ads.templates.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/ad-templates', body }) },
  'ads.templates.update': { service: 'company', method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/ad-templates/${enc(id)}`, body }) },
  'ads.templates.delete': { service: 'company', method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/ad-templates/${enc(id)}` }) },
  'ads.campaigns.list': { service: 'company', method: get, authed: true, stale: [on('ADVERTISING'), on('ORDER')], build: (query) => ({ path: '/ad-campaigns', query }) },
  'ads.campaigns.create': { service: 'company', method: 'POST', authed: true, build: (body) => ({ path: '/ad-campaigns', body }) },
  'ads.campaigns.get': { service: 'company', method: get, authed: true, stale: [on('ADVERTISING'), on('ORDER')], build: ({ id }) => ({ path: `/ad-campaigns/${enc(id)}` }) },
  'ads.campaigns.act': { service: 'company', method: 'PATCH', authed: true, build: ({ id, action }) => ({ path: `/ad-campaigns/${enc(id)}`, body: { action } }) },
  'ads.campaigns.start': { service: 'company', method: 'POST', authed: true, build: ({ id, ...body }) => ({ path: `/ad-campaigns/${enc(id)}/start`, body }) },
  'ads.campaigns.clicks': { service: 'company', method: get, authed: true, stale: [on('ADVERTISING'), on('METRIC')], build: ({ id, ...query }) => ({ path: `/ad-campaigns/${enc(id)}/clicks`, query }) },
  'ads.campaigns.clickStats': { service: 'company', method: get, authed: true, stale: [on('ADVERTISING'), on('METRIC')], build: ({ id, ...query }) => ({ path: `/ad-campaigns/${enc(id)}/clicks/stats`, query }) },
  'ads.serve': { service: 'company', method: get, authed: false, stale: NEVER, build: (query) => ({ path: '/ad-servings', query }) },
  'ads.click': { service: 'company', method: 'POST', authed: false, build: (body) => ({ path: '/ad-clicks', body }) },
  'ads.groupSponsors': { service: 'company', method: get, authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: () => ({ path: '/ad-group-sponsors' }) },
  'ads.organic.stats': { service: 'company', method: get, authed: true, stale: [on('METRIC')], build: (query) => ({ path: '/organic-listings/stats', query }) },
  'ads.organic.record': { service: 'company', method: 'POST', authed: false, build: (body) => ({ path: '/organic-events', body }) },
};
