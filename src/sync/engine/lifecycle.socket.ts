// The engine's socket as a callback actor: it creates the transport for the run, reports its life to the
// machine through sendBack only, opens one connection when the machine says so, and hands the machine's
// state to a transport shared by tabs (which relays it to the followers). It stops the transport when
// the machine leaves `running`.
import { fromCallback } from 'xstate';
import type { StompTransport, StompTransportOptions } from '../transport/stomp';
import type { LinkState, TabRelay } from '../transport/link';
import type { SocketCommand, SocketInput, SocketReport } from './lifecycle.types';

/** A transport of one tab, or one shared by tabs (then it relays). */
export type EngineTransport = StompTransport & Partial<TabRelay>;

/** What the socket needs of a run: where to connect, as whom, and where its stop is left for the flush. */
export type SocketRun = {
  config: { wsUrl: string; userId: string };
  socketStopped: Promise<void>;
};

export type SocketDeps = {
  transport(opts: StompTransportOptions): EngineTransport;
  /** the options of every transport but the run's own (url, key) */
  options: Omit<StompTransportOptions, 'url' | 'key'>;
  /** where the browser's 'online' event fires (default: the global scope, a worker's too, when it has events) */
  network?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
};

const globalNetwork = () => (typeof globalThis.addEventListener === 'function' ? globalThis : null);

/** The follower's reports of the leader's machine state ('connected' comes through connected$). */
const relayedReport = (s: LinkState): SocketReport | null => {
  if (s.status === 'connecting') return { type: 'socket.connecting' };
  if (s.status === 'reconnecting') return { type: 'socket.reconnecting', retries: s.retries };
  if (s.status === 'offline') return { type: 'socket.offline' };
  return null;
};

export function socketActor<R extends SocketRun>(deps: SocketDeps) {
  return fromCallback<SocketCommand, SocketInput<R>>(({ input: { run: r }, sendBack, receive }) => {
    const report = (e: SocketReport) => sendBack(e);
    const transport = deps.transport({ ...deps.options, url: r.config.wsUrl, key: r.config.userId });
    let leader: boolean | null = null;
    const role = () => {
      const isLeader = typeof transport.isLeader === 'function' ? transport.isLeader() : true;
      if (isLeader !== leader) {
        leader = isLeader;
        report({ type: isLeader ? 'socket.leader' : 'socket.follower' });
      }
    };
    const subs = [
      transport.status$.subscribe((s) => {
        role();
        if (s === 'connecting') report({ type: 'socket.connecting' });
        else if (s === 'closed') report({ type: 'socket.closed' });
      }),
      // the SUBSCRIBE is confirmed: a catch-up from here misses nothing
      transport.connected$.subscribe(() => {
        role();
        report({ type: 'socket.connected' });
      }),
      transport.frames$.subscribe((body) => report({ type: 'socket.frame', body })),
      transport.authRejected$.subscribe(() => report({ type: 'socket.authRejected' })),
    ];
    if (transport.relayed$) {
      subs.push(transport.relayed$.subscribe((s) => {
        role();
        const e = relayedReport(s);
        if (e) report(e);
      }));
    }
    if (transport.retryAsked$) subs.push(transport.retryAsked$.subscribe(() => report({ type: 'engine.retry' })));
    const online = () => report({ type: 'engine.online' });
    const events = deps.network === undefined ? globalNetwork() : deps.network;
    events?.addEventListener('online', online);
    receive((command) => {
      if (command.type === 'socket.retry') transport.retry();
      else transport.publish?.(command.link);
    });
    transport.start();
    return () => {
      events?.removeEventListener('online', online);
      for (const s of subs) s.unsubscribe();
      r.socketStopped = transport.stop();
    };
  });
}
