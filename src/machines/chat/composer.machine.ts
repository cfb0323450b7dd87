// The message composer of the open room: send a message, edit or delete one of the user's own.
// An empty message or an empty edit does nothing (spec 5). The sent message comes back as an event.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { chatErrorMessage } from './errors';
import { notProvided } from '../shared/not-provided';

export const COMPOSER_MESSAGES = {
  sendFailed: 'Message not sent',
  editFailed: 'Message not updated',
  deleteFailed: 'Message not deleted',
} as const;

export type ComposerContext = {
  roomId: string;
  /** the message being edited */
  editingId: string | null;
  editingContent: string;
  error: string | null;
  /** bumped after each successful send, so the view clears its text box */
  sentCount: number;
};

export type ComposerEvent =
  | { type: 'message.send'; content: string }
  | { type: 'edit.start'; messageId: string; content: string }
  | { type: 'edit.save'; content: string }
  | { type: 'edit.cancel' }
  | { type: 'message.delete'; messageId: string }
  | { type: 'error.dismiss' };

const blank = (s: string) => s.trim() === '';

export const composerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    input: {} as { roomId: string },
  },
  actors: {
    sendMessage: fromPromise<unknown, { roomId: string; content: string }>(notProvided('composer', 'sendMessage')),
    editMessage: fromPromise<unknown, { messageId: string; content: string }>(notProvided('composer', 'editMessage')),
    deleteMessage: fromPromise<unknown, { messageId: string }>(notProvided('composer', 'deleteMessage')),
  },
  guards: {
    hasContent: ({ event }) => 'content' in event && !blank(event.content),
  },
}).createMachine({
  id: 'composer',
  context: ({ input }) => ({ roomId: input.roomId, editingId: null, editingContent: '', error: null, sentCount: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'message.send': { guard: 'hasContent', target: 'sending', actions: assign({ error: null }) },
        'edit.start': {
          target: 'editing',
          actions: assign({ editingId: ({ event }) => event.messageId, editingContent: ({ event }) => event.content, error: null }),
        },
        'message.delete': { target: 'deleting', actions: assign({ error: null }) },
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    sending: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context, event }) => {
          assertEvent(event, 'message.send');
          return { roomId: context.roomId, content: event.content.trim() };
        },
        onDone: { target: 'idle', actions: assign({ sentCount: ({ context }) => context.sentCount + 1 }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, COMPOSER_MESSAGES.sendFailed) }) },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'edit.save': { guard: 'hasContent', target: 'saving', actions: assign({ error: null }) },
            'edit.cancel': { target: '#composer.idle', actions: assign({ editingId: null, editingContent: '', error: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'editMessage',
            src: 'editMessage',
            input: ({ context, event }) => {
              assertEvent(event, 'edit.save');
              return { messageId: context.editingId ?? '', content: event.content.trim() };
            },
            onDone: { target: '#composer.idle', actions: assign({ editingId: null, editingContent: '' }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, COMPOSER_MESSAGES.editFailed) }) },
          },
        },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteMessage',
        src: 'deleteMessage',
        input: ({ event }) => {
          assertEvent(event, 'message.delete');
          return { messageId: event.messageId };
        },
        onDone: { target: 'idle' },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, COMPOSER_MESSAGES.deleteFailed) }) },
      },
    },
  },
});
