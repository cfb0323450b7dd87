// The payment machine's effects: the server's dry-run quote, cards and wallet, and the payment itself (with the
// machine's idempotency key). One builder for every paid flow; supplied with paymentMachine.provide({ actors }).
import { fromPromise } from 'xstate';
import type { ChargeQuote } from '../../../domain/billing';
import type { PayInput, PayOutput, QuoteInput, ReviewData } from '../../../machines/billing/payment.machine';
import type { ApiClient } from '../../../sync/api/types';
import type { MemberJoinResult, MtzSubscribeResult } from '../../../sync/api/endpoints/billing';
import { withCardErrors } from './cardError';

export type JoinKind = 'order' | 'subscribe';

/** The answer of a call, or an error when the service did not answer. */
export function required<T>(v: T | undefined): T {
  if (v === undefined) throw new Error('Service unavailable 503');
  return v;
}

/** A paid flow's two server calls: its dry-run quote and its payment (undefined: the service did not answer). */
export type PaymentCalls<R> = {
  quote(input: QuoteInput): Promise<{ quote: ChargeQuote } | undefined>;
  pay(input: PayInput): Promise<(R & { message: string | null }) | undefined>;
};

export function paymentActors<R>(api: ApiClient, calls: PaymentCalls<R>, onPaid?: (r: R & { message: string | null }) => void) {
  const quote = async (input: QuoteInput): Promise<ChargeQuote> => required(await calls.quote(input)).quote;
  return {
    loadReview: fromPromise<ReviewData, QuoteInput>(async ({ input }) => {
      const [q, cards, wallet] = await Promise.all([quote(input), api.call('billing.cards', undefined), api.call('billing.wallet', undefined)]);
      return { quote: q, cards: required(cards), walletCents: required(wallet).cents };
    }),
    quote: fromPromise<ChargeQuote, QuoteInput>(({ input }) => quote(input)),
    pay: fromPromise<PayOutput | undefined, PayInput>(async ({ input }) => {
      const r = await withCardErrors(calls.pay(input));
      if (!r) return undefined;
      onPaid?.(r);
      return { message: r.message ?? '' };
    }),
  };
}

export function memberPlanPaymentActors(api: ApiClient, kind: JoinKind, onPaid?: (r: MemberJoinResult) => void) {
  const endpoint = kind === 'order' ? 'memberPlans.order' : 'memberPlans.subscribe';
  return paymentActors<MemberJoinResult>(api, {
    quote: ({ priceId, couponCodes }) => api.call(endpoint, { cgMemberPlanPriceId: priceId, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes, _dryRun: true }),
    pay: (i) => api.call(endpoint, {
      cgMemberPlanPriceId: i.priceId, paymentMethod: i.paymentMethod, paymentInstrumentId: i.paymentInstrumentId, couponCodes: i.couponCodes, idempotencyKey: i.idempotencyKey,
    }),
  }, onPaid);
}

export function mtzPlanPaymentActors(api: ApiClient, onPaid?: (r: MtzSubscribeResult) => void) {
  return paymentActors<MtzSubscribeResult>(api, {
    quote: ({ priceId, couponCodes }) => api.call('billing.mtzSubscribe', { mtzPlanId: priceId, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes, _dryRun: true }),
    pay: (i) => api.call('billing.mtzSubscribe', {
      mtzPlanId: i.priceId, paymentMethod: i.paymentMethod, paymentInstrumentId: i.paymentInstrumentId, couponCodes: i.couponCodes, idempotencyKey: i.idempotencyKey,
    }),
  }, onPaid);
}
