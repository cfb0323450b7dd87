// Path tests generated from the engine's life-cycle machine (src/sync/engine/lifecycle.machine.ts):
// paths through its graph, chosen so that together they take every transition it defines, replayed on
// a real actor whose effects are fakes (promises the test settles, a socket the test speaks through).
// The last test fails, naming them, if any transition is taken by no path.
import { afterAll, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, waitFor, type AnyActorRef, type EventObject } from 'xstate';
import { createLifecycleMachine, type LifecycleContext } from '../../src/sync/engine/lifecycle.machine';
import { engineStatusOf, isCatchingUp } from '../../src/sync/engine/lifecycle.connect';
import type { EngineConfig } from '../../src/sync/engine/facade';
import { allTransitions, planPaths, recordingActor } from './fixtures/machine-paths';

type Run = { id: string };
const machine = createLifecycleMachine<Run>();
const config = (userId: string): EngineConfig => ({ wsUrl: 'ws://mtz.test/ws', alertBase: 'http://mtz.test/api/v1/alert', accessToken: 't', userId });

const EVENTS: EventObject[] = [
  { type: 'engine.start', config: config('alice') } as EventObject,
  { type: 'engine.stop' },
  { type: 'engine.retry' },
  { type: 'engine.token' },
  { type: 'pipeline.gap' },
  { type: 'socket.connecting' },
  { type: 'socket.connected' },
  { type: 'socket.reconnecting' },
  { type: 'socket.offline' },
  { type: 'socket.frame', body: '{"seq":1}' } as EventObject,
  { type: 'socket.authRejected' },
  { type: 'socket.leader' },
  { type: 'socket.follower' },
  { type: 'xstate.done.actor.load', output: { run: { id: 'run' }, chatOwed: false } } as EventObject,
  { type: 'xstate.done.actor.load', output: { run: { id: 'run' }, chatOwed: true } } as EventObject,
  { type: 'xstate.error.actor.load', error: new Error('the store did not open') } as EventObject,
  { type: 'xstate.done.actor.catchUp', output: { catchUp: false, chat: false } } as EventObject,
  { type: 'xstate.done.actor.catchUp', output: { catchUp: true, chat: true } } as EventObject,
  { type: 'xstate.error.actor.catchUp', error: new Error('401') } as EventObject,
  { type: 'xstate.done.actor.flush' },
  { type: 'xstate.error.actor.flush', error: new Error('socket') } as EventObject,
  { type: 'xstate.done.actor.close' },
  { type: 'xstate.error.actor.close', error: new Error('store') } as EventObject,
];

type Snap = { value: unknown; context: LifecycleContext<Run> };
const view = (s: Snap) => JSON.stringify({
  value: s.value, owed: s.context.owed, again: s.context.again, run: s.context.run !== null, config: s.context.config?.userId ?? null,
  next: s.context.next !== null, stopAfterLoad: s.context.stopAfterLoad, failed: s.context.startError !== null,
});

const never = fromPromise<unknown, unknown>(() => new Promise(() => {})) as never;
const inert = machine.provide({
  actors: { load: never, catchUp: never, flush: never, close: never, socket: fromCallback(() => () => {}), gaps: fromCallback(() => () => {}) },
});
const { paths } = planPaths({ inert, events: EVENTS, view: view as never });
const every = allTransitions(machine);
/** transitions the replays below really took */
const taken = new Set<string>();

type Pending = { resolve(v: unknown): void; reject(e: unknown): void };
type Talk = { sendBack(e: EventObject): void; received: string[]; alive: boolean };

