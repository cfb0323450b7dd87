// Path tests generated from the event-interest toggle's graph, replayed with fake effects.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { eventInterestMachine, type InterestInput } from '../../../src/machines/groups/event-interest.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const events = [
  { type: 'toggle' },
  { type: 'login.confirm' },
  { type: 'login.dismiss' },
  { type: 'xstate.done.actor.addInterest', output: { id: 'i1' } },
  { type: 'xstate.error.actor.addInterest', error: { message: 'You need to login' } },
  { type: 'xstate.done.actor.removeInterest', output: { id: 'i1' } },
  { type: 'xstate.error.actor.removeInterest', error: { message: 'Interest not found' } },
];
const inputs: [string, InterestInput][] = [
  ['not interested', { cgEventId: 'e1', signedIn: true, interestId: null, count: 2 }],
  ['interested', { cgEventId: 'e1', signedIn: true, interestId: 'i0', count: 3 }],
  ['a visitor', { cgEventId: 'e1', signedIn: false, interestId: null, count: 0 }],
];

const coverage = transitionCoverage(eventInterestMachine);
describe('event-interest machine', () => {
  it('every resting state is reachable from some start', () => {
    const reached = new Set(inputs.flatMap(([, input]) => transitionPaths(eventInterestMachine, { events: events as never, input }).map((p) => JSON.stringify(p.state.value))));
    expect([...reached].sort()).toEqual(restingLeafValues(eventInterestMachine).sort());
  });
  for (const [name, input] of inputs) {
    const paths = transitionPaths(eventInterestMachine, { events: events as never, input });
    describe(`from ${name}`, () => {
      it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
        const fakes = controllableActors(['addInterest', 'removeInterest']);
        const actor = createActor(eventInterestMachine.provide({ actors: fakes.actors as never }), { input, inspect: coverage.inspect }).start();
        await replay(actor, fakes, path.steps as never);
        const { context: c, value } = actor.getSnapshot();
        if (value === 'interested') expect(c.interestId).not.toBeNull();
        if (value === 'notInterested') expect(c.interestId).toBeNull();
        const adds = path.steps.filter((s) => (s.event.type as string) === 'xstate.done.actor.addInterest').length;
        const removes = path.steps.filter((s) => (s.event.type as string) === 'xstate.done.actor.removeInterest').length;
        expect(c.count).toBe(input.count + adds - removes);
        if (fakes.inputs.get('removeInterest')) expect(fakes.inputs.get('removeInterest')![0]).toEqual({ id: input.interestId ?? 'i1' });
        actor.stop();
      });
    });
  }
  itTakesEveryTransition(coverage);
});
