// The answer of each call of the sponsors area's endpoint map (../api/endpoints/sponsors.ts), as the zod schema
// the server route declares (src/domain/sponsors/schemas.ts); see ./groups.ts for how it is used and checked.
import { z } from 'zod';
import { periodStats } from '../../domain/groups/schemas';
import * as S from '../../domain/sponsors/schemas';

export const SPONSOR_ANSWERS = {
  'sponsors.plans': z.array(S.sponsorPlan),
  'sponsors.planCreate': S.sponsorPlan,
  'sponsors.planUpdate': S.sponsorPlan,
  'sponsors.priceCreate': S.sponsorPlanPrice,
  'sponsors.priceUpdate': S.sponsorPlanPrice,
  'sponsors.price': S.sponsorPriceInfo,
  'sponsors.subscriptionStats': S.planSlots,
  'sponsors.subscribe': S.subscribeResult,
  'sponsors.subscriptions': z.array(S.sponsorSubscription),
  'sponsors.subscription': S.sponsorSubscription,
  'sponsors.subscriptionUpdate': S.subscriptionPatchResult,
  'sponsors.list': z.array(S.groupSponsor),
  'sponsors.mine': z.array(S.groupSponsor),
  'sponsors.get': S.groupSponsor,
  'sponsors.update': S.sponsorUpdateResult,
  'sponsors.banner': S.groupSponsor,
  'sponsors.remove': S.messageAnswer,
  'sponsors.click': S.adLinkAnswer,
  'sponsors.stats': periodStats,
  'sponsors.invites': z.array(S.sponsorInvite),
  'sponsors.groupInvites': z.array(S.sponsorInvite),
  'sponsors.inviteCreate': S.sponsorInvite,
  'sponsors.inviteDecline': S.sponsorInvite,
  'sponsors.inviteDelete': S.messageAnswer,
} as const;

/** What the server answers to a call of the sponsors area. */
export type SponsorAnswer<K extends keyof typeof SPONSOR_ANSWERS> = z.output<(typeof SPONSOR_ANSWERS)[K]>;
