// The one payment flow every paid thing reuses (spec 4): select price -> review and payment (method, card,
// coupons, totals from the server's dry-run quote) -> confirm -> paying -> success. Back returns to the price list.
// The machine never computes money: totals are the server's quote; it only compares the wallet with the total.
// Each chosen price gets one idempotency key, kept through failed attempts, so a retry can only charge once.
import { assign, fromPromise, setup } from 'xstate';
import type { Card, ChargeQuote, PaymentMethod } from '../../domain/billing';
import { errorMessageOf } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';

export const PAYMENT_MESSAGES = {
  selectMethod: 'Please select a payment method',
  needCard: 'You need to add a card to make payment',
  walletLow: 'Your wallet balance is not enough to make payment',
  failed: 'Payment failed',
  unavailable: 'Service unavailable 503',
} as const;

export type PricePick = { id: string; cents: number; label: string };

export type PaymentContext = {
  prices: PricePick[];
  priceId: string | null;
  method: PaymentMethod | null;
  cardId: string | null;
  cards: Card[];
  walletCents: number | null;
  couponCodes: string[];
  quote: ChargeQuote | null;
  /** idempotency key of this price's payment: `${keySeed}-${attempt}` */
  keySeed: string;
  attempt: number;
  error: string | null;
  /** the server's success message */
  message: string | null;
};

export type PaymentEvent =
  | { type: 'price.select'; priceId: string }
  | { type: 'method.select'; method: PaymentMethod }
  | { type: 'card.select'; cardId: string }
  | { type: 'coupon.apply'; code: string }
  | { type: 'coupon.remove'; code: string }
  | { type: 'payment.review' }
  | { type: 'payment.confirm' }
  | { type: 'retry' }
  | { type: 'back' };

export type ReviewData = { quote: ChargeQuote; cards: Card[]; walletCents: number };
export type QuoteInput = { priceId: string; couponCodes: string[] };
export type PayInput = { priceId: string; paymentMethod: PaymentMethod; paymentInstrumentId: string | null; couponCodes: string[]; idempotencyKey: string };
export type PayOutput = { message: string };

export type PaymentInput = { prices: PricePick[]; keySeed: string; priceId?: string };

export const idempotencyKeyOf = (c: Pick<PaymentContext, 'keySeed' | 'attempt'>): string => `${c.keySeed}-${c.attempt}`;

/** The first reason the chosen payment cannot go on, or null. Only compares server numbers. */
export function paymentProblem(c: Pick<PaymentContext, 'method' | 'cards' | 'walletCents' | 'quote'>): string | null {
  if (!c.method) return PAYMENT_MESSAGES.selectMethod;
  const total = c.quote?.finalCents ?? 0;
  if (c.method === 'CARD' && total > 0 && c.cards.length === 0) return PAYMENT_MESSAGES.needCard;
  if (c.method === 'WALLET' && total > (c.walletCents ?? 0)) return PAYMENT_MESSAGES.walletLow;
  return null;
}

const defaultCard = (cards: Card[]): string | null => (cards.find((c) => c.asDefault) ?? cards[0])?.id ?? null;

export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentInput },
  actors: {
    loadReview: fromPromise<ReviewData, QuoteInput>(notProvided('payment', 'loadReview')),
    quote: fromPromise<ChargeQuote, QuoteInput>(notProvided('payment', 'quote')),
    pay: fromPromise<PayOutput | undefined, PayInput>(notProvided('payment', 'pay')),
  },
  guards: {
    startsWithPrice: ({ context }) => context.priceId !== null,
    knownPrice: ({ context, event }) => event.type === 'price.select' && context.prices.some((p) => p.id === event.priceId),
    canPay: ({ context }) => paymentProblem(context) === null,
    newCoupon: ({ context, event }) => event.type === 'coupon.apply' && event.code.trim() !== '' && !context.couponCodes.includes(event.code.trim().toLowerCase()),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    prices: input.prices, priceId: input.priceId ?? null, method: null, cardId: null, cards: [], walletCents: null, couponCodes: [], quote: null,
    keySeed: input.keySeed, attempt: 0, error: null, message: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'startsWithPrice', target: 'review' }, { target: 'selectPrice' }] },
    selectPrice: {
      on: {
        'price.select': {
          guard: 'knownPrice', target: 'review',
          actions: assign({ priceId: ({ event }) => event.priceId, attempt: ({ context }) => context.attempt + 1, couponCodes: [], quote: null, error: null }),
        },
      },
    },
    review: {
      initial: 'loading',
      on: { back: { target: 'selectPrice', actions: assign({ priceId: null, quote: null, couponCodes: [], error: null, method: null }) } },
      states: {
        loading: {
          invoke: {
            id: 'loadReview', src: 'loadReview',
            input: ({ context }) => ({ priceId: context.priceId ?? '', couponCodes: context.couponCodes }),
            onDone: {
              target: 'ready',
              actions: assign({
                quote: ({ event }) => event.output.quote, cards: ({ event }) => event.output.cards, walletCents: ({ event }) => event.output.walletCents,
                cardId: ({ event }) => defaultCard(event.output.cards),
              }),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessageOf(event.error, PAYMENT_MESSAGES.failed) }) },
          },
        },
        failed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
        ready: {
          on: {
            'method.select': { actions: assign({ method: ({ event }) => event.method, error: null }) },
            'card.select': { actions: assign({ cardId: ({ event }) => event.cardId, error: null }) },
            'coupon.apply': { guard: 'newCoupon', target: 'quoting', actions: assign({ error: null }) },
            'coupon.remove': { target: 'quoting', actions: assign({ couponCodes: ({ context, event }) => context.couponCodes.filter((c) => c !== event.code), error: null }) },
            'payment.review': [
              { guard: 'canPay', target: '#payment.confirm', actions: assign({ error: null }) },
              { actions: assign({ error: ({ context }) => paymentProblem(context) }) },
            ],
          },
        },
        quoting: {
          invoke: {
            id: 'quote', src: 'quote',
            input: ({ context, event }) => ({
              priceId: context.priceId ?? '',
              couponCodes: event.type === 'coupon.apply' ? [...context.couponCodes, event.code.trim().toLowerCase()] : context.couponCodes,
            }),
            onDone: { target: 'ready', actions: assign({ quote: ({ event }) => event.output, couponCodes: ({ event }) => event.output.couponCodes }) },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessageOf(event.error, PAYMENT_MESSAGES.failed) }) },
          },
        },
      },
    },
    confirm: {
      on: {
        back: { target: 'review.ready' },
        'payment.confirm': { target: 'paying' },
      },
    },
    paying: {
      invoke: {
        id: 'pay', src: 'pay',
        input: ({ context }) => ({
          priceId: context.priceId ?? '', paymentMethod: context.method ?? 'CARD', paymentInstrumentId: context.method === 'CARD' ? context.cardId : null,
          couponCodes: context.couponCodes, idempotencyKey: idempotencyKeyOf(context),
        }),
        onDone: [
          { guard: ({ event }) => event.output === undefined, target: 'confirm', actions: assign({ error: PAYMENT_MESSAGES.unavailable }) },
          { target: 'success', actions: assign({ message: ({ event }) => event.output?.message ?? null, error: null }) },
        ],
        onError: { target: 'confirm', actions: assign({ error: ({ event }) => errorMessageOf(event.error, PAYMENT_MESSAGES.failed) }) },
      },
    },
    success: { type: 'final' },
  },
});
