// Matrix rows of a group's money: sponsor plans, subscriptions, sponsor entries, invites, stats; donations and their
// amounts; member plans.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the rows short */
import { E, all, groupAdmin, groupOwner, perGroup, PNG, read, signedIn, type Answer, type Row } from './matrix';
import { C, type GroupFx, type World } from './world';
import { key } from '../billing/helpers';

const created = async (w: World, path: string, body: unknown, token = w.people.groupOwner.accessToken): Promise<any> => {
  const r = await w.api.post(path, body, token);
  if (r.status !== 201 && r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
/** 'some' when the answer is a non-empty list, 'none' when empty, else the status. */
const some = (a: Answer) => (a.status !== 200 ? a.status : (a.body as unknown[]).length > 0 ? 'some' : 'none');
const seen = (priv: boolean) => (priv ? E('none', 'none', 'none', 'some', 'some', 'some', 'none', 'none') : all('some'));
let cents = 600;
const nextCents = () => (cents += 7);

/** The sponsor's live entry in the group: re-subscribed when a cell removed it. */
async function liveSponsor(w: World, g: GroupFx): Promise<{ sponsorId: string; subscriptionId: string }> {
  const live = await w.s.db.selectFrom('company_group_sponsors as sp').innerJoin('cg_sponsor_subscriptions as s', 's.id', 'sp.cg_sponsor_subscription_id')
    .select(['sp.id', 's.id as sub']).where('sp.user_id', '=', w.sponsor.id).where('sp.company_group_id', '=', g.id).where('s.ended_at', 'is', null).executeTakeFirst();
  if (live) return { sponsorId: live.id, subscriptionId: live.sub };
  if (g.private) await created(w, `${C}/cg-sponsor-invites`, { companyGroupId: g.id, email: w.sponsor.email });
  const sub = (await created(w, `${C}/cg-sponsor-subscriptions`, {
    cgSponsorPlanPriceId: g.priceId, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes: [], idempotencyKey: key(),
  }, w.sponsor.accessToken)).subscription;
  return { sponsorId: sub.sponsorId, subscriptionId: sub.id };
}

/** A fresh group with a donation and one amount (a donation holds at most 5 amounts; cells use them up). */
async function freshDonation(w: World, priv: boolean) {
  const g = await w.freshGroup(priv);
  const d = (await created(w, `${C}/cg-donations`, { companyGroupId: g.id, title: 'Help', asEnabled: true })).donation;
  const price = (await created(w, `${C}/cg-donation-prices`, { cgDonationId: d.id, cents: 500 })).price;
  return { groupId: g.id, donationId: d.id as string, priceId: price.id as string };
}

const donor = () => ({ buyerUserEmail: 'donor@example.test', buyerUserFirstname: 'Dana', buyerUserLastname: 'Donor', paymentMethod: 'CARD', _dryRun: true });

export const SPONSOR_ROWS: Row[] = [
  ...perGroup((g, priv) => [
    // plans and prices
    { route: 'GET /api/v1/company/cg-sponsor-plans', variant: 'active plans', expect: seen(priv), observe: some, req: (w) => ({ method: 'GET', path: `${C}/cg-sponsor-plans?companyGroupIds=${g(w).id}` }) },
    {
      route: 'GET /api/v1/company/cg-sponsor-plans', variant: 'with deactivated ones (group admins)', observe: some,
      expect: priv ? E('none', 'none', 'none', 403, 'some', 'some', 'none', 'none') : E(403, 403, 403, 403, 'some', 'some', 403, 403),
      req: (w) => ({ method: 'GET', path: `${C}/cg-sponsor-plans?companyGroupIds=${g(w).id}&asDeactivated=true` }),
    },
    { route: 'POST /api/v1/company/cg-sponsor-plans', expect: groupAdmin(priv, 201), req: (w) => ({ method: 'POST', path: `${C}/cg-sponsor-plans`, body: { companyGroupId: g(w).id, name: `P ${w.uniq()}`, description: 'A plan', subscriptionMax: 5, rank: 2 } }) },
    { route: 'PATCH /api/v1/company/cg-sponsor-plans/{id}', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'PATCH', path: `${C}/cg-sponsor-plans/${g(w).planId}`, body: { description: `Gold ${w.uniq()}` } }) },
    { route: 'POST /api/v1/company/cg-sponsor-plan-prices', expect: groupAdmin(priv, 201), req: (w) => ({ method: 'POST', path: `${C}/cg-sponsor-plan-prices`, body: { cgSponsorPlanId: g(w).planId, cents: 12000, type: 'year' } }) },
    { route: 'PATCH /api/v1/company/cg-sponsor-plan-prices/{id}', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'PATCH', path: `${C}/cg-sponsor-plan-prices/${g(w).priceId}`, body: { asDeactivated: false } }) },
    { route: 'GET /api/v1/company/cg-sponsor-plan-prices/{id}', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/cg-sponsor-plan-prices/${g(w).priceId}` }) },
    // subscriptions
    { route: 'GET /api/v1/company/cg-sponsor-subscriptions/stats', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'GET', path: `${C}/cg-sponsor-subscriptions/stats?companyGroupId=${g(w).id}` }) },
    {
      route: 'POST /api/v1/company/cg-sponsor-subscriptions', variant: 'a quote (_dryRun); group admins may not sponsor their own group',
      expect: priv ? E(401, 404, 404, 200, 403, 403, 404, 404) : E(401, 200, 200, 200, 403, 403, 200, 200),
      req: (w) => ({ method: 'POST', path: `${C}/cg-sponsor-subscriptions`, body: { cgSponsorPlanPriceId: g(w).priceId, paymentMethod: 'WALLET', paymentInstrumentId: null, couponCodes: [], _dryRun: true } }),
    },
    { route: 'GET /api/v1/company/cg-sponsor-subscriptions/{id}', variant: "the sponsor's", expect: signedIn(404), req: async (w) => ({ method: 'GET', path: `${C}/cg-sponsor-subscriptions/${(await liveSponsor(w, g(w))).subscriptionId}` }) },
    {
      route: 'PATCH /api/v1/company/cg-sponsor-subscriptions/{id}', variant: "cancel the sponsor's", expect: signedIn(404),
      req: async (w) => ({ method: 'PATCH', path: `${C}/cg-sponsor-subscriptions/${(await liveSponsor(w, g(w))).subscriptionId}`, body: { cancelled: true } }),
    },
    // sponsor entries
    { route: 'GET /api/v1/company/company-group-sponsors', expect: seen(priv), observe: some, req: (w) => ({ method: 'GET', path: `${C}/company-group-sponsors?companyGroupIds=${g(w).id}` }) },
    { route: 'GET /api/v1/company/company-group-sponsors/{id}', expect: read(priv), req: async (w) => ({ method: 'GET', path: `${C}/company-group-sponsors/${(await liveSponsor(w, g(w))).sponsorId}` }) },
    {
      route: 'PATCH /api/v1/company/company-group-sponsors/{id}', variant: "the sponsor's text (the sponsor only)", expect: signedIn(403),
      req: async (w) => ({ method: 'PATCH', path: `${C}/company-group-sponsors/${(await liveSponsor(w, g(w))).sponsorId}`, body: { text: 'Ours now', adLink: '' } }),
    },
    {
      route: 'POST /api/v1/company/company-group-sponsors/{id}/banner', variant: "the sponsor's banner (the sponsor only)", expect: signedIn(403),
      req: async (w) => ({ method: 'POST', path: `${C}/company-group-sponsors/${(await liveSponsor(w, g(w))).sponsorId}/banner`, form: { bannerFile: [PNG, 'image/png'] } }),
    },
    { route: 'POST /api/v1/company/company-group-sponsors/{id}/clicks', expect: read(priv), req: async (w) => ({ method: 'POST', path: `${C}/company-group-sponsors/${(await liveSponsor(w, g(w))).sponsorId}/clicks` }) },
    { route: 'DELETE /api/v1/company/company-group-sponsors/{id}', variant: 'remove the sponsor', expect: groupAdmin(priv, 200), req: async (w) => ({ method: 'DELETE', path: `${C}/company-group-sponsors/${(await liveSponsor(w, g(w))).sponsorId}` }) },
    { route: 'GET /api/v1/company/cg-sponsor-stats', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'GET', path: `${C}/cg-sponsor-stats?companyGroupId=${g(w).id}` }) },
    // invites
    { route: 'GET /api/v1/company/cg-sponsor-invites', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'GET', path: `${C}/cg-sponsor-invites?companyGroupId=${g(w).id}` }) },
    { route: 'POST /api/v1/company/cg-sponsor-invites', expect: groupAdmin(priv, 201), req: async (w) => ({ method: 'POST', path: `${C}/cg-sponsor-invites`, body: { companyGroupId: g(w).id, email: (await w.dbUser()).email } }) },
    { route: 'PATCH /api/v1/company/cg-sponsor-invites/{id}', variant: "decline someone else's invite", expect: signedIn(404), req: (w) => ({ method: 'PATCH', path: `${C}/cg-sponsor-invites/${g(w).sponsorInviteId}`, body: { status: 'DECLINED' } }) },
    {
      route: 'DELETE /api/v1/company/cg-sponsor-invites/{id}', expect: groupAdmin(priv, 200),
      req: async (w) => ({ method: 'DELETE', path: `${C}/cg-sponsor-invites/${(await created(w, `${C}/cg-sponsor-invites`, { companyGroupId: g(w).id, email: (await w.dbUser()).email })).id}` }),
    },
    // donations
    { route: 'GET /api/v1/company/cg-donations', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/cg-donations?companyGroupId=${g(w).id}` }) },
    {
      route: 'POST /api/v1/company/cg-donations', variant: 'a fresh group', expect: groupAdmin(priv, 201),
      req: async (w) => ({ method: 'POST', path: `${C}/cg-donations`, body: { companyGroupId: (await w.freshGroup(priv)).id, title: 'Help us', asEnabled: true } }),
    },
    { route: 'PATCH /api/v1/company/cg-donations/{id}', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'PATCH', path: `${C}/cg-donations/${g(w).donationId}`, body: { description: w.uniq() } }) },
    { route: 'GET /api/v1/company/cg-donation-prices', expect: seen(priv), observe: some, req: (w) => ({ method: 'GET', path: `${C}/cg-donation-prices?cgDonationIds=${g(w).donationId}` }) },
    { route: 'POST /api/v1/company/cg-donation-prices', expect: groupAdmin(priv, 201), req: (w) => ({ method: 'POST', path: `${C}/cg-donation-prices`, body: { cgDonationId: g(w).donationId, cents: nextCents() } }) },
    { route: 'PATCH /api/v1/company/cg-donation-prices/{id}', expect: groupAdmin(priv, 200), req: (w) => ({ method: 'PATCH', path: `${C}/cg-donation-prices/${g(w).donationPriceId}`, body: { cents: nextCents() } }) },
    { route: 'DELETE /api/v1/company/cg-donation-prices/{id}', variant: 'a fresh donation', expect: groupAdmin(priv, 200), req: async (w) => ({ method: 'DELETE', path: `${C}/cg-donation-prices/${(await freshDonation(w, priv)).priceId}` }) },
    {
      route: 'POST /api/v1/company/cg-donation-payments', variant: 'a quote (_dryRun); the owner may not donate to their own group',
      expect: priv ? E(401, 404, 404, 201, 201, 403, 404, 404) : E(401, 201, 201, 201, 201, 403, 201, 201),
      req: (w) => ({ method: 'POST', path: `${C}/cg-donation-payments`, body: { cgDonationPriceId: g(w).donationPriceId, ...donor() } }),
    },
    {
      route: 'POST /api/v1/company/cg-donation-payments/guest', variant: 'a quote (_dryRun): a guest, whoever sends it', expect: priv ? all(404) : all(201),
      req: (w) => ({ method: 'POST', path: `${C}/cg-donation-payments/guest`, body: { cgDonationPriceId: g(w).donationPriceId, ...donor(), paymentSource: 'tok_visa' } }),
    },
    // member plans
    { route: 'GET /api/v1/company/cg-member-plans/{profileName}', expect: read(priv), req: (w) => ({ method: 'GET', path: `${C}/cg-member-plans/${g(w).profile}` }) },
    {
      route: 'GET /api/v1/company/cg-member-plan-prices', variant: 'by group id: a private group\'s to those who see it', expect: seen(priv), observe: some,
      req: (w) => ({ method: 'GET', path: `${C}/cg-member-plan-prices?companyGroupIds=${g(w).id}` }),
    },
    {
      route: 'POST /api/v1/company/cg-member-plan-prices', expect: priv ? E(401, 400, 400, 403, 403, 201, 400, 400) : groupOwner(false, 201),
      req: (w) => ({ method: 'POST', path: `${C}/cg-member-plan-prices`, body: { companyGroupId: g(w).id, cents: 1900, type: 'year' } }),
    },
    {
      route: 'PATCH /api/v1/company/cg-member-plan-prices/{id}', expect: priv ? E(401, 400, 400, 403, 403, 200, 400, 400) : groupOwner(false, 200),
      req: (w) => ({ method: 'PATCH', path: `${C}/cg-member-plan-prices/${g(w).memberPlanPriceId}`, body: { asDeactivated: false } }),
    },
    ...(['orders', 'subscriptions'] as const).map((kind): Row => ({
      route: `POST /api/v1/company/cg-member-plan-${kind}`, variant: 'a quote (_dryRun)', expect: priv ? E(401, 400, 400, 200, 200, 200, 400, 400) : signedIn(200),
      req: (w) => ({
        method: 'POST', path: `${C}/cg-member-plan-${kind}`,
        body: { cgMemberPlanPriceId: kind === 'orders' ? g(w).memberPlanOncePriceId : g(w).memberPlanPriceId, paymentMethod: 'CARD', couponCodes: [], _dryRun: true },
      }),
    })),
  ]),
  { route: 'GET /api/v1/company/cg-sponsor-subscriptions', variant: 'mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/cg-sponsor-subscriptions` }) },
  { route: 'GET /api/v1/company/company-group-sponsors/mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/company-group-sponsors/mine` }) },
  { route: 'GET /api/v1/company/cg-sponsor-invites/mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/cg-sponsor-invites/mine` }) },
  { route: 'GET /api/v1/company/cg-member-plan-orders', variant: 'mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/cg-member-plan-orders` }) },
  { route: 'GET /api/v1/company/cg-member-plan-subscriptions', variant: 'mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${C}/cg-member-plan-subscriptions` }) },
  { route: 'GET /api/v1/company/cg-member-plan-subscriptions/{id}', variant: "the sponsor's paid membership", expect: signedIn(404), req: (w) => ({ method: 'GET', path: `${C}/cg-member-plan-subscriptions/${w.memberPlanSubId}` }) },
  {
    route: 'PATCH /api/v1/company/cg-member-plan-subscriptions/{id}', variant: "cancel the sponsor's paid membership", expect: signedIn(404),
    req: (w) => ({ method: 'PATCH', path: `${C}/cg-member-plan-subscriptions/${w.memberPlanSubId}`, body: { cancelled: true } }),
  },
];
