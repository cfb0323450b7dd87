// Routes of the payment service (/api/v1/payment): customer, cards, addresses, wallet, charges, coupons, orders, payouts.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import { couponStats, createCoupon, deleteCoupon, listCoupons, updateCoupon, COUPON_MESSAGES } from './coupons';
import { sandboxTokenize, type PaymentGateway } from './gateway';
import { createPayout, getOrder, listOrders, listPayouts, sellerBalance } from './orders';
import { runPayable } from './intents';
import { BILLING_MESSAGES, chargePayable, depositPayable, idempotencyKeyOf, quoteFor, saveCard, toCard, walletCents } from './payments';
import { cardSchema, couponSchema, idList, orderSchema, quoteSchema } from './http-schemas';

export const PAYMENT_BASE = '/api/v1/payment';
const B = PAYMENT_BASE;
const tag = 'payment';
const cents = z.number().int().min(0).max(100_000_000);
const id = z.object({ id: z.string().min(1).max(100) });
const method = z.enum(['WALLET', 'CARD']);
const key = z.string().min(1).max(200).optional();
const message = z.object({ message: z.string() });
const couponBody = z.object({
  code: z.string().max(12),
  description: z.string().max(1000).default(''),
  type: z.enum(['PERCENTAGE', 'FIXED']),
  value: z.number().int(),
  expiredAt: z.number().int().nullable().default(null),
  quantity: z.number().int().nullable().default(null),
  minToApplyCents: z.number().int().nullable().default(null),
  maxToApplyCents: z.number().int().nullable().default(null),
});
export const couponCodesSchema = z.union([z.array(z.string().max(12)).max(5), z.string().max(100).transform((s) => s.split(',').map((c) => c.trim()).filter(Boolean))]).default([]);

