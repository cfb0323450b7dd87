// Routes of the sponsors module under the company service (spec 7; contract: src/sync/api/endpoints/sponsors.ts).
// A static path is mounted before its {id} sibling (/stats, /mine), so it is matched first.
import { z } from 'zod';
import { SPONSOR_DESCRIPTION, SPONSOR_MIN_CENTS, SPONSOR_PLAN_NAME_MAX, SPONSOR_TEXT_MAX } from '../../../src/domain/sponsors';
import { isIsoDay } from '../../../src/domain/groups/stats';
import { periodStats } from '../../../src/domain/groups/schemas';
import * as S from '../../../src/domain/sponsors/schemas';
import type { PaymentGateway } from '../billing/gateway';
import { idempotencyKeyOf } from '../billing/payments';
import { couponCodesSchema } from '../billing/routes';
import { idList } from '../billing/http-schemas';
import { optionalCaller } from '../identity/users';
import type { AppContext } from '../context';
import { defineRoute, fileResponse, type AnyRoute } from '../http/registry';
import { HttpError } from '../http/errors';
import { patchSubscription } from './changes';
import { createInvite, declineInvite, deleteInvite, groupInvites, myInvites } from './invites';
import { createPlan, createPrice, listPlans, priceInfo, subscriptionStats, updatePlan, updatePrice } from './plans';
import { clickSponsor, getSponsor, listSponsors, mySponsors, removeSponsor, setSponsorBanner, sponsorBanner, sponsorStats, updateSponsor } from './sponsors';
import { subscribe } from './subscribe';
import { C, subscriptionById, subscriptionsOf } from './views';

const tag = 'sponsors';
const id = z.string().min(1).max(100);
const idParams = z.object({ id });
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const day = z.string().refine(isIsoDay, 'expected yyyy-MM-dd');
const method = z.enum(['WALLET', 'CARD']);
const instrument = z.string().max(100).nullable();
const key = z.string().min(1).max(200);
const planFields = {
  name: z.string().trim().min(1).max(SPONSOR_PLAN_NAME_MAX),
  description: z.string().trim().min(SPONSOR_DESCRIPTION.min).max(SPONSOR_DESCRIPTION.max),
  subscriptionMax: z.number().int().min(1).max(10_000),
  rank: z.number().int().min(1).max(1000),
};
const patchBody = z.union([
  z.strictObject({ cancelled: z.boolean() }),
  z.strictObject({ _switchToPriceId: id }),
  z.strictObject({ _downgradeToPriceId: id }),
  z.strictObject({ _upgradeToPriceId: id, paymentMethod: method, paymentInstrumentId: instrument, idempotencyKey: key, _dryRun: z.boolean().optional() }),
  z.strictObject({ _recharge: z.literal(true), paymentMethod: method, paymentInstrumentId: instrument, idempotencyKey: key }),
], { error: 'give exactly one of {cancelled}, {_switchToPriceId}, {_downgradeToPriceId}, {_upgradeToPriceId, paymentMethod, paymentInstrumentId, idempotencyKey}, {_recharge, paymentMethod, paymentInstrumentId, idempotencyKey}' });


