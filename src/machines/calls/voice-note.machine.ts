// A voice note (spec 4): idle, recording (counts seconds), stopped and added as an mp3 file. Recording
// and encoding are actors supplied by the UI (MediaRecorder/WebAudio, lamejs); sending hands the mp3 to
// the chat's file upload flow and reports its progress.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { chatErrorMessage } from '../chat/errors';
import { notProvided } from '../shared/not-provided';

export const VOICE_NOTE_MESSAGES = {
  noMicrophone: 'Microphone not available',
  encodeFailed: 'Voice note could not be recorded',
  sendFailed: 'File not uploaded',
} as const;

export type VoiceNoteFile = Blob & { readonly name: string };

export type VoiceNoteContext = {
  roomId: string;
  seconds: number;
  file: VoiceNoteFile | null;
  progress: number;
  error: string | null;
};

export type VoiceNoteEvent =
  | { type: 'record' }
  /** one more second of recording (sent by the ticker actor) */
  | { type: 'tick' }
  | { type: 'stop' }
  | { type: 'discard' }
  | { type: 'send' }
  | { type: 'progress'; fraction: number };

export type SendVoiceNoteInput = { roomId: string; file: VoiceNoteFile; onProgress(fraction: number): void };

export const voiceNoteMachine = setup({
  types: { context: {} as VoiceNoteContext, events: {} as VoiceNoteEvent, input: {} as { roomId: string } },
  actors: {
    /** opens the microphone and starts capturing */
    startRecording: fromPromise<unknown, void>(notProvided('voice-note', 'startRecording')),
    /** stops capturing and encodes what was heard as an mp3 file */
    stopRecording: fromPromise<VoiceNoteFile, { seconds: number }>(notProvided('voice-note', 'stopRecording')),
    /** drops the capture (microphone released) */
    discardRecording: fromPromise<unknown, void>(notProvided('voice-note', 'discardRecording')),
    /** sends 'tick' once a second */
    ticker: fromCallback<VoiceNoteEvent>(({ sendBack }) => {
      const t = setInterval(() => sendBack({ type: 'tick' }), 1000);
      return () => clearInterval(t);
    }),
    sendVoiceNote: fromPromise<unknown, SendVoiceNoteInput>(notProvided('voice-note', 'sendVoiceNote')),
  },
}).createMachine({
  id: 'voiceNote',
  context: ({ input }) => ({ roomId: input.roomId, seconds: 0, file: null, progress: 0, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { record: { target: 'starting', actions: assign({ seconds: 0, file: null, progress: 0, error: null }) } },
    },
    starting: {
      invoke: {
        id: 'startRecording',
        src: 'startRecording',
        onDone: 'recording',
        onError: { target: 'idle', actions: assign({ error: VOICE_NOTE_MESSAGES.noMicrophone }) },
      },
    },
    recording: {
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        tick: { actions: assign({ seconds: ({ context }) => context.seconds + 1 }) },
        stop: 'encoding',
        discard: 'discarding',
      },
    },
    discarding: {
      invoke: { id: 'discardRecording', src: 'discardRecording', onDone: { target: 'idle', actions: assign({ seconds: 0 }) }, onError: { target: 'idle', actions: assign({ seconds: 0 }) } },
    },
    encoding: {
      invoke: {
        id: 'stopRecording',
        src: 'stopRecording',
        input: ({ context }) => ({ seconds: context.seconds }),
        onDone: { target: 'stopped', actions: assign({ file: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ error: VOICE_NOTE_MESSAGES.encodeFailed }) },
      },
    },
    stopped: {
      on: {
        send: { target: 'sending', actions: assign({ error: null, progress: 0 }) },
        discard: { target: 'idle', actions: assign({ file: null, seconds: 0 }) },
      },
    },
    sending: {
      on: { progress: { actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) } },
      invoke: {
        id: 'sendVoiceNote',
        src: 'sendVoiceNote',
        input: ({ context, self }) => ({
          roomId: context.roomId,
          file: context.file ?? (new Blob() as VoiceNoteFile),
          onProgress: (fraction: number) => self.send({ type: 'progress', fraction }),
        }),
        onDone: { target: 'sent', actions: assign({ progress: 1 }) },
        onError: { target: 'stopped', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, VOICE_NOTE_MESSAGES.sendFailed) }) },
      },
    },
    sent: {
      on: { record: { target: 'starting', actions: assign({ seconds: 0, file: null, progress: 0, error: null }) } },
    },
  },
});
