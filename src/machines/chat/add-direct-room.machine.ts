// Add a direct room: pick a person (found with the user search), create the room. A second direct
// chat with the same user is refused by the server with "You already have a direct-chat with user
// '{name}'" (spec 8), which is shown as it comes.
import { assign, fromPromise, setup } from 'xstate';
import type { ChatRoom, UserCard } from '../../domain/chat/types';
import { chatErrorMessage } from './errors';
import { notProvided } from '../shared/not-provided';

export const ADD_DIRECT_MESSAGES = { failed: 'Room not created' } as const;

export const alreadyDirectMessage = (name: string) => `You already have a direct-chat with user '${name}'`;

export type AddDirectRoomContext = {
  picked: UserCard | null;
  room: ChatRoom | null;
  error: string | null;
};

export type AddDirectRoomEvent =
  | { type: 'user.pick'; user: UserCard }
  | { type: 'user.unpick' }
  | { type: 'room.create' };

export const addDirectRoomMachine = setup({
  types: { context: {} as AddDirectRoomContext, events: {} as AddDirectRoomEvent },
  actors: {
    createDirectRoom: fromPromise<ChatRoom, { toMemberId: string }>(notProvided('add-direct-room', 'createDirectRoom')),
  },
  guards: { hasPick: ({ context }) => context.picked !== null },
}).createMachine({
  id: 'addDirectRoom',
  context: { picked: null, room: null, error: null },
  initial: 'picking',
  states: {
    picking: {
      on: {
        'user.pick': { actions: assign({ picked: ({ event }) => event.user, error: null }) },
        'user.unpick': { actions: assign({ picked: null, error: null }) },
        'room.create': { guard: 'hasPick', target: 'creating', actions: assign({ error: null }) },
      },
    },
    creating: {
      invoke: {
        id: 'createDirectRoom',
        src: 'createDirectRoom',
        input: ({ context }) => ({ toMemberId: context.picked?.id ?? '' }),
        onDone: { target: 'done', actions: assign({ room: ({ event }) => event.output }) },
        onError: {
          target: 'picking',
          actions: assign({ error: ({ event }) => chatErrorMessage(event.error, ADD_DIRECT_MESSAGES.failed) }),
        },
      },
    },
    done: { type: 'final' },
  },
});
