// Send a file to a room: pick it, then the message is created and the file uploaded to it, with
// progress (0..1) shown as a bar. Starting without a file says 'File not found' (spec 8).
import { assign, fromPromise, setup } from 'xstate';
import type { ChatMessage, MessageFile } from '../../domain/chat/types';
import { chatErrorMessage } from './errors';
import { notProvided } from '../shared/not-provided';

export const FILE_UPLOAD_MESSAGES = {
  notFound: 'File not found',
  failed: 'File not uploaded',
} as const;

export type PickedFile = Blob & { readonly name: string };

export type FileUploadContext = {
  roomId: string;
  file: PickedFile | null;
  message: ChatMessage | null;
  progress: number;
  error: string | null;
};

export type FileUploadEvent =
  | { type: 'file.pick'; file: PickedFile | null }
  | { type: 'upload.start' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.reset' };

export type UploadInput = { messageId: string; file: PickedFile; onProgress(fraction: number): void };

export const fileUploadMachine = setup({
  types: { context: {} as FileUploadContext, events: {} as FileUploadEvent, input: {} as { roomId: string } },
  actors: {
    createFileMessage: fromPromise<ChatMessage, { roomId: string; content: string }>(notProvided('file-upload', 'createFileMessage')),
    uploadFile: fromPromise<MessageFile, UploadInput>(notProvided('file-upload', 'uploadFile')),
  },
  guards: {
    pickedFile: ({ event }) => event.type === 'file.pick' && event.file !== null,
  },
}).createMachine({
  id: 'fileUpload',
  context: ({ input }) => ({ roomId: input.roomId, file: null, message: null, progress: 0, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'file.pick': [
          { guard: 'pickedFile', target: 'picked', actions: assign({ file: ({ event }) => event.file, error: null, progress: 0 }) },
          { actions: assign({ error: FILE_UPLOAD_MESSAGES.notFound }) },
        ],
        'upload.start': { actions: assign({ error: FILE_UPLOAD_MESSAGES.notFound }) },
      },
    },
    picked: {
      on: {
        'file.pick': [
          { guard: 'pickedFile', actions: assign({ file: ({ event }) => event.file, error: null, progress: 0 }) },
          { target: 'idle', actions: assign({ file: null, error: FILE_UPLOAD_MESSAGES.notFound }) },
        ],
        'upload.start': [
          // a failed upload after the message was created retries the upload only
          { guard: ({ context }) => context.message !== null, target: 'uploading', actions: assign({ error: null, progress: 0 }) },
          { target: 'creatingMessage', actions: assign({ error: null, progress: 0 }) },
        ],
      },
    },
    creatingMessage: {
      invoke: {
        id: 'createFileMessage',
        src: 'createFileMessage',
        input: ({ context }) => ({ roomId: context.roomId, content: context.file?.name ?? '' }),
        onDone: { target: 'uploading', actions: assign({ message: ({ event }) => event.output }) },
        onError: { target: 'picked', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, FILE_UPLOAD_MESSAGES.failed) }) },
      },
    },
    uploading: {
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) },
      },
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, self }) => ({
          messageId: context.message?.id ?? '',
          file: context.file ?? new Blob() as PickedFile,
          onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
        }),
        onDone: { target: 'done', actions: assign({ progress: 1 }) },
        onError: { target: 'picked', actions: assign({ error: ({ event }) => chatErrorMessage(event.error, FILE_UPLOAD_MESSAGES.failed) }) },
      },
    },
    done: {
      on: { 'upload.reset': { target: 'idle', actions: assign({ file: null, message: null, progress: 0, error: null }) } },
    },
  },
});
