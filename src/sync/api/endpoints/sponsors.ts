// REST calls of group sponsorship: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
// Answers: ../../contract/sponsors.ts (the server routes' own response schemas); paths relative to the company service base (/api/v1/company).
// Paying calls carry an idempotencyKey: a retried or double-submitted payment charges once.
import type { PaymentMethod } from '../../../domain/billing';
import type { SponsorPlanDraft, SponsorPriceType, SponsorSubscriptionPatch } from '../../../domain/sponsors';
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';
import type { SponsorAnswer } from '../../contract/sponsors';

export type SponsorSubscribeInput = {
  cgSponsorPlanPriceId: string;
  paymentMethod: PaymentMethod;
  paymentInstrumentId: string | null;
  couponCodes: string[];
  _dryRun?: boolean;
  idempotencyKey?: string;
};

export type SponsorEndpoints = {
  /** public: a group's plans with active prices and slots; group admins may ask asDeactivated: true for all */
  'sponsors.plans': { in: { companyGroupIds: string; asDeactivated?: boolean }; out: SponsorAnswer<'sponsors.plans'> };
  'sponsors.planCreate': { in: SponsorPlanDraft; out: SponsorAnswer<'sponsors.planCreate'> };
  'sponsors.planUpdate': { in: { id: string; patch: Partial<Omit<SponsorPlanDraft, 'companyGroupId'>> & { asDeactivated?: boolean } }; out: SponsorAnswer<'sponsors.planUpdate'> };
  'sponsors.priceCreate': { in: { cgSponsorPlanId: string; cents: number; type: SponsorPriceType }; out: SponsorAnswer<'sponsors.priceCreate'> };
  'sponsors.priceUpdate': { in: { id: string; asDeactivated: boolean }; out: SponsorAnswer<'sponsors.priceUpdate'> };
  'sponsors.price': { in: { id: string }; out: SponsorAnswer<'sponsors.price'> };
  /** group admins: live subscriptions per plan */
  'sponsors.subscriptionStats': { in: { companyGroupId: string }; out: SponsorAnswer<'sponsors.subscriptionStats'> };
  'sponsors.subscribe': { in: SponsorSubscribeInput; out: SponsorAnswer<'sponsors.subscribe'> };
  'sponsors.subscriptions': { in: void; out: SponsorAnswer<'sponsors.subscriptions'> };
  'sponsors.subscription': { in: { id: string }; out: SponsorAnswer<'sponsors.subscription'> };
  'sponsors.subscriptionUpdate': { in: { id: string; patch: SponsorSubscriptionPatch }; out: SponsorAnswer<'sponsors.subscriptionUpdate'> };
  /** public: a group's live sponsors, higher rank first */
  'sponsors.list': { in: { companyGroupIds: string }; out: SponsorAnswer<'sponsors.list'> };
  /** the caller's sponsor entries (the ad banners page) */
  'sponsors.mine': { in: void; out: SponsorAnswer<'sponsors.mine'> };
  'sponsors.get': { in: { id: string }; out: SponsorAnswer<'sponsors.get'> };
  'sponsors.update': { in: { id: string; text: string; adLink: string }; out: SponsorAnswer<'sponsors.update'> };
  /** multipart bannerFile */
  'sponsors.banner': { in: { id: string; bannerFile: Blob }; out: SponsorAnswer<'sponsors.banner'> };
  /** the sponsor or a group admin: cancels the subscription at once */
  'sponsors.remove': { in: { id: string }; out: SponsorAnswer<'sponsors.remove'> };
  /** public: counts a click on the sponsor's ad and answers where it leads */
  'sponsors.click': { in: { id: string }; out: SponsorAnswer<'sponsors.click'> };
  /** group admins: sponsor ad clicks per period (the period stats shape of section 3) */
  'sponsors.stats': { in: { companyGroupId: string; startDate?: string; endDate?: string }; out: SponsorAnswer<'sponsors.stats'> };
  'sponsors.invites': { in: void; out: SponsorAnswer<'sponsors.invites'> };
  'sponsors.groupInvites': { in: { companyGroupId: string }; out: SponsorAnswer<'sponsors.groupInvites'> };
  'sponsors.inviteCreate': { in: { companyGroupId: string; email: string; message: string }; out: SponsorAnswer<'sponsors.inviteCreate'> };
  'sponsors.inviteDecline': { in: { id: string }; out: SponsorAnswer<'sponsors.inviteDecline'> };
  'sponsors.inviteDelete': { in: { id: string }; out: SponsorAnswer<'sponsors.inviteDelete'> };
};

