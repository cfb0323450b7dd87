// The owner's edits on a product menu page (spec 2 "Product menu page", 8, 9): pick products to add (a
// selection is needed: 'Please select products to add'), or remove one after 'Are you sure?' ('Product removed
// from the menu successfully'). Effects are actors the UI supplies; `announce` shows the spec's alert and
// `changed` tells the page to reload.
import { assign, fromPromise, setup } from 'xstate';
import { MESSAGES } from '../../domain/companies/rules';
import { errorInfo } from '../identity/errors';
import { notProvided } from '../shared/not-provided';

export type MenuEditContext = {
  menuId: string;
  /** products ticked in the add picker */
  selected: string[];
  /** the product waiting for the remove confirm */
  pendingRemove: string | null;
  error: string | null;
};

export type MenuEditEvent =
  | { type: 'add.open' }
  | { type: 'add.toggle'; productId: string }
  | { type: 'add.submit' }
  | { type: 'add.cancel' }
  | { type: 'remove'; productId: string };

export type Announcement = { message: string; status: 'success' | 'error' | 'warning' };

export const MENU_EDIT_NOTICES = { added: 'Products added to the menu' } as const;

export const menuEditMachine = setup({
  types: {
    context: {} as MenuEditContext,
    events: {} as MenuEditEvent,
    input: {} as { menuId: string },
  },
  actors: {
    addItems: fromPromise<unknown, { menuId: string; productIds: string[] }>(notProvided('menu-edit', 'addItems')),
    removeItem: fromPromise<unknown, { menuId: string; productId: string }>(notProvided('menu-edit', 'removeItem')),
    /** resolves true on OK (the UI uses askConfirm) */
    confirmRemove: fromPromise<boolean, { message: string }>(notProvided('menu-edit', 'confirmRemove')),
  },
  actions: {
    announce: (_, _params: Announcement) => {},
    changed: () => {},
  },
  guards: {
    nothingSelected: ({ context }) => context.selected.length === 0,
    confirmed: ({ event }) => 'output' in event && event.output === true,
  },
}).createMachine({
  id: 'menuEdit',
  context: ({ input }) => ({ menuId: input.menuId, selected: [], pendingRemove: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'add.open': { target: 'picking', actions: assign({ selected: [], error: null }) },
        remove: { target: 'confirming', actions: assign({ pendingRemove: ({ event }) => event.productId, error: null }) },
      },
    },
    picking: {
      on: {
        'add.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.includes(event.productId) ? context.selected.filter((id) => id !== event.productId) : [...context.selected, event.productId],
            error: null,
          }),
        },
        'add.submit': [
          {
            guard: 'nothingSelected',
            actions: [assign({ error: MESSAGES.selectProducts }), { type: 'announce', params: { message: MESSAGES.selectProducts, status: 'warning' } }],
          },
          { target: 'adding' },
        ],
        'add.cancel': { target: 'idle', actions: assign({ selected: [], error: null }) },
      },
    },
    adding: {
      invoke: {
        id: 'addItems',
        src: 'addItems',
        input: ({ context }) => ({ menuId: context.menuId, productIds: context.selected }),
        onDone: {
          target: 'idle',
          actions: [assign({ selected: [] }), { type: 'announce', params: { message: MENU_EDIT_NOTICES.added, status: 'success' } }, 'changed'],
        },
        onError: {
          target: 'picking',
          actions: [
            assign({ error: ({ event }) => errorInfo(event.error, 'Could not add the products').message }),
            { type: 'announce', params: ({ event }) => ({ message: errorInfo(event.error, 'Could not add the products').message, status: 'error' as const }) },
          ],
        },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmRemove',
        src: 'confirmRemove',
        input: { message: MESSAGES.areYouSure },
        onDone: [{ guard: 'confirmed', target: 'removing' }, { target: 'idle', actions: assign({ pendingRemove: null }) }],
        onError: { target: 'idle', actions: assign({ pendingRemove: null }) },
      },
    },
    removing: {
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({ menuId: context.menuId, productId: context.pendingRemove ?? '' }),
        onDone: {
          target: 'idle',
          actions: [assign({ pendingRemove: null }), { type: 'announce', params: { message: MESSAGES.productRemoved, status: 'success' } }, 'changed'],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ pendingRemove: null, error: ({ event }) => errorInfo(event.error, 'Could not remove the product').message }),
            { type: 'announce', params: ({ event }) => ({ message: errorInfo(event.error, 'Could not remove the product').message, status: 'error' as const }) },
          ],
        },
      },
    },
  },
});
