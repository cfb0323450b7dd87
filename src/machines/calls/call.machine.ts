// A video call in a room, for one person: idle -> starting (camera, then start or join the room's call)
// -> inviting (alone, the others are ringing) -> connecting (someone joined; WebRTC negotiating) -> inCall
// (media flowing) -> leaving -> ended. Any failure on the way in: failed, with the spec's message.
// Effects are actors supplied by the UI (media, REST); WebRTC itself reports through rtc.* events.
import { assign, fromPromise, setup } from 'xstate';
import { CALL_FAILED_MESSAGE, type Call } from '../../domain/calls/types';
import { notProvided } from '../shared/not-provided';

export type CallContext = {
  roomId: string;
  userId: string;
  /** the call as last heard of (`current`, as an assign key named `call` confuses xstate's types) */
  current: Call | null;
  error: string | null;
  /** someone else has been in the call with us (so being alone again means the call is over) */
  hadPeer: boolean;
};

export type CallEvent =
  | { type: 'call.start' }
  /** a CALL UPDATED event of this call */
  | { type: 'call.updated'; call: Call }
  /** a CALL DELETED event of this call (the last member left) */
  | { type: 'call.ended' }
  | { type: 'rtc.connected' }
  | { type: 'rtc.failed' }
  | { type: 'hangup' };

/** how long 'Connecting…' may last before the call counts as failed */
export const CONNECT_TIMEOUT_MS = 30_000;

const others = (call: Call | null, userId: string) => (call?.callMembers ?? []).filter((m) => m.userId !== userId).length;

export const callMachine = setup({
  types: { context: {} as CallContext, events: {} as CallEvent, input: {} as { roomId: string; userId: string } },
  actors: {
    /** camera and microphone (getUserMedia) */
    getMedia: fromPromise<unknown, void>(notProvided('call', 'getMedia')),
    /** joins the room's active call, or starts one when there is none */
    enterCall: fromPromise<Call, { roomId: string }>(notProvided('call', 'enterCall')),
    leaveCall: fromPromise<unknown, { callId: string }>(notProvided('call', 'leaveCall')),
  },
  guards: {
    hasOthers: ({ context }) => others(context.current, context.userId) > 0,
    updateWithOthers: ({ context, event }) => event.type === 'call.updated' && others(event.call, context.userId) > 0,
    updateAloneAfterPeer: ({ context, event }) => event.type === 'call.updated' && others(event.call, context.userId) === 0 && context.hadPeer,
  },
  actions: {
    fail: assign({ error: CALL_FAILED_MESSAGE }),
  },
}).createMachine({
  id: 'call',
  context: ({ input }) => ({ roomId: input.roomId, userId: input.userId, current: null, error: null, hadPeer: false }),
  initial: 'idle',
  states: {
    idle: { on: { 'call.start': 'starting' } },
    starting: {
      initial: 'media',
      states: {
        media: {
          invoke: { id: 'getMedia', src: 'getMedia', onDone: 'entering', onError: { target: '#call.failed', actions: 'fail' } },
        },
        entering: {
          invoke: {
            id: 'enterCall',
            src: 'enterCall',
            input: ({ context }) => ({ roomId: context.roomId }),
            onDone: { target: 'entered', actions: assign({ current: ({ event }) => event.output }) },
            onError: { target: '#call.failed', actions: 'fail' },
          },
        },
        // joined a call with people in it: connect to them; else wait for the others to answer
        entered: {
          always: [{ guard: 'hasOthers', target: '#call.connecting', actions: assign({ hadPeer: true }) }, { target: '#call.inviting' }],
        },
      },
    },
    inviting: {
      on: {
        'call.updated': [
          { guard: 'updateWithOthers', target: 'connecting', actions: assign({ current: ({ event }) => event.call, hadPeer: true }) },
          { actions: assign({ current: ({ event }) => event.call }) },
        ],
        // media may flow before the CALL UPDATED of the joiner arrives
        'rtc.connected': { target: 'inCall', actions: assign({ hadPeer: true }) },
        'call.ended': 'ended',
        hangup: 'leaving',
      },
    },
    connecting: {
      // media never flowed (a member who vanished without leaving, a blocked network): say so, never hang
      after: { [CONNECT_TIMEOUT_MS]: { target: 'failed', actions: 'fail' } },
      on: {
        'rtc.connected': 'inCall',
        'rtc.failed': { target: 'failed', actions: 'fail' },
        'call.updated': [
          { guard: 'updateAloneAfterPeer', target: 'leaving', actions: assign({ current: ({ event }) => event.call }) },
          { actions: assign({ current: ({ event }) => event.call }) },
        ],
        'call.ended': 'ended',
        hangup: 'leaving',
      },
    },
    inCall: {
      on: {
        'rtc.failed': { target: 'failed', actions: 'fail' },
        'call.updated': [
          { guard: 'updateAloneAfterPeer', target: 'leaving', actions: assign({ current: ({ event }) => event.call }) },
          { actions: assign({ current: ({ event }) => event.call }) },
        ],
        'call.ended': 'ended',
        hangup: 'leaving',
      },
    },
    leaving: {
      invoke: {
        id: 'leaveCall',
        src: 'leaveCall',
        input: ({ context }) => ({ callId: context.current?.id ?? '' }),
        onDone: 'ended',
        // the call is over for this person either way; a failed leave is ended by the others leaving
        onError: 'ended',
      },
    },
    ended: { type: 'final' },
    failed: { type: 'final' },
  },
});

/** Words for the call page's state label. */
export const CALL_STATE_LABELS = {
  idle: 'Ready',
  starting: 'Starting…',
  inviting: 'Calling…',
  connecting: 'Connecting…',
  inCall: 'Connected',
  leaving: 'Leaving…',
  ended: 'Call ended',
  failed: 'Call failed',
} as const;
