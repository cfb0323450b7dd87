// Member plan routes (company service paths, spec 7) and the payment service's subscriptions list.
import { z } from 'zod';
import { optionalCaller } from '../identity/users';
import type { AppContext } from '../context';
import { seesProfile } from '../groups/access';
import { HttpError } from '../http/errors';
import { defineRoute, type AnyRoute } from '../http/registry';
import type { PaymentGateway } from './gateway';
import {
  cancelSubscription, createPrice, retrySubscription, getSubscription, joinPaid, listMemberOrders, listPrices, listSubscriptions, updatePrice,
} from './member-plans';
import { idempotencyKeyOf } from './payments';
import { couponCodesSchema, PAYMENT_BASE } from './routes';
import { idList, priceSchema, quoteSchema } from './http-schemas';

const C = '/api/v1/company';
const tag = 'member-plans';
const id = z.object({ id: z.string().min(1).max(100) });
const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true');
const subscriptionSchema = z.object({
  id: z.string(), companyGroupId: z.string(), groupName: z.string(), groupProfileName: z.string(), cgMemberPlanPriceId: z.string(), price: priceSchema,
  nextExpiredAt: z.number(), cancelled: z.boolean(), paymentError: z.string().nullable(), createdAt: z.number(),
});
const memberOrderSchema = z.object({
  id: z.string(), companyGroupId: z.string(), groupName: z.string(), groupProfileName: z.string(), cgMemberPlanPriceId: z.string(), price: priceSchema,
  orderId: z.string(), createdAt: z.number(), expiredAt: z.number(), asCompleted: z.boolean(),
});
const joinBody = z.object({
  cgMemberPlanPriceId: z.string().min(1).max(100),
  paymentMethod: z.enum(['WALLET', 'CARD']),
  paymentInstrumentId: z.string().max(100).nullish(),
  couponCodes: couponCodesSchema,
  _dryRun: z.boolean().default(false),
  idempotencyKey: z.string().min(1).max(200).optional(),
});
const joinResponse = z.object({ quote: quoteSchema, message: z.string().nullable(), subscription: subscriptionSchema.nullable(), order: memberOrderSchema.nullable() });

export function memberPlanRoutes(ctx: AppContext, gateway: PaymentGateway): AnyRoute[] {
  const join = (as: 'order' | 'subscription') => ({ caller, body, headers }: { caller: { userId: string }; body: z.output<typeof joinBody>; headers: Headers }) =>
    joinPaid(ctx, gateway, caller.userId, { ...body, dryRun: body._dryRun, idempotencyKey: body._dryRun ? '' : idempotencyKeyOf(headers, body) }, as);
  return [
    defineRoute({
      method: 'get', path: `${C}/cg-member-plan-prices`, tag, auth: 'none', summary: 'Member plan prices of the groups the caller may see, ascending',
      query: z.object({ companyGroupIds: idList, asDeactivated: booleanString.optional() }), response: z.array(priceSchema),
      handler: async ({ query, headers }) => listPrices(ctx, (await optionalCaller(ctx, headers))?.userId ?? null, query),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-member-plans/{profileName}`, tag, auth: 'none', summary: 'A group with its active member plan prices, ascending',
      params: z.object({ profileName: z.string().min(1).max(200) }),
      response: z.object({ group: z.object({ id: z.string(), name: z.string(), profileName: z.string(), ownerId: z.string() }), prices: z.array(priceSchema) }),
      handler: async ({ params, headers }) => {
        const g = await ctx.db.selectFrom('company_groups').select(['id', 'name', 'profile_name', 'owner_id', 'as_private']).where('profile_name', '=', params.profileName).executeTakeFirst();
        const userId = (await optionalCaller(ctx, headers))?.userId ?? null;
        if (!g || !(await seesProfile(ctx.db, g, userId))) throw new HttpError(404, 'Invalid group!');
        return { group: { id: g.id, name: g.name, profileName: g.profile_name, ownerId: g.owner_id }, prices: await listPrices(ctx, userId, { companyGroupIds: [g.id], asDeactivated: false }) };
      },
    }),
    defineRoute({
      method: 'post', path: `${C}/cg-member-plan-prices`, tag, auth: 'user', status: 201, summary: 'Add a member plan price (group owner)',
      body: z.object({
        companyGroupId: z.string().min(1).max(100), cents: z.number().int().min(100).max(100_000_000), type: z.enum(['month', 'year', 'one_time']),
        description: z.string().max(1000).default(''), monthNumber: z.number().int().min(1).max(120).nullable().default(null),
      }),
      response: priceSchema, handler: ({ caller, body }) => createPrice(ctx, caller.userId, body),
    }),
    defineRoute({
      method: 'patch', path: `${C}/cg-member-plan-prices/{id}`, tag, auth: 'user', summary: 'Deactivate or reactivate a price (group owner)',
      params: id, body: z.object({ asDeactivated: z.boolean() }), response: priceSchema,
      handler: ({ caller, params, body }) => updatePrice(ctx, caller.userId, params.id, body),
    }),
    defineRoute({
      method: 'post', path: `${C}/cg-member-plan-orders`, tag, auth: 'user', summary: 'Pay a one-time membership (Idempotency-Key); _dryRun: the quote',
      body: joinBody, response: joinResponse, handler: join('order'),
    }),
    defineRoute({
      method: 'post', path: `${C}/cg-member-plan-subscriptions`, tag, auth: 'user', summary: 'Subscribe to a membership (Idempotency-Key); _dryRun: the quote',
      body: joinBody, response: joinResponse, handler: join('subscription'),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-member-plan-orders`, tag, auth: 'user', summary: "The caller's one-time memberships",
      query: z.object({ asCompleted: booleanString.optional() }), response: z.array(memberOrderSchema),
      handler: ({ caller, query }) => listMemberOrders(ctx, caller.userId, query),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-member-plan-subscriptions`, tag, auth: 'user', summary: "The caller's running member subscriptions",
      response: z.array(subscriptionSchema), handler: ({ caller }) => listSubscriptions(ctx, caller.userId),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-member-plan-subscriptions/{id}`, tag, auth: 'user', summary: 'One member subscription (its subscriber)',
      params: id, response: subscriptionSchema, handler: ({ caller, params }) => getSubscription(ctx, caller.userId, params.id),
    }),
    defineRoute({
      method: 'patch', path: `${C}/cg-member-plan-subscriptions/{id}`, tag, auth: 'user',
      summary: 'Cancel (ends at the next billing date) or resume; {_recharge: true}: retry a failed renewal (optionally with another method or card)',
      params: id,
      body: z.union([
        z.object({ cancelled: z.boolean() }),
        z.object({ _recharge: z.literal(true), paymentMethod: z.enum(['WALLET', 'CARD']).optional(), paymentInstrumentId: z.string().max(100).nullish() }),
      ]),
      response: subscriptionSchema.extend({ message: z.string().optional() }),
      handler: ({ caller, params, body }) => ('cancelled' in body
        ? cancelSubscription(ctx, caller.userId, params.id, body.cancelled)
        : retrySubscription(ctx, gateway, caller.userId, params.id, body)),
    }),
    defineRoute({
      method: 'get', path: `${PAYMENT_BASE}/subscriptions`, tag: 'payment', auth: 'user', summary: "The caller's subscriptions",
      response: z.array(subscriptionSchema), handler: ({ caller }) => listSubscriptions(ctx, caller.userId),
    }),
  ];
}
