// Starting a campaign through the one paying path (billing's pay() inside a payable, as member plans, sponsorships,
// donations and tickets do): the budget is paid to the site by wallet or by card, the amount (the budget in cents
// plus the transaction fee of billing's quote) is computed here, one Idempotency-Key pays once, and a card is charged
// outside any transaction (intents.ts). The paid order becomes the campaign's reservation: clicks are spent out of
// it, and what is left when the campaign ends (or is ended) returns to the owner's WALLET, whichever way the budget
// was paid (the "what is left returns to the wallet"; the fee is not returned). The older PATCH START
// reserves the budget from the wallet with no fee (wallet.ts); both leave reserved = spent + returned at the end.
import { z } from 'zod';
import { startBudget, type Campaign } from '../../../src/domain/ads';
import type { ChargeQuote, PaymentMethod } from '../../../src/domain/billing';
import { type AppContext, type UnitOfWork } from '../context';
import type { PaymentGateway } from '../billing/gateway';
import { quoteSchema } from '../billing/http-schemas';
import { payable, runPayable } from '../billing/intents';
import { idempotencyKeyOf, pay, quoteFor } from '../billing/payments';
import { HttpError } from '../http/errors';
import { idParam } from '../http/inputs';
import { defineRoute, type AnyRoute, type Caller } from '../http/registry';
import { BASE } from '../companies/shared';
import { applyStep } from './campaigns';
import { ADS_TAG, campaignSchema, moneyOf, ownCampaign, toCampaigns } from './views';

export const FUNDING_MESSAGES = {
  noCoupons: 'Coupons do not apply to advertising budgets',
  otherPayment: 'This payment was made for another campaign',
  started: (name: string) => `Campaign ${name} started: its budget is paid`,
} as const;

type StartRequest = { paymentMethod: PaymentMethod; paymentInstrumentId: string | null; dryRun: boolean; idempotencyKey: string };
type StartArgs = { userId: string; campaignId: string; req: StartRequest };
type Started = { quote: ChargeQuote; campaignId: string | null; message: string | null };

const description = (name: string) => `Advertising budget: ${name}`;
// a JSON-safe caller for the intent's arguments (the cron runs the payable again from them)
const callerOf = (userId: string): Caller => ({ userId, admin: false });

const startPayable = payable('ads.campaign-start', async (uow: UnitOfWork, gateway: PaymentGateway, a: StartArgs): Promise<Started> => {
  const c = await ownCampaign(uow.trx, callerOf(a.userId), a.campaignId, true);
  const sitePrice = { sellerUserId: null, priceCents: c.budget_cents, couponCodes: [] };
  if (a.req.dryRun) return { quote: await quoteFor(uow.trx, sitePrice, uow.now), campaignId: null, message: null };
  // a retry of a payment already made answers it (pay() finds the order under the key) and reserves nothing twice
  const prior = await uow.trx.selectFrom('pay_orders').select('id').where('idempotency_key', '=', `${a.userId}:${a.req.idempotencyKey}`).executeTakeFirst();
  if (prior && c.reserve_order_id !== prior.id) throw new HttpError(409, FUNDING_MESSAGES.otherPayment);
  const step = startBudget(moneyOf(c));
  if (!prior && !step.ok) throw new HttpError(409, step.message);
  const paid = await pay(uow, gateway, {
    kind: 'CHARGE', description: description(c.name), buyerUserId: a.userId, ...sitePrice, paymentMethod: a.req.paymentMethod,
    paymentInstrumentId: a.req.paymentInstrumentId, idempotencyKey: a.req.idempotencyKey, meta: { adCampaignId: c.id },
  });
  if (!paid.replayed && step.ok) await applyStep(uow, c, step, paid.order.id);
  return { quote: paid.quote, campaignId: c.id, message: FUNDING_MESSAGES.started(c.name) };
});

/** Starts a draft campaign, paying its budget by wallet or card; a dry run answers the quote and writes nothing. */
export async function startPaid(ctx: AppContext, gateway: PaymentGateway, caller: Caller, campaignId: string, req: StartRequest): Promise<{ quote: ChargeQuote; campaign: Campaign | null; message: string | null }> {
  await ownCampaign(ctx.db, caller, campaignId);
  const r = await runPayable(ctx, gateway, startPayable, { userId: caller.userId, campaignId, req });
  if (!r.campaignId) return { quote: r.quote, campaign: null, message: null };
  const row = await ctx.db.selectFrom('ad_campaigns').selectAll().where('id', '=', r.campaignId).executeTakeFirstOrThrow();
  return { quote: r.quote, campaign: (await toCampaigns(ctx.db, [row]))[0] ?? null, message: r.message };
}

const startBody = z.strictObject({
  paymentMethod: z.enum(['WALLET', 'CARD']),
  paymentInstrumentId: z.string().max(100).nullish(),
  couponCodes: z.array(z.string().max(12)).max(5).default([]),
  _dryRun: z.boolean().default(false),
  idempotencyKey: z.string().min(1).max(200).optional(),
});

export function fundingRoutes(ctx: AppContext, gateway: PaymentGateway): AnyRoute[] {
  return [
    defineRoute({
      method: 'post', path: `${BASE}/ad-campaigns/{id}/start`, tag: ADS_TAG, auth: 'user',
      summary: 'Start a draft campaign, its budget paid through the one payment flow (WALLET or CARD; Idempotency-Key); _dryRun: the quote',
      params: idParam, body: startBody,
      response: z.object({ quote: quoteSchema, campaign: campaignSchema.nullable(), message: z.string().nullable() }),
      handler: ({ caller, params, body, headers }) => {
        if (body.couponCodes.length > 0) throw new HttpError(400, FUNDING_MESSAGES.noCoupons);
        const idempotencyKey = body._dryRun ? '' : idempotencyKeyOf(headers, body);
        return startPaid(ctx, gateway, caller, params.id, { paymentMethod: body.paymentMethod, paymentInstrumentId: body.paymentInstrumentId ?? null, dryRun: body._dryRun, idempotencyKey });
      },
    }),
  ];
}
