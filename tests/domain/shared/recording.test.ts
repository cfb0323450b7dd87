// What the server takes as a recording (src/domain/shared/recording.ts): the recorder's top-level fields with their
// types, and entries each with a kind, a realm, a number and a time; anything else is refused.
import { describe, expect, it } from 'vitest';
import { isRecording, RECORDING_FORMAT, RECORDING_MAX_BYTES, RECORDING_MESSAGES } from '../../../src/domain/shared/recording';

const good = () => ({
  format: RECORDING_FORMAT, createdAt: 1_700_000_000_000, userId: 'u-1' as string | null,
  store: { rooms: [{ id: 'r1' }], notificationCount: 0, messages: { r1: { items: [] } } },
  entries: [{ i: 0, t: 5, realm: 'worker', kind: 'frame', body: '{}', seq: 1 }, { i: 0, t: 6, realm: 'page', kind: 'machine' }],
});

describe('isRecording', () => {
  it('takes a recording, signed in or not, with or without entries', () => {
    expect(isRecording(good())).toBe(true);
    expect(isRecording({ ...good(), userId: null, entries: [] })).toBe(true);
  });

  it.each([
    ['no object', null], ['an array', [good()]], ['a string', JSON.stringify(good())],
    ['another format', { ...good(), format: 'mtz-recording/2' }],
    ['no createdAt', { ...good(), createdAt: undefined }], ['a text createdAt', { ...good(), createdAt: '1700000000000' }],
    ['an endless createdAt', { ...good(), createdAt: Infinity }],
    ['no userId', { ...good(), userId: undefined }], ['a numeric userId', { ...good(), userId: 7 }],
    ['no store', { ...good(), store: undefined }], ['a store array', { ...good(), store: [] }],
    ['rooms not a list', { ...good(), store: { ...good().store, rooms: {} } }],
    ['no bell count', { ...good(), store: { ...good().store, notificationCount: '0' } }],
    ['messages a list', { ...good(), store: { ...good().store, messages: [] } }],
    ['messages missing', { ...good(), store: { rooms: [], notificationCount: 0 } }],
    ['entries not a list', { ...good(), entries: {} }],
    ['an entry of no kind', { ...good(), entries: [{ i: 0, t: 1, realm: 'page' }] }],
    ['an entry of another realm', { ...good(), entries: [{ i: 0, t: 1, realm: 'server', kind: 'rest' }] }],
    ['an entry without a number', { ...good(), entries: [{ t: 1, realm: 'page', kind: 'rest' }] }],
    ['an entry without a time', { ...good(), entries: [{ i: 1, realm: 'page', kind: 'rest' }] }],
    ['an entry that is a list', { ...good(), entries: [[0, 1, 'page', 'rest']] }],
  ])('refuses %s', (_what, value) => {
    expect(isRecording(value)).toBe(false);
  });

  it('says its limit in the words the server answers', () => {
    expect(RECORDING_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(RECORDING_MESSAGES.tooLarge).toBe('recording: the recording is larger than 5 MB');
    expect(RECORDING_MESSAGES.notRecording).toBe('recording: the file is not a recording (mtz-recording/1)');
  });
});
