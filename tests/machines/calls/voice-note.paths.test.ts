// Path tests generated from the voice-note machine's graph (idle, recording counting seconds, stopped with an
// mp3 file, sent through the upload flow), replayed on a real actor with controllable effects.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { voiceNoteMachine, VOICE_NOTE_MESSAGES, type VoiceNoteFile } from '../../../src/machines/calls/voice-note.machine';
import { CHAT_UNAVAILABLE } from '../../../src/machines/chat/errors';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const mp3 = Object.assign(new Blob([new Uint8Array([0xff, 0xfb])], { type: 'audio/mpeg' }), { name: 'voice-note.mp3' }) as VoiceNoteFile;
const silentTicker = fromCallback(() => () => {});

const coverage = transitionCoverage(voiceNoteMachine);
describe('voice-note machine: every shortest path', () => {
  const events = [
    { type: 'record' },
    { type: 'xstate.done.actor.startRecording', output: null },
    { type: 'xstate.error.actor.startRecording', error: new Error('NotAllowedError') },
    { type: 'tick' },
    { type: 'stop' },
    { type: 'discard' },
    { type: 'xstate.done.actor.discardRecording', output: null },
    { type: 'xstate.error.actor.discardRecording', error: new Error('already stopped') },
    { type: 'xstate.done.actor.stopRecording', output: mp3 },
    { type: 'xstate.error.actor.stopRecording', error: new Error('encoder') },
    { type: 'send' },
    { type: 'progress', fraction: 0.5 },
    { type: 'xstate.done.actor.sendVoiceNote', output: null },
    { type: 'xstate.error.actor.sendVoiceNote', error: { status: 503, message: 'Service unavailable 503' } },
  ];
  // seconds count on without end: the graph tells 0, 1 and "more" apart
  const view = (s: { value: unknown; context: { seconds: number; file: unknown; progress: number; error: string | null } }) =>
    [s.value, Math.min(s.context.seconds, 2), s.context.file !== null, s.context.progress, s.context.error];
  const paths = transitionPaths(voiceNoteMachine, { events: events as never, input: { roomId: 'r1' }, serializeState: (s) => JSON.stringify(view(s as never)) });

  it('reaches every resting state', () => {
    expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(voiceNoteMachine).sort());
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['startRecording', 'stopRecording', 'discardRecording', 'sendVoiceNote']);
    const logic = voiceNoteMachine.provide({ actors: { ...fakes.actors, ticker: silentTicker } as never });
    const actor = createActor(logic, { input: { roomId: 'r1' }, inspect: coverage.inspect }).start();
    await replay(actor, fakes, path.steps as never, { view: view as never });
    const snap = actor.getSnapshot();
    const types: string[] = path.steps.map((s) => s.event.type);
    const ticks = types.filter((t) => t === 'tick').length;
    if (snap.matches('recording') || snap.matches('stopped')) expect(snap.context.seconds).toBe(ticks);
    if (types.includes('xstate.done.actor.stopRecording')) expect(fakes.inputs.get('stopRecording')).toEqual([{ seconds: ticks }]);
    if (fakes.inputs.has('sendVoiceNote')) {
      const input = fakes.inputs.get('sendVoiceNote')![0] as { roomId: string; file: VoiceNoteFile };
      expect([input.roomId, input.file.name, input.file.type]).toEqual(['r1', 'voice-note.mp3', 'audio/mpeg']);
    }
    if (types.at(-1) === 'xstate.error.actor.startRecording') expect(snap.context.error).toBe(VOICE_NOTE_MESSAGES.noMicrophone);
    if (types.at(-1) === 'xstate.error.actor.stopRecording') expect(snap.context.error).toBe(VOICE_NOTE_MESSAGES.encodeFailed);
    if (types.at(-1) === 'xstate.error.actor.sendVoiceNote') expect([snap.value, snap.context.error]).toEqual(['stopped', CHAT_UNAVAILABLE]);
    if (snap.matches('sent')) expect(snap.context.progress).toBe(1);
    actor.stop();
  });
  itTakesEveryTransition(coverage);
});

describe('voice-note machine: counting', () => {
  it('counts one second per tick while recording, and nothing once stopped', async () => {
    const fakes = controllableActors(['startRecording', 'stopRecording']);
    const actor = createActor(voiceNoteMachine.provide({ actors: { ...fakes.actors, ticker: silentTicker } as never }), { input: { roomId: 'r1' } }).start();
    actor.send({ type: 'record' });
    fakes.pending.get('startRecording')!.resolve(null);
    await new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 5; i++) actor.send({ type: 'tick' });
    expect(actor.getSnapshot().context.seconds).toBe(5);
    actor.send({ type: 'stop' });
    actor.send({ type: 'tick' });
    expect(actor.getSnapshot().context.seconds).toBe(5);
    actor.stop();
  });
});
