// The donation flow (spec 4): amounts -> contact -> pay -> thanks, and reset. The machine never computes money: the
// amounts and the total are the server's (the quote of a dry run); it only compares the wallet with the total.
// A member pays by WALLET or a saved CARD; a guest only by CARD, with a card typed into the form (tokenised by the
// pay effect). Each chosen amount gets its own idempotency key, kept through failed attempts: a retry charges once.
import { assign, fromPromise, setup } from 'xstate';
import {
  DONATION_MESSAGES, donationContactErrors, type Card, type ChargeQuote, type ContactErrors, type DonationContact, type PaymentMethod,
} from '../../domain/billing';
import { errorMessageOf } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';

export const DONATION_FLOW_MESSAGES = {
  failed: 'Payment failed',
  unavailable: 'Service unavailable 503',
} as const;

export type DonationAmount = { id: string; cents: number };
/** a guest's card as typed: handed to the pay effect, which turns it into a one-time token */
export type GuestCard = { number: string; expMonth: number; expYear: number; cvc: string };

export type DonationContext = {
  amounts: DonationAmount[];
  guest: boolean;
  /** the contact the flow starts with (a member's own), restored by reset */
  prefill: DonationContact;
  priceId: string | null;
  contact: DonationContact;
  contactErrors: ContactErrors;
  method: PaymentMethod | null;
  cardId: string | null;
  cards: Card[];
  walletCents: number;
  guestCard: GuestCard | null;
  quote: ChargeQuote | null;
  keySeed: string;
  attempt: number;
  error: string | null;
  message: string | null;
};

export type DonationEvent =
  | { type: 'amount.select'; priceId: string }
  | { type: 'amounts.next' }
  | { type: 'contact.change'; field: keyof DonationContact; value: string }
  | { type: 'contact.next' }
  | { type: 'method.select'; method: PaymentMethod }
  | { type: 'card.select'; cardId: string }
  /** a member saved a new card from the dialog: it becomes the chosen one */
  | { type: 'card.added'; card: Card }
  | { type: 'guestCard.change'; card: GuestCard | null }
  | { type: 'pay.submit' }
  | { type: 'retry' }
  | { type: 'back' }
  | { type: 'reset' };

/** contact: the server checks it before quoting */
export type LoadPaymentInput = { priceId: string; guest: boolean; contact: DonationContact };
export type PaymentData = { quote: ChargeQuote; cards: Card[]; walletCents: number };
export type DonatePayInput = {
  priceId: string; contact: DonationContact; paymentMethod: PaymentMethod; paymentInstrumentId: string | null; guestCard: GuestCard | null; idempotencyKey: string;
};
/** undefined: no answer (network); the outcome is unknown and a retry uses the same key */
export type DonatePayOutput = { message: string } | undefined;

export type DonationInput = { amounts: DonationAmount[]; guest: boolean; prefill?: Partial<DonationContact>; keySeed: string };

export const donationKeyOf = (c: Pick<DonationContext, 'keySeed' | 'attempt'>): string => `${c.keySeed}-${c.attempt}`;

/** The first reason the chosen payment cannot go on (spec 5 wording), or null. Only compares the server's numbers. */
export function donationPaymentProblem(c: Pick<DonationContext, 'method' | 'cards' | 'walletCents' | 'quote' | 'guest' | 'guestCard'>): string | null {
  if (!c.method) return DONATION_MESSAGES.selectMethod;
  const total = c.quote?.finalCents ?? 0;
  if (c.method === 'WALLET' && c.guest) return DONATION_MESSAGES.guestWallet;
  if (c.method === 'CARD' && total > 0 && (c.guest ? !c.guestCard || !c.guestCard.number.trim() : c.cards.length === 0)) return DONATION_MESSAGES.needCard;
  if (c.method === 'WALLET' && total > c.walletCents) return DONATION_MESSAGES.walletLow;
  return null;
}

const emptyContact: DonationContact = { email: '', confirmEmail: '', firstname: '', lastname: '' };
const defaultCard = (cards: Card[]): string | null => (cards.find((c) => c.asDefault) ?? cards[0])?.id ?? null;

