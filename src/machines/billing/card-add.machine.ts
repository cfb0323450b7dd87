// Adding a card (spec 8): editing (name, number, expiry, CVC) -> validating (expiry MM/YY) -> tokenising (the
// gateway turns the number into a one-time token, as a provider's hosted field would) -> saving (the card from
// the token) -> saved. A refusal of either step is failed, with the gateway's or server's message (the form shows
// '* ERROR: {message}'); retry tokenises again (a token is used once). Cancel clears the form; a card being saved
// cannot be cancelled (the server may already hold it).
import { assign, fromPromise, setup } from 'xstate';
import { CARD_ENTRY_MESSAGES, cardTokenRequest, EMPTY_CARD_FIELDS, savedCardName, type Card, type CardFields, type CardTokenRequest } from '../../domain/billing';
import { errorMessageOf } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';

export const CARD_ADD_FAILED = 'The card could not be added';

export type CardAddContext = CardFields & {
  /** the gateway's one-time token, between tokenising and saving */
  tmpToken: string | null;
  error: string | null;
  /** the card saved last and the server's message ('Card created') */
  card: Card | null;
  message: string | null;
};

export type CardAddEvent =
  | { type: 'edit'; fields: Partial<CardFields> }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'cancel' };

export type SaveCardInput = { name: string; tmpToken: string };
export type SaveCardOutput = { card: Card; message: string };

export const cardAddMachine = setup({
  types: { context: {} as CardAddContext, events: {} as CardAddEvent },
  actors: {
    tokenise: fromPromise<{ id: string }, CardTokenRequest>(notProvided('cardAdd', 'tokenise')),
    save: fromPromise<SaveCardOutput, SaveCardInput>(notProvided('cardAdd', 'save')),
  },
  actions: {
    edit: assign(({ context, event }) => (event.type === 'edit' ? { ...context, ...pickFields(event.fields) } : context)),
    clear: assign({ ...EMPTY_CARD_FIELDS, error: null }),
    refused: assign((_, params: { error: unknown }) => ({ error: errorMessageOf(params.error, CARD_ADD_FAILED), tmpToken: null })),
    /** the UI's announcement of the saved card (alert, a flow's own card list) */
    saved: (_, _params: SaveCardOutput) => {},
  },
  guards: {
    fieldsValid: ({ context }) => cardTokenRequest(context) !== null,
  },
}).createMachine({
  id: 'cardAdd',
  context: { ...EMPTY_CARD_FIELDS, tmpToken: null, error: null, card: null, message: null },
  initial: 'editing',
  states: {
    editing: {
      on: { edit: { actions: 'edit' }, submit: 'validating', cancel: { actions: 'clear' } },
    },
    validating: {
      always: [
        { guard: 'fieldsValid', target: 'tokenising', actions: assign({ error: null }) },
        { target: 'editing', actions: assign({ error: CARD_ENTRY_MESSAGES.expiry }) },
      ],
    },
    tokenising: {
      on: { cancel: { target: 'editing', actions: 'clear' } },
      invoke: {
        id: 'tokenise', src: 'tokenise',
        input: ({ context }) => cardTokenRequest(context) as CardTokenRequest,
        onDone: { target: 'saving', actions: assign({ tmpToken: ({ event }) => event.output.id }) },
        onError: { target: 'failed', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saving: {
      invoke: {
        id: 'save', src: 'save',
        input: ({ context }) => ({ name: savedCardName(context.name), tmpToken: context.tmpToken ?? '' }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ card: ({ event }) => event.output.card, message: ({ event }) => event.output.message, cardNumber: '', cvc: '', tmpToken: null }),
            { type: 'saved', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      on: { edit: { target: 'editing', actions: 'edit' }, submit: 'validating', cancel: { target: 'editing', actions: 'clear' } },
    },
    failed: {
      on: { edit: { target: 'editing', actions: 'edit' }, retry: 'validating', cancel: { target: 'editing', actions: 'clear' } },
    },
  },
});

/** only the form's own fields: an event cannot set the token, the error or the saved card */
function pickFields(f: Partial<CardFields>): Partial<CardFields> {
  const out: Partial<CardFields> = {};
  for (const k of ['name', 'cardNumber', 'expiry', 'cvc'] as const) if (typeof f[k] === 'string') out[k] = f[k];
  return out;
}
