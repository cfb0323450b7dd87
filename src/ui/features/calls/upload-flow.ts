// Hands a file to the chat's upload flow (the file-upload machine: a message, then the file with progress),
// as the upload dialog does, and resolves when it is sent.
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChatMessage, MessageFile } from '../../../domain/chat/types';
import { fileUploadMachine, FILE_UPLOAD_MESSAGES, type PickedFile, type UploadInput } from '../../../machines/chat/file-upload.machine';
import { ServiceUnavailableError } from '../../../machines/identity/errors';
import type { ApiClient } from '../../../sync/api/types';
import { callOrThrow } from '../session/call';

export async function sendFileThroughUploadFlow(api: ApiClient, roomId: string, file: PickedFile, onProgress: (fraction: number) => void): Promise<void> {
  const logic = fileUploadMachine.provide({
    actors: {
      createFileMessage: fromPromise<ChatMessage, { roomId: string; content: string }>(({ input }) => callOrThrow(api, 'chat.messages.create', input)),
      uploadFile: fromPromise<MessageFile, UploadInput>(async ({ input }) => {
        const out = await api.call('chat.messageFiles.upload', { messageId: input.messageId, file: input.file, fileName: input.file.name }, {
          onUploadProgress: input.onProgress,
        });
        if (out === undefined) throw new ServiceUnavailableError();
        return out;
      }),
    },
  });
  const actor = createActor(logic, { input: { roomId } }).start();
  const sub = actor.subscribe((s) => onProgress(s.context.progress));
  try {
    actor.send({ type: 'file.pick', file });
    actor.send({ type: 'upload.start' });
    const end = await waitFor(actor, (s) => s.matches('done') || (s.matches('picked') && s.context.error !== null) || s.matches('idle'));
    if (!end.matches('done')) throw new Error(end.context.error ?? FILE_UPLOAD_MESSAGES.failed);
  } finally {
    sub.unsubscribe();
    actor.stop();
  }
}
