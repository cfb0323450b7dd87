// What tabs sharing one socket tell each other about the connection. The leader tab's engine machine owns
// the retry policy; its state is relayed to the follower tabs, whose machines show it, and a follower's
// Retry is relayed to the leader's machine.
import type { Observable } from 'rxjs';

/** The connection as the leader's engine machine holds it. */
export type LinkState = {
  status: 'connecting' | 'connected' | 'reconnecting' | 'offline';
  /** retries used since the last connect (the one being waited for or tried, while reconnecting) */
  retries: number;
};

/** What a transport shared by tabs adds to a single socket's transport. */
export type TabRelay = {
  /** this tab holds the socket (its machine's state is relayed to the others) */
  isLeader(): boolean;
  /** follower: the leader's machine state, as the leader relays it */
  readonly relayed$: Observable<LinkState>;
  /** leader: a follower asked for a retry (its Retry button, a refreshed token, the browser back online) */
  readonly retryAsked$: Observable<void>;
  /** leader: the machine's state, relayed to the followers (a follower's is kept until it leads) */
  publish(state: LinkState): void;
};

export function isLinkState(x: unknown): x is LinkState {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as { status?: unknown; retries?: unknown };
  return ['connecting', 'connected', 'reconnecting', 'offline'].includes(s.status as string) && typeof s.retries === 'number';
}
