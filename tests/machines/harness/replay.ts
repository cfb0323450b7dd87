// Replays paths generated from a machine's graph (xstate/graph) on a real actor whose effects are
// controllable fakes: an `xstate.done.actor.<id>` step resolves the pending fake invoked as <id>,
// an `xstate.error.actor.<id>` step rejects it, any other step is sent as a user event.
import { fromPromise, waitFor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { getStateNodes, getShortestPaths } from 'xstate/graph';
import { expect } from 'vitest';

type Pending = { input: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void };

export type Fakes = {
  /** actor implementations to pass to machine.provide({ actors }) */
  actors: Record<string, ReturnType<typeof fromPromise<unknown, unknown>>>;
  /** every input each invoke id received, in order */
  inputs: Map<string, unknown[]>;
  pending: Map<string, Pending>;
};

export function controllableActors(srcNames: string[]): Fakes {
  const pending = new Map<string, Pending>();
  const inputs = new Map<string, unknown[]>();
  const actors: Fakes['actors'] = {};
  for (const src of srcNames) {
    actors[src] = fromPromise<unknown, unknown>(({ input, self }) => new Promise((resolve, reject) => {
      const id = (self as AnyActorRef).id;
      inputs.set(id, [...(inputs.get(id) ?? []), input]);
      pending.set(id, { input, resolve, reject });
    }));
  }
  return { actors, inputs, pending };
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** Sends or settles each step's event, waiting each time for the state the graph predicted. */
type Snap = { value: unknown; context: unknown };
export type GraphStep = { event: { type: string; output?: unknown; error?: unknown }; state: Snap };

export type ReplayOptions = {
  /** what to compare after each step (default: value and whole context) */
  view?: (s: Snap) => unknown;
  /** the value a fake resolves with (default: the step event's output) */
  output?: (id: string, input: unknown, eventOutput: unknown) => unknown;
};

export async function replay(
  actor: AnyActorRef,
  fakes: Fakes,
  steps: GraphStep[],
  options: ReplayOptions = {},
): Promise<void> {
  const view = options.view ?? ((s: Snap) => ({ value: s.value, context: s.context }));
  for (const step of steps) {
    const { event } = step;
    if (event.type === 'xstate.init') {
      // nothing to do: the actor starts there
    } else if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
      const done = event.type.startsWith(DONE);
      const id = event.type.slice(done ? DONE.length : ERROR.length);
      const p = fakes.pending.get(id);
      if (!p) throw new Error(`no pending actor '${id}' for ${event.type}`);
      fakes.pending.delete(id);
      if (done) p.resolve(options.output ? options.output(id, p.input, event.output) : event.output);
      else p.reject(event.error);
    } else {
      actor.send(event as never);
    }
    const want = JSON.stringify(step.state.value);
    await waitFor(actor, (s: Snap) => JSON.stringify(s.value) === want, { timeout: 500 });
    expect(view(actor.getSnapshot() as Snap)).toEqual(view(step.state));
  }
}

export function shortestPaths<M extends AnyStateMachine>(machine: M, options: Parameters<typeof getShortestPaths<M>>[1]) {
  return getShortestPaths(machine, {
    serializeState: (s) => JSON.stringify({ v: s.value, c: s.context }),
    ...options,
  });
}

const nest = (path: string[]): unknown => (path.length === 1 ? path[0] : { [path[0]]: nest(path.slice(1)) });

/** The state values (JSON) a snapshot can rest in: atomic or final nodes without eventless exits. */
export function restingLeafValues(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((n) => (n.type === 'atomic' || n.type === 'final') && (n.always ?? []).length === 0)
    .map((n) => JSON.stringify(nest(n.path)));
}
