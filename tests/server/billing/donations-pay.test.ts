// Donation payments on the server: the amount comes from the price (never the client), the group's owner is paid and
// cannot donate to their own group, a disabled donation takes nothing, double submits charge once, the spec-5 rules
// answer 4xx with nothing written, and a visitor donates as a guest with a card token (never from a wallet).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_DONOR_EMAIL, GUEST_DONOR_ID } from '../../../server/src/billing/donations-pay';
import { transactionFeeCents } from '../../../src/domain/billing';
import { backends, client, login, newMember, type Api, type TestServer } from '../harness';
import { addCard, C, countRows, DECLINED, depositCents, GOOD, key, P } from './helpers';

describe.each(backends())('group donation payments on $name', (backend) => {
  let s: TestServer;
  let api: Api;
  let alice: string;
  let aliceId: string;
  let prices: { id: string; cents: number }[];
  let donationId: string;
  beforeAll(async () => {
    s = await backend.start();
    api = client(s);
    alice = (await login(api, 'alice@mtz.test', 'Alice123!')).accessToken;
    const g = await s.db.selectFrom('company_groups').select(['id', 'owner_id']).where('profile_name', '=', 'northern-traders').executeTakeFirstOrThrow();
    aliceId = g.owner_id;
    const d = (await api.get(`${C}/cg-donations?companyGroupId=${g.id}`)).body;
    prices = d.prices;
    donationId = d.id;
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const balance = async () => (await api.get(`${P}/sellers/mine/balance`, alice)).body.cents as number;
  const price = (i: number) => prices[i]!;
  const body = (extra: Record<string, unknown> = {}) => ({
    cgDonationPriceId: price(1).id, buyerUserEmail: 'dee@example.test', buyerUserConfirmEmail: 'dee@example.test', buyerUserFirstname: 'Dee',
    buyerUserLastname: 'Donor', paymentMethod: 'CARD', idempotencyKey: key(), ...extra,
  });
  const token = async (number = GOOD) => (await api.post(`${P}/sandbox/tokens`, { number, expMonth: 12, expYear: 2035, cvc: '123' })).body.id as string;

  it('a member donates by card: the amount is the price\'s, the owner is paid, a double submit charges once; the quote shows the fee', async () => {
    const donor = await newMember(api, 'donor');
    await addCard(api, donor.accessToken);
    const dry = await api.post(`${C}/cg-donation-payments`, body({ _dryRun: true, idempotencyKey: undefined }), donor.accessToken);
    expect(dry.status).toBe(201);
    expect(dry.body.quote).toEqual({ cents: 1000, discountCents: 0, tranxCents: transactionFeeCents(1000), finalCents: 1000 + transactionFeeCents(1000), couponCodes: [] });
    expect(dry.body.order).toBeNull();
    const before = await countRows(s);
    const sellerBefore = await balance();
    // a client-sent amount is ignored: the price decides
    const b = body({ cents: 1, finalCents: 1 });
    const [x, y] = await Promise.all([api.post(`${C}/cg-donation-payments`, b, donor.accessToken), api.post(`${C}/cg-donation-payments`, b, donor.accessToken)]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(y.body.order.id).toBe(x.body.order.id);
    expect(x.body.message).toBe('Thank you for your donation to Northern Traders');
    expect([x.body.order.cents, x.body.order.kind, x.body.order.sellerUserId, x.body.order.buyerUserId]).toEqual([1000, 'DONATION', aliceId, donor.id]);
    const after = await countRows(s);
    expect([after.orders - before.orders, after.gateway - before.gateway]).toEqual([1, 1]);
    expect(await balance()).toBe(sellerBefore + 1000);
    const mine = (await api.get(`${P}/donations`, donor.accessToken)).body.given;
    expect(mine[0]).toMatchObject({ id: x.body.order.id, groupProfileName: 'northern-traders', donorEmail: 'dee@example.test', donorName: 'Dee Donor', guest: false });
  });

  it('spec-5 rules, owner, disabled and unknown amount: 4xx with nothing written', async () => {
    const donor = await newMember(api, 'donor');
    const poor = await newMember(api, 'poor');
    await addCard(api, donor.accessToken);
    await depositCents(api, donor.accessToken, 1500);
    const before = await countRows(s);
    const refused: [string, Record<string, unknown>, number, string][] = [
      [donor.accessToken, { cgDonationPriceId: '' }, 400, 'Please select an amount'],
      [donor.accessToken, { buyerUserEmail: ' ', buyerUserConfirmEmail: ' ' }, 400, 'Email is required'],
      [donor.accessToken, { buyerUserConfirmEmail: 'other@example.test' }, 400, 'Email does not match'],
      [donor.accessToken, { buyerUserFirstname: '' }, 400, 'First name is required'],
      [donor.accessToken, { buyerUserLastname: ' ' }, 400, 'Last name is required'],
      [donor.accessToken, { paymentMethod: null }, 400, 'Payment method is required'],
      [donor.accessToken, { cgDonationPriceId: 'nope' }, 404, 'Invalid donation'],
      [donor.accessToken, { idempotencyKey: undefined }, 400, 'Idempotency-Key is required'],
      [donor.accessToken, { paymentMethod: 'WALLET', cgDonationPriceId: price(2).id }, 402, 'Your wallet balance is not enough to make payment'],
      [poor.accessToken, {}, 400, 'You need to add a card to make payment'],
      [alice, {}, 403, 'You cannot donate to your own group'],
    ];
    for (const [t, extra, status, message] of refused) {
      const r = await api.post(`${C}/cg-donation-payments`, body(extra), t);
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect((await api.post(`${C}/cg-donation-payments`, body())).status).toBe(401);
    expect(await countRows(s)).toEqual(before);
    // a disabled donation takes nothing, from members or guests
    await api.patch(`${C}/cg-donations/${donationId}`, { asEnabled: false }, alice);
    try {
      const m = await api.post(`${C}/cg-donation-payments`, body(), donor.accessToken);
      const g = await api.post(`${C}/cg-donation-payments/guest`, body({ paymentSource: await token() }));
      for (const r of [m, g]) expect([r.status, r.body.message]).toEqual([400, 'Donations are not enabled for this group']);
      expect(await countRows(s)).toEqual(before);
    } finally {
      await api.patch(`${C}/cg-donations/${donationId}`, { asEnabled: true }, alice);
    }
    // the wallet pays when it holds enough
    const ok = await api.post(`${C}/cg-donation-payments`, body({ paymentMethod: 'WALLET', cgDonationPriceId: price(0).id }), donor.accessToken);
    expect([ok.status, ok.body.order.cents, ok.body.order.paymentMethod]).toEqual([201, 500, 'WALLET']);
    expect((await api.get(`${P}/wallets/mine`, donor.accessToken)).body.cents).toBe(1500 - ok.body.order.finalCents);
  });

  it('a guest donates with a card token: charged once, no buyer account, the contact kept; never from a wallet; a declined card writes nothing', async () => {
    const before = await countRows(s);
    const refused: [Record<string, unknown>, number, string][] = [
      [{ paymentMethod: 'WALLET' }, 403, 'Please login to pay from your wallet'],
      [{ paymentSource: null }, 400, 'You need to add a card to make payment'],
      [{ paymentSource: 'tok_forged' }, 402, 'Invalid card token.'],
      [{ paymentSource: await token(DECLINED) }, 402, 'Your card was declined.'],
      [{ buyerUserEmail: '' }, 400, 'Email is required'],
    ];
    for (const [extra, status, message] of refused) {
      const r = await api.post(`${C}/cg-donation-payments/guest`, body({ paymentSource: 'x', ...extra }));
      expect([r.status, r.body.message]).toEqual([status, message]);
    }
    expect(await countRows(s)).toEqual(before);
    const sellerBefore = await balance();
    const b = body({ paymentSource: await token(), buyerUserEmail: 'guest@example.test', buyerUserConfirmEmail: 'guest@example.test', buyerUserFirstname: 'Gus', buyerUserLastname: 'Guest' });
    const first = await api.post(`${C}/cg-donation-payments/guest`, b);
    const second = await api.post(`${C}/cg-donation-payments/guest`, b);
    expect([first.status, second.status, second.body.order.id]).toEqual([201, 201, first.body.order.id]);
    expect([first.body.order.cents, first.body.order.paymentMethod, first.body.order.buyerUserId]).toEqual([1000, 'CARD', 'guest-donor']);
    const after = await countRows(s);
    expect([after.orders - before.orders, after.gateway - before.gateway, after.cards - before.cards]).toEqual([1, 1, 0]);
    expect(await balance()).toBe(sellerBefore + 1000);
    const received = (await api.get(`${P}/donations`, alice)).body.received;
    expect(received.find((d: { id: string }) => d.id === first.body.order.id)).toMatchObject({ donorName: 'Gus Guest', donorEmail: 'guest@example.test', cents: 1000, guest: true });
    const bell = await s.db.selectFrom('notifications').select('content').where('receiver_id', '=', aliceId).where('content', '=', 'Gus Guest donated $10.00 to Northern Traders').execute();
    expect(bell).toHaveLength(1); // once, though paid twice
    // nobody can sign in as the guest donor, nor get a confirm or reset code for it
    for (const email of [GUEST_DONOR_EMAIL, GUEST_DONOR_EMAIL.toLowerCase()]) {
      expect((await api.auth('LOGIN', { email, password: '!' })).status).toBeGreaterThanOrEqual(400);
      await api.auth('RESEND_CONFIRM_EMAIL_WITH_CODE', { email });
      await api.auth('RESET_PASSWORD', { email });
    }
    expect(await s.db.selectFrom('auth_codes').select('id').where('user_id', '=', GUEST_DONOR_ID).execute()).toEqual([]);
    expect(await s.db.selectFrom('users').select(['email', 'activated']).where('id', '=', GUEST_DONOR_ID).executeTakeFirst()).toEqual({ email: GUEST_DONOR_EMAIL, activated: false });
  });
});
