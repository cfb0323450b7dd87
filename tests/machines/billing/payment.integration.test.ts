// The payment machine with the engine's real data path against the reference server: the access token expires
// mid-payment (401 -> one refresh -> the same request again) and the user double-submits; the server's
// ledger shows exactly one charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AuthTokens } from '../../../src/domain/identity/types';
import { paymentMachine } from '../../../src/machines/billing/payment.machine';
import { createApiClient } from '../../../src/sync/api/client';
import { createDataEngine } from '../../../src/sync/query/data-engine';
import type { EngineClient } from '../../../src/workers/client';
import { serviceBases } from '../../../src/sync/contract/endpoints';
import { memberPlanPaymentActors } from '../../../src/ui/features/billing/paymentActors';
import { client, newMember, startPglite, type TestServer } from '../../server/harness';
import { addCard, depositCents } from '../../server/billing/helpers';

/** The engine's data path over the server, with the page's client refreshing the tokens on a 401. */
async function engineOver(url: string, userId: string, page: { tokens: () => AuthTokens | null; refresh(): Promise<boolean> }): Promise<{ current: EngineClient }> {
  const data = createDataEngine({
    storage: 'memory', bases: serviceBases({}, url), visitorRefreshMs: 0, namePrefix: `pay-${crypto.randomUUID()}-`, log: () => {},
    refresh: async () => ((await page.refresh()) ? page.tokens() : null),
  });
  const tokens = page.tokens();
  if (tokens) await data.setAccount({ userId, tokens });
  const current = {
    command: (endpoint: never, input: never, idempotencyKey?: string) => data.command(endpoint, input, { idempotencyKey }),
    read: (endpoint: never, params: never) => data.read(endpoint, params),
  };
  return { current: current as unknown as EngineClient };
}

let s: TestServer;
beforeAll(async () => {
  s = await startPglite();
});
afterAll(async () => {
  await s.close();
});

describe('payment machine against the server', () => {
  it('double submit + 401 mid-payment: one charge in the ledger', async () => {
    const api = client(s);
    const m = await newMember(api, 'payer');
    await addCard(api, m.accessToken);
    await depositCents(api, m.accessToken, 5000);
    let tokens: AuthTokens | null = { accessToken: m.accessToken, refreshToken: m.refreshToken };
    let refreshes = 0;
    const apiClient = createApiClient({
      bases: serviceBases({}, s.url), getTokens: () => tokens, onTokens: (t) => { tokens = t; refreshes += 1; }, onExpired: () => { tokens = null; }, log: () => {},
    });
    const group = await s.db.selectFrom('company_groups').select('id').where('profile_name', '=', 'premium-buyers-club').executeTakeFirstOrThrow();
    const prices = (await apiClient.call('memberPlans.prices', { companyGroupIds: group.id })) ?? [];
    const once = prices.find((p) => p.type === 'one_time')!;
    const actor = createActor(paymentMachine.provide({ actors: memberPlanPaymentActors(await engineOver(s.url, m.id, { tokens: () => tokens, refresh: () => apiClient.refreshTokens() }), 'order') }), {
      input: { prices: prices.map((p) => ({ id: p.id, cents: p.cents, label: p.description })), keySeed: crypto.randomUUID() },
    }).start();
    actor.send({ type: 'price.select', priceId: once.id });
    await waitFor(actor, (x) => x.matches({ review: 'ready' }));
    actor.send({ type: 'coupon.apply', code: 'welcome10' });
    await waitFor(actor, (x) => x.matches({ review: 'ready' }));
    expect(actor.getSnapshot().context.quote).toMatchObject({ cents: 2500, discountCents: 250, finalCents: 2345 });
    actor.send({ type: 'method.select', method: 'WALLET' });
    actor.send({ type: 'payment.review' });
    expect(actor.getSnapshot().value).toBe('confirm');

    s.clock.advance(16 * 60 * 1000); // the access token expires: the payment call gets 401 and is retried after one refresh
    actor.send({ type: 'payment.confirm' });
    actor.send({ type: 'payment.confirm' }); // double submit
    await waitFor(actor, (x) => x.matches('success'), { timeout: 10_000 });
    expect(refreshes).toBe(1);
    expect(actor.getSnapshot().context.message).toBe('Payment success! Thank you for your payment to join the group Premium Buyers Club');

    // a second client (another tab) retries the same request with the same key: still one charge
    const key = `${actor.getSnapshot().context.keySeed}-${actor.getSnapshot().context.attempt}`;
    const again = await apiClient.call('memberPlans.order', { cgMemberPlanPriceId: once.id, paymentMethod: 'WALLET', paymentInstrumentId: null, couponCodes: ['welcome10'], idempotencyKey: key });
    expect(again?.order?.id).toBeDefined();
    const walletDebits = await s.db.selectFrom('pay_ledger').select('cents').where('user_id', '=', m.id).where('account', '=', 'WALLET').where('cents', '<', 0).execute();
    expect(walletDebits).toEqual([{ cents: -2345 }]);
    expect((await apiClient.call('billing.wallet', undefined))?.cents).toBe(5000 - 2345);
    actor.stop();
  });
});
