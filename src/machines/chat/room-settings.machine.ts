// The settings of a room (Members and Admin tabs): only its creator renames it, changes the logo,
// removes members and invites (spec 6); for anyone else these events do nothing.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ChatRoom } from '../../domain/chat/types';
import { chatErrorMessage } from './errors';
import { notProvided } from '../shared/not-provided';

export const SETTINGS_MESSAGES = {
  inviteSent: 'Invite sent',
  renamed: 'Room renamed',
  logoChanged: 'Logo updated',
  removed: 'Member removed',
  failed: 'Room not updated',
} as const;

export type RoomSettingsContext = {
  room: ChatRoom;
  userId: string;
  notice: string | null;
  error: string | null;
};

export type RoomSettingsEvent =
  | { type: 'room.rename'; name: string }
  | { type: 'room.logo'; logo: Blob }
  | { type: 'member.remove'; memberId: string }
  | { type: 'member.invite'; inviteeId: string }
  /** the room as the live store now has it */
  | { type: 'room.changed'; room: ChatRoom };

const isCreator = (c: RoomSettingsContext) => c.room.creatorId === c.userId;

export const roomSettingsMachine = setup({
  types: {
    context: {} as RoomSettingsContext,
    events: {} as RoomSettingsEvent,
    input: {} as { room: ChatRoom; userId: string },
  },
  actors: {
    renameRoom: fromPromise<ChatRoom, { roomId: string; name: string }>(notProvided('room-settings', 'renameRoom')),
    uploadLogo: fromPromise<ChatRoom, { roomId: string; logo: Blob }>(notProvided('room-settings', 'uploadLogo')),
    removeMember: fromPromise<ChatRoom, { roomId: string; memberId: string }>(notProvided('room-settings', 'removeMember')),
    inviteMember: fromPromise<unknown, { roomId: string; inviteeId: string }>(notProvided('room-settings', 'inviteMember')),
  },
  guards: {
    canRename: ({ context, event }) =>
      isCreator(context) && event.type === 'room.rename' && event.name.trim() !== '' && event.name.trim() !== context.room.name,
    canChangeLogo: ({ context }) => isCreator(context),
    canRemove: ({ context, event }) =>
      isCreator(context) && event.type === 'member.remove' && event.memberId !== context.userId && context.room.memberIds.includes(event.memberId),
    canInvite: ({ context, event }) =>
      isCreator(context) && event.type === 'member.invite' && !context.room.memberIds.includes(event.inviteeId),
  },
}).createMachine({
  id: 'roomSettings',
  context: ({ input }) => ({ room: input.room, userId: input.userId, notice: null, error: null }),
  initial: 'idle',
  on: { 'room.changed': { actions: assign({ room: ({ event }) => event.room }) } },
  states: {
    idle: {
      on: {
        'room.rename': { guard: 'canRename', target: 'renaming', actions: assign({ notice: null, error: null }) },
        'room.logo': { guard: 'canChangeLogo', target: 'uploadingLogo', actions: assign({ notice: null, error: null }) },
        'member.remove': { guard: 'canRemove', target: 'removing', actions: assign({ notice: null, error: null }) },
        'member.invite': { guard: 'canInvite', target: 'inviting', actions: assign({ notice: null, error: null }) },
      },
    },
    renaming: {
      invoke: {
        id: 'renameRoom',
        src: 'renameRoom',
        input: ({ context, event }) => {
          assertEvent(event, 'room.rename');
          return { roomId: context.room.id, name: event.name.trim() };
        },
        onDone: { target: 'idle', actions: assign({ room: ({ event }) => event.output, notice: SETTINGS_MESSAGES.renamed, error: null }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, SETTINGS_MESSAGES.failed), notice: null }) },
      },
    },
    uploadingLogo: {
      invoke: {
        id: 'uploadLogo',
        src: 'uploadLogo',
        input: ({ context, event }) => {
          assertEvent(event, 'room.logo');
          return { roomId: context.room.id, logo: event.logo };
        },
        onDone: { target: 'idle', actions: assign({ room: ({ event }) => event.output, notice: SETTINGS_MESSAGES.logoChanged, error: null }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, SETTINGS_MESSAGES.failed), notice: null }) },
      },
    },
    removing: {
      invoke: {
        id: 'removeMember',
        src: 'removeMember',
        input: ({ context, event }) => {
          assertEvent(event, 'member.remove');
          return { roomId: context.room.id, memberId: event.memberId };
        },
        onDone: { target: 'idle', actions: assign({ room: ({ event }) => event.output, notice: SETTINGS_MESSAGES.removed, error: null }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, SETTINGS_MESSAGES.failed), notice: null }) },
      },
    },
    inviting: {
      invoke: {
        id: 'inviteMember',
        src: 'inviteMember',
        input: ({ context, event }) => {
          assertEvent(event, 'member.invite');
          return { roomId: context.room.id, inviteeId: event.inviteeId };
        },
        onDone: { target: 'idle', actions: assign({ notice: SETTINGS_MESSAGES.inviteSent, error: null }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, SETTINGS_MESSAGES.failed), notice: null }) },
      },
    },
  },
});