function fakes() {
  const pending = new Map<string, Pending>();
  const promised = (id: string) => fromPromise<unknown, unknown>(({ signal }) => new Promise((resolve, reject) => {
    const p = { resolve, reject };
    pending.set(id, p);
    signal.addEventListener('abort', () => { if (pending.get(id) === p) pending.delete(id); });
  }));
  const socket: Talk[] = [];
  const gaps: Talk[] = [];
  const talker = (list: Talk[]) => fromCallback<EventObject>(({ sendBack, receive }) => {
    const t: Talk = { sendBack, received: [], alive: true };
    list.push(t);
    receive((e) => t.received.push(e.type));
    return () => { t.alive = false; };
  });
  const calls = { frames: [] as string[], presence: 0, rejected: 0, logs: [] as string[] };
  const provided = machine.provide({
    actors: {
      load: promised('load') as never, catchUp: promised('catchUp') as never, flush: promised('flush') as never, close: promised('close') as never,
      socket: talker(socket) as never, gaps: talker(gaps) as never,
    },
    actions: {
      ingestFrame: (_, { body }) => { calls.frames.push(body); },
      announcePresence: () => { calls.presence += 1; },
      rejectToken: () => { calls.rejected += 1; },
      log: (_, { message }) => { calls.logs.push(message); },
    },
  });
  const live = (list: Talk[]) => list.filter((t) => t.alive);
  return { pending, socket, gaps, calls, provided, live };
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

describe('engine life-cycle machine: generated paths', () => {
  afterAll(() => {
    // printed once: what the proof covers
    console.warn(`engine machine: ${every.length} transitions, ${paths.length} paths, ${taken.size} transitions taken`);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const f = fakes();
    const actor = recordingActor(f.provided, taken).start() as AnyActorRef;
    for (const step of path.steps) {
      const e = step.event as EventObject & { output?: unknown; error?: unknown };
      const before = actor.getSnapshot() as Snap & { matches(v: unknown): boolean };
      const counts = { frames: f.calls.frames.length, presence: f.calls.presence, rejected: f.calls.rejected, retries: f.live(f.socket)[0]?.received.length ?? 0 };
      if (e.type.startsWith(DONE) || e.type.startsWith(ERROR)) {
        const done = e.type.startsWith(DONE);
        const id = e.type.slice(done ? DONE.length : ERROR.length);
        const p = f.pending.get(id);
        expect(p, `a pending '${id}' for ${e.type}`).toBeDefined();
        f.pending.delete(id);
        if (done) p?.resolve(e.output);
        else p?.reject(e.error);
      } else if (e.type.startsWith('socket.')) {
        // the socket talks to the machine only through sendBack, and only while it runs
        const [s] = f.live(f.socket);
        expect(s, `a live socket for ${e.type}`).toBeDefined();
        s.sendBack(e);
      } else if (e.type === 'pipeline.gap') {
        const [g] = f.live(f.gaps);
        expect(g, 'a live gap watcher').toBeDefined();
        g.sendBack(e);
      } else {
        actor.send(e);
      }
      await waitFor(actor, (s: Snap) => view(s) === step.view, { timeout: 500 });
      const s = actor.getSnapshot() as Snap & { matches(v: unknown): boolean };

      // effects run while, and only while, their state holds
      const running = s.matches('running');
      expect(f.live(f.socket).length).toBe(running ? 1 : 0);
      expect(f.live(f.gaps).length).toBe(running ? 1 : 0);
      expect(f.pending.has('load')).toBe(s.matches('starting'));
      expect(f.pending.has('catchUp')).toBe(s.matches({ running: { catchUp: 'running' } }));
      expect(f.pending.has('flush')).toBe(s.matches({ stopping: 'flushing' }));
      expect(f.pending.has('close')).toBe(s.matches({ stopping: 'closing' }));
      expect(s.context.run !== null).toBe(running || s.matches('stopping'));

      // what the step itself must have done
      const wasRunning = before.matches('running') && running;
      if (e.type === 'socket.frame' && wasRunning) expect(f.calls.frames.slice(counts.frames)).toEqual([(e as { body?: string }).body]);
      if (e.type === 'socket.connected' && wasRunning) {
        expect(f.calls.presence).toBe(counts.presence + 1);
        expect(isCatchingUp(s)).toBe(true);
      }
      if (e.type === 'socket.authRejected' && wasRunning) expect(f.calls.rejected).toBe(counts.rejected + 1);
      const offlineOrWaiting = before.matches({ running: { connection: 'offline' } }) || before.matches({ running: { connection: 'reconnecting' } });
      const retried = (f.live(f.socket)[0]?.received.length ?? 0) - counts.retries;
      if (e.type === 'engine.retry' && wasRunning) expect(retried).toBe(1);
      if (e.type === 'engine.token' && wasRunning) expect(retried).toBe(offlineOrWaiting ? 1 : 0);
      if (e.type === 'engine.token' && before.matches({ running: { connection: 'connected' } }) && before.context.owed.catchUp) {
        expect(isCatchingUp(s)).toBe(true);
      }

      // the status shown is a function of the state
      const status = engineStatusOf(s);
      if (s.matches('starting')) expect(status).toBe('catching-up');
      else if (!running) expect(status).toBe('idle');
      else if (s.matches({ running: { connection: 'connected' } })) expect(status).toBe(s.matches({ running: { catchUp: 'running' } }) ? 'catching-up' : 'live');
      else expect(['connecting', 'reconnecting', 'offline']).toContain(status);
    }
    actor.stop();
  });

  it('the paths take every transition of the machine', () => {
    expect(every.length).toBeGreaterThan(40);
    const missed = every.filter((k) => !taken.has(k));
    expect(missed, `transitions no path takes:\n${missed.join('\n')}`).toEqual([]);
  });
});
