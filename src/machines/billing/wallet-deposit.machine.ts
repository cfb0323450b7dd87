// A wallet deposit by card (spec: minimum $15, sent as cents): the amount typed -> checked (the limits, a card to
// pay with) -> depositing with the chosen card (picked, else the default) -> done (the wallet's new balance) or
// failed. ONE idempotency key per amount typed: a retry or a second click of the same amount sends the same key
// (the server charges once), typing a different amount or a deposit done makes the next key.
import { assign, fromPromise, setup } from 'xstate';
import { checkDeposit, chosenCardId, DEPOSIT_MESSAGES, type Card } from '../../domain/billing';
import { errorMessageOf } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';

export const DEPOSIT_FAILED = 'The deposit failed';

export type WalletDepositContext = {
  /** the amount as typed, in dollars */
  amount: string;
  /** the checked amount in integer cents, once the deposit was asked for */
  cents: number | null;
  cards: Card[];
  /** the card picked; null while the default card is used */
  cardId: string | null;
  /** idempotency key of the amount typed: `${keySeed}-${keyCount}` */
  keySeed: string;
  keyCount: number;
  error: string | null;
  /** the server's success message and the wallet's balance after the deposit */
  message: string | null;
  walletCents: number | null;
};

export type WalletDepositEvent =
  | { type: 'amount.change'; amount: string }
  | { type: 'cards.update'; cards: Card[] }
  | { type: 'card.select'; cardId: string }
  | { type: 'deposit.confirm' }
  | { type: 'retry' };

export type DepositInput = { cents: number; paymentInstrumentId: string; idempotencyKey: string };
export type DepositOutput = { message: string; wallet: { cents: number } };

export const depositKeyOf = (c: Pick<WalletDepositContext, 'keySeed' | 'keyCount'>): string => `${c.keySeed}-${c.keyCount}`;

/** The first reason the deposit cannot be asked for, or null. */
export function depositProblem(c: Pick<WalletDepositContext, 'amount' | 'cards' | 'cardId'>): string | null {
  const amount = checkDeposit(c.amount);
  if (!amount.ok) return amount.error;
  return chosenCardId(c.cards, c.cardId) === null ? DEPOSIT_MESSAGES.needCard : null;
}

export const walletDepositMachine = setup({
  types: { context: {} as WalletDepositContext, events: {} as WalletDepositEvent, input: {} as { keySeed: string } },
  actors: {
    deposit: fromPromise<DepositOutput, DepositInput>(notProvided('walletDeposit', 'deposit')),
  },
  actions: {
    /** the UI's announcement of the deposit (the server's message) */
    deposited: (_, _params: { message: string }) => {},
  },
  guards: {
    depositable: ({ context }) => depositProblem(context) === null,
  },
}).createMachine({
  id: 'walletDeposit',
  context: ({ input }) => ({
    amount: '', cents: null, cards: [], cardId: null, keySeed: input.keySeed, keyCount: 0, error: null, message: null, walletCents: null,
  }),
  on: { 'cards.update': { actions: assign({ cards: ({ event }) => event.cards }) } },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'amount.change': {
          target: '.editing',
          actions: assign({
            amount: ({ event }) => event.amount,
            keyCount: ({ context, event }) => (event.amount === context.amount ? context.keyCount : context.keyCount + 1),
          }),
        },
        'card.select': { actions: assign({ cardId: ({ event }) => event.cardId }) },
        'deposit.confirm': { target: 'checking' },
      },
      states: {
        editing: {},
        done: {},
        failed: { on: { retry: { target: '#walletDeposit.checking' } } },
      },
    },
    checking: {
      always: [
        { guard: 'depositable', target: 'depositing', actions: assign({ cents: ({ context }) => (checkDeposit(context.amount) as { cents: number }).cents, error: null }) },
        { target: 'form.editing', actions: assign({ cents: null, error: ({ context }) => depositProblem(context) }) },
      ],
    },
    depositing: {
      invoke: {
        id: 'deposit', src: 'deposit',
        input: ({ context }) => ({ cents: context.cents ?? 0, paymentInstrumentId: chosenCardId(context.cards, context.cardId) ?? '', idempotencyKey: depositKeyOf(context) }),
        onDone: {
          target: 'form.done',
          actions: [
            assign({
              message: ({ event }) => event.output.message, walletCents: ({ event }) => event.output.wallet.cents,
              amount: '', keyCount: ({ context }) => context.keyCount + 1,
            }),
            { type: 'deposited', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: { target: 'form.failed', actions: assign({ error: ({ event }) => errorMessageOf(event.error, DEPOSIT_FAILED) }) },
      },
    },
  },
});
