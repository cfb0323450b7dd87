// The sync engine's life cycle: load the store and the server's snapshots, hold the socket, catch up
// single-flight, stop. The effects are actors and actions that engine.ts supplies with .provide(); the
// socket is one callback actor that talks back only through sendBack. The transport keeps the spec's
// retry policy (3 retries 4 s apart, also relayed to follower tabs): its reports move `connection`.
import { assign, fromCallback, fromPromise, raise, sendTo, setup } from 'xstate';
import type { EngineConfig } from './facade';

/** What a load or a catch-up left owed: the next catch-up (or a new token) takes it. */
export type Owed = {
  /** the last catch-up did not complete */
  catchUp: boolean;
  /** the chat snapshot of the last load did not arrive */
  chat: boolean;
};

/** What the load hands to the running engine: the run's resources (opaque here) and what it still owes. */
export type Loaded<R> = { run: R; chatOwed: boolean };

export type LifecycleContext<R> = {
  /** the run's resources (store, pipeline, REST clients), from the load until the teardown */
  run: R | null;
  /** the account being started */
  config: EngineConfig | null;
  /** a start asked for while starting or stopping: started after the teardown */
  next: EngineConfig | null;
  /** a stop asked for while starting: done once the load is back */
  stopAfterLoad: boolean;
  owed: Owed;
  /** a catch-up was asked for while one ran: run it once more */
  again: boolean;
  startError: string | null;
};

/** What the socket actor sends back. */
export type SocketReport =
  | { type: 'socket.connecting' }
  /** CONNECT and SUBSCRIBE confirmed (every connect and reconnect, the leader's too for a follower) */
  | { type: 'socket.connected' }
  | { type: 'socket.reconnecting' }
  | { type: 'socket.offline' }
  | { type: 'socket.frame'; body: string }
  | { type: 'socket.authRejected' }
  /** this tab holds the socket, or takes its frames from the tab that does */
  | { type: 'socket.leader' }
  | { type: 'socket.follower' };

export type LifecycleEvent =
  | { type: 'engine.start'; config: EngineConfig }
  | { type: 'engine.stop' }
  | { type: 'engine.retry' }
  /** a refreshed access token is in place */
  | { type: 'engine.token' }
  /** the pipeline's seq gap stayed open */
  | { type: 'pipeline.gap' }
  | { type: 'catchUp.request' }
  | SocketReport;

/** What the socket actor receives. */
export type SocketCommand = { type: 'socket.retry' };

export type SocketInput<R> = { run: R };

const notProvided = (name: string) => () => Promise.reject(new Error(`engine actor ${name} not provided`));

const IDLE_OWED: Owed = { catchUp: false, chat: false };

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** the log line of an actor that failed */
const failed = (what: string) => ({ event }: { event: { error?: unknown } }) => ({ message: `${what} failed: ${String(event.error)}` });

