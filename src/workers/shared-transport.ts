// One browser, one socket: the tabs' sync workers elect a leader with a Web Lock; only the leader opens
// the STOMP connection and relays every frame body on a BroadcastChannel. Followers feed the relayed
// frames into their own pipelines (seq dedupe and ordering make a frame seen twice harmless). The
// leader's engine machine owns the retry policy: the state it publishes (connecting, connected,
// reconnecting with its retry count, offline) is relayed, and the followers' machines show it; a
// follower's retry() reaches the leader's machine (retryAsked$), which decides. When the leader's tab
// closes its lock is released, the next waiting tab gets it at once, opens the socket and catches up
// from its last seq (so nothing is lost).
import { BehaviorSubject, Subject, Subscription } from 'rxjs';
import { isLinkState, type LinkState, type TabRelay } from '../sync/transport/link';
import type { StompTransport, TransportStatus } from '../sync/transport/stomp';

/** The part of navigator.locks used here. */
export type LockManagerLike = {
  request(name: string, callback: (lock: unknown) => Promise<void>): Promise<unknown>;
};

/** The part of BroadcastChannel used here. */
export type ChannelLike = {
  postMessage(message: unknown): void;
  /** sets (or clears) the one receiver of other tabs' messages */
  listen(receiver: ((data: unknown) => void) | null): void;
  close(): void;
};

type RelayMessage =
  | { kind: 'frame'; body: string }
  /** the leader's machine state */
  | { kind: 'state'; state: LinkState }
  | { kind: 'hello' }
  /** a follower's Retry (the offline banner, a refreshed token, back online): for the leader's machine */
  | { kind: 'retry' };

export type SharedTransportOptions = {
  locks: LockManagerLike;
  channel: ChannelLike;
  /** lock name; one per signed-in user (a tab of another account must not read these frames) */
  lockName: string;
  /** opens the real socket (only ever called in the leader) */
  stomp(): StompTransport;
  log?(message: string): void;
};

export type SharedTransport = StompTransport & TabRelay;

/** What followers are told when the leader's tab stops: the next leader connects. */
const LEADER_GONE: LinkState = { status: 'reconnecting', retries: 0 };

function isRelay(x: unknown): x is RelayMessage {
  if (typeof x !== 'object' || x === null || !('kind' in x)) return false;
  const k = (x as { kind: unknown }).kind;
  return k === 'hello' || k === 'retry' || (k === 'frame' && typeof (x as { body?: unknown }).body === 'string')
    || (k === 'state' && isLinkState((x as { state?: unknown }).state));
}

export function createSharedTransport(opts: SharedTransportOptions): SharedTransport {
  const frames = new Subject<string>();
  const status = new BehaviorSubject<TransportStatus>('idle');
  const connected = new Subject<void>();
  const authRejected = new Subject<string>();
  const relayed = new Subject<LinkState>();
  const retryAsked = new Subject<void>();
  /** the leader's machine state: what a follower last heard, or (leading) what this tab's machine said */
  let link: LinkState | null = null;
  let leader: StompTransport | null = null;
  let leaderSubs = new Subscription();
  let release: (() => void) | null = null;
  let stopped = true;

  const setStatus = (s: TransportStatus) => {
    if (status.value !== s) status.next(s);
  };

  function post(m: RelayMessage): void {
    try {
      opts.channel.postMessage(m);
    } catch (err) {
      opts.log?.(`Relaying to other tabs failed: ${String(err)}`);
    }
  }

  /** Follower: frames and the connection state come from the leader's relay. */
  opts.channel.listen((data) => {
    if (stopped || !isRelay(data)) return;
    const m = data;
    if (leader) {
      // a new tab asks for the state: the leader answers
      if (m.kind === 'hello' && link) post({ kind: 'state', state: link });
      else if (m.kind === 'retry') retryAsked.next();
      return;
    }
    if (m.kind === 'frame') frames.next(m.body);
    else if (m.kind === 'state') {
      const was = link?.status;
      link = m.state;
      // the leader (re)connected: catch up from our own last seq, like after our own reconnect
      if (m.state.status === 'connected' && was !== 'connected') connected.next();
      else relayed.next(m.state);
    }
  });

  function becomeLeader(): void {
    const t = opts.stomp();
    leader = t;
    leaderSubs = new Subscription();
    leaderSubs.add(t.frames$.subscribe((body) => {
      frames.next(body);
      post({ kind: 'frame', body });
    }));
    leaderSubs.add(t.connected$.subscribe(() => connected.next()));
    leaderSubs.add(t.authRejected$.subscribe((m) => authRejected.next(m)));
    leaderSubs.add(t.status$.subscribe(setStatus));
    // this tab's machine publishes its own state from now on
    link = null;
    t.start();
  }

  function campaign(): void {
    void opts.locks.request(opts.lockName, () => new Promise<void>((resolve) => {
      if (stopped) {
        resolve();
        return;
      }
      release = resolve;
      becomeLeader();
    })).catch((err: unknown) => opts.log?.(`Leader election failed: ${String(err)}`));
  }

  return {
    frames$: frames.asObservable(),
    status$: status.asObservable(),
    connected$: connected.asObservable(),
    authRejected$: authRejected.asObservable(),
    relayed$: relayed.asObservable(),
    retryAsked$: retryAsked.asObservable(),
    status: () => status.value,
    isLeader: () => leader !== null,
    publish(state) {
      if (stopped || !leader) return;
      link = state;
      post({ kind: 'state', state });
    },
    start() {
      if (!stopped) return;
      stopped = false;
      setStatus('connecting');
      campaign();
      // ask a leader, if any, for its state
      post({ kind: 'hello' });
    },
    retry() {
      if (stopped) return;
      if (leader) leader.retry();
      else post({ kind: 'retry' });
    },
    async stop() {
      stopped = true;
      setStatus('stopped');
      const t = leader;
      leader = null;
      leaderSubs.unsubscribe();
      if (t) {
        post({ kind: 'state', state: LEADER_GONE });
        await t.stop();
      }
      release?.();
      release = null;
      opts.channel.listen(null);
      opts.channel.close();
    },
  };
}
