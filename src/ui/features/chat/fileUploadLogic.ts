// The chat's file-upload machine with its real effects: a file message, then the file with upload progress.
// Used by the upload dialog and by voice notes.
import { fromPromise } from 'xstate';
import type { ChatMessage, MessageFile } from '../../../domain/chat/types';
import { fileUploadMachine, type UploadInput } from '../../../machines/chat/file-upload.machine';
import { ServiceUnavailableError } from '../../../machines/identity/errors';
import type { ApiClient } from '../../../sync/api/types';
import { callOrThrow } from '../session/call';

export function chatFileUploadLogic(api: ApiClient) {
  return fileUploadMachine.provide({
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
}
