// Payment service routes for refunds and sales, donations, MTZ points and the site's own MTZ plans.
import { z } from 'zod';
import type { AppContext } from '../context';
import { defineRoute, type AnyRoute } from '../http/registry';
import { donate, listDonations, myPoints } from './donations';
import type { PaymentGateway } from './gateway';
import { cancelMtzPlan, listMtzPlans, myMtzSubscription, subscribeMtzPlan } from './mtz-plans';
import { idempotencyKeyOf } from './payments';
import { listSales, refundOrder } from './refunds';
import { couponCodesSchema, PAYMENT_BASE as B } from './routes';
import { orderSchema, quoteSchema } from './http-schemas';

const tag = 'payment';
const method = z.enum(['WALLET', 'CARD']);
const planSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), cents: z.number(), type: z.enum(['month', 'year']) });
const mtzSubSchema = z.object({
  id: z.string(), mtzPlanId: z.string(), plan: planSchema, cancelled: z.boolean(), ready: z.boolean(), nextExpiredAt: z.number(),
  paymentMethod: method, paymentError: z.string().nullable(), createdAt: z.number(),
});
const donationSchema = orderSchema.extend({ groupName: z.string(), groupProfileName: z.string(), donorEmail: z.string(), donorName: z.string(), guest: z.boolean() });
const page = z.object({ limit: z.coerce.number().int().min(1).max(128).default(16), skip: z.coerce.number().int().min(0).default(0) });
const key = z.string().min(1).max(200).optional();

export function extraPaymentRoutes(ctx: AppContext, gateway: PaymentGateway): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${B}/sales`, tag, auth: 'user', summary: 'Orders paid to the caller (as seller), newest first', query: page,
      response: z.array(orderSchema), handler: ({ caller, query }) => listSales(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'post', path: `${B}/orders/{id}/refunds`, tag, auth: 'user', status: 201, summary: 'Refund a charge or donation in full (its seller; once per order)',
      params: z.object({ id: z.string().min(1).max(100) }), response: z.object({ order: orderSchema, message: z.string() }),
      handler: ({ caller, params }) => refundOrder(ctx, gateway, caller.userId, params.id),
    }),
    defineRoute({
      method: 'post', path: `${B}/donations`, tag, auth: 'user', status: 201, summary: 'Donate to a group (minimum $2; Idempotency-Key)',
      body: z.object({
        companyGroupId: z.string().min(1).max(100), cents: z.number().int().min(0).max(100_000_000),
        buyerUserEmail: z.string().max(200).default(''), buyerUserFirstname: z.string().max(100).default(''), buyerUserLastname: z.string().max(100).default(''),
        paymentMethod: method, paymentInstrumentId: z.string().max(100).nullish(), couponCodes: couponCodesSchema, idempotencyKey: key,
      }),
      response: z.object({ order: orderSchema, message: z.string() }),
      handler: ({ caller, body, headers }) => donate(ctx, gateway, caller.userId, { ...body, idempotencyKey: idempotencyKeyOf(headers, body) }),
    }),
    defineRoute({
      method: 'get', path: `${B}/donations`, tag, auth: 'user', summary: 'Donations the caller gave and received',
      response: z.object({ given: z.array(donationSchema), received: z.array(donationSchema) }), handler: ({ caller }) => listDonations(ctx, caller.userId),
    }),
    defineRoute({
      method: 'get', path: `${B}/points/mine`, tag, auth: 'user', summary: "The caller's MTZ points (each paid order's, at the point rates and promotions in force when it was paid, and referral rewards)",
      response: z.object({ points: z.number(), entries: z.array(z.object({ orderId: z.string().nullable(), description: z.string(), points: z.number(), createdAt: z.number() })) }),
      handler: ({ caller }) => myPoints(ctx, caller.userId),
    }),
    defineRoute({
      method: 'get', path: `${B}/plans`, tag, auth: 'none', summary: 'The MTZ plans, ascending by price', response: z.array(planSchema), handler: () => listMtzPlans(ctx),
    }),
    defineRoute({
      method: 'get', path: `${B}/mtz-plan-subscriptions/mine`, tag, auth: 'user', summary: "The caller's running MTZ plan subscription (null: none)",
      response: mtzSubSchema.nullable(), handler: ({ caller }) => myMtzSubscription(ctx, caller.userId),
    }),
    defineRoute({
      method: 'post', path: `${B}/mtz-plan-subscriptions`, tag, auth: 'user', summary: 'Subscribe to an MTZ plan (Idempotency-Key); _dryRun: the quote',
      body: z.object({
        mtzPlanId: z.string().min(1).max(100), paymentMethod: method, paymentInstrumentId: z.string().max(100).nullish(), couponCodes: couponCodesSchema,
        _dryRun: z.boolean().default(false), idempotencyKey: key,
      }),
      response: z.object({ quote: quoteSchema, message: z.string().nullable(), subscription: mtzSubSchema.nullable() }),
      handler: ({ caller, body, headers }) => subscribeMtzPlan(ctx, gateway, caller.userId, {
        ...body, dryRun: body._dryRun, idempotencyKey: body._dryRun ? '' : idempotencyKeyOf(headers, body),
      }),
    }),
    defineRoute({
      method: 'patch', path: `${B}/mtz-plan-subscriptions/mine`, tag, auth: 'user', summary: 'Cancel (ends at the next billing date) or resume the MTZ plan',
      body: z.object({ cancelled: z.boolean() }), response: mtzSubSchema, handler: ({ caller, body }) => cancelMtzPlan(ctx, caller.userId, body.cancelled),
    }),
  ];
}
