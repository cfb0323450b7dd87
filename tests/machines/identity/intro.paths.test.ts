// Path tests generated from the introduction's graph, replayed with fake effects: the intro resumes at the
// step the link or the store names, every step entered is stored at once, finishing clears the store, and
// the server is asked only for the profile and a company with a name.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INTRO_MESSAGES } from '../../../src/domain/identity/intro';
import { introMachine, type IntroInput } from '../../../src/machines/identity/intro.machine';
import { controllableActors, itTakesEveryTransition, pathName, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';

const changes = { firstname: 'Dana', lastname: 'Reyes', profileName: 'dana-reyes' };
const events = [
  { type: 'profile.save', changes },
  { type: 'company.create', company: { name: '  Reyes Imports ', categoryIds: ['c1'] } },
  { type: 'company.create', company: { name: '   ', categoryIds: [] } },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'step.finish' },
  { type: 'xstate.done.actor.saveProfile', output: { id: 'u1' } },
  { type: 'xstate.error.actor.saveProfile', error: { message: 'Profile name already taken' } },
  { type: 'xstate.done.actor.createCompany', output: { id: 'c9' } },
  { type: 'xstate.error.actor.createCompany', error: {} },
];
const STATE_OF_STEP = { 1: 'profile', 2: 'company', 3: 'interests', 4: 'network' } as const;
const inputs: [string, IntroInput, keyof typeof STATE_OF_STEP][] = [
  ['a newcomer', { hasCompany: false }, 1],
  ['a member back from the chat at step 3', { fromQuery: '3', stored: '3', leftover: true, hasCompany: true }, 3],
  ['a member with step 2 stored', { stored: '2', hasCompany: false }, 2],
  ['a link to step 4 over a stored 2', { fromQuery: '4', stored: '2', hasCompany: true }, 4],
  ['a bad link and a bad store', { fromQuery: 'x', stored: '9', hasCompany: false }, 1],
];

const coverage = transitionCoverage(introMachine);
const topOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);

describe('intro machine', () => {
  it('every resting state is reachable', () => {
    const reached = new Set(inputs.flatMap(([, input]) => transitionPaths(introMachine, { events: events as never, input }).map((p) => JSON.stringify(p.state.value))));
    expect([...reached].sort()).toEqual(restingLeafValues(introMachine).sort());
  });
  for (const [name, input, first] of inputs) {
    const paths = transitionPaths(introMachine, { events: events as never, input });
    describe(`as ${name}`, () => {
      it(`starts at step ${first}`, () => {
        const actor = createActor(introMachine, { input }).start();
        expect(topOf(actor.getSnapshot().value)).toBe(STATE_OF_STEP[first]);
        expect(actor.getSnapshot().context.leftover).toBe(input.leftover === true);
        actor.stop();
      });
      it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_n, path) => {
        const fakes = controllableActors(['saveProfile', 'createCompany']);
        const stored: (number | null)[] = [];
        const actor = createActor(introMachine.provide({
          actors: fakes.actors as never,
          actions: { storeStep: (_: unknown, p: { step: number }) => void stored.push(p.step), clearStep: () => void stored.push(null) },
        }), { input, inspect: coverage.inspect }).start();
        await replay(actor, fakes, path.steps as never);
        const { context: c, value, status } = actor.getSnapshot();
        // the store always names the step on screen, and is cleared once finished
        if (status === 'done') expect(stored.at(-1)).toBeNull();
        else {
          expect(STATE_OF_STEP[c.step]).toBe(topOf(value));
          expect(stored.at(-1)).toBe(c.step);
        }
        expect(stored[0]).toBe(first);
        const types = path.steps.map((s) => s.event.type as string);
        if (types.at(-1) === 'xstate.error.actor.createCompany') expect(c.error).toBe(INTRO_MESSAGES.companyFailed);
        if (types.at(-1) === 'xstate.error.actor.saveProfile') expect(c.error).toBe('Profile name already taken');
        if (types.includes('xstate.done.actor.createCompany')) expect(c.hasCompany).toBe(true);
        for (const i of fakes.inputs.get('saveProfile') ?? []) expect(i).toEqual(changes);
        for (const i of fakes.inputs.get('createCompany') ?? []) expect(i).toEqual({ name: 'Reyes Imports', categoryIds: ['c1'] });
        actor.stop();
      });
    });
  }
  it('a company without a name is refused before the server is asked', () => {
    const actor = createActor(introMachine, { input: { stored: '2', hasCompany: false } }).start();
    actor.send({ type: 'company.create', company: { name: ' ', categoryIds: [] } });
    expect(actor.getSnapshot().value).toEqual({ company: 'editing' });
    expect(actor.getSnapshot().context.error).toBe(INTRO_MESSAGES.nameRequired);
    actor.stop();
  });
  itTakesEveryTransition(coverage);
});