export const donationMachine = setup({
  types: { context: {} as DonationContext, events: {} as DonationEvent, input: {} as DonationInput },
  actors: {
    loadPayment: fromPromise<PaymentData, LoadPaymentInput>(notProvided('donation', 'loadPayment')),
    pay: fromPromise<DonatePayOutput, DonatePayInput>(notProvided('donation', 'pay')),
  },
  guards: {
    knownAmount: ({ context, event }) => event.type === 'amount.select' && context.amounts.some((a) => a.id === event.priceId),
    hasAmount: ({ context }) => context.priceId !== null,
    contactOk: ({ context }) => Object.keys(donationContactErrors(context.contact)).length === 0,
    methodAllowed: ({ context, event }) => event.type === 'method.select' && !(context.guest && event.method === 'WALLET'),
    canPay: ({ context }) => donationPaymentProblem(context) === null,
  },
}).createMachine({
  id: 'donation',
  context: ({ input }) => {
    const prefill = { ...emptyContact, ...input.prefill };
    return {
      amounts: input.amounts, guest: input.guest, prefill, priceId: null, contact: prefill, contactErrors: {}, method: null, cardId: null, cards: [],
      walletCents: 0, guestCard: null, quote: null, keySeed: input.keySeed, attempt: 0, error: null, message: null,
    };
  },
  initial: 'amounts',
  states: {
    amounts: {
      on: {
        'amount.select': {
          guard: 'knownAmount',
          // a new amount is a new payment: a new idempotency key
          actions: assign({
            attempt: ({ context, event }) => (event.priceId === context.priceId ? context.attempt : context.attempt + 1),
            priceId: ({ event }) => event.priceId, error: null,
          }),
        },
        'amounts.next': [
          { guard: 'hasAmount', target: 'contact', actions: assign({ error: null }) },
          { actions: assign({ error: DONATION_MESSAGES.amount }) },
        ],
      },
    },
    contact: {
      on: {
        'contact.change': { actions: assign({ contact: ({ context, event }) => ({ ...context.contact, [event.field]: event.value }) }) },
        'contact.next': [
          { guard: 'contactOk', target: 'pay', actions: assign({ contactErrors: {} }) },
          { actions: assign({ contactErrors: ({ context }) => donationContactErrors(context.contact) }) },
        ],
        back: { target: 'amounts' },
      },
    },
    pay: {
      initial: 'loading',
      on: { back: { target: 'contact', actions: assign({ error: null }) } },
      states: {
        loading: {
          invoke: {
            id: 'loadPayment', src: 'loadPayment',
            input: ({ context }) => ({ priceId: context.priceId ?? '', guest: context.guest, contact: context.contact }),
            onDone: {
              target: 'ready',
              actions: assign({
                quote: ({ event }) => event.output.quote, cards: ({ event }) => event.output.cards, walletCents: ({ event }) => event.output.walletCents,
                cardId: ({ event }) => defaultCard(event.output.cards), method: ({ context }) => (context.guest ? 'CARD' : context.method),
              }),
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessageOf(event.error, DONATION_FLOW_MESSAGES.failed) }) },
          },
        },
        failed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
        ready: {
          on: {
            'method.select': { guard: 'methodAllowed', actions: assign({ method: ({ event }) => event.method, error: null }) },
            'card.select': { actions: assign({ cardId: ({ event }) => event.cardId, error: null }) },
            'card.added': {
              guard: ({ context }) => !context.guest,
              actions: assign({ cards: ({ context, event }) => [...context.cards.filter((c) => c.id !== event.card.id), event.card], cardId: ({ event }) => event.card.id, error: null }),
            },
            'guestCard.change': { actions: assign({ guestCard: ({ event }) => event.card, error: null }) },
            'pay.submit': [
              { guard: 'canPay', target: 'paying', actions: assign({ error: null }) },
              { actions: assign({ error: ({ context }) => donationPaymentProblem(context) }) },
            ],
          },
        },
        paying: {
          on: { back: {} },
          invoke: {
            id: 'pay', src: 'pay',
            input: ({ context }) => ({
              priceId: context.priceId ?? '', contact: context.contact, paymentMethod: context.method ?? 'CARD',
              paymentInstrumentId: context.method === 'CARD' && !context.guest ? context.cardId : null,
              guestCard: context.guest ? context.guestCard : null, idempotencyKey: donationKeyOf(context),
            }),
            onDone: [
              { guard: ({ event }) => event.output === undefined, target: 'ready', actions: assign({ error: DONATION_FLOW_MESSAGES.unavailable }) },
              { target: '#donation.thanks', actions: assign({ message: ({ event }) => event.output?.message ?? null, error: null }) },
            ],
            onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessageOf(event.error, DONATION_FLOW_MESSAGES.failed) }) },
          },
        },
      },
    },
    thanks: {
      on: {
        reset: {
          target: 'amounts',
          actions: assign(({ context }) => ({
            priceId: null, contact: context.prefill, contactErrors: {}, method: null, cardId: null, guestCard: null, quote: null,
            attempt: context.attempt + 1, error: null, message: null,
          })),
        },
      },
    },
  },
});
