// One browser, one socket: the tabs' sync workers elect a leader with a Web Lock; only the leader opens
// the STOMP connection and relays every frame body on a BroadcastChannel. Followers feed the relayed
// frames into their own pipelines (seq dedupe and ordering make a frame seen twice harmless), and take
// their connection state from the leader's. When the leader's tab closes its lock is released, the next
// waiting tab gets it at once, opens the socket and catches up from its last seq (so nothing is lost).
// A follower's retry() is relayed to the leader, whose socket it is.
import { BehaviorSubject, Subject, Subscription } from 'rxjs';
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
  | { kind: 'status'; status: TransportStatus }
  | { kind: 'hello' }
  /** a follower's Retry (the offline banner, a refreshed token): the leader tries its socket again */
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

export type SharedTransport = StompTransport & { isLeader(): boolean };

function isRelay(x: unknown): x is RelayMessage {
  if (typeof x !== 'object' || x === null || !('kind' in x)) return false;
  const k = (x as { kind: unknown }).kind;
  return k === 'hello' || k === 'retry' || (k === 'frame' && typeof (x as { body?: unknown }).body === 'string')
    || (k === 'status' && typeof (x as { status?: unknown }).status === 'string');
}

export function createSharedTransport(opts: SharedTransportOptions): SharedTransport {
  const frames = new Subject<string>();
  const status = new BehaviorSubject<TransportStatus>('idle');
  const connected = new Subject<void>();
  const authRejected = new Subject<string>();
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
      if (m.kind === 'hello') post({ kind: 'status', status: leader.status() });
      else if (m.kind === 'retry') leader.retry();
      return;
    }
    if (m.kind === 'frame') frames.next(m.body);
    else if (m.kind === 'status') {
      const was = status.value;
      // the leader (re)connected: catch up from our own last seq, like after our own reconnect
      if (m.status === 'connected' && was !== 'connected') connected.next();
      setStatus(m.status === 'idle' || m.status === 'stopped' ? 'reconnecting' : m.status);
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
    leaderSubs.add(t.status$.subscribe((s) => {
      setStatus(s);
      post({ kind: 'status', status: s });
    }));
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
    status: () => status.value,
    isLeader: () => leader !== null,
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
        post({ kind: 'status', status: 'reconnecting' });
        await t.stop();
      }
      release?.();
      release = null;
      opts.channel.listen(null);
      opts.channel.close();
    },
  };
}
