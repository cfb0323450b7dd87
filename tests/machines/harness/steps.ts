// A started actor of a machine whose effects are controllable fakes, for step-by-step tests: `settle` resolves
// the pending fake invoked as `id`, `fail` rejects it, and both wait until the actor took the outcome.
import { createActor, type AnyStateMachine, type ContextFrom, type EventFromLogic, type InspectionEvent } from 'xstate';
import { controllableActors } from './replay';

export type StepOptions = {
  input?: unknown;
  /** actor implementations used instead of (or besides) the fakes */
  actors?: Record<string, unknown>;
  actions?: Record<string, unknown>;
  inspect?: (ev: InspectionEvent) => void;
};

/** lets the actor take a settled promise's outcome (one macrotask) */
export const tick = () => new Promise((r) => setTimeout(r, 0));

export function stepActor<M extends AnyStateMachine>(machine: M, effects: string[], options: StepOptions = {}) {
  const fakes = controllableActors(effects);
  const logic = machine.provide({ actors: { ...fakes.actors, ...options.actors }, ...(options.actions ? { actions: options.actions } : {}) } as never);
  const actor = createActor(logic, { input: options.input, inspect: options.inspect } as never).start();
  const take = (id: string) => {
    const p = fakes.pending.get(id);
    if (!p) throw new Error(`no pending '${id}'`);
    fakes.pending.delete(id);
    return p;
  };
  const settle = async (id: string, value: unknown) => { take(id).resolve(value); await tick(); };
  const fail = async (id: string, error: unknown) => { take(id).reject(error); await tick(); };
  /** settle or fail, as the third argument says (for tests that list outcomes in tables) */
  const outcome = (id: string, value: unknown, failed = false) => (failed ? fail(id, value) : settle(id, value));
  const snap = () => actor.getSnapshot() as { context: ContextFrom<M>; value: unknown; status: string };
  return {
    actor,
    fakes,
    settle,
    fail,
    outcome,
    send: (e: EventFromLogic<M>) => actor.send(e),
    view: () => ({ value: snap().value, context: snap().context }),
    ctx: () => snap().context,
    value: () => snap().value,
    status: () => snap().status,
    /** the last input the effect invoked as `id` received */
    asked: (id: string) => fakes.inputs.get(id)?.at(-1),
  };
}
