// Replays the recorded events of the page's machines on the same machine definitions (src/machines), their
// effects replaced by actors that never answer: what an effect answered is itself a recorded event
// (xstate.done.actor.*, xstate.error.actor.*), sent in its turn. Delays never fire on their own (a simulated
// clock that is never advanced): their recorded events (xstate.after.*) are sent instead.
import { createActor, fromCallback, SimulatedClock, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { MachineEntry } from '../../src/sync/recorder';
import { FLOWS } from '../flows';

/** Every machine of src/machines (and the engine's), by id. */
export const MACHINES: ReadonlyMap<string, AnyStateMachine> = new Map(
  FLOWS.flatMap((f) => f.machines).map((d) => [d.machine.id, d.machine] as const),
);

const silent = fromCallback(() => undefined);

function withSilentEffects(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((k) => [k, silent]));
  return machine.provide({ actors });
}

export type MachineState = { machine: string; value: unknown; status: string };
export type MachineStep = { ok: true } | { ok: false; expected: MachineState; got: MachineState | null };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The replayed actors of one recording, one per recorded actor. */
export function createMachineReplay() {
  const actors = new Map<string, { machine: string; ref: AnyActorRef }>();
  const unknown = new Set<string>();
  const stateOf = (actor: string): MachineState | null => {
    const a = actors.get(actor);
    if (!a) return null;
    const s = a.ref.getSnapshot() as { value: unknown; status: string };
    return { machine: a.machine, value: s.value, status: s.status };
  };
  return {
    /** sends one recorded event and compares the state it leads to with the recorded one */
    step(entry: MachineEntry): MachineStep {
      const event = (entry.event ?? {}) as { type?: string; input?: unknown };
      if (event.type === 'xstate.init') {
        const machine = MACHINES.get(entry.machine);
        if (!machine) {
          unknown.add(entry.machine);
          return { ok: true };
        }
        const ref = createActor(withSilentEffects(machine), { input: event.input, clock: new SimulatedClock() });
        actors.set(entry.actor, { machine: entry.machine, ref });
        ref.start();
      } else {
        const a = actors.get(entry.actor);
        // an actor created before the recording's oldest entry, or of a machine this build does not know
        if (!a || typeof event.type !== 'string') return { ok: true };
        a.ref.send(event as { type: string });
      }
      const got = stateOf(entry.actor);
      const expected: MachineState = { machine: entry.machine, value: entry.value, status: entry.status };
      return got && same(got.value, expected.value) && got.status === expected.status ? { ok: true } : { ok: false, expected, got };
    },
    /** every replayed actor's final state, by the recorded actor id */
    states(): Record<string, MachineState> {
      const out: Record<string, MachineState> = {};
      for (const id of actors.keys()) out[id] = stateOf(id) as MachineState;
      return out;
    },
    unknownMachines: () => [...unknown],
    stop() {
      for (const a of actors.values()) a.ref.stop();
    },
  };
}
