// The sponsors area's answer schemas (src/domain/sponsors/schemas.ts): a whole answer of each kind parses as it
// is; a field the schema does not name, a missing field, or a value outside an enum is refused.
import { describe, expect, it } from 'vitest';
import {
  adLinkAnswer, chargeQuote, groupSponsor, messageAnswer, planSlots, sponsorInvite, sponsorPlan, sponsorPlanPrice, sponsorPriceInfo,
  sponsorSubscription, sponsorUpdateResult, subscribeResult, subscriptionPatchResult,
} from '../../../src/domain/sponsors/schemas';

const quote = { cents: 1000, discountCents: 0, tranxCents: 59, finalCents: 1059, couponCodes: ['a'] };
const price = { id: 'p', cgSponsorPlanId: 'sp', cents: 1000, type: 'month', asDeactivated: false };
const plan = { id: 'sp', companyGroupId: 'g', name: 'Gold', description: 'd', subscriptionMax: 5, rank: 2, asDeactivated: false, prices: [price], subscriptionCount: 1, remainingSlots: 4 };
const subscription = {
  id: 's', userId: 'u', companyGroupId: 'g', groupName: 'G', groupProfileName: 'g', cgSponsorPlanId: 'sp', planName: 'Gold', rank: 2, cgSponsorPlanPriceId: 'p',
  price, type: 'year', cancelled: false, nextExpiredAt: 9, createdAt: 1, willDowngradeToPriceId: null, paymentError: null, endedAt: null, sponsorId: 'sp1',
};
const sponsor = {
  id: 'sp1', companyGroupId: 'g', groupName: 'G', groupProfileName: 'g', cgSponsorSubscriptionId: 's', userId: 'u', companyId: null, companyName: 'C',
  companyProfileName: null, text: 't', adLink: 'https://x.test', banner: null, planName: 'Gold', rank: 2, createdAt: 1,
};
const invite = { id: 'i', companyGroupId: 'g', groupName: 'G', groupProfileName: 'g', email: 'a@b.co', message: 'm', status: 'DECLINED', invitedByName: 'Ann', createdAt: 1 };

const answers: [string, { safeParse: (x: unknown) => { success: boolean } }, Record<string, unknown>][] = [
  ['message', messageAnswer, { message: 'Text updated' }],
  ['quote', chargeQuote, quote],
  ['price', sponsorPlanPrice, price],
  ['plan', sponsorPlan, plan],
  ['price info', sponsorPriceInfo, { price, plan, group: { id: 'g', name: 'G', profileName: 'g', ownerId: 'o' } }],
  ['slots', planSlots, { plans: [{ cgSponsorPlanId: 'sp', subscriptionCount: 1, remainingSlots: 4 }] }],
  ['subscription', sponsorSubscription, subscription],
  ['subscribe result', subscribeResult, { quote, message: null, subscription: null }],
  ['paid subscribe result', subscribeResult, { quote, message: 'Payment success!', subscription }],
  ['patch result', subscriptionPatchResult, { subscription, message: 'Sponsorship Unsubscribed', quote: null }],
  ['sponsor', groupSponsor, sponsor],
  ['sponsor update', sponsorUpdateResult, { sponsor, message: 'Text updated' }],
  ['ad link', adLinkAnswer, { adLink: 'https://x.test' }],
  ['invite', sponsorInvite, invite],
];

describe('sponsors answer schemas', () => {
  it.each(answers)('a whole %s answer parses', (_n, schema, answer) => {
    expect(schema.safeParse(answer).success).toBe(true);
  });
  it.each(answers)('a %s answer with a field too many, or one missing, is refused', (_n, schema, answer) => {
    expect(schema.safeParse({ ...answer, extra: 1 }).success).toBe(false);
    const [first] = Object.keys(answer);
    expect(schema.safeParse(Object.fromEntries(Object.entries(answer).filter(([k]) => k !== first))).success).toBe(false);
  });
  it('enums: month or year prices; pending, accepted or declined invites', () => {
    expect(sponsorPlanPrice.safeParse({ ...price, type: 'year' }).success).toBe(true);
    expect(sponsorPlanPrice.safeParse({ ...price, type: 'week' }).success).toBe(false);
    for (const status of ['PENDING', 'ACCEPTED']) expect(sponsorInvite.safeParse({ ...invite, status }).success).toBe(true);
    expect(sponsorInvite.safeParse({ ...invite, status: 'EXPIRED' }).success).toBe(false);
  });
});
