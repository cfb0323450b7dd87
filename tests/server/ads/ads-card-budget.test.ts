// A campaign's budget paid through the one payment flow (POST /ad-campaigns/{id}/start): by card, the gateway is
// charged the server's quote (budget + transaction fee) once per Idempotency-Key, the budget is reserved, clicks are
// spent from it, and what is left when it ends returns to the WALLET. A property: under any order of clicks, pauses,
// resumes, ends and hours, reserved = spent + returned at the end, nothing below zero, the wallet holds exactly the
// returned rest and the card was charged exactly once. Then the refusals (nothing written) and the wallet way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteCharge } from '../../../src/domain/billing';
import { backends, login, type Api } from '../harness';
import { companyAreaServer } from '../companies/setup';
import { addCard, DECLINED, key } from '../billing/helpers';
import { act, C, campaign, click, fund, template, wallet } from './setup';

const start = (api: Api, token: string, id: string, body: Record<string, unknown>) =>
  api.post(`${C}/ad-campaigns/${id}/start`, body, token);

describe.each(backends())('campaign budget paid by card on $name', (backend) => {
  const t = companyAreaServer(backend);
  const charges = async (userId: string) => {
    const { s } = t.state;
    return s.db.selectFrom('pay_orders').select(['final_cents', 'payment_method', 'gateway_ref']).where('buyer_user_id', '=', userId).where('kind', '=', 'CHARGE').execute();
  };

  it('reserved = spent + returned under any order of clicks, pauses, resumes and ends; the rest returns to the wallet; one card charge', async () => {
    const { api, s } = t.state;
    const serverAction = fc.constantFrom('CLICK', 'CLICK', 'CLICK', 'REPEAT', 'PAUSE', 'RESUME', 'END', 'HOUR', 'RESTART');
    let run = 0;
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 100, max: 1500 }), fc.array(serverAction, { maxLength: 12 }), async (cpc, budget, actions) => {
      run += 1;
      const alice = await t.owner(`Card budget ${run}`);
      let token = alice.accessToken;
      await addCard(api, token);
      const budgetCents = Math.max(budget, cpc);
      const c = await campaign(api, s, token, (await template(api, token, alice.companyId)).id, { budgetCents, cpcCents: cpc });
      const quote = await start(api, token, c.id, { paymentMethod: 'CARD', _dryRun: true });
      expect(quote.status).toBe(200);
      const expected = quoteCharge(budgetCents, [], s.clock.now());
      expect(expected.ok && quote.body.quote).toEqual(expected.ok && expected.quote);
      const k = key();
      const paid = await start(api, token, c.id, { paymentMethod: 'CARD', idempotencyKey: k });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body.campaign.state).toBe('ACTIVE');
      expect(paid.body.campaign.reservedCents).toBe(budgetCents);
      let visitors = 0;
      for (const x of actions) {
        if (x === 'HOUR') {
          s.clock.advance(61 * 60 * 1000);
          token = (await login(api, alice.email, alice.password)).accessToken;
        } else if (x === 'RESTART') {
          // the same request again (a lost answer, a double click): the same answer, nothing charged twice
          const again = await start(api, token, c.id, { paymentMethod: 'CARD', idempotencyKey: k });
          expect(again.status).toBe(200);
          expect(again.body.campaign.id).toBe(c.id);
        } else if (x === 'CLICK' || x === 'REPEAT') {
          if (x === 'CLICK') visitors += 1;
          const r = await click(api, c.id, undefined, `card${run}-visitor-${Math.max(visitors, 1)}`);
          expect([201, 404]).toContain(r.status);
        } else {
          expect([200, 409]).toContain((await act(api, token, c.id, x)).status);
        }
        const row = await s.db.selectFrom('ad_campaigns').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
        expect(row.spent_cents).toBe(row.clicks * cpc);
        expect(row.reserved_cents).toBe(budgetCents);
        expect(row.reserved_cents - row.spent_cents - row.returned_cents).toBeGreaterThanOrEqual(0);
        expect(await wallet(api, token)).toBe(row.returned_cents);
      }
      await act(api, token, c.id, 'END');
      const end = (await api.get(`${C}/ad-campaigns/${c.id}`, token)).body;
      expect(['ENDED', 'BUDGET_SPENT']).toContain(end.state);
      expect(end.reservedCents).toBe(end.spentCents + end.returnedCents);
      expect(await wallet(api, token)).toBe(budgetCents - end.spentCents);
      const orders = await charges(alice.id);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ payment_method: 'CARD', final_cents: expected.ok ? expected.quote.finalCents : -1 });
      const gw = await s.db.selectFrom('pay_sandbox_charges').select('cents').where('idempotency_key', '=', `${alice.id}:${k}`).where('kind', '=', 'CHARGE').execute();
      expect(gw.map((g) => g.cents)).toEqual([expected.ok ? expected.quote.finalCents : -1]);
      const ledger = await s.db.selectFrom('pay_ledger').select((eb) => eb.fn.sum<string>('cents').as('n')).where('user_id', '=', alice.id).where('account', '=', 'WALLET').executeTakeFirstOrThrow();
      expect(Number(ledger.n)).toBe(budgetCents - end.spentCents);
    }), { numRuns: 6 });
  });

  it('refuses with nothing written: no card, a declined card, coupons, no key, a campaign not a draft, another member', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Card refusals');
    const bob = await t.owner('Card refusals other');
    const c = await campaign(api, s, alice.accessToken, (await template(api, alice.accessToken, alice.companyId)).id, { budgetCents: 800, cpcCents: 100 });
    const before = await s.db.selectFrom('pay_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await start(api, alice.accessToken, c.id, { paymentMethod: 'CARD', idempotencyKey: key() })).body.message).toBe('You need to add a card to make payment');
    expect((await start(api, alice.accessToken, c.id, { paymentMethod: 'CARD' })).status).toBe(400);
    expect((await start(api, alice.accessToken, c.id, { paymentMethod: 'CARD', couponCodes: ['abc'], idempotencyKey: key() })).status).toBe(400);
    expect((await start(api, bob.accessToken, c.id, { paymentMethod: 'CARD', idempotencyKey: key() })).status).toBe(404);
    expect((await start(api, alice.accessToken, c.id, { paymentMethod: 'WALLET', idempotencyKey: key() })).status).toBe(402);
    await addCard(api, alice.accessToken, DECLINED);
    expect((await start(api, alice.accessToken, c.id, { paymentMethod: 'CARD', idempotencyKey: key() })).status).toBe(402);
    const after = await s.db.selectFrom('pay_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const row = await s.db.selectFrom('ad_campaigns').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'DRAFT', reserved_cents: 0, reserve_order_id: null });
    await act(api, alice.accessToken, c.id, 'END');
    expect((await start(api, alice.accessToken, c.id, { paymentMethod: 'CARD', idempotencyKey: key() })).status).toBe(409);
  });

  it('by wallet through the same flow: budget and fee debited, the rest back at the end', async () => {
    const { api, s } = t.state;
    const alice = await t.owner('Wallet flow');
    await fund(api, alice.accessToken, 2000);
    const c = await campaign(api, s, alice.accessToken, (await template(api, alice.accessToken, alice.companyId)).id, { budgetCents: 1000, cpcCents: 150 });
    const r = await start(api, alice.accessToken, c.id, { paymentMethod: 'WALLET', idempotencyKey: key() });
    expect(r.status).toBe(200);
    expect(await wallet(api, alice.accessToken)).toBe(2000 - r.body.quote.finalCents);
    expect((await click(api, c.id, undefined, 'wallet-flow-visitor')).status).toBe(201);
    await act(api, alice.accessToken, c.id, 'END');
    expect(await wallet(api, alice.accessToken)).toBe(2000 - r.body.quote.finalCents + 850);
  });
});
