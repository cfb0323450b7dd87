// The sync engine's life cycle: load the store and the server's snapshots, hold the socket, catch up
// single-flight, stop. The effects are actors and actions that engine.ts supplies with .provide(); the
// socket is one callback actor (lifecycle.socket.ts) that talks back only through sendBack. The retry
// policy is this machine's (spec: 3 retries 4 s apart, then offline until Retry, a new token or the
// browser back online): the transport opens one connection when told and reports it. A follower tab's
// machine shows the leader's state, relayed by the shared transport, and its Retry goes to the leader.
import { assign, fromCallback, fromPromise, raise, sendTo, setup, stateIn } from 'xstate';
import type { LinkState } from '../transport/link';
import type { EngineConfig } from './facade';
import {
  RETRIES, RETRY_DELAY_MS, type LifecycleContext, type LifecycleEvent, type Loaded, type Owed, type SocketCommand, type SocketInput,
} from './lifecycle.types';

export * from './lifecycle.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`engine actor ${name} not provided`));

const IDLE_OWED: Owed = { catchUp: false, chat: false };

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** the log line of an actor that failed */
const failed = (what: string) => ({ event }: { event: { error?: unknown } }) => ({ message: `${what} failed: ${String(event.error)}` });

/** Try now: the leader from a fresh count; a follower asks the leader (whose machine it then shows). */
const RETRY_NOW = [
  { guard: 'leads', target: 'connecting', actions: ['resetRetries', 'openSocket'] },
  { actions: 'openSocket' },
] as const;

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
        run: null, config: context.next, next: null, owed: IDLE_OWED, again: false, stopAfterLoad: false, retries: 0,
      })),
      /** opens one connection now (a follower's transport asks the leader's machine) */
      openSocket: sendTo('socket', { type: 'socket.retry' } satisfies SocketCommand),
      /** the connection's state, for the transport to relay to the follower tabs */
      publish: sendTo('socket', ({ context }, { status }: { status: LinkState['status'] }) => (
        { type: 'socket.publish', link: { status, retries: context.retries } } satisfies SocketCommand)),
      countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
      resetRetries: assign({ retries: 0 }),
      /** a follower: the leader's count */
      takeRetries: assign({ retries: ({ event }) => (event.type === 'socket.reconnecting' ? event.retries : 0) }),
    },
    delays: {
      retryDelay: RETRY_DELAY_MS,
    },
    guards: {
      interrupted: ({ context }) => context.stopAfterLoad || context.next !== null,
      hasNext: ({ context }) => context.next !== null,
      again: ({ context }) => context.again,
      catchUpOwed: ({ context }) => context.owed.catchUp,
      retriesLeft: ({ context }) => context.retries < RETRIES,
      /** this tab holds the socket: the retry policy runs here, a follower's goes to the leader */
      leads: stateIn({ running: { role: 'leader' } }),
    },
  }).createMachine({
    id: 'engine',
    initial: 'idle',
    context: {
      run: null, config: null, next: null, stopAfterLoad: false, owed: IDLE_OWED, again: false, startError: null, retries: 0,
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
          // connecting or connected: a follower's goes to the leader (a leader's socket is open or opening)
          'engine.retry': { actions: 'openSocket' },
          'socket.frame': { actions: { type: 'ingestFrame', params: ({ event }) => ({ body: event.body }) } },
          'socket.authRejected': { actions: 'rejectToken' },
        },
        states: {
          connection: {
            initial: 'connecting',
            states: {
              connecting: {
                entry: { type: 'publish', params: { status: 'connecting' } },
                on: {
                  'socket.connected': { target: 'connected', actions: 'announcePresence' },
                  // the attempt failed: wait and try again, or give up after the last retry
                  'socket.closed': [{ guard: 'retriesLeft', target: 'reconnecting' }, { target: 'offline' }],
                  'socket.reconnecting': { target: 'reconnecting', actions: 'takeRetries' },
                  'socket.offline': { target: 'offline' },
                },
              },
              connected: {
                entry: ['resetRetries', { type: 'publish', params: { status: 'connected' } }],
                on: {
                  // a follower hears the leader's reconnect: catch up and say it is here again
                  'socket.connected': { actions: 'announcePresence' },
                  'socket.connecting': { target: 'connecting' },
                  'socket.closed': { target: 'reconnecting' },
                  'socket.reconnecting': { target: 'reconnecting', actions: 'takeRetries' },
                  'socket.offline': { target: 'offline' },
                  'engine.token': { guard: 'catchUpOwed', actions: raise({ type: 'catchUp.request' }) },
                },
              },
              reconnecting: {
                entry: { type: 'publish', params: { status: 'reconnecting' } },
                // the leader's wait; a follower's machine waits for the leader's next state instead
                after: { retryDelay: { guard: 'leads', target: 'connecting', actions: ['countRetry', 'openSocket'] } },
                on: {
                  'socket.connecting': { target: 'connecting' },
                  'socket.connected': { target: 'connected', actions: 'announcePresence' },
                  'socket.reconnecting': { actions: 'takeRetries' },
                  'socket.offline': { target: 'offline' },
                  // a new token or the network back is worth an attempt now rather than after the wait
                  'engine.retry': RETRY_NOW,
                  'engine.token': RETRY_NOW,
                  'engine.online': RETRY_NOW,
                },
              },
              offline: {
                entry: { type: 'publish', params: { status: 'offline' } },
                on: {
                  'socket.connecting': { target: 'connecting' },
                  'socket.connected': { target: 'connected', actions: 'announcePresence' },
                  'socket.reconnecting': { target: 'reconnecting', actions: 'takeRetries' },
                  'engine.retry': RETRY_NOW,
                  'engine.token': RETRY_NOW,
                  'engine.online': RETRY_NOW,
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