const c = 'company' as const;
const enc = encodeURIComponent;

function bannerForm(file: Blob): FormData {
  const form = new FormData();
  form.append('bannerFile', file, 'bannerFile.png');
  return form;
}

export const sponsorRoutes: RoutesOf<SponsorEndpoints> = {
  'sponsors.plans': { service: c, method: 'GET', authed: true, stale: NEVER, build: (query) => ({ path: '/cg-sponsor-plans', query }) },
  'sponsors.planCreate': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-sponsor-plans', body }) },
  'sponsors.planUpdate': { service: c, method: 'PATCH', authed: true, build: ({ id, patch }) => ({ path: `/cg-sponsor-plans/${enc(id)}`, body: patch }) },
  'sponsors.priceCreate': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-sponsor-plan-prices', body }) },
  'sponsors.priceUpdate': { service: c, method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/cg-sponsor-plan-prices/${enc(id)}`, body }) },
  'sponsors.price': { service: c, method: 'GET', authed: true, stale: NEVER, build: ({ id }) => ({ path: `/cg-sponsor-plan-prices/${enc(id)}` }) },
  'sponsors.subscriptionStats': { service: c, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: (query) => ({ path: '/cg-sponsor-subscriptions/stats', query }) },
  'sponsors.subscribe': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-sponsor-subscriptions', body }) },
  'sponsors.subscriptions': { service: c, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: () => ({ path: '/cg-sponsor-subscriptions' }) },
  'sponsors.subscription': { service: c, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: ({ id }) => ({ path: `/cg-sponsor-subscriptions/${enc(id)}` }) },
  'sponsors.subscriptionUpdate': { service: c, method: 'PATCH', authed: true, build: ({ id, patch }) => ({ path: `/cg-sponsor-subscriptions/${enc(id)}`, body: patch }) },
  'sponsors.list': { service: c, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: (query) => ({ path: '/company-group-sponsors', query }) },
  'sponsors.mine': { service: c, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: () => ({ path: '/company-group-sponsors/mine' }) },
  'sponsors.get': { service: c, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: ({ id }) => ({ path: `/company-group-sponsors/${enc(id)}` }) },
  'sponsors.update': { service: c, method: 'PATCH', authed: true, build: ({ id, ...body }) => ({ path: `/company-group-sponsors/${enc(id)}`, body }) },
  'sponsors.banner': { service: c, method: 'POST', authed: true, build: ({ id, bannerFile }) => ({ path: `/company-group-sponsors/${enc(id)}/banner`, body: bannerForm(bannerFile) }) },
  'sponsors.remove': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/company-group-sponsors/${enc(id)}` }) },
  'sponsors.click': { service: c, method: 'POST', authed: true, build: ({ id }) => ({ path: `/company-group-sponsors/${enc(id)}/clicks`, body: {} }) },
  'sponsors.stats': { service: c, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION'), on('METRIC')], build: (query) => ({ path: '/cg-sponsor-stats', query }) },
  'sponsors.invites': { service: c, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: () => ({ path: '/cg-sponsor-invites/mine' }) },
  'sponsors.groupInvites': { service: c, method: 'GET', authed: true, stale: [on('MTZPLANSUBSCRIPTION')], build: (query) => ({ path: '/cg-sponsor-invites', query }) },
  'sponsors.inviteCreate': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-sponsor-invites', body }) },
  'sponsors.inviteDecline': { service: c, method: 'PATCH', authed: true, build: ({ id }) => ({ path: `/cg-sponsor-invites/${enc(id)}`, body: { status: 'DECLINED' } }) },
  'sponsors.inviteDelete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/cg-sponsor-invites/${enc(id)}` }) },
};
