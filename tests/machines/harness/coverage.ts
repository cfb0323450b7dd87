// Transition coverage of generated path tests. A transition is one entry of a state's handlers: every
// event in every state that handles it, each guarded branch separately, eventless (`always`) branches,
// invoke completions and delays. Which ones a path takes is read from the real actor's own inspection
// ('@xstate.microstep'), so raised events and eventless transitions count as well.
import { expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { allTransitions, transitionKey } from '../../sync/fixtures/machine-paths';
import { shortestPaths, type GraphStep } from './replay';

export { allTransitions, transitionKey };

export type TransitionCoverage = {
  machine: AnyStateMachine;
  /** keys of the transitions the actors created with this inspector took */
  taken: Set<string>;
  /** pass as createActor(logic, { inspect }) to the actors of the generated paths */
  inspect: (ev: InspectionEvent) => void;
};

export function transitionCoverage(machine: AnyStateMachine): TransitionCoverage {
  const taken = new Set<string>();
  return {
    machine, taken,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep') for (const t of ev._transitions) taken.add(transitionKey(t));
    },
  };
}

/**
 * Declares the test that fails when a transition of the machine was taken by no path replayed before it
 * (declare it after the path tests of the file), naming every such transition.
 */
export function itTakesEveryTransition(coverage: TransitionCoverage): void {
  const all = allTransitions(coverage.machine);
  it(`takes every one of the ${all.length} transitions of '${coverage.machine.id}'`, () => {
    const missing = all.filter((k) => !coverage.taken.has(k));
    expect(missing, `transitions of '${coverage.machine.id}' that no generated path takes`).toEqual([]);
  });
}

type Snap = { value: unknown; context: unknown; children: Record<string, unknown> };
export type GraphPath = { state: { value: unknown; context: unknown }; steps: GraphStep[] };
export type PathOptions<M extends AnyStateMachine = AnyStateMachine> = {
  /** the events to try in every state, or a function of the state giving them */
  events: readonly EventObject[] | ((s: SnapshotFrom<M>) => readonly EventObject[]);
  input?: unknown;
  /** two snapshots with the same key are one node of the graph (default: value and context) */
  serializeState?: (s: SnapshotFrom<M>) => string;
};

const settledBy = /^xstate\.(done|error)\.actor\.(.+)$/;

/** The events that can happen in a snapshot: an invoked actor's done or error event only while it runs. */
const eventsIn = (events: PathOptions<AnyStateMachine>['events'], s: Snap) => (typeof events === 'function' ? events(s as never) : events).filter((e) => {
  const m = settledBy.exec(e.type);
  return !m || s.children[m[2]] !== undefined;
});

/** The machine with every actor replaced by one that never settles: steps settle them with events. */
function inert(machine: AnyStateMachine): AnyStateMachine {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((k) => [k, never]));
  return machine.provide({ actors } as never);
}

/**
 * The shortest path to every state of the graph, plus, for each of those states, the path extended by one
 * more event when that event takes transitions in a way no earlier path did (the same transitions, but
 * one changing the context where the others left it alone, or the reverse, counts as new): together they
 * take every transition reachable with the given events, and each both with and without an effect where
 * both happen. Extensions are planned on an inert actor of the machine.
 */
export function transitionPaths<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): ReturnType<typeof shortestPaths<M>> {
  try {
    return walk(machine, options);
  } catch (error) {
    // The paths are built while the test file is collected: a machine whose graph cannot be walked (a broken guard,
    // assign or effect input) would make the whole file fail to load, which a mutation run counts as no failure.
    // It is a failing test instead, and no paths (so the file's transition-coverage test fails too).
    it(`walks the graph of the ${machine.id} machine`, () => {
      throw error;
    });
    return [] as never;
  }
}

function walk<M extends AnyStateMachine>(machine: M, options: PathOptions<M>): ReturnType<typeof shortestPaths<M>> {
  const shortest = shortestPaths(machine, { ...options, events: ((s: Snap) => eventsIn(options.events as PathOptions<AnyStateMachine>['events'], s)) as never } as never) as unknown as GraphPath[];
  shortest.sort((a, b) => a.steps.length - b.steps.length);
  const logic = inert(machine);
  const seen = new Set<string>();
  const extended: GraphPath[] = [];
  for (const p of shortest) {
    if ((p.state as { status?: string }).status === 'done') continue;
    const prefix = p.steps.map((s) => s.event as EventObject).filter((e) => e.type !== 'xstate.init');
    for (const last of eventsIn(options.events as PathOptions<AnyStateMachine>['events'], p.state as Snap)) {
      const cov = transitionCoverage(logic);
      const actor = createActor(logic, { input: options.input, inspect: cov.inspect } as never).start();
      for (const e of prefix) actor.send(e);
      const before = JSON.stringify(actor.getSnapshot().context);
      cov.taken.clear();
      actor.send(last);
      const snap = actor.getSnapshot() as Snap;
      actor.stop();
      const how = `${[...cov.taken].sort().join(' & ')} ${JSON.stringify(snap.context) === before ? 'keeps' : 'changes'}`;
      if (cov.taken.size === 0 || seen.has(how)) continue;
      seen.add(how);
      const state = { value: snap.value, context: snap.context };
      extended.push({ state, steps: [...p.steps, { event: last as GraphStep['event'], state }] });
    }
  }
  return [...shortest, ...extended] as never;
}

/** A readable name for a path: its events, in order. */
export const pathName = (p: { steps: { event: { type: string } }[] }): string =>
  p.steps.map((s) => s.event.type.replace('xstate.', '')).filter((t) => t !== 'init').join(' > ') || 'start';
