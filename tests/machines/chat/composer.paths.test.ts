// Path tests generated from the composer machine's graph, replayed with fake effects.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { composerMachine, type ComposerEvent } from '../../../src/machines/chat/composer.machine';
import { CHAT_UNAVAILABLE } from '../../../src/machines/chat/errors';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';
import { message, unavailable } from './fixtures';

const events: (ComposerEvent | { type: string; output?: unknown; error?: unknown })[] = [
  { type: 'message.send', content: '' },
  { type: 'message.send', content: '   ' },
  { type: 'message.send', content: ' hi Bob ' },
  { type: 'xstate.done.actor.sendMessage', output: message() },
  { type: 'xstate.error.actor.sendMessage', error: unavailable },
  { type: 'edit.start', messageId: 'm1', content: 'hello' },
  { type: 'edit.save', content: ' ' },
  { type: 'edit.save', content: 'hello again' },
  { type: 'edit.cancel' },
  { type: 'xstate.done.actor.editMessage', output: message({ content: 'hello again' }) },
  { type: 'xstate.error.actor.editMessage', error: { status: 403, message: 'Only the owner can edit a message' } },
  { type: 'message.delete', messageId: 'm1' },
  { type: 'xstate.done.actor.deleteMessage', output: {} },
  { type: 'xstate.error.actor.deleteMessage', error: unavailable },
  { type: 'error.dismiss' },
];

// sentCount only grows: the graph keys on whether anything was sent, or it would never end
const paths = transitionPaths(composerMachine, {
  events: events as never,
  input: { roomId: 'r1' },
  serializeState: (s) => JSON.stringify({ v: s.value, c: { ...s.context, sentCount: s.context.sentCount > 0 } }),
});

const coverage = transitionCoverage(composerMachine);
describe('composer machine: every shortest path of its graph', () => {
  it('reaches every resting state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(restingLeafValues(composerMachine).sort());
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['sendMessage', 'editMessage', 'deleteMessage']);
    const actor = createActor(composerMachine.provide({ actors: fakes.actors as never }), { input: { roomId: 'r1' }, inspect: coverage.inspect }).start();
    await replay(actor, fakes, path.steps as never);
    const snap = actor.getSnapshot();
    const last = path.steps.at(-1)!.event as { type: string; content?: string; error?: { status: number; message: string } };
    // an empty message or an empty edit does nothing: no call, no state change
    if ((last.type === 'message.send' || last.type === 'edit.save') && last.content!.trim() === '') {
      expect(fakes.pending.size).toBe(0);
    }
    if (last.type === 'message.send' && last.content!.trim() !== '') {
      expect(snap.value).toBe('sending');
      expect(fakes.inputs.get('sendMessage')!.at(-1)).toEqual({ roomId: 'r1', content: 'hi Bob' });
    }
    if (last.type === 'edit.save' && last.content!.trim() !== '') {
      expect(fakes.inputs.get('editMessage')!.at(-1)).toEqual({ messageId: 'm1', content: 'hello again' });
    }
    if (last.type === 'message.delete') expect(fakes.inputs.get('deleteMessage')!.at(-1)).toEqual({ messageId: 'm1' });
    if (last.type.startsWith('xstate.error.actor.')) {
      expect(snap.context.error).toBe(last.error!.status === 503 ? CHAT_UNAVAILABLE : last.error!.message);
    }
    if (last.type === 'xstate.done.actor.sendMessage') expect(snap.context.sentCount).toBeGreaterThan(0);
    if (last.type === 'xstate.done.actor.editMessage' || last.type === 'edit.cancel') {
      expect(snap.value).toBe('idle');
      expect(snap.context.editingId).toBeNull();
    }
    actor.stop();
  });
  itTakesEveryTransition(coverage);
});
