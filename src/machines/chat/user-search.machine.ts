// Finding people to chat with: the search runs only for non-empty text (spec 5); a newer text
// replaces a search in flight; the user never finds themselves (nobody messages themselves, spec 6).
import { assign, fromPromise, setup } from 'xstate';
import type { UserCard } from '../../domain/chat/types';
import { chatErrorMessage } from './errors';
import { notProvided } from '../shared/not-provided';

export type UserSearchContext = {
  selfId: string;
  text: string;
  results: UserCard[];
  error: string | null;
};

export type UserSearchEvent = { type: 'search.change'; text: string } | { type: 'search.clear' };

export const userSearchMachine = setup({
  types: {
    context: {} as UserSearchContext,
    events: {} as UserSearchEvent,
    input: {} as { selfId: string },
  },
  actors: {
    searchUsers: fromPromise<UserCard[], { keyword: string }>(notProvided('user-search', 'searchUsers')),
  },
  guards: {
    hasText: ({ event }) => event.type === 'search.change' && event.text.trim() !== '',
  },
}).createMachine({
  id: 'userSearch',
  context: ({ input }) => ({ selfId: input.selfId, text: '', results: [], error: null }),
  initial: 'idle',
  on: {
    'search.change': [
      { guard: 'hasText', target: '.searching', actions: assign({ text: ({ event }) => event.text, error: null }) },
      { target: '.idle', actions: assign({ text: ({ event }) => event.text, results: [], error: null }) },
    ],
    'search.clear': { target: '.idle', actions: assign({ text: '', results: [], error: null }) },
  },
  states: {
    idle: {},
    searching: {
      invoke: {
        id: 'searchUsers',
        src: 'searchUsers',
        input: ({ context }) => ({ keyword: context.text.trim() }),
        onDone: {
          target: 'idle',
          actions: assign({ results: ({ context, event }) => event.output.filter((u) => u.id !== context.selfId) }),
        },
        onError: { target: 'idle', actions: assign({ results: [], error: ({ event }) => chatErrorMessage(event.error, 'Search failed') }) },
      },
    },
  },
});
