// The chat's file-upload machine with its real effects: a file message, then the file with upload progress.
// Used by the upload dialog and by voice notes.
import { fromPromise } from 'xstate';
import type { ChatMessage, MessageFile } from '../../../domain/chat/types';
import { fileUploadMachine, type UploadInput } from '../../../machines/chat/file-upload.machine';
import { sendCommand } from '../data/useCommand';
import type { EngineRef } from '../data/useEngineRef';

export function chatFileUploadLogic(engine: EngineRef) {
  return fileUploadMachine.provide({
    actors: {
      createFileMessage: fromPromise<ChatMessage, { roomId: string; content: string }>(({ input }) => sendCommand(engine.current, 'chat.messages.create', input)),
      uploadFile: fromPromise<MessageFile, UploadInput>(({ input }) =>
        sendCommand(engine.current, 'chat.messageFiles.upload', { messageId: input.messageId, file: input.file, fileName: input.file.name }, {
          onUploadProgress: input.onProgress,
        })),
    },
  });
}
