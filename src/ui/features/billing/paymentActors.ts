// The payment machine's effects for the paid group join: the server's dry-run quote, cards and wallet, and the
// payment itself (with the machine's idempotency key). Supplied with paymentMachine.provide({ actors }).
import { fromPromise } from 'xstate';
import type { ChargeQuote } from '../../../domain/billing';
import type { PayInput, PayOutput, QuoteInput, ReviewData } from '../../../machines/billing/payment.machine';
import type { ApiClient } from '../../../sync/api/types';
import type { MemberJoinResult } from '../../../sync/api/endpoints/billing';

export type JoinKind = 'order' | 'subscribe';

function required<T>(v: T | undefined): T {
  if (v === undefined) throw new Error('Service unavailable 503');
  return v;
}

export function memberPlanPaymentActors(api: ApiClient, kind: JoinKind, onPaid?: (r: MemberJoinResult) => void) {
  const endpoint = kind === 'order' ? 'memberPlans.order' : 'memberPlans.subscribe';
  const quote = async ({ priceId, couponCodes }: QuoteInput): Promise<ChargeQuote> =>
    required(await api.call(endpoint, { cgMemberPlanPriceId: priceId, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes, _dryRun: true })).quote;
  return {
    loadReview: fromPromise<ReviewData, QuoteInput>(async ({ input }) => {
      const [q, cards, wallet] = await Promise.all([quote(input), api.call('billing.cards', undefined), api.call('billing.wallet', undefined)]);
      return { quote: q, cards: required(cards), walletCents: required(wallet).cents };
    }),
    quote: fromPromise<ChargeQuote, QuoteInput>(({ input }) => quote(input)),
    pay: fromPromise<PayOutput | undefined, PayInput>(async ({ input }) => {
      const r = await api.call(endpoint, {
        cgMemberPlanPriceId: input.priceId, paymentMethod: input.paymentMethod, paymentInstrumentId: input.paymentInstrumentId,
        couponCodes: input.couponCodes, idempotencyKey: input.idempotencyKey,
      });
      if (!r) return undefined;
      onPaid?.(r);
      return { message: r.message ?? '' };
    }),
  };
}
