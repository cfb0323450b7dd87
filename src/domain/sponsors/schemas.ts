// The sponsors area's answers as zod schemas, shared by the server's routes (response schemas, OpenAPI) and the
// client's endpoint map (src/sync/contract/sponsors.ts). Objects are strict, as in ../groups/schemas.ts.
// Not in the index: importing this file is what brings zod at run time.
import { z } from 'zod';
import type { ChargeQuote } from '../billing/types';
import type { Same } from '../groups/schemas';
import type { GroupSponsor, SponsorInvite, SponsorPlan, SponsorPlanPrice, SponsorSubscription } from './types';

const message = z.string();
export const messageAnswer = z.strictObject({ message });

/** What a charge costs (integer cents, computed by the server). */
export const chargeQuote = z.strictObject({
  cents: z.number(), discountCents: z.number(), tranxCents: z.number(), finalCents: z.number(), couponCodes: z.array(z.string()),
});

const priceType = z.enum(['month', 'year']);
export const sponsorPlanPrice = z.strictObject({ id: z.string(), cgSponsorPlanId: z.string(), cents: z.number(), type: priceType, asDeactivated: z.boolean() });

export const sponsorPlan = z.strictObject({
  id: z.string(), companyGroupId: z.string(), name: z.string(), description: z.string(), subscriptionMax: z.number(), rank: z.number(),
  asDeactivated: z.boolean(), prices: z.array(sponsorPlanPrice), subscriptionCount: z.number(), remainingSlots: z.number(),
});

/** A price on sale with its plan and group (the checkout page). */
export const sponsorPriceInfo = z.strictObject({
  price: sponsorPlanPrice, plan: sponsorPlan,
  group: z.strictObject({ id: z.string(), name: z.string(), profileName: z.string(), ownerId: z.string() }),
});

export const planSlots = z.strictObject({
  plans: z.array(z.strictObject({ cgSponsorPlanId: z.string(), subscriptionCount: z.number(), remainingSlots: z.number() })),
});

export const sponsorSubscription = z.strictObject({
  id: z.string(), userId: z.string(), companyGroupId: z.string(), groupName: z.string(), groupProfileName: z.string(),
  cgSponsorPlanId: z.string(), planName: z.string(), rank: z.number(), cgSponsorPlanPriceId: z.string(), price: sponsorPlanPrice, type: priceType,
  cancelled: z.boolean(), nextExpiredAt: z.number(), createdAt: z.number(), willDowngradeToPriceId: z.string().nullable(),
  paymentError: z.string().nullable(), endedAt: z.number().nullable(), sponsorId: z.string().nullable(),
});

/** subscription is null for a dry run; message is the success text (null for a dry run). */
export const subscribeResult = z.strictObject({ quote: chargeQuote, message: message.nullable(), subscription: sponsorSubscription.nullable() });
/** quote only for an upgrade (charged now) or a recharge. */
export const subscriptionPatchResult = z.strictObject({ subscription: sponsorSubscription, message, quote: chargeQuote.nullable() });

export const groupSponsor = z.strictObject({
  id: z.string(), companyGroupId: z.string(), groupName: z.string(), groupProfileName: z.string(), cgSponsorSubscriptionId: z.string(),
  userId: z.string(), companyId: z.string().nullable(), companyName: z.string(), companyProfileName: z.string().nullable(),
  text: z.string(), adLink: z.string(), banner: z.string().nullable(), planName: z.string(), rank: z.number(), createdAt: z.number(),
});
export const sponsorUpdateResult = z.strictObject({ sponsor: groupSponsor, message });
export const adLinkAnswer = z.strictObject({ adLink: z.string() });

export const sponsorInvite = z.strictObject({
  id: z.string(), companyGroupId: z.string(), groupName: z.string(), groupProfileName: z.string(), email: z.string(), message,
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED']), invitedByName: z.string(), createdAt: z.number(),
});

/** Each schema describes exactly its domain type (a compile error otherwise). */
export const SCHEMAS_MATCH_TYPES: { [K in 'quote' | 'price' | 'plan' | 'subscription' | 'sponsor' | 'invite']: true } = {
  quote: true satisfies Same<z.output<typeof chargeQuote>, ChargeQuote>,
  price: true satisfies Same<z.output<typeof sponsorPlanPrice>, SponsorPlanPrice>,
  plan: true satisfies Same<z.output<typeof sponsorPlan>, SponsorPlan>,
  subscription: true satisfies Same<z.output<typeof sponsorSubscription>, SponsorSubscription>,
  sponsor: true satisfies Same<z.output<typeof groupSponsor>, GroupSponsor>,
  invite: true satisfies Same<z.output<typeof sponsorInvite>, SponsorInvite>,
};