/** The lifecycle over resources of type R (the engine's Running; tests use a stand-in). */
export function createLifecycleMachine<R>() {
  return setup({
    types: {
      context: {} as LifecycleContext<R>,
      events: {} as LifecycleEvent,
    },
    actors: {
      /** opens the store, shows what it holds, loads the server's log and snapshots */
      load: fromPromise<Loaded<R>, { config: EngineConfig }>(notProvided('load')),
      /** the events after the pipeline's last seq (a snapshot when the log was truncated) */
      catchUp: fromPromise<Owed, { run: R; owed: Owed }>(notProvided('catchUp')),
      /** stops the socket and writes the pipeline's last batch (the store still takes writes) */
      flush: fromPromise<void, { run: R | null }>(notProvided('flush')),
      /** closes the pipeline and the store, forgets the account's projections */
      close: fromPromise<void, { run: R | null }>(notProvided('close')),
      /** the socket: creates the transport, reports its life, takes retries; stops it when stopped */
      socket: fromCallback<SocketCommand, SocketInput<R>>(() => () => {}),
      /** the pipeline's seq gaps that stayed open: reports 'pipeline.gap' */
      gaps: fromCallback<{ type: 'gaps.none' }, SocketInput<R>>(() => () => {}),
    },
    actions: {
      /** feeds a frame's body to the pipeline */
      ingestFrame: (_, _params: { body: string }) => {},
      /** spec 4 presence: this tab says it is here on every (re)connect */
      announcePresence: () => {},
      /** tells the token listeners: the UI refreshes the token and calls setToken */
      rejectToken: () => {},
      log: (_, _params: { message: string }) => {},
      catchUpFailed: assign({ owed: ({ context }) => ({ ...context.owed, catchUp: true }) }),
      forget: assign(({ context }) => ({
        run: null, config: context.next, next: null, owed: IDLE_OWED, again: false, stopAfterLoad: false,
      })),
    },
    guards: {
      interrupted: ({ context }) => context.stopAfterLoad || context.next !== null,
      hasNext: ({ context }) => context.next !== null,
      again: ({ context }) => context.again,
      catchUpOwed: ({ context }) => context.owed.catchUp,
    },
  }).createMachine({
    id: 'engine',
    initial: 'idle',
    context: {
      run: null, config: null, next: null, stopAfterLoad: false, owed: IDLE_OWED, again: false, startError: null,
    },
    states: {
      idle: {
        on: {
          'engine.start': { target: 'starting', actions: assign({ config: ({ event }) => event.config, startError: null }) },
        },
      },
      starting: {
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ config: context.config as EngineConfig }),
          onDone: [
            {
              guard: 'interrupted',
              target: 'stopping',
              actions: assign({ run: ({ event }) => event.output.run, stopAfterLoad: false }),
            },
            {
              target: 'running',
              actions: assign({
                run: ({ event }) => event.output.run,
                owed: ({ event }) => ({ catchUp: false, chat: event.output.chatOwed }),
              }),
            },
          ],
          onError: [
            {
              guard: 'hasNext',
              target: 'starting',
              reenter: true,
              actions: assign({ config: ({ context }) => context.next, next: null, stopAfterLoad: false }),
            },
            {
              target: 'idle',
              actions: assign({ config: null, stopAfterLoad: false, startError: ({ event }) => message(event.error) }),
            },
          ],
        },
        on: {
          // the load runs to its end (its store is then closed by the teardown), never half-way
          'engine.stop': { actions: assign({ stopAfterLoad: true, next: null }) },
          'engine.start': { actions: assign({ next: ({ event }) => event.config, stopAfterLoad: false }) },
        },
      },
      running: {
        type: 'parallel',
        invoke: [
          { id: 'socket', src: 'socket', input: ({ context }) => ({ run: context.run as R }) },
          { id: 'gaps', src: 'gaps', input: ({ context }) => ({ run: context.run as R }) },
        ],
        on: {
          'engine.stop': { target: 'stopping' },
          'engine.start': { target: 'stopping', actions: assign({ next: ({ event }) => event.config }) },
          'engine.retry': { actions: sendTo('socket', { type: 'socket.retry' } satisfies SocketCommand) },
          'socket.frame': { actions: { type: 'ingestFrame', params: ({ event }) => ({ body: event.body }) } },
          'socket.authRejected': { actions: 'rejectToken' },
        },
        states: {
          connection: {
            initial: 'connecting',
            states: {
              connecting: {
                on: {
                  'socket.connected': { target: 'connected', actions: 'announcePresence' },
                  'socket.reconnecting': { target: 'reconnecting' },
                  'socket.offline': { target: 'offline' },
                },
              },
              connected: {
                on: {
                  // a follower hears the leader's reconnect: catch up and say it is here again
                  'socket.connected': { actions: 'announcePresence' },
                  'socket.connecting': { target: 'connecting' },
                  'socket.reconnecting': { target: 'reconnecting' },
                  'socket.offline': { target: 'offline' },
                  'engine.token': { guard: 'catchUpOwed', actions: raise({ type: 'catchUp.request' }) },
                },
              },
              reconnecting: {
                on: {
                  'socket.connecting': { target: 'connecting' },
                  'socket.connected': { target: 'connected', actions: 'announcePresence' },
                  'socket.offline': { target: 'offline' },
                  // a new token is worth an attempt now rather than after the wait
                  'engine.token': { actions: sendTo('socket', { type: 'socket.retry' } satisfies SocketCommand) },
                },
              },
              offline: {
                on: {
                  'socket.connecting': { target: 'connecting' },
                  'socket.connected': { target: 'connected', actions: 'announcePresence' },
                  'socket.reconnecting': { target: 'reconnecting' },
                  'engine.token': { actions: sendTo('socket', { type: 'socket.retry' } satisfies SocketCommand) },
                },
              },
            },
          },
          catchUp: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'socket.connected': { target: 'running' },
                  'pipeline.gap': { target: 'running' },
                  'catchUp.request': { target: 'running' },
                },
              },
              running: {
                entry: assign({ again: false }),
                invoke: {
                  id: 'catchUp',
                  src: 'catchUp',
                  input: ({ context }) => ({ run: context.run as R, owed: context.owed }),
                  onDone: [
                    { guard: 'again', target: 'running', reenter: true, actions: assign({ owed: ({ event }) => event.output }) },
                    { target: 'idle', actions: assign({ owed: ({ event }) => event.output }) },
                  ],
                  // e.g. a 401: setToken() runs it again
                  onError: [
                    { guard: 'again', target: 'running', reenter: true, actions: ['catchUpFailed', { type: 'log', params: failed('Catch-up') }] },
                    { target: 'idle', actions: ['catchUpFailed', { type: 'log', params: failed('Catch-up') }] },
                  ],
                },
                on: {
                  'socket.connected': { actions: assign({ again: true }) },
                  'pipeline.gap': { actions: assign({ again: true }) },
                  'catchUp.request': { actions: assign({ again: true }) },
                },
              },
            },
          },
          role: {
            initial: 'follower',
            states: {
              follower: { on: { 'socket.leader': { target: 'leader' } } },
              leader: { on: { 'socket.follower': { target: 'follower' } } },
            },
          },
        },
      },
      stopping: {
        initial: 'flushing',
        states: {
          flushing: {
            invoke: {
              id: 'flush',
              src: 'flush',
              input: ({ context }) => ({ run: context.run }),
              onDone: { target: 'closing' },
              onError: { target: 'closing', actions: { type: 'log', params: failed('Stopping the socket') } },
            },
          },
          closing: {
            invoke: {
              id: 'close',
              src: 'close',
              input: ({ context }) => ({ run: context.run }),
              onDone: { target: 'closed' },
              onError: { target: 'closed', actions: { type: 'log', params: failed('Closing the store') } },
            },
          },
          closed: {
            always: [
              { guard: 'hasNext', target: '#engine.starting', actions: 'forget' },
              { target: '#engine.idle', actions: 'forget' },
            ],
          },
        },
        on: {
          'engine.start': { actions: assign({ next: ({ event }) => event.config }) },
          'engine.stop': { actions: assign({ next: null }) },
        },
      },
    },
  });
}

export type LifecycleMachine<R> = ReturnType<typeof createLifecycleMachine<R>>;
