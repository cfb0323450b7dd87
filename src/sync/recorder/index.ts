// The flight recorder's public face (buffer, redaction, recording file).
export { RECORDER_CAPACITY, recorder, recordCommand, recordFrame, recordInspection, recordRest, createRecorder } from './recorder';
export type { Entry, EntryBody, FrameEntry, MachineEntry, RestEntry, CommandEntry, Realm, Recorder } from './recorder';
export { RECORDING_FORMAT, mergeRecording, recordingFileName, storeContents } from './recording';
export type { Recording, StoreContents, WorkerRecording } from './recording';
export { REDACTED, redact, redactString } from './redact';
