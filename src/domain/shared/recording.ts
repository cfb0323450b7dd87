// A flight recording's file (src/sync/recorder/recording.ts) as both sides know it: its format tag, the size a
// recording attached to a feedback may have, and the check that a parsed file is a recording (its top-level
// fields), which the server applies before it redacts (./redact.ts) and stores an attached one.

export const RECORDING_FORMAT = 'mtz-recording/1';

/** The largest recording a feedback may carry, in bytes of its JSON. */
export const RECORDING_MAX_BYTES = 5 * 1024 * 1024;

export const RECORDING_MESSAGES = {
  tooLarge: `recording: the recording is larger than ${RECORDING_MAX_BYTES / 1024 / 1024} MB`,
  notJson: 'recording: the file is not valid JSON',
  notRecording: `recording: the file is not a recording (${RECORDING_FORMAT})`,
} as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The entries of a recording: each an object with its kind, its realm, a sequence number and a time. */
function isEntry(v: unknown): boolean {
  return isObject(v) && typeof v.kind === 'string' && (v.realm === 'worker' || v.realm === 'page')
    && Number.isFinite(v.i) && Number.isFinite(v.t);
}

/** True when `v` has a recording's top-level fields: format, createdAt, userId, store and entries. */
export function isRecording(v: unknown): boolean {
  if (!isObject(v) || v.format !== RECORDING_FORMAT || !Number.isFinite(v.createdAt)) return false;
  if (!(v.userId === null || typeof v.userId === 'string')) return false;
  const store = v.store;
  if (!isObject(store) || !Array.isArray(store.rooms) || !Number.isFinite(store.notificationCount) || !isObject(store.messages)) return false;
  return Array.isArray(v.entries) && v.entries.every(isEntry);
}
