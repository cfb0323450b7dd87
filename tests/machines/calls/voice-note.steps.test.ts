// Step tests of the voice-note machine: the context after each event (seconds, file, progress, message), the
// input of each effect, the upload's progress through its callback, the real once-a-second ticker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { CHAT_UNAVAILABLE } from '../../../src/machines/chat/errors';
import { voiceNoteMachine, VOICE_NOTE_MESSAGES, type SendVoiceNoteInput, type VoiceNoteFile } from '../../../src/machines/calls/voice-note.machine';
import { stepActor } from '../harness';

const mp3 = Object.assign(new Blob([new Uint8Array([0xff, 0xfb])], { type: 'audio/mpeg' }), { name: 'voice-note.mp3' }) as VoiceNoteFile;
const silentTicker = fromCallback(() => () => {});
const FRESH = { roomId: 'r3', seconds: 0, file: null, progress: 0, error: null };

function start() {
  return stepActor(voiceNoteMachine, ['startRecording', 'stopRecording', 'discardRecording', 'sendVoiceNote'], { input: { roomId: 'r3' }, actors: { ticker: silentTicker } });
}

/** recorded `ticks` seconds and stopped with the mp3 */
async function stopped(ticks: number) {
  const t = start();
  t.actor.send({ type: 'record' });
  await t.settle('startRecording', null);
  for (let i = 0; i < ticks; i++) t.actor.send({ type: 'tick' });
  t.actor.send({ type: 'stop' });
  await t.settle('stopRecording', mp3);
  return t;
}

describe('voice-note machine: each step', () => {
  afterEach(() => vi.useRealTimers());

  it('says what went wrong in words of its own', () => {
    expect(VOICE_NOTE_MESSAGES).toEqual({ noMicrophone: 'Microphone not available', encodeFailed: 'Voice note could not be recorded', sendFailed: 'File not uploaded' });
  });

  it('starts idle for its room; no microphone: idle again with the message, and a new record clears it', async () => {
    const { actor, fail, view } = start();
    expect(view()).toEqual({ value: 'idle', context: FRESH });
    actor.send({ type: 'record' });
    expect(view().value).toBe('starting');
    await fail('startRecording', new Error('NotAllowedError'));
    expect(view()).toEqual({ value: 'idle', context: { ...FRESH, error: VOICE_NOTE_MESSAGES.noMicrophone } });
    actor.send({ type: 'record' });
    expect(view()).toEqual({ value: 'starting', context: FRESH });
  });

  it('counts the seconds, encodes with them and keeps the file', async () => {
    const { fakes, view } = await stopped(3);
    expect(fakes.inputs.get('stopRecording')).toEqual([{ seconds: 3 }]);
    expect(view()).toEqual({ value: 'stopped', context: { ...FRESH, seconds: 3, file: mp3 } });
  });

  it('an encoder failure goes back to idle with the message', async () => {
    const { actor, settle, fail, view } = start();
    actor.send({ type: 'record' });
    await settle('startRecording', null);
    actor.send({ type: 'tick' });
    actor.send({ type: 'stop' });
    await fail('stopRecording', new Error('encoder'));
    expect(view()).toEqual({ value: 'idle', context: { ...FRESH, seconds: 1, error: VOICE_NOTE_MESSAGES.encodeFailed } });
  });

  it('discarding while recording drops the capture and the seconds, whether or not the drop works', async () => {
    for (const how of ['resolve', 'reject'] as const) {
      const { actor, settle, fail, view } = start();
      actor.send({ type: 'record' });
      await settle('startRecording', null);
      actor.send({ type: 'tick' });
      actor.send({ type: 'tick' });
      actor.send({ type: 'discard' });
      expect(view()).toEqual({ value: 'discarding', context: { ...FRESH, seconds: 2 } });
      await (how === 'resolve' ? settle : fail)('discardRecording', null);
      expect(view()).toEqual({ value: 'idle', context: FRESH });
    }
  });

  it('discarding a stopped note forgets the file and the seconds', async () => {
    const { actor, view } = await stopped(2);
    actor.send({ type: 'discard' });
    expect(view()).toEqual({ value: 'idle', context: FRESH });
  });

  it('sends the file of its room, shows progress within 0..1 through the callback, and 1 once sent', async () => {
    const { actor, fakes, settle, view } = await stopped(2);
    actor.send({ type: 'send' });
    expect(view()).toEqual({ value: 'sending', context: { ...FRESH, seconds: 2, file: mp3 } });
    const input = fakes.inputs.get('sendVoiceNote')![0] as SendVoiceNoteInput;
    expect([input.roomId, input.file]).toEqual(['r3', mp3]);
    input.onProgress(0.4);
    expect(view().context.progress).toBe(0.4);
    actor.send({ type: 'progress', fraction: 1.7 });
    expect(view().context.progress).toBe(1);
    actor.send({ type: 'progress', fraction: -0.2 });
    expect(view().context.progress).toBe(0);
    await settle('sendVoiceNote', null);
    expect(view()).toEqual({ value: 'sent', context: { ...FRESH, seconds: 2, file: mp3, progress: 1 } });
    actor.send({ type: 'record' });
    expect(view()).toEqual({ value: 'starting', context: FRESH });
  });

  it('a failed send goes back to stopped with the upload message (its own, the fallback, or chat unavailable), and a resend clears it', async () => {
    const cases: [unknown, string][] = [
      [new Error('files: too large'), 'files: too large'],
      [{}, VOICE_NOTE_MESSAGES.sendFailed],
      [{ status: 503, message: 'Service unavailable 503' }, CHAT_UNAVAILABLE],
    ];
    for (const [error, message] of cases) {
      const { actor, fail, view } = await stopped(1);
      actor.send({ type: 'send' });
      actor.send({ type: 'progress', fraction: 0.5 });
      await fail('sendVoiceNote', error);
      expect(view()).toEqual({ value: 'stopped', context: { ...FRESH, seconds: 1, file: mp3, progress: 0.5, error: message } });
      actor.send({ type: 'send' });
      expect(view().context).toMatchObject({ error: null, progress: 0 });
    }
  });

  it('the real ticker counts one second a second while recording and stops with the recording', async () => {
    vi.useFakeTimers();
    const { actor, fakes } = stepActor(voiceNoteMachine, ['startRecording', 'stopRecording'], { input: { roomId: 'r3' } });
    actor.send({ type: 'record' });
    fakes.pending.get('startRecording')!.resolve(null);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().context.seconds).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.seconds).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.seconds).toBe(3);
    actor.send({ type: 'stop' });
    expect(vi.getTimerCount()).toBe(0);
    actor.stop();
  });
});
