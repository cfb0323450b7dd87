// The flight recording as the user hands it over ('Report a problem': the file they download, or the recording the
// Feedback dialog attaches): the worker's part (frames, REST answers, commands, the store) merged with the page's
// (the machines), redacted as recorded. One function for both, so a feedback carries what a download would save.
import { RECORDING_MAX_BYTES } from '../../../domain/shared/recording';
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

/** The Feedback dialog's recording: none, being taken, or taken (its file and how many entries it holds). */
export type Attachment = { kind: 'off' } | { kind: 'taking' } | { kind: 'ready'; blob: Blob; entries: number };

/** The attachment's problem that stops sending, or null. */
export function attachmentProblem(a: Attachment): string | null {
  if (a.kind === 'taking') return 'The recording is still being taken, please wait';
  if (a.kind === 'ready' && a.blob.size > RECORDING_MAX_BYTES) return `The recording is larger than ${RECORDING_MAX_BYTES / 1024 / 1024} MB`;
  return null;
}
