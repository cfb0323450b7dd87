// Hands a file to the chat's upload flow (the file-upload machine: a message, then the file with progress),
// as the upload dialog does, and resolves when it is sent.
import { createActor, waitFor } from 'xstate';
import { FILE_UPLOAD_MESSAGES, type PickedFile } from '../../../machines/chat/file-upload.machine';
import { chatFileUploadLogic } from '../chat/fileUploadLogic';
import type { EngineRef } from '../data/useEngineRef';

export async function sendFileThroughUploadFlow(engine: EngineRef, roomId: string, file: PickedFile, onProgress: (fraction: number) => void): Promise<void> {
  const logic = chatFileUploadLogic(engine);
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
