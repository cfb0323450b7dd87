// The flight recorder's public face (buffer, redaction, recording file).
export { RECORDER_CAPACITY, recorder, recordCommand, recordFrame, recordInspection, recordRest, createRecorder } from './recorder';
export type { Entry, EntryBody, FrameEntry, MachineEntry, RestEntry, CommandEntry, ViewEntry, Realm, Recorder } from './recorder';
export { recordedViews } from './views';
export type { RecordedViews, RoomMessages } from './views';
export { RECORDING_FORMAT, mergeRecording, recordingFileName, storeContents } from './recording';
export type { Recording, StoreContents, WorkerRecording } from './recording';
export { REDACTED, redact, redactString } from '../../domain/shared/redact';
