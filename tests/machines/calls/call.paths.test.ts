// Path tests generated from the call machine's graph: every shortest path to every state, replayed on a real
// actor with controllable effects; the spec's failure message and the REST inputs are checked on the way.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CALL_FAILED_MESSAGE, type Call } from '../../../src/domain/calls/types';
import { callMachine, CONNECT_TIMEOUT_MS } from '../../../src/machines/calls/call.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const ME = 'u-me';
const BOB = 'u-bob';
const call = (memberIds: string[]): Call => ({
  id: 'c1', roomId: 'r1', creatorId: memberIds[0] ?? ME, callMembers: memberIds.map((userId) => ({ userId, joinedAt: 1 })),
  status: 'ACTIVE', createdAt: 1, endedAt: null,
});

const coverage = transitionCoverage(callMachine);
describe('call machine: every shortest path', () => {
  const events = [
    { type: 'call.start' },
    { type: 'xstate.done.actor.getMedia', output: null },
    { type: 'xstate.error.actor.getMedia', error: new Error('NotAllowedError') },
    { type: 'xstate.done.actor.enterCall', output: call([ME]) },
    { type: 'xstate.done.actor.enterCall', output: call([BOB, ME]) },
    { type: 'xstate.error.actor.enterCall', error: { status: 503, message: 'Service unavailable 503' } },
    { type: 'call.updated', call: call([ME, BOB]) },
    { type: 'call.updated', call: call([ME]) },
    { type: 'call.ended' },
    { type: 'rtc.connected' },
    { type: 'rtc.failed' },
    { type: `xstate.after.${CONNECT_TIMEOUT_MS}.call.connecting` },
    { type: 'hangup' },
    { type: 'xstate.done.actor.leaveCall', output: call([BOB]) },
    { type: 'xstate.error.actor.leaveCall', error: { status: 409, message: 'The call has ended' } },
  ];
  const paths = transitionPaths(callMachine, { events: events as never, input: { roomId: 'r1', userId: ME } });

  it('reaches every resting state', () => {
    expect([...new Set(paths.map((p) => JSON.stringify(p.state.value)))].sort()).toEqual(restingLeafValues(callMachine).sort());
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
    const fakes = controllableActors(['getMedia', 'enterCall', 'leaveCall']);
    const actor = createActor(callMachine.provide({ actors: fakes.actors as never }), { input: { roomId: 'r1', userId: ME }, inspect: coverage.inspect }).start();
    await replay(actor, fakes, path.steps as never);
    const snap = actor.getSnapshot();
    const types: string[] = path.steps.map((s) => s.event.type);
    if (types.includes('xstate.done.actor.getMedia')) expect(fakes.inputs.get('enterCall')).toEqual([{ roomId: 'r1' }]);
    if (snap.matches('failed')) expect(snap.context.error).toBe(CALL_FAILED_MESSAGE);
    else expect(snap.context.error).toBeNull();
    if (fakes.inputs.has('leaveCall')) expect(fakes.inputs.get('leaveCall')).toEqual([{ callId: 'c1' }]);
    // nobody is connected before someone else is in the call
    if (snap.matches('inCall')) expect(snap.context.hadPeer).toBe(true);
    actor.stop();
  });
  itTakesEveryTransition(coverage);
});

describe('call machine: rules', () => {
  const start = () => {
    const fakes = controllableActors(['getMedia', 'enterCall', 'leaveCall']);
    const actor = createActor(callMachine.provide({ actors: fakes.actors as never }), { input: { roomId: 'r1', userId: ME } }).start();
    return { fakes, actor };
  };

  it('a caller alone keeps calling while CALL UPDATED shows only them, and connects once a peer joins', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'call.start' });
    fakes.pending.get('getMedia')!.resolve(null);
    await new Promise((r) => setTimeout(r, 0));
    fakes.pending.get('enterCall')!.resolve(call([ME]));
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('inviting');
    actor.send({ type: 'call.updated', call: call([ME]) });
    expect(actor.getSnapshot().value).toBe('inviting');
    actor.send({ type: 'call.updated', call: call([ME, BOB]) });
    actor.send({ type: 'rtc.connected' });
    expect(actor.getSnapshot().value).toBe('inCall');
    // the peer hangs up: alone again, this person leaves too
    actor.send({ type: 'call.updated', call: call([ME]) });
    expect(actor.getSnapshot().value).toBe('leaving');
    actor.stop();
  });
});

describe('call machine: never stuck connecting', () => {
  it(`fails with the spec's message when media has not flowed ${CONNECT_TIMEOUT_MS / 1000} s after someone joined`, async () => {
    vi.useFakeTimers();
    try {
      const fakes = controllableActors(['getMedia', 'enterCall', 'leaveCall']);
      const actor = createActor(callMachine.provide({ actors: fakes.actors as never }), { input: { roomId: 'r1', userId: ME } }).start();
      actor.send({ type: 'call.start' });
      fakes.pending.get('getMedia')!.resolve(null);
      await vi.advanceTimersByTimeAsync(0);
      fakes.pending.get('enterCall')!.resolve(call([BOB, ME]));
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('connecting');
      await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().value).toBe('connecting');
      await vi.advanceTimersByTimeAsync(1);
      expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failed', CALL_FAILED_MESSAGE]);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
