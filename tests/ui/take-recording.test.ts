// The recording 'Report a problem' downloads and the Feedback dialog attaches (one function: takeRecording): the
// worker's part merged with the page's, or the page's alone when the worker does not answer; what stops sending it;
// its size in words.
import { describe, expect, it } from 'vitest';
import { RECORDING_FORMAT, RECORDING_MAX_BYTES } from '../../src/domain/shared/recording';
import { recorder, type WorkerRecording } from '../../src/sync/recorder';
import { attachmentProblem, fileSize, recordingBlob, takeRecording } from '../../src/ui/features/shell/takeRecording';
import type { EngineClient } from '../../src/workers/client';

const store = { rooms: [], notificationCount: 3, messages: {} };
const engineAnswering = (answer: () => Promise<WorkerRecording>) => ({ recording: answer }) as unknown as EngineClient;

describe('takeRecording', () => {
  it("merges the worker's entries and store with the page's entries, by time", async () => {
    recorder.clear();
    recorder.record({ kind: 'view', call: 'openRoom', roomId: 'r1' });
    const page = recorder.entries();
    const worker: WorkerRecording = { userId: 'u-1', store, entries: [{ kind: 'view', call: 'onMessages', roomId: 'r1', i: 0, t: page[0].t - 1, realm: 'worker' }] };
    const r = await takeRecording(engineAnswering(async () => worker));
    expect(r).toMatchObject({ format: RECORDING_FORMAT, userId: 'u-1', store });
    expect(r.entries.map((e) => (e.kind === 'view' ? e.call : e.kind))).toEqual(['onMessages', 'openRoom']);
    expect(JSON.parse(await recordingBlob(r).text())).toEqual(r);
  });

  it("keeps the page's part when the worker fails or is not up", async () => {
    recorder.clear();
    recorder.record({ kind: 'view', call: 'offMessages', roomId: null });
    for (const engine of [engineAnswering(() => Promise.reject(new Error('gone'))), null]) {
      const r = await takeRecording(engine);
      expect(r).toMatchObject({ userId: null, store: { rooms: [], notificationCount: 0, messages: {} } });
      expect(r.entries.map((e) => (e.kind === 'view' ? e.call : e.kind))).toEqual(['offMessages']);
    }
  });
});

describe('attachmentProblem', () => {
  it('stops sending while the recording is taken and above the limit, never otherwise', () => {
    expect(attachmentProblem({ kind: 'off' })).toBeNull();
    expect(attachmentProblem({ kind: 'taking' })).toBe('The recording is still being taken, please wait');
    expect(attachmentProblem({ kind: 'ready', blob: new Blob(['x'.repeat(RECORDING_MAX_BYTES)]), entries: 1 })).toBeNull();
    expect(attachmentProblem({ kind: 'ready', blob: new Blob(['x'.repeat(RECORDING_MAX_BYTES + 1)]), entries: 1 })).toBe('The recording is larger than 5 MB');
  });
});

describe('fileSize', () => {
  it.each([[0, '0 bytes'], [1023, '1023 bytes'], [1024, '1 KB'], [150 * 1024 + 600, '151 KB'], [1024 * 1024 - 1, '1024 KB'], [1024 * 1024, '1.0 MB'], [5.25 * 1024 * 1024, '5.3 MB']])('%d bytes read as %s', (bytes, words) => {
    expect(fileSize(bytes)).toBe(words);
  });
});
