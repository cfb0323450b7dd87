// Add a group (a regular room): name, logo and members are all optional (spec 5). The room is
// created, then its logo uploaded, then each member invited: 'Room created' and
// '{n} member invite(s) sent' (spec 8).
import { assign, fromPromise, setup } from 'xstate';
import type { ChatRoom } from '../../domain/chat/types';
import { chatErrorMessage } from './errors';
import { notProvided } from '../shared/not-provided';

export const ADD_GROUP_MESSAGES = {
  created: 'Room created',
  failed: 'Room not created',
  logoFailed: 'Logo not uploaded',
  invitesFailed: 'Invites not sent',
} as const;

export const invitesSentMessage = (n: number) => `${n} member invite(s) sent`;

export type GroupDraft = { name: string; logo: Blob | null; memberIds: string[] };

export type AddGroupContext = {
  draft: GroupDraft;
  room: ChatRoom | null;
  /** what the user is told, in order (shown as alerts) */
  notices: string[];
  error: string | null;
};

export type AddGroupEvent = { type: 'group.submit'; draft: GroupDraft };

export const addGroupMachine = setup({
  types: { context: {} as AddGroupContext, events: {} as AddGroupEvent },
  actors: {
    createRoom: fromPromise<ChatRoom, { name: string }>(notProvided('add-group', 'createRoom')),
    uploadLogo: fromPromise<ChatRoom, { roomId: string; logo: Blob }>(notProvided('add-group', 'uploadLogo')),
    /** resolves the number of invites sent */
    inviteMembers: fromPromise<number, { roomId: string; memberIds: string[] }>(notProvided('add-group', 'inviteMembers')),
  },
  guards: {
    hasLogo: ({ context }) => context.draft.logo !== null,
    hasMembers: ({ context }) => context.draft.memberIds.length > 0,
  },
}).createMachine({
  id: 'addGroup',
  context: { draft: { name: '', logo: null, memberIds: [] }, room: null, notices: [], error: null },
  initial: 'form',
  states: {
    form: {
      on: {
        'group.submit': {
          target: 'creating',
          actions: assign({
            draft: ({ event }) => ({ ...event.draft, name: event.draft.name.trim(), memberIds: [...new Set(event.draft.memberIds)] }),
            error: null,
            notices: [],
          }),
        },
      },
    },
    creating: {
      invoke: {
        id: 'createRoom',
        src: 'createRoom',
        input: ({ context }) => ({ name: context.draft.name }),
        onDone: {
          target: 'afterCreate',
          actions: assign({ room: ({ event }) => event.output, notices: [ADD_GROUP_MESSAGES.created] }),
        },
        onError: { target: 'form', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, ADD_GROUP_MESSAGES.failed) }) },
      },
    },
    afterCreate: {
      always: [{ guard: 'hasLogo', target: 'uploadingLogo' }, { target: 'afterLogo' }],
    },
    uploadingLogo: {
      invoke: {
        id: 'uploadLogo',
        src: 'uploadLogo',
        input: ({ context }) => ({ roomId: context.room?.id ?? '', logo: context.draft.logo ?? new Blob() }),
        onDone: { target: 'afterLogo', actions: assign({ room: ({ event }) => event.output }) },
        onError: {
          target: 'afterLogo',
          actions: assign({ notices: ({ context, event }) => [...context.notices, chatErrorMessage(event.error, ADD_GROUP_MESSAGES.logoFailed)] }),
        },
      },
    },
    afterLogo: {
      always: [{ guard: 'hasMembers', target: 'inviting' }, { target: 'done' }],
    },
    inviting: {
      invoke: {
        id: 'inviteMembers',
        src: 'inviteMembers',
        input: ({ context }) => ({ roomId: context.room?.id ?? '', memberIds: context.draft.memberIds }),
        onDone: { target: 'done', actions: assign({ notices: ({ context, event }) => [...context.notices, invitesSentMessage(event.output)] }) },
        onError: {
          target: 'done',
          actions: assign({ notices: ({ context, event }) => [...context.notices, chatErrorMessage(event.error, ADD_GROUP_MESSAGES.invitesFailed)] }),
        },
      },
    },
    done: { type: 'final' },
  },
});