export function sponsorRoutes(ctx: AppContext, gateway: PaymentGateway): AnyRoute[] {
  return [
    // plans and prices
    defineRoute({
      method: 'get', path: `${C}/cg-sponsor-plans`, tag, auth: 'none', summary: "Groups' active sponsor plans with active prices and slots; asDeactivated=true: all (group admins)",
      query: z.object({ companyGroupIds: idList, asDeactivated: bool.optional() }), response: z.array(S.sponsorPlan),
      handler: async ({ query, headers }) => listPlans(ctx, await optionalCaller(ctx, headers), { companyGroupIds: query.companyGroupIds ?? [], asDeactivated: query.asDeactivated ?? false }),
    }),
    defineRoute({
      method: 'post', path: `${C}/cg-sponsor-plans`, tag, auth: 'user', status: 201, summary: 'Add a sponsor plan (group admins)',
      body: z.object({ companyGroupId: id, ...planFields }), response: S.sponsorPlan, handler: ({ caller, body }) => createPlan(ctx, caller, body),
    }),
    defineRoute({
      method: 'patch', path: `${C}/cg-sponsor-plans/{id}`, tag, auth: 'user', summary: 'Edit, deactivate or reactivate a sponsor plan (group admins)',
      params: idParams, body: z.strictObject({
        name: planFields.name.optional(), description: planFields.description.optional(), subscriptionMax: planFields.subscriptionMax.optional(),
        rank: planFields.rank.optional(), asDeactivated: z.boolean().optional(),
      }),
      response: S.sponsorPlan, handler: ({ caller, params, body }) => updatePlan(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'post', path: `${C}/cg-sponsor-plan-prices`, tag, auth: 'user', status: 201, summary: 'Add a price to a sponsor plan (group admins)',
      body: z.object({ cgSponsorPlanId: id, cents: z.number().int().min(SPONSOR_MIN_CENTS).max(100_000_000), type: z.enum(['month', 'year']) }),
      response: S.sponsorPlanPrice, handler: ({ caller, body }) => createPrice(ctx, caller, body),
    }),
    defineRoute({
      method: 'patch', path: `${C}/cg-sponsor-plan-prices/{id}`, tag, auth: 'user', summary: 'Deactivate or reactivate a sponsor plan price (group admins)',
      params: idParams, body: z.strictObject({ asDeactivated: z.boolean() }), response: S.sponsorPlanPrice, handler: ({ caller, params, body }) => updatePrice(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-sponsor-plan-prices/{id}`, tag, auth: 'none', summary: 'A price on sale with its plan and group (the checkout page)',
      params: idParams, response: S.sponsorPriceInfo, handler: async ({ params, headers }) => priceInfo(ctx, await optionalCaller(ctx, headers), params.id),
    }),
    // subscriptions
    defineRoute({
      method: 'get', path: `${C}/cg-sponsor-subscriptions/stats`, tag, auth: 'user', summary: 'Live subscriptions and slots per plan (group admins)',
      query: z.object({ companyGroupId: id }), response: S.planSlots, handler: ({ caller, query }) => subscriptionStats(ctx, caller, query.companyGroupId),
    }),
    defineRoute({
      method: 'post', path: `${C}/cg-sponsor-subscriptions`, tag, auth: 'user', summary: 'Sponsor a group (Idempotency-Key); _dryRun: the quote, nothing written',
      body: z.object({
        cgSponsorPlanPriceId: id, paymentMethod: method, paymentInstrumentId: instrument.optional(), couponCodes: couponCodesSchema,
        _dryRun: z.boolean().default(false), idempotencyKey: key.optional(),
      }),
      response: S.subscribeResult,
      handler: ({ caller, body, headers }) => subscribe(ctx, gateway, caller.userId, { ...body, dryRun: body._dryRun, idempotencyKey: body._dryRun ? '' : idempotencyKeyOf(headers, body) }),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-sponsor-subscriptions`, tag, auth: 'user', summary: "The caller's live sponsor subscriptions",
      response: z.array(S.sponsorSubscription), handler: ({ caller }) => subscriptionsOf(ctx.db, caller.userId),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-sponsor-subscriptions/{id}`, tag, auth: 'user', summary: 'One sponsor subscription (its subscriber)',
      params: idParams, response: S.sponsorSubscription,
      handler: async ({ caller, params }) => {
        const s = await ctx.db.selectFrom('cg_sponsor_subscriptions').select('user_id').where('id', '=', params.id).executeTakeFirst();
        if (!s || s.user_id !== caller.userId) throw new HttpError(404, 'Subscription not found');
        return subscriptionById(ctx.db, params.id);
      },
    }),
    defineRoute({
      method: 'patch', path: `${C}/cg-sponsor-subscriptions/{id}`, tag, auth: 'user',
      summary: 'One change: {cancelled}, {_switchToPriceId}, {_downgradeToPriceId} (next billing), {_upgradeToPriceId,...} (charged now), {_recharge,...} (after a failed renewal)',
      params: idParams, body: patchBody, response: S.subscriptionPatchResult, handler: ({ caller, params, body }) => patchSubscription(ctx, gateway, caller.userId, params.id, body),
    }),
    // sponsor entries and clicks
    defineRoute({
      method: 'get', path: `${C}/company-group-sponsors`, tag, auth: 'none', summary: "Groups' live sponsors, higher rank first, then the oldest",
      query: z.object({ companyGroupIds: idList }), response: z.array(S.groupSponsor),
      handler: async ({ query, headers }) => listSponsors(ctx, await optionalCaller(ctx, headers), query.companyGroupIds ?? []),
    }),
    defineRoute({
      method: 'get', path: `${C}/company-group-sponsors/mine`, tag, auth: 'user', summary: "The caller's live sponsor entries", response: z.array(S.groupSponsor),
      handler: ({ caller }) => mySponsors(ctx, caller.userId),
    }),
    defineRoute({
      method: 'get', path: `${C}/company-group-sponsors/{id}`, tag, auth: 'none', summary: 'One sponsor', params: idParams, response: S.groupSponsor,
      handler: async ({ params, headers }) => getSponsor(ctx, await optionalCaller(ctx, headers), params.id),
    }),
    defineRoute({
      method: 'patch', path: `${C}/company-group-sponsors/{id}`, tag, auth: 'user', summary: "The sponsor's text and link ('' or http(s))",
      params: idParams, body: z.strictObject({ text: z.string().max(SPONSOR_TEXT_MAX), adLink: z.string().trim().max(2000) }), response: S.sponsorUpdateResult,
      handler: ({ caller, params, body }) => updateSponsor(ctx, caller, params.id, body),
    }),
    defineRoute({
      method: 'post', path: `${C}/company-group-sponsors/{id}/banner`, tag, auth: 'user', summary: "The sponsor's banner image (multipart bannerFile)",
      params: idParams, response: S.groupSponsor, handler: ({ caller, params, request }) => setSponsorBanner(ctx, caller, params.id, request),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-sponsor-banners/{id}`, tag, auth: 'none', summary: 'A sponsor banner image', params: idParams, response: fileResponse,
      handler: ({ params, request }) => sponsorBanner(ctx, params.id, request),
    }),
    defineRoute({
      method: 'delete', path: `${C}/company-group-sponsors/{id}`, tag, auth: 'user', summary: 'Remove a sponsor (the sponsor or a group admin): ends the subscription at once',
      params: idParams, response: S.messageAnswer, handler: ({ caller, params }) => removeSponsor(ctx, caller, params.id),
    }),
    defineRoute({
      method: 'post', path: `${C}/company-group-sponsors/{id}/clicks`, tag, auth: 'none', summary: "Counts a click on a sponsor's ad; answers its link",
      params: idParams, response: S.adLinkAnswer, handler: async ({ params, headers }) => clickSponsor(ctx, await optionalCaller(ctx, headers), params.id),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-sponsor-stats`, tag, auth: 'user', summary: 'Sponsor ad clicks per day, month and year (group admins)',
      query: z.object({ companyGroupId: id, startDate: day.optional(), endDate: day.optional() }), response: periodStats,
      handler: ({ caller, query }) => sponsorStats(ctx, caller, query),
    }),
    // invites
    defineRoute({
      method: 'get', path: `${C}/cg-sponsor-invites/mine`, tag, auth: 'user', summary: "Sponsor invites to the caller's e-mail", response: z.array(S.sponsorInvite),
      handler: ({ caller }) => myInvites(ctx, caller),
    }),
    defineRoute({
      method: 'get', path: `${C}/cg-sponsor-invites`, tag, auth: 'user', summary: "A group's sponsor invites (group admins)",
      query: z.object({ companyGroupId: id }), response: z.array(S.sponsorInvite), handler: ({ caller, query }) => groupInvites(ctx, caller, query.companyGroupId),
    }),
    defineRoute({
      method: 'post', path: `${C}/cg-sponsor-invites`, tag, auth: 'user', status: 201, summary: 'Invite an e-mail to sponsor a group (group admins)',
      body: z.object({ companyGroupId: id, email: z.email().max(200), message: z.string().max(500).default('') }), response: S.sponsorInvite,
      handler: ({ caller, body }) => createInvite(ctx, caller, body),
    }),
    defineRoute({
      method: 'patch', path: `${C}/cg-sponsor-invites/{id}`, tag, auth: 'user', summary: 'Decline a sponsor invite (the invitee)',
      params: idParams, body: z.strictObject({ status: z.literal('DECLINED') }), response: S.sponsorInvite, handler: ({ caller, params }) => declineInvite(ctx, caller, params.id),
    }),
    defineRoute({
      method: 'delete', path: `${C}/cg-sponsor-invites/{id}`, tag, auth: 'user', summary: 'Delete a sponsor invite (group admins)',
      params: idParams, response: S.messageAnswer, handler: ({ caller, params }) => deleteInvite(ctx, caller, params.id),
    }),
  ];
}