export function paymentRoutes(ctx: AppContext, gateway: PaymentGateway): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${B}/customers/mine`, tag, auth: 'user', summary: "The caller's payment customer (null before one exists)",
      response: z.object({ id: z.string(), paymentMethod: method }).nullable(),
      handler: async ({ caller }) => {
        const r = await ctx.db.selectFrom('pay_customers').select(['id', 'payment_method']).where('user_id', '=', caller.userId).executeTakeFirst();
        return r ? { id: r.id, paymentMethod: r.payment_method } : null;
      },
    }),
    defineRoute({
      method: 'post', path: `${B}/customers`, tag, auth: 'user', summary: 'Create (or update) the caller\'s payment customer',
      body: z.object({ paymentMethod: method }), response: z.object({ id: z.string(), paymentMethod: method }),
      handler: ({ caller, body }) => inTransaction(ctx, async ({ trx, now }) => {
        const r = await trx.insertInto('pay_customers').values({ id: randomUUID(), user_id: caller.userId, payment_method: body.paymentMethod, created_at: now })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ payment_method: body.paymentMethod })).returning(['id', 'payment_method']).executeTakeFirstOrThrow();
        return { id: r.id, paymentMethod: r.payment_method };
      }),
    }),
    defineRoute({
      method: 'post', path: `${B}/sandbox/tokens`, tag, auth: 'none', status: 201, summary: 'Sandbox gateway: tokenise a test card number',
      body: z.object({ number: z.string().min(12).max(23), expMonth: z.number().int().min(1).max(12), expYear: z.number().int().min(2000).max(2200), cvc: z.string().regex(/^\d{3,4}$/) }),
      response: z.object({ id: z.string() }),
      handler: async ({ body }) => {
        const r = await sandboxTokenize(ctx.db, body, ctx.clock.now());
        if (!r.ok) throw new HttpError(402, r.message);
        return r.value;
      },
    }),
    defineRoute({
      method: 'get', path: `${B}/cards`, tag, auth: 'user', summary: "The caller's cards", response: z.array(cardSchema),
      handler: async ({ caller }) => (await ctx.db.selectFrom('pay_cards').selectAll().where('user_id', '=', caller.userId).orderBy('created_at').orderBy('pos').execute()).map(toCard),
    }),
    defineRoute({
      method: 'post', path: `${B}/cards`, tag, auth: 'user', status: 201, summary: 'Add a card from a gateway token (the first card becomes the default)',
      body: z.object({ name: z.string().trim().min(1).max(100), tmpToken: z.string().min(1).max(200) }),
      response: z.object({ card: cardSchema, message: z.string() }),
      handler: async ({ caller, body }) => {
        // the gateway first, outside any transaction (it moves no money: a crash before the card is saved leaves
        // an unused card reference at the provider and the client tokenises the card again)
        const attached = await gateway.attachCard(ctx.db, body.tmpToken, ctx.clock.now());
        if (!attached.ok) throw new HttpError(402, attached.message);
        return saveCard(ctx, caller.userId, body.name, attached.value);
      },
    }),
    defineRoute({
      method: 'patch', path: `${B}/cards/{id}`, tag, auth: 'user', summary: 'Make a card the default (the others lose it)',
      params: id, body: z.object({ asDefault: z.literal(true) }), response: z.object({ card: cardSchema, message: z.string() }),
      handler: ({ caller, params }) => inTransaction(ctx, async ({ trx }) => {
        const card = await trx.selectFrom('pay_cards').select(['user_id']).where('id', '=', params.id).executeTakeFirst();
        if (!card || card.user_id !== caller.userId) throw new HttpError(404, BILLING_MESSAGES.noCard);
        await trx.updateTable('pay_cards').set({ as_default: false }).where('user_id', '=', caller.userId).where('as_default', '=', true).execute();
        const row = await trx.updateTable('pay_cards').set({ as_default: true }).where('id', '=', params.id).returningAll().executeTakeFirstOrThrow();
        return { card: toCard(row), message: BILLING_MESSAGES.cardUpdated };
      }),
    }),
    defineRoute({
      method: 'delete', path: `${B}/cards/{id}`, tag, auth: 'user', summary: 'Delete a card (the newest other card becomes the default)',
      params: id, response: message,
      handler: ({ caller, params }) => inTransaction(ctx, async ({ trx }) => {
        const card = await trx.selectFrom('pay_cards').select(['user_id', 'as_default']).where('id', '=', params.id).executeTakeFirst();
        if (!card || card.user_id !== caller.userId) throw new HttpError(404, BILLING_MESSAGES.noCard);
        await trx.deleteFrom('pay_cards').where('id', '=', params.id).execute();
        if (card.as_default) {
          const next = await trx.selectFrom('pay_cards').select('id').where('user_id', '=', caller.userId).orderBy('created_at', 'desc').orderBy('pos', 'desc').limit(1).executeTakeFirst();
          if (next) await trx.updateTable('pay_cards').set({ as_default: true }).where('id', '=', next.id).execute();
        }
        return { message: BILLING_MESSAGES.cardDeleted };
      }),
    }),
    ...addressRoutes(ctx),
    defineRoute({
      method: 'get', path: `${B}/wallets/mine`, tag, auth: 'user', summary: "The caller's wallet", response: z.object({ cents: z.number() }),
      handler: async ({ caller }) => ({ cents: await walletCents(ctx.db, caller.userId) }),
    }),
    defineRoute({
      method: 'post', path: `${B}/wallet-deposits`, tag, auth: 'user', status: 201, summary: 'Deposit into the wallet by card (minimum $15; Idempotency-Key)',
      body: z.object({ cents: z.number().int().min(0).max(100_000_000), paymentMethod: z.literal('CARD').default('CARD'), paymentInstrumentId: z.string().max(100).nullish(), idempotencyKey: key }),
      response: z.object({ order: orderSchema, wallet: z.object({ cents: z.number() }), message: z.string() }),
      handler: ({ caller, body, headers }) => {
        const k = idempotencyKeyOf(headers, body);
        return runPayable(ctx, gateway, depositPayable, { userId: caller.userId, req: { cents: body.cents, paymentInstrumentId: body.paymentInstrumentId ?? null, idempotencyKey: k } });
      },
    }),
    defineRoute({
      method: 'post', path: `${B}/charges`, tag, auth: 'user', summary: 'Pay a seller; with _dryRun only the quote (Idempotency-Key for real charges)',
      body: z.object({
        cents, sellerUserId: z.string().min(1).max(100), buyerUserEmail: z.string().max(200).optional(), couponCodes: couponCodesSchema,
        _dryRun: z.boolean().default(false), paymentMethod: method.default('CARD'), paymentInstrumentId: z.string().max(100).nullish(),
        paymentSource: z.string().max(100).optional(), description: z.string().max(200).default('Payment'), idempotencyKey: key,
      }),
      response: z.object({ quote: quoteSchema, order: orderSchema.nullable() }),
      handler: async ({ caller, body, headers }) => {
        const seller = await ctx.db.selectFrom('users').select('id').where('id', '=', body.sellerUserId).executeTakeFirst();
        if (!seller) throw new HttpError(400, 'sellerUserId: no such seller');
        if (body._dryRun) {
          const quote = await inTransaction(ctx, ({ trx, now }) => quoteFor(trx, { sellerUserId: body.sellerUserId, priceCents: body.cents, couponCodes: body.couponCodes }, now));
          return { quote, order: null };
        }
        const k = idempotencyKeyOf(headers, body);
        const r = await runPayable(ctx, gateway, chargePayable, {
          kind: 'CHARGE', description: body.description, buyerUserId: caller.userId, sellerUserId: body.sellerUserId, priceCents: body.cents,
          couponCodes: body.couponCodes, paymentMethod: body.paymentMethod, paymentInstrumentId: body.paymentInstrumentId ?? null, idempotencyKey: k,
        });
        return { quote: r.quote, order: r.order };
      },
    }),
    defineRoute({
      method: 'get', path: `${B}/coupons`, tag, auth: 'user', summary: "A seller's own coupons, newest first",
      query: z.object({ sellerUserIds: idList, limit: z.coerce.number().int().min(1).max(128).default(5), skip: z.coerce.number().int().min(0).default(0) }),
      response: z.array(couponSchema), handler: ({ caller, query }) => listCoupons(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'get', path: `${B}/coupons/stats`, tag, auth: 'user', summary: "Count of a seller's own coupons",
      query: z.object({ sellerUserIds: idList }), response: z.object({ all: z.object({ count: z.number() }) }),
      handler: ({ caller, query }) => couponStats(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'post', path: `${B}/coupons`, tag, auth: 'user', status: 201, summary: 'Create a coupon (the caller is its seller)',
      body: couponBody, response: couponSchema, handler: ({ caller, body }) => createCoupon(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'patch', path: `${B}/coupons/{id}`, tag, auth: 'user', summary: 'Change a coupon (its seller only)',
      params: id, body: couponBody.partial(), response: z.object({ coupon: couponSchema, message: z.string() }),
      handler: async ({ caller, params, body }) => {
        const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
        return { coupon: await updateCoupon(ctx, caller.userId, params.id, patch), message: COUPON_MESSAGES.updated };
      },
    }),
    defineRoute({
      method: 'delete', path: `${B}/coupons/{id}`, tag, auth: 'user', summary: 'Delete a coupon (its seller only)', params: id, response: message,
      handler: async ({ caller, params }) => {
        await deleteCoupon(ctx, caller.userId, params.id);
        return { message: COUPON_MESSAGES.deleted };
      },
    }),
    defineRoute({
      method: 'get', path: `${B}/orders`, tag, auth: 'user', summary: "The caller's orders, newest first",
      query: z.object({ limit: z.coerce.number().int().min(1).max(128).default(16), skip: z.coerce.number().int().min(0).default(0) }),
      response: z.array(orderSchema), handler: ({ caller, query }) => listOrders(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'get', path: `${B}/orders/{id}`, tag, auth: 'user', summary: 'One order (buyer or seller)', params: id, response: orderSchema,
      handler: ({ caller, params }) => getOrder(ctx, caller.userId, params.id),
    }),
    defineRoute({
      method: 'get', path: `${B}/sellers/mine/balance`, tag, auth: 'user', summary: "The caller's seller balance",
      response: z.object({ cents: z.number(), pendingPayoutCents: z.number() }), handler: ({ caller }) => sellerBalance(ctx, caller.userId),
    }),
    defineRoute({
      method: 'get', path: `${B}/payouts`, tag, auth: 'user', summary: "The caller's payouts",
      response: z.array(z.object({ id: z.string(), cents: z.number(), status: z.literal('PAID'), createdAt: z.number() })),
      handler: ({ caller }) => listPayouts(ctx, caller.userId),
    }),
    defineRoute({
      method: 'post', path: `${B}/payouts`, tag, auth: 'user', status: 201, summary: 'Pay out the seller balance (Idempotency-Key)',
      body: z.object({ cents: z.number().int().min(1).max(100_000_000), idempotencyKey: key }),
      response: z.object({ id: z.string(), cents: z.number(), status: z.literal('PAID'), createdAt: z.number() }),
      handler: ({ caller, body, headers }) => createPayout(ctx, gateway, caller.userId, { cents: body.cents, idempotencyKey: idempotencyKeyOf(headers, body) }),
    }),
    defineRoute({
      method: 'get', path: `${B}/account-setup-link`, tag, auth: 'user', summary: 'Where a seller sets up payouts (sandbox page)',
      response: z.object({ url: z.string() }), handler: async () => ({ url: '/stripe-payment-success?sandbox=account-setup' }),
    }),
    defineRoute({
      method: 'get', path: `${B}/dashboard-link`, tag, auth: 'user', summary: "The seller's payout dashboard (sandbox page)",
      response: z.object({ url: z.string() }), handler: async () => ({ url: '/stripe-payment-success?sandbox=dashboard' }),
    }),
  ];
}

function addressRoutes(ctx: AppContext): AnyRoute[] {
  const addressSchema = z.object({ id: z.string(), name: z.string(), line1: z.string(), city: z.string(), state: z.string(), country: z.string(), zipCode: z.string(), createdAt: z.number() });
  const text = (max: number) => z.string().trim().min(1).max(max);
  return [
    defineRoute({
      method: 'get', path: `${B}/billing-addresses`, tag, auth: 'user', summary: "The caller's billing addresses", response: z.array(addressSchema),
      handler: async ({ caller }) => (await ctx.db.selectFrom('pay_billing_addresses').selectAll().where('user_id', '=', caller.userId).orderBy('created_at').execute())
        .map((r) => ({ id: r.id, name: r.name, line1: r.line1, city: r.city, state: r.state, country: r.country, zipCode: r.zip_code, createdAt: r.created_at })),
    }),
    defineRoute({
      method: 'post', path: `${B}/billing-addresses`, tag, auth: 'user', status: 201, summary: 'Add a billing address',
      body: z.object({ name: text(100), line1: text(200), city: text(100), state: z.string().trim().max(100).default(''), country: text(100), zipCode: z.string().trim().max(20).default('') }),
      response: addressSchema,
      handler: ({ caller, body }) => inTransaction(ctx, async ({ trx, now }) => {
        const r = { id: randomUUID(), user_id: caller.userId, name: body.name, line1: body.line1, city: body.city, state: body.state, country: body.country, zip_code: body.zipCode, created_at: now };
        await trx.insertInto('pay_billing_addresses').values(r).execute();
        return { id: r.id, name: r.name, line1: r.line1, city: r.city, state: r.state, country: r.country, zipCode: r.zip_code, createdAt: now };
      }),
    }),
    defineRoute({
      method: 'delete', path: `${B}/billing-addresses/{id}`, tag, auth: 'user', summary: 'Delete a billing address', params: id, response: message,
      handler: async ({ caller, params }) => {
        const r = await ctx.db.deleteFrom('pay_billing_addresses').where('id', '=', params.id).where('user_id', '=', caller.userId).executeTakeFirst();
        if (Number(r.numDeletedRows) !== 1) throw new HttpError(404, 'Address not found');
        return { message: 'Address deleted' };
      },
    }),
  ];
}
