// Every machine is built when its module loads, so a machine that cannot be built (an unknown initial state, a
// transition to a missing target) breaks every page that imports it. The modules are imported inside the tests, not
// at the top, so that such a failure is a failing test here and not only a test file that cannot load (which a
// mutation run does not count as a failure).
import { expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';

const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts');

it('finds the machine modules', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(24);
});

it.each(Object.keys(modules).map((path) => [path.replace('../../', '')]))('%s loads, and each machine it exports has its initial state', async (path) => {
  const exports = await modules[`../../${path}`]();
  const machines = Object.values(exports).filter((x): x is AnyStateMachine => x instanceof StateMachine);
  expect(machines.length).toBeGreaterThan(0);
  for (const machine of machines) {
    const { root } = machine;
    expect(Object.keys(root.states).length).toBeGreaterThan(0);
    expect(Object.keys(root.states)).toContain(root.initial.target[0].key);
  }
});
