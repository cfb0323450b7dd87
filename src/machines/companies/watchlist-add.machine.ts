// Add a company (or a product, with input item 'product') to a watchlist (spec 5 and 8): visitors are asked to log in; the lists are loaded; a list
// must be selected ('Please select a list') and a list that has the company already is refused ("The list
// '{name}' has this company already") before any call; a new list can be created and is then selected.
// Effects are actors supplied with .provide(); 'notify' alerts (message, status).
import { assign, fromPromise, setup } from 'xstate';
import { watchlistAdded, watchlistAddRefusal, type WatchlistItem, type WatchlistLike } from '../../domain/companies/network';
import { notProvided } from '../shared/not-provided';

/** companyId: the id of the item to add (a product's id when item is 'product') */
export type WatchlistAddInput = { signedIn: boolean; companyId: string; item?: WatchlistItem };
export type WatchlistAddContext = WatchlistAddInput & { item: WatchlistItem; lists: WatchlistLike[]; selectedId: string };
export type WatchlistAddEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'select'; id: string }
  | { type: 'create'; name: string }
  | { type: 'add' };
export type Notice = { message: string; status: 'success' | 'warning' | 'error' };

const errorOf = (e: unknown) => (e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e));

export const watchlistAddMachine = setup({
  types: { context: {} as WatchlistAddContext, input: {} as WatchlistAddInput, events: {} as WatchlistAddEvent },
  actors: {
    loadLists: fromPromise<WatchlistLike[], void>(notProvided('watchlist-add', 'loadLists')),
    createList: fromPromise<WatchlistLike, { name: string }>(notProvided('watchlist-add', 'createList')),
    addCompany: fromPromise<WatchlistLike, { id: string; companyId: string }>(notProvided('watchlist-add', 'addCompany')),
  },
  actions: {
    askLogin: () => {},
    notify: (_, _params: Notice) => {},
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    refused: ({ context }) => watchlistAddRefusal(context.lists, context.selectedId, context.companyId, context.item) !== null,
  },
}).createMachine({
  id: 'watchlistAdd',
  context: ({ input }) => ({ ...input, item: input.item ?? 'company', lists: [], selectedId: '' }),
  initial: 'closed',
  states: {
    closed: { on: { open: [{ guard: 'signedIn', target: 'loading' }, { actions: 'askLogin' }] } },
    loading: {
      invoke: {
        id: 'loadLists', src: 'loadLists',
        onDone: { target: 'choosing', actions: assign(({ event }) => ({ lists: event.output, selectedId: '' })) },
        onError: { target: 'closed', actions: { type: 'notify', params: ({ event }) => ({ message: errorOf(event.error), status: 'error' as const }) } },
      },
    },
    choosing: {
      on: {
        close: 'closed',
        select: { actions: assign(({ event }) => ({ selectedId: event.id })) },
        create: { guard: ({ event }) => event.name.trim().length > 0, target: 'creating' },
        add: [
          {
            guard: 'refused',
            actions: { type: 'notify', params: ({ context }) => ({ message: watchlistAddRefusal(context.lists, context.selectedId, context.companyId, context.item) ?? '', status: 'warning' as const }) },
          },
          { target: 'adding' },
        ],
      },
    },
    creating: {
      invoke: {
        id: 'createList', src: 'createList',
        input: ({ event }) => ({ name: event.type === 'create' ? event.name.trim() : '' }),
        onDone: { target: 'choosing', actions: assign(({ context, event }) => ({ lists: [...context.lists.filter((l) => l.id !== event.output.id), event.output], selectedId: event.output.id })) },
        onError: { target: 'choosing', actions: { type: 'notify', params: ({ event }) => ({ message: errorOf(event.error), status: 'error' as const }) } },
      },
    },
    adding: {
      invoke: {
        id: 'addCompany', src: 'addCompany', input: ({ context }) => ({ id: context.selectedId, companyId: context.companyId }),
        onDone: { target: 'closed', actions: { type: 'notify', params: ({ context }) => ({ message: watchlistAdded(context.item), status: 'success' as const }) } },
        onError: { target: 'choosing', actions: { type: 'notify', params: ({ event }) => ({ message: errorOf(event.error), status: 'error' as const }) } },
      },
    },
  },
});
