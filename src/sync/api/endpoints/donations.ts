// REST calls of group donations: the type map and where each call goes (merged in ../types.ts and ../routes.ts).
// Shapes: src/domain/billing/donations.ts; paths relative to the company service base (/api/v1/company).
// Paying calls carry an idempotencyKey: a retried or double-submitted payment charges once.
import type { CgDonation, CgDonationDraft, CgDonationPrice, DonationPaymentInput, DonationPaymentResult } from '../../../domain/billing';
import type { RoutesOf } from '../routes';
import { NEVER, on } from '../stale';

type WithMessage = { donation: CgDonation; message: string };

export type DonationEndpoints = {
  /** public: the group's donation with its amounts ascending, or null */
  'donations.get': { in: { companyGroupId: string }; out: CgDonation | null };
  /** public: the amounts of the donations named, ascending */
  'donations.prices': { in: { cgDonationIds: string }; out: CgDonationPrice[] };
  'donations.create': { in: CgDonationDraft; out: WithMessage };
  'donations.update': { in: { id: string; patch: Partial<Pick<CgDonationDraft, 'title' | 'description' | 'asEnabled'>> }; out: WithMessage };
  'donations.priceCreate': { in: { cgDonationId: string; cents: number }; out: WithMessage & { price: CgDonationPrice } };
  'donations.priceUpdate': { in: { id: string; cents: number }; out: WithMessage };
  'donations.priceDelete': { in: { id: string }; out: WithMessage };
  /** a signed-in donor (WALLET or CARD) */
  'donations.pay': { in: DonationPaymentInput; out: DonationPaymentResult };
  /** a visitor: CARD with a one-time token in paymentSource */
  'donations.payGuest': { in: DonationPaymentInput; out: DonationPaymentResult };
};

const c = 'company' as const;
const enc = encodeURIComponent;

export const donationRoutes: RoutesOf<DonationEndpoints> = {
  'donations.get': { service: c, method: 'GET', authed: false, stale: [on('ORDER')], build: (query) => ({ path: '/cg-donations', query }) },
  'donations.prices': { service: c, method: 'GET', authed: false, stale: NEVER, build: (query) => ({ path: '/cg-donation-prices', query }) },
  'donations.create': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-donations', body }) },
  'donations.update': { service: c, method: 'PATCH', authed: true, build: ({ id, patch }) => ({ path: `/cg-donations/${enc(id)}`, body: patch }) },
  'donations.priceCreate': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-donation-prices', body }) },
  'donations.priceUpdate': { service: c, method: 'PATCH', authed: true, build: ({ id, cents }) => ({ path: `/cg-donation-prices/${enc(id)}`, body: { cents } }) },
  'donations.priceDelete': { service: c, method: 'DELETE', authed: true, build: ({ id }) => ({ path: `/cg-donation-prices/${enc(id)}` }) },
  'donations.pay': { service: c, method: 'POST', authed: true, build: (body) => ({ path: '/cg-donation-payments', body }) },
  'donations.payGuest': { service: c, method: 'POST', authed: false, build: (body) => ({ path: '/cg-donation-payments/guest', body }) },
};
