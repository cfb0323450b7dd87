// Billing entities (spec section 3). Money is integer cents everywhere; the server computes it.

export type PaymentMethod = 'WALLET' | 'CARD';
export const PAYMENT_METHODS = ['WALLET', 'CARD'] as const satisfies readonly PaymentMethod[];

export type CouponType = 'PERCENTAGE' | 'FIXED';

export type Coupon = {
  id: string;
  code: string;
  description: string;
  type: CouponType;
  /** a percentage 1-100, or cents when FIXED */
  value: number;
  /** end of the chosen day (epoch ms); null: never expires */
  expiredAt: number | null;
  /** how many times it may be used; null: unlimited */
  quantity: number | null;
  /** uses so far */
  usedCount: number;
  minToApplyCents: number | null;
  /** percentage coupons only */
  maxToApplyCents: number | null;
  createdAt: number;
  sellerUserId: string;
};

/** What a charge costs: the price, the discount of its coupons, the transaction fee, the total. */
export type ChargeQuote = {
  cents: number;
  discountCents: number;
  tranxCents: number;
  finalCents: number;
  couponCodes: string[];
};

export type PaymentCustomer = { id: string; paymentMethod: PaymentMethod };
export type Card = { id: string; name: string; brand: string; last4: string; asDefault: boolean; createdAt: number };
export type Wallet = { cents: number };
export type BillingAddress = {
  id: string; name: string; line1: string; city: string; state: string; country: string; zipCode: string; createdAt: number;
};

export type OrderKind = 'CHARGE' | 'DEPOSIT' | 'CG_MEMBER_ORDER' | 'CG_MEMBER_SUBSCRIPTION' | 'DONATION' | 'MTZ_PLAN' | 'CG_SPONSOR_SUBSCRIPTION' | 'PAYOUT' | 'TICKET_ORDER';
export type Order = {
  id: string;
  kind: OrderKind;
  description: string;
  buyerUserId: string;
  sellerUserId: string | null;
  cents: number;
  discountCents: number;
  tranxCents: number;
  finalCents: number;
  paymentMethod: PaymentMethod;
  couponCodes: string[];
  createdAt: number;
  /** when the seller refunded it; null: not refunded */
  refundedAt: number | null;
};

export type MemberPlanPriceType = 'month' | 'year' | 'one_time';
export type MemberPlanPrice = {
  id: string;
  companyGroupId: string;
  cents: number;
  type: MemberPlanPriceType;
  description: string;
  /** one-time prices: how many months the membership lasts */
  monthNumber: number | null;
  asDeactivated: boolean;
};

export type MemberPlanSubscription = {
  id: string;
  companyGroupId: string;
  groupName: string;
  groupProfileName: string;
  cgMemberPlanPriceId: string;
  price: MemberPlanPrice;
  nextExpiredAt: number;
  cancelled: boolean;
  paymentError: string | null;
  createdAt: number;
};

export type MemberPlanOrder = {
  id: string;
  companyGroupId: string;
  groupName: string;
  groupProfileName: string;
  cgMemberPlanPriceId: string;
  price: MemberPlanPrice;
  orderId: string;
  createdAt: number;
  expiredAt: number;
  asCompleted: boolean;
};

export type SellerBalance = { cents: number; pendingPayoutCents: number };
export type Payout = { id: string; cents: number; status: 'PAID'; createdAt: number };
