// The flight recording as the user hands it over ('Report a problem': the file they download, or the recording the
// Feedback dialog attaches): the worker's part (frames, REST answers, commands, the store) merged with the page's
// (the machines), redacted as recorded. One function for both, so a feedback carries what a download would save.
import { mergeRecording, recorder, type Recording, type WorkerRecording } from '../../../sync/recorder';
import type { EngineClient } from '../../../workers/client';

const NO_WORKER: WorkerRecording = { userId: null, entries: [], store: { rooms: [], notificationCount: 0, messages: {} } };

export async function takeRecording(engine: EngineClient | null): Promise<Recording> {
  const worker = engine ? await engine.recording().catch(() => NO_WORKER) : NO_WORKER;
  return mergeRecording(worker, recorder.entries(), Date.now());
}

/** The recording's file: its JSON. */
export const recordingBlob = (recording: Recording): Blob => new Blob([JSON.stringify(recording)], { type: 'application/json' });

/** A file size as people read it: "820 bytes", "14 KB", "1.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What a recording holds, in the words the dialogs show. */
export const RECORDING_CONTENTS = "Recent screens' data and actions, with passwords, tokens and card data removed";
