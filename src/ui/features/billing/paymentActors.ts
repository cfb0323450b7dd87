// The payment machine's effects: the server's dry-run quote, cards and wallet, and the payment itself (with the
// machine's idempotency key). One builder for every paid flow; supplied with paymentMachine.provide({ actors }).
import { fromPromise } from 'xstate';
import type { ChargeQuote } from '../../../domain/billing';
import type { PayInput, PayOutput, QuoteInput, ReviewData } from '../../../machines/billing/payment.machine';
import type { Endpoints } from '../../../sync/facade';
import { sendCommand } from '../data/useCommand';
import { readOnce } from '../data/readOnce';
import { withCardErrors } from './cardError';
import type { EngineRef } from '../data/useEngineRef';

export type JoinKind = 'order' | 'subscribe';
export type MemberJoinResult = Endpoints['memberPlans.order']['out'];
export type MtzSubscribeResult = Endpoints['billing.mtzSubscribe']['out'];

/** A paid flow's two server calls: its dry-run quote and its payment (with the attempt's idempotency key). */
export type PaymentCalls<R> = {
  quote(input: QuoteInput): Promise<{ quote: ChargeQuote }>;
  pay(input: PayInput): Promise<R & { message: string | null }>;
};

export function paymentActors<R>(engine: EngineRef, calls: PaymentCalls<R>, onPaid?: (r: R & { message: string | null }) => void) {
  const quote = async (input: QuoteInput): Promise<ChargeQuote> => (await calls.quote(input)).quote;
  return {
    loadReview: fromPromise<ReviewData, QuoteInput>(async ({ input }) => {
      // amounts from the server's answers only: read now, not from a saved copy
      const [q, cards, wallet] = await Promise.all([
        quote(input), readOnce(engine.current, 'billing.cards', undefined), readOnce(engine.current, 'billing.wallet', undefined),
      ]);
      return { quote: q, cards, walletCents: wallet.cents };
    }),
    quote: fromPromise<ChargeQuote, QuoteInput>(({ input }) => quote(input)),
    pay: fromPromise<PayOutput | undefined, PayInput>(async ({ input }) => {
      const r = await withCardErrors(calls.pay(input));
      onPaid?.(r);
      return { message: r.message ?? '' };
    }),
  };
}

export function memberPlanPaymentActors(engine: EngineRef, kind: JoinKind, onPaid?: (r: MemberJoinResult) => void) {
  const endpoint = kind === 'order' ? 'memberPlans.order' : 'memberPlans.subscribe';
  return paymentActors<MemberJoinResult>(engine, {
    quote: ({ priceId, couponCodes }) => sendCommand(engine.current, endpoint, {
      cgMemberPlanPriceId: priceId, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes, _dryRun: true,
    }),
    pay: (i) => sendCommand(engine.current, endpoint, {
      cgMemberPlanPriceId: i.priceId, paymentMethod: i.paymentMethod, paymentInstrumentId: i.paymentInstrumentId, couponCodes: i.couponCodes, idempotencyKey: i.idempotencyKey,
    }, { idempotencyKey: i.idempotencyKey }),
  }, onPaid);
}

export function mtzPlanPaymentActors(engine: EngineRef, onPaid?: (r: MtzSubscribeResult) => void) {
  return paymentActors<MtzSubscribeResult>(engine, {
    quote: ({ priceId, couponCodes }) => sendCommand(engine.current, 'billing.mtzSubscribe', {
      mtzPlanId: priceId, paymentMethod: 'CARD', paymentInstrumentId: null, couponCodes, _dryRun: true,
    }),
    pay: (i) => sendCommand(engine.current, 'billing.mtzSubscribe', {
      mtzPlanId: i.priceId, paymentMethod: i.paymentMethod, paymentInstrumentId: i.paymentInstrumentId, couponCodes: i.couponCodes, idempotencyKey: i.idempotencyKey,
    }, { idempotencyKey: i.idempotencyKey }),
  }, onPaid);
}
