// The event-interest toggle (spec section 4): interested or not; visitors are asked to log in.
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';

export const LOGIN_FOR_INTEREST = 'Please login to show interest in this event. Proceed?';

export type InterestInput = { cgEventId: string; signedIn: boolean; interestId: string | null; count: number };
export type InterestContext = InterestInput & { error: string | null };
export type InterestEvent = { type: 'toggle' } | { type: 'login.confirm' } | { type: 'login.dismiss' };

const errorOf = (e: unknown) => (e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e));

export const eventInterestMachine = setup({
  types: { context: {} as InterestContext, input: {} as InterestInput, events: {} as InterestEvent },
  actors: {
    addInterest: fromPromise<{ id: string }, { cgEventId: string }>(notProvided('event-interest', 'addInterest')),
    removeInterest: fromPromise<unknown, { id: string }>(notProvided('event-interest', 'removeInterest')),
  },
}).createMachine({
  id: 'eventInterest',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: ({ context }) => !context.signedIn, target: 'visitor' },
        { guard: ({ context }) => context.interestId !== null, target: 'interested' },
        { target: 'notInterested' },
      ],
    },
    visitor: { on: { toggle: 'askLogin' } },
    askLogin: { on: { 'login.confirm': 'toLogin', 'login.dismiss': 'visitor' } },
    /** the UI goes to /login?redirectUrl={path} */
    toLogin: {},
    notInterested: { on: { toggle: 'adding' } },
    adding: {
      invoke: {
        id: 'addInterest', src: 'addInterest', input: ({ context }) => ({ cgEventId: context.cgEventId }),
        onDone: { target: 'interested', actions: assign(({ context, event }) => ({ interestId: event.output.id, count: context.count + 1, error: null })) },
        onError: { target: 'notInterested', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
    interested: { on: { toggle: 'removing' } },
    removing: {
      invoke: {
        id: 'removeInterest', src: 'removeInterest', input: ({ context }) => ({ id: context.interestId ?? '' }),
        onDone: { target: 'notInterested', actions: assign(({ context }) => ({ interestId: null, count: Math.max(0, context.count - 1), error: null })) },
        onError: { target: 'interested', actions: assign(({ event }) => ({ error: errorOf(event.error) })) },
      },
    },
  },
});
