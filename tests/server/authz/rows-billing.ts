// Matrix rows of billing (the payment service): each member's own records (cards, addresses, coupons, orders,
// wallet, payouts, plans) are theirs alone; someone else's id answers as if it did not exist (404) or is refused.
/* eslint-disable @typescript-eslint/no-explicit-any -- loosely typed JSON bodies keep the rows short */
import { E, all, companyOwner, perGroup, signedIn, type Row } from './matrix';
import { couponDraft, donationBody, P, type World } from './world';
import { addCard, key } from '../billing/helpers';

const co = (w: World) => w.people.companyOwner.accessToken;
const created = async (w: World, path: string, body: unknown, token = co(w)): Promise<any> => {
  const r = await w.api.post(path, body, token);
  if (r.status !== 201 && r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
const UNKNOWN = 'unknown group';
/** The role's card, added when it has none (the visitor has no account). */
async function cardOf(w: World, token: string | undefined): Promise<void> {
  if (!token) return;
  if ((await w.api.get(`${P}/cards`, token)).body.length === 0) await addCard(w.api, token);
}
/** Someone else's record: 404 to everyone but its owner, the visitor 401. */
const own = (ok: number) => companyOwner(ok, 404);

const MINE = [
  'customers/mine', 'cards', 'billing-addresses', 'wallets/mine', 'coupons', 'coupons/stats', 'orders', 'sellers/mine/balance', 'payouts',
  'account-setup-link', 'dashboard-link', 'donations', 'points/mine', 'mtz-plan-subscriptions/mine', 'subscriptions', 'sales',
];

export const BILLING_ROWS: Row[] = [
  ...MINE.map((p): Row => ({ route: `GET /api/v1/payment/${p}`, variant: 'mine', expect: signedIn(200), req: () => ({ method: 'GET', path: `${P}/${p}` }) })),
  { route: 'POST /api/v1/payment/customers', variant: 'mine', expect: signedIn(200), req: () => ({ method: 'POST', path: `${P}/customers`, body: { paymentMethod: 'CARD' } }) },
  {
    route: 'POST /api/v1/payment/cards', variant: 'mine', expect: signedIn(201),
    req: async (w) => ({ method: 'POST', path: `${P}/cards`, body: { name: 'Card', tmpToken: (await created(w, `${P}/sandbox/tokens`, { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' }, undefined)).id } }),
  },
  { route: 'PATCH /api/v1/payment/cards/{id}', variant: "the company owner's card", expect: own(200), req: (w) => ({ method: 'PATCH', path: `${P}/cards/${w.billing.cardId}`, body: { asDefault: true } }) },
  { route: 'DELETE /api/v1/payment/cards/{id}', variant: "the company owner's card", expect: own(200), req: async (w) => ({ method: 'DELETE', path: `${P}/cards/${(await addCard(w.api, co(w))).id}` }) },
  { route: 'POST /api/v1/payment/billing-addresses', variant: 'mine', expect: signedIn(201), req: () => ({ method: 'POST', path: `${P}/billing-addresses`, body: { name: 'Office', line1: 'Quay 2', city: 'Riga', country: 'LV' } }) },
  {
    route: 'DELETE /api/v1/payment/billing-addresses/{id}', variant: "the company owner's address", expect: own(200),
    req: async (w) => ({ method: 'DELETE', path: `${P}/billing-addresses/${(await created(w, `${P}/billing-addresses`, { name: 'Old', line1: 'Quay 3', city: 'Riga', country: 'LV' })).id}` }),
  },
  {
    route: 'POST /api/v1/payment/wallet-deposits', variant: 'mine, by my card', expect: signedIn(201),
    req: async (w, role) => {
      await cardOf(w, w.token(role));
      return { method: 'POST', path: `${P}/wallet-deposits`, body: { cents: 1500, paymentMethod: 'CARD', idempotencyKey: key() } };
    },
  },
  {
    route: 'POST /api/v1/payment/charges', variant: 'a quote (_dryRun) to pay the company owner', expect: signedIn(200),
    req: (w) => ({ method: 'POST', path: `${P}/charges`, body: { cents: 1000, sellerUserId: w.people.companyOwner.id, couponCodes: [], _dryRun: true, idempotencyKey: key() } }),
  },
  { route: 'POST /api/v1/payment/coupons', variant: 'mine', expect: signedIn(201), req: (w) => ({ method: 'POST', path: `${P}/coupons`, body: couponDraft(w.uniq()) }) },
  { route: 'PATCH /api/v1/payment/coupons/{id}', variant: "the company owner's coupon", expect: companyOwner(200), req: (w) => ({ method: 'PATCH', path: `${P}/coupons/${w.billing.couponId}`, body: { description: w.uniq() } }) },
  {
    route: 'DELETE /api/v1/payment/coupons/{id}', variant: "the company owner's coupon", expect: companyOwner(200),
    req: async (w) => ({ method: 'DELETE', path: `${P}/coupons/${(await created(w, `${P}/coupons`, couponDraft(w.uniq()))).id}` }),
  },
  {
    route: 'GET /api/v1/payment/orders/{id}', variant: "the company owner's donation to the group owner (buyer and seller)", expect: E(401, 403, 403, 403, 403, 200, 200, 403),
    req: (w) => ({ method: 'GET', path: `${P}/orders/${w.billing.orderId}` }),
  },
  {
    route: 'POST /api/v1/payment/orders/{id}/refunds', variant: 'a donation to the group owner (its seller refunds)', expect: E(401, 403, 403, 403, 403, 201, 403, 403),
    req: async (w) => ({ method: 'POST', path: `${P}/orders/${(await created(w, `${P}/donations`, donationBody(w.pub.id, w.people.companyOwner.email))).order.id}/refunds` }),
  },
  { route: 'POST /api/v1/payment/payouts', variant: 'of my own balance', expect: signedIn(400), req: () => ({ method: 'POST', path: `${P}/payouts`, body: { cents: 100_000_000, idempotencyKey: key() } }) },
  ...perGroup((g, priv): Row => ({
    route: 'POST /api/v1/payment/donations', variant: 'by my card (a private group is unknown to outsiders; the owner cannot pay themself)',
    expect: priv ? E(401, UNKNOWN, UNKNOWN, 201, 201, 400, UNKNOWN, UNKNOWN) : E(401, 201, 201, 201, 201, 400, 201, 201),
    observe: (a) => ((a.body as { message?: string }).message === 'Invalid company group' ? UNKNOWN : a.status),
    req: async (w, role) => {
      await cardOf(w, w.token(role));
      return { method: 'POST', path: `${P}/donations`, body: donationBody(g(w).id, 'donor@example.test') };
    },
  })),
  {
    route: 'POST /api/v1/payment/mtz-plan-subscriptions', variant: 'a quote (_dryRun)', expect: signedIn(200),
    req: async (w) => ({ method: 'POST', path: `${P}/mtz-plan-subscriptions`, body: { mtzPlanId: (await w.api.get(`${P}/plans`)).body[0].id, paymentMethod: 'CARD', couponCodes: [], _dryRun: true, idempotencyKey: key() } }),
  },
  { route: 'PATCH /api/v1/payment/mtz-plan-subscriptions/mine', variant: 'cancel mine (none)', expect: signedIn(404), req: () => ({ method: 'PATCH', path: `${P}/mtz-plan-subscriptions/mine`, body: { cancelled: true } }) },
  { route: 'GET /api/v1/payment/pricing', variant: 'public plans and prices', expect: all(200), req: () => ({ method: 'GET', path: `${P}/pricing` }) },
  { route: 'GET /api/v1/payment/pricing/{planId}/{priceId}', variant: 'a public plan and price', expect: all(200), req: () => ({ method: 'GET', path: `${P}/pricing/business/mtz-business-year` }) },
  {
    route: 'GET /api/v1/payment/payment-states/{ref}', variant: "the company owner's donation (its buyer only; the seller too sees 404)", expect: own(200),
    req: (w) => ({ method: 'GET', path: `${P}/payment-states/${w.billing.orderId}` }),
  },
];
