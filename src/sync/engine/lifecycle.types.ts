// The engine life-cycle machine's context and events (lifecycle.machine.ts), and what its socket actor
// (lifecycle.socket.ts) reports and is told.
import type { LinkState } from '../transport/link';
import type { EngineConfig } from './facade';

/** The spec's retry policy: the connection retries up to 3 times, 4 s apart, then the engine is offline. */
export const RETRIES = 3;
export const RETRY_DELAY_MS = 4000;

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
  /** retries used since the last connect (a follower: the leader's count, as relayed) */
  retries: number;
};

/** What the socket actor sends back. */
export type SocketReport =
  /** an attempt began (a follower: the leader's) */
  | { type: 'socket.connecting' }
  /** CONNECT and SUBSCRIBE confirmed (every connect and reconnect, the leader's too for a follower) */
  | { type: 'socket.connected' }
  /** this tab's own socket failed to connect or was cut */
  | { type: 'socket.closed' }
  /** a follower: the leader's machine waits to retry */
  | { type: 'socket.reconnecting'; retries: number }
  /** a follower: the leader's machine gave up */
  | { type: 'socket.offline' }
  | { type: 'socket.frame'; body: string }
  | { type: 'socket.authRejected' }
  /** this tab holds the socket, or takes its frames from the tab that does */
  | { type: 'socket.leader' }
  | { type: 'socket.follower' }
  /** the browser is back online */
  | { type: 'engine.online' }
  /** the user's Retry (a follower's, relayed to the leader) */
  | { type: 'engine.retry' };

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

/** What the socket actor receives: open one connection now (a follower asks the leader); the machine's state. */
export type SocketCommand = { type: 'socket.retry' } | { type: 'socket.publish'; link: LinkState };

export type SocketInput<R> = { run: R };
