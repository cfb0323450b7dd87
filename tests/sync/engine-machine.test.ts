// Path tests generated from the engine's life-cycle machine (src/sync/engine/lifecycle.machine.ts):
// paths through its graph, chosen so that together they take every transition it defines, replayed on
// a real actor whose effects are fakes (promises the test settles, a socket the test speaks through)
// and whose clock is simulated (the retry wait is a delayed transition: a step moves the clock on).
// The last test fails, naming them, if any transition is taken by no path.
import { afterAll, describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, waitFor, type AnyActorRef, type EventObject } from 'xstate';
import { RETRIES, RETRY_DELAY_MS, createLifecycleMachine, type LifecycleContext } from '../../src/sync/engine/lifecycle.machine';
import { engineRetryOf, engineStatusOf, isCatchingUp } from '../../src/sync/engine/lifecycle.connect';
import type { EngineConfig } from '../../src/sync/engine/facade';
import { itTakesEveryTransition, transitionCoverage } from '../machines/harness';
import { planPaths } from './fixtures/machine-paths';

type Run = { id: string };
const machine = createLifecycleMachine<Run>();
const AFTER = 'xstate.after.retryDelay.engine.running.connection.reconnecting';
const config = (userId: string): EngineConfig => ({ wsUrl: 'ws://mtz.test/ws', alertBase: 'http://mtz.test/api/v1/alert', accessToken: 't', userId });

const EVENTS: EventObject[] = [
  { type: 'engine.start', config: config('alice') } as EventObject,
  { type: 'engine.stop' },
  { type: 'engine.retry' },
  { type: 'engine.token' },
  { type: 'pipeline.gap' },
  { type: 'engine.online' },
  { type: 'socket.connecting' },
  { type: 'socket.connected' },
  { type: 'socket.closed' },
  // a follower: the leader's machine state, relayed
  { type: 'socket.reconnecting', retries: 2 } as EventObject,
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
  // the retry wait ends (the replay moves the simulated clock instead of sending it)
  { type: AFTER },
];

type Snap = { value: unknown; context: LifecycleContext<Run> };
const view = (s: Snap) => JSON.stringify({
  value: s.value, owed: s.context.owed, again: s.context.again, run: s.context.run !== null, config: s.context.config?.userId ?? null,
  next: s.context.next !== null, stopAfterLoad: s.context.stopAfterLoad, failed: s.context.startError !== null, retries: s.context.retries,
});

const never = fromPromise<unknown, unknown>(() => new Promise(() => {})) as never;
const inert = machine.provide({
  actors: { load: never, catchUp: never, flush: never, close: never, socket: fromCallback(() => () => {}), gaps: fromCallback(() => () => {}) },
});
const { paths } = planPaths({ inert, events: EVENTS, view: view as never });
/** the transitions the replays below really take */
const coverage = transitionCoverage(machine);

