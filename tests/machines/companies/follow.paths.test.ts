// Path tests generated from the follow toggle's graph, replayed with fake effects: the follow id follows
// the server's answers, 'changed' fires once per successful call, visitors never call the server.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { followMachine, type FollowInput } from '../../../src/machines/companies/follow.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const events = [
  { type: 'toggle' },
  { type: 'refresh' },
  { type: 'xstate.done.actor.loadFollow', output: null },
  { type: 'xstate.done.actor.loadFollow', output: { id: 'f0' } },
  { type: 'xstate.error.actor.loadFollow', error: new Error('Service unavailable') },
  { type: 'xstate.done.actor.createFollow', output: { id: 'f1' } },
  { type: 'xstate.error.actor.createFollow', error: { message: 'Company not found' } },
  { type: 'xstate.done.actor.deleteFollow', output: { ok: true } },
  { type: 'xstate.error.actor.deleteFollow', error: 'Follow not found' },
];
const inputs: [string, FollowInput][] = [
  ['a member', { signedIn: true, companyId: 'c1', followerId: 'u1' }],
  ['a visitor', { signedIn: false, companyId: 'c1', followerId: null }],
  // signed out in another tab: the id left over is not enough to call the server
  ['a visitor with a stale id', { signedIn: false, companyId: 'c1', followerId: 'u1' }],
  ['a member without an id yet', { signedIn: true, companyId: 'c1', followerId: null }],
];
/** the message each failure shows: an Error's message, a { message } body's, or the thrown text */
const messageOf = (e: unknown) => (e instanceof Error ? e.message : typeof e === 'object' ? (e as { message: string }).message : String(e));

const coverage = transitionCoverage(followMachine);

describe('follow machine', () => {
  it('every resting state is reachable', () => {
    const reached = new Set(inputs.flatMap(([, input]) => transitionPaths(followMachine, { events: events as never, input }).map((p) => JSON.stringify(p.state.value))));
    expect([...reached].sort()).toEqual(restingLeafValues(followMachine).sort());
    expect([...reached].sort()).toEqual(['"creating"', '"deleting"', '"following"', '"loading"', '"notFollowing"']);
  });
  for (const [name, input] of inputs) {
    const paths = transitionPaths(followMachine, { events: events as never, input });
    describe(`as ${name}`, () => {
      it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
        const fakes = controllableActors(['loadFollow', 'createFollow', 'deleteFollow']);
        const calls = { askLogin: 0, changed: 0, failed: [] as string[] };
        const actor = createActor(followMachine.provide({
          actors: fakes.actors as never,
          actions: { askLogin: () => void calls.askLogin++, changed: () => void calls.changed++, failed: (_: unknown, p: { message: string }) => void calls.failed.push(p.message) },
        }), { input, inspect: coverage.inspect }).start();
        await replay(actor, fakes, path.steps as never);
        const { context: c, value } = actor.getSnapshot();
        const member = input.signedIn && input.followerId !== null;
        // the failure of the last step is what the toggle shows; a success clears it
        const last = path.steps.at(-1)!.event as { type: string; error?: unknown };
        if (last.type.startsWith('xstate.error.actor.')) expect(c.error).toBe(messageOf(last.error));
        if (last.type.startsWith('xstate.done.actor.')) expect(c.error).toBeNull();
        expect(calls.failed).toEqual(path.steps.map((st) => st.event as { type: string; error?: unknown }).filter((e) => /^xstate\.error\.actor\.(create|delete)Follow$/.test(e.type)).map((e) => messageOf(e.error)));
        for (const i of fakes.inputs.get('loadFollow') ?? []) expect(i).toEqual({ companyId: 'c1', followerId: 'u1' });
        if (value === 'following') expect(c.followId).not.toBeNull();
        if (value === 'notFollowing') expect(c.followId).toBeNull();
        const types = path.steps.map((s) => s.event.type as string);
        const done = types.filter((t) => t === 'xstate.done.actor.createFollow' || t === 'xstate.done.actor.deleteFollow').length;
        expect(calls.changed).toBe(done);
        expect(calls.failed.length).toBe(types.filter((t) => t === 'xstate.error.actor.createFollow' || t === 'xstate.error.actor.deleteFollow').length);
        if (!member) {
          expect(fakes.inputs.size).toBe(0);
          expect(calls.askLogin).toBe(types.filter((t) => t === 'toggle').length);
        }
        for (const i of fakes.inputs.get('createFollow') ?? []) expect(i).toEqual({ companyId: 'c1', followerId: 'u1' });
        for (const i of fakes.inputs.get('deleteFollow') ?? []) expect(['f0', 'f1']).toContain((i as { id: string }).id);
        actor.stop();
      });
    });
  }
  itTakesEveryTransition(coverage);
});
