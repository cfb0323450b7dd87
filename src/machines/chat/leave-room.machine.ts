// Leave a room (members who are not its creator; either side of a direct room). Leaving an RFQ
// room that would keep one member warns that the room and messages will be removed forever (spec 4).
import { assign, fromPromise, setup } from 'xstate';
import type { ChatRoom } from '../../domain/chat/types';
import { chatErrorMessage } from './errors';
import { notProvided } from '../shared/not-provided';

export const LEAVE_MESSAGES = {
  confirm: 'Do you want to leave this room?',
  rfqLastWarning: 'Only one member will be left: the room and messages will be removed forever.',
  failed: 'Could not leave the room',
} as const;

/** The confirmation text for leaving `room` (an RFQ room left with one member warns). */
export function leaveConfirmText(room: Pick<ChatRoom, 'memberIds' | 'meta'>): string {
  return room.meta.type === 'RFQROOM' && room.memberIds.length <= 2 ? LEAVE_MESSAGES.rfqLastWarning : LEAVE_MESSAGES.confirm;
}

export type LeaveRoomContext = { room: ChatRoom; warning: string | null; error: string | null };

export type LeaveRoomEvent = { type: 'leave.request' } | { type: 'leave.confirm' } | { type: 'leave.cancel' };

export const leaveRoomMachine = setup({
  types: { context: {} as LeaveRoomContext, events: {} as LeaveRoomEvent, input: {} as { room: ChatRoom } },
  actors: {
    leaveRoom: fromPromise<unknown, { roomId: string; direct: boolean }>(notProvided('leave-room', 'leaveRoom')),
  },
}).createMachine({
  id: 'leaveRoom',
  context: ({ input }) => ({ room: input.room, warning: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'leave.request': { target: 'confirming', actions: assign({ warning: ({ context }) => leaveConfirmText(context.room), error: null }) } },
    },
    confirming: {
      on: {
        'leave.confirm': 'leaving',
        'leave.cancel': { target: 'idle', actions: assign({ warning: null }) },
      },
    },
    leaving: {
      invoke: {
        id: 'leaveRoom',
        src: 'leaveRoom',
        input: ({ context }) => ({ roomId: context.room.id, direct: context.room.meta.type === 'DIRECTROOM' }),
        onDone: 'left',
        onError: { target: 'idle', actions: assign({ warning: null, error: ({ event }) => chatErrorMessage(event.error, LEAVE_MESSAGES.failed) }) },
      },
    },
    left: { type: 'final' },
  },
});
