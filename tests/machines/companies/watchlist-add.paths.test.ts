// Path tests generated from the watchlist-add machine's graph, replayed with fake effects (spec 5 and 8):
// no add without a selected list, a list that has the company already is refused before any call, a
// created list is selected, visitors are asked to log in and never call the server.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/domain/companies/rules';
import { watchlistAddMachine, type Notice, type WatchlistAddInput } from '../../../src/machines/companies/watchlist-add.machine';
import { itTakesEveryTransition, replay, restingLeafValues, transitionCoverage, transitionPaths } from '../harness';
import { startWatchlistAdd } from './drive';

const LISTS = [{ id: 'l1', name: 'Favourites', companyIds: ['c1'] }, { id: 'l2', name: 'Suppliers', companyIds: [] }];
const events = [
  { type: 'open' },
  { type: 'close' },
  { type: 'select', id: '' },
  { type: 'select', id: 'l1' },
  { type: 'select', id: 'l2' },
  { type: 'create', name: '  ' },
  { type: 'create', name: 'New list' },
  { type: 'add' },
  { type: 'xstate.done.actor.loadLists', output: LISTS },
  { type: 'xstate.error.actor.loadLists', error: { message: 'Service unavailable' } },
  { type: 'xstate.done.actor.createList', output: { id: 'l3', name: 'New list', companyIds: [] } },
  { type: 'xstate.error.actor.createList', error: { message: 'Name is required' } },
  { type: 'xstate.done.actor.addCompany', output: { id: 'l2', name: 'Suppliers', companyIds: ['c1'] } },
  { type: 'xstate.error.actor.addCompany', error: { message: "The list 'Suppliers' has this company already" } },
];
const inputs: [string, WatchlistAddInput][] = [
  ['a member', { signedIn: true, companyId: 'c1' }],
  ['a visitor', { signedIn: false, companyId: 'c1' }],
];

const coverage = transitionCoverage(watchlistAddMachine);
describe('watchlist-add machine', () => {
  it('every resting state is reachable', () => {
    const reached = new Set(inputs.flatMap(([, input]) => transitionPaths(watchlistAddMachine, { events: events as never, input }).map((p) => JSON.stringify(p.state.value))));
    expect([...reached].sort()).toEqual(restingLeafValues(watchlistAddMachine).sort());
  });
  for (const [name, input] of inputs) {
    const paths = transitionPaths(watchlistAddMachine, { events: events as never, input });
    describe(`as ${name}`, () => {
      it.each(paths.map((p) => [p.steps.map((s) => s.event.type.replace('xstate.', '') + ('id' in s.event ? `(${String(s.event.id)})` : '')).join(' > ') || 'start', p] as const))('%s', async (_n, path) => {
        const { actor, fakes, notices, asked } = startWatchlistAdd(input, coverage.inspect);
        // the selection before each add decides what the add does
        const expected: Notice[] = [];
        let lists: typeof LISTS = [];
        let selected = '';
        for (const step of path.steps.slice(1)) {
          const e = step.event as { type: string; id?: string; output?: unknown };
          if (e.type === 'xstate.done.actor.loadLists') [lists, selected] = [LISTS, ''];
          if (e.type === 'xstate.done.actor.createList') [lists, selected] = [[...lists, e.output as (typeof LISTS)[0]], 'l3'];
          if (e.type === 'select') selected = e.id ?? '';
          if (e.type === 'add') {
            const l = lists.find((x) => x.id === selected);
            if (!l) expected.push({ message: MESSAGES.selectList, status: 'warning' });
            else if (l.companyIds.includes('c1')) expected.push({ message: MESSAGES.alreadyInList(l.name), status: 'warning' });
          }
          if (e.type === 'xstate.done.actor.addCompany') expected.push({ message: MESSAGES.companyAdded, status: 'success' });
          if (e.type.startsWith('xstate.error.actor.')) expected.push({ message: ((step.event as unknown as { error: { message: string } }).error).message, status: 'error' });
        }
        await replay(actor, fakes, path.steps as never, { view: (s) => s.value });
        expect(notices).toEqual(expected);
        for (const i of fakes.inputs.get('addCompany') ?? []) {
          const l = LISTS.concat([{ id: 'l3', name: 'New list', companyIds: [] }]).find((x) => x.id === (i as { id: string }).id);
          expect(l?.companyIds).not.toContain('c1');
        }
        for (const i of fakes.inputs.get('createList') ?? []) expect(i).toEqual({ name: 'New list' });
        if (!input.signedIn) {
          expect(fakes.inputs.size).toBe(0);
          expect(asked()).toBe(path.steps.filter((s) => s.event.type === 'open').length);
        }
        actor.stop();
      });
    });
  }
  itTakesEveryTransition(coverage);
});