type Pending = { resolve(v: unknown): void; reject(e: unknown): void };
type Talk = { sendBack(e: EventObject): void; received: EventObject[]; alive: boolean };

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
    receive((e) => t.received.push(e));
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
    console.warn(`engine machine: ${paths.length} paths, ${coverage.taken.size} transitions taken`);
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const f = fakes();
    const clock = new SimulatedClock();
    const actor = createActor(f.provided, { inspect: coverage.inspect, clock }).start() as AnyActorRef;
    const told = (type: string) => f.live(f.socket)[0]?.received.filter((x) => x.type === type) ?? [];
    for (const step of path.steps) {
      const e = step.event as EventObject & { output?: unknown; error?: unknown };
      const before = actor.getSnapshot() as Snap & { matches(v: unknown): boolean };
      const counts = { frames: f.calls.frames.length, presence: f.calls.presence, rejected: f.calls.rejected, retries: told('socket.retry').length };
      if (e.type === AFTER) {
        clock.increment(RETRY_DELAY_MS - 1);
        expect(actor.getSnapshot().value, 'nothing before the wait is over').toEqual(before.value);
        clock.increment(1);
      } else if (e.type.startsWith(DONE) || e.type.startsWith(ERROR)) {
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
      const leads = before.matches({ running: { role: 'leader' } });
      const retried = told('socket.retry').length - counts.retries;
      // the retry policy: a leader tries again now from a fresh count; a follower asks the leader and shows what it relays
      if (e.type === 'engine.retry' && wasRunning) expect(retried).toBe(1);
      if ((e.type === 'engine.token' || e.type === 'engine.online') && wasRunning) expect(retried).toBe(offlineOrWaiting ? 1 : 0);
      if (['engine.retry', 'engine.token', 'engine.online'].includes(e.type) && wasRunning && offlineOrWaiting) {
        if (leads) {
          expect(s.matches({ running: { connection: 'connecting' } })).toBe(true);
          expect(s.context.retries).toBe(0);
        } else {
          expect(s.value).toEqual(before.value);
        }
      }
      if (e.type === 'engine.token' && before.matches({ running: { connection: 'connected' } }) && before.context.owed.catchUp) {
        expect(isCatchingUp(s)).toBe(true);
      }
      if (e.type === AFTER) {
        // the wait is over: the leader opens one connection and counts the retry; a follower's machine waits for the leader
        expect(retried).toBe(leads ? 1 : 0);
        if (leads) expect(s.context.retries).toBe(before.context.retries + 1);
        expect(s.matches({ running: { connection: leads ? 'connecting' : 'reconnecting' } })).toBe(true);
      }
      if (e.type === 'socket.closed' && before.matches({ running: { connection: 'connecting' } })) {
        // gives up after the last retry
        expect(s.matches({ running: { connection: before.context.retries < RETRIES ? 'reconnecting' : 'offline' } })).toBe(true);
      }
      if (e.type === 'socket.reconnecting' && running) expect(s.context.retries).toBe((e as { retries?: number }).retries);
      // the machine's state is published on every change of it (a leader's transport relays it to the followers)
      const published = told('socket.publish');
      const connection = (x: { matches(v: unknown): boolean }) => ['connecting', 'connected', 'reconnecting', 'offline'].find((c) => x.matches({ running: { connection: c } }));
      if (running && (connection(s) !== connection(before) || !before.matches('running'))) {
        expect(published.at(-1)).toEqual({ type: 'socket.publish', link: { status: connection(s), retries: s.context.retries } });
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

  itTakesEveryTransition(coverage);
});

describe('engine life-cycle machine: the retry policy on a simulated clock', () => {
  async function running(role: 'socket.leader' | 'socket.follower') {
    const f = fakes();
    const clock = new SimulatedClock();
    const actor = createActor(f.provided, { clock }).start();
    actor.send({ type: 'engine.start', config: config('alice') });
    f.pending.get('load')?.resolve({ run: { id: 'run' }, chatOwed: false });
    await waitFor(actor, (s) => s.matches('running'));
    const [socket] = f.live(f.socket);
    socket.sendBack({ type: role });
    const told = (type: string) => socket.received.filter((x) => x.type === type);
    const states = ['connecting', 'connected', 'reconnecting', 'offline'] as const;
    const connection = () => states.find((c) => actor.getSnapshot().matches({ running: { connection: c } }));
    return { f, clock, actor, socket, told, connection };
  }

  it('a leader retries 3 times 4 s apart, gives up to offline and waits there for Retry; its followers are told each step', async () => {
    const { clock, actor, socket, told, connection } = await running('socket.leader');
    for (let retry = 1; retry <= 3; retry += 1) {
      socket.sendBack({ type: 'socket.closed' });
      expect(connection()).toBe('reconnecting');
      // the banner's 'Reconnecting (n of 3)…': the retry waited for
      expect(engineRetryOf(actor.getSnapshot())).toBe(retry);
      clock.increment(RETRY_DELAY_MS - 1);
      expect(told('socket.retry')).toHaveLength(retry - 1);
      clock.increment(1);
      expect(connection()).toBe('connecting');
      expect(engineRetryOf(actor.getSnapshot())).toBe(0);
      expect(told('socket.retry')).toHaveLength(retry);
    }
    socket.sendBack({ type: 'socket.closed' });
    expect(connection()).toBe('offline');
    clock.increment(10 * RETRY_DELAY_MS);
    expect(told('socket.retry')).toHaveLength(3);
    expect(told('socket.publish').map((e) => (e as unknown as { link: unknown }).link)).toEqual([
      { status: 'connecting', retries: 0 }, { status: 'reconnecting', retries: 0 },
      { status: 'connecting', retries: 1 }, { status: 'reconnecting', retries: 1 },
      { status: 'connecting', retries: 2 }, { status: 'reconnecting', retries: 2 },
      { status: 'connecting', retries: 3 }, { status: 'offline', retries: 3 },
    ]);
    actor.send({ type: 'engine.retry' });
    expect(connection()).toBe('connecting');
    expect(actor.getSnapshot().context.retries).toBe(0);
    expect(told('socket.retry')).toHaveLength(4);
    socket.sendBack({ type: 'socket.connected' });
    socket.sendBack({ type: 'socket.closed' });
    expect(connection()).toBe('reconnecting');
    // a new token does not wait for the timer
    actor.send({ type: 'engine.token' });
    expect(connection()).toBe('connecting');
    expect(told('socket.retry')).toHaveLength(5);
    actor.stop();
  });

  it('a follower runs no timer: it shows the leader\'s relayed state and sends its Retry to the leader', async () => {
    const { f, clock, actor, socket, told, connection } = await running('socket.follower');
    socket.sendBack({ type: 'socket.reconnecting', retries: 1 } as EventObject);
    expect(connection()).toBe('reconnecting');
    expect(actor.getSnapshot().context.retries).toBe(1);
    // the leader used 1 retry and waits for its 2nd: the follower's banner says the same
    expect(engineRetryOf(actor.getSnapshot())).toBe(2);
    socket.sendBack({ type: 'socket.reconnecting', retries: 2 } as EventObject);
    expect(engineRetryOf(actor.getSnapshot())).toBe(3);
    clock.increment(10 * RETRY_DELAY_MS);
    expect(connection()).toBe('reconnecting');
    expect(told('socket.retry')).toHaveLength(0);
    socket.sendBack({ type: 'socket.offline' });
    expect(connection()).toBe('offline');
    actor.send({ type: 'engine.retry' });
    expect(connection()).toBe('offline');
    expect(told('socket.retry')).toHaveLength(1);
    socket.sendBack({ type: 'socket.connecting' });
    socket.sendBack({ type: 'socket.connected' });
    expect(connection()).toBe('connected');
    expect(f.calls.presence).toBe(1);
    actor.stop();
  });
});
