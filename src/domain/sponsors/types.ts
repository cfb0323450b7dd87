// Group sponsorship entities (spec sections 3, 4, 9). Money is integer cents; the server computes every amount.

export type SponsorPriceType = 'month' | 'year';

export type SponsorPlanPrice = {
  id: string;
  cgSponsorPlanId: string;
  cents: number;
  type: SponsorPriceType;
  asDeactivated: boolean;
};

/** A group's sponsor plan. Higher rank is more visible; 1 is the lowest. */
export type SponsorPlan = {
  id: string;
  companyGroupId: string;
  name: string;
  description: string;
  /** how many live subscriptions the plan allows */
  subscriptionMax: number;
  rank: number;
  asDeactivated: boolean;
  /** active prices, cents ascending (all prices for group admins asking with asDeactivated) */
  prices: SponsorPlanPrice[];
  /** live (not ended) subscriptions of the plan */
  subscriptionCount: number;
  /** subscriptionMax minus subscriptionCount, never below 0 */
  remainingSlots: number;
};

export type SponsorPlanDraft = { companyGroupId: string; name: string; description: string; subscriptionMax: number; rank: number };

export type SponsorSubscription = {
  id: string;
  userId: string;
  companyGroupId: string;
  groupName: string;
  groupProfileName: string;
  cgSponsorPlanId: string;
  planName: string;
  rank: number;
  cgSponsorPlanPriceId: string;
  price: SponsorPlanPrice;
  type: SponsorPriceType;
  /** cancelled: keeps access to the end of the paid cycle (nextExpiredAt); re-subscribing restores it */
  cancelled: boolean;
  nextExpiredAt: number;
  createdAt: number;
  /** the price the subscription moves to at the next billing (a same-rank cycle switch or a lower-rank downgrade) */
  willDowngradeToPriceId: string | null;
  /** the last renewal's failure; a Retry (_recharge) clears it */
  paymentError: string | null;
  /** when it ended (removed, or cancelled and its cycle over); null while live */
  endedAt: number | null;
  /** the sponsor entry (text, link, banner) this subscription pays for */
  sponsorId: string | null;
};

/** What a sponsor shows: filled in after payment (text, redirect link, banner image). */
export type GroupSponsor = {
  id: string;
  companyGroupId: string;
  groupName: string;
  groupProfileName: string;
  cgSponsorSubscriptionId: string;
  userId: string;
  companyId: string | null;
  companyName: string;
  companyProfileName: string | null;
  text: string;
  adLink: string;
  /** banner image address, or null until uploaded */
  banner: string | null;
  planName: string;
  rank: number;
  createdAt: number;
};

export type SponsorInviteStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED';

/** A group admin's invitation to a user (by email) to sponsor the group. */
export type SponsorInvite = {
  id: string;
  companyGroupId: string;
  groupName: string;
  groupProfileName: string;
  email: string;
  message: string;
  status: SponsorInviteStatus;
  invitedByName: string;
  createdAt: number;
};

/** The one change a PATCH of a subscription carries (spec section 3). */
export type SponsorSubscriptionPatch =
  | { cancelled: boolean }
  | { _switchToPriceId: string }
  | { _downgradeToPriceId: string }
  | { _upgradeToPriceId: string; paymentMethod: 'WALLET' | 'CARD'; paymentInstrumentId: string | null; idempotencyKey: string; _dryRun?: boolean }
  | { _recharge: true; paymentMethod: 'WALLET' | 'CARD'; paymentInstrumentId: string | null; idempotencyKey: string };
