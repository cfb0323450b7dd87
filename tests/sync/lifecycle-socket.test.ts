// The engine's socket actor (src/sync/engine/lifecycle.socket.ts) between a transport and the machine:
// what it reports of the socket, of the leader's relayed machine state and of the browser coming back
// online, and what it does with the machine's commands; run under a parent machine that records.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { createActor, setup, sendTo, type EventObject } from 'xstate';
import { socketActor, type EngineTransport } from '../../src/sync/engine/lifecycle.socket';
import type { LinkState } from '../../src/sync/transport/link';
import type { StompTransportOptions, TransportStatus } from '../../src/sync/transport/stomp';

function fakeTransport(leader: boolean) {
  const status = new BehaviorSubject<TransportStatus>('idle');
  const connected = new Subject<void>();
  const relayed = new Subject<LinkState>();
  const retryAsked = new Subject<void>();
  const calls = { retries: 0, published: [] as LinkState[], started: 0, stopped: 0, opts: null as StompTransportOptions | null };
  const t: EngineTransport = {
    frames$: new Subject<string>(), status$: status, connected$: connected, authRejected$: new Subject<string>(),
    relayed$: relayed, retryAsked$: retryAsked,
    status: () => status.value, isLeader: () => leader,
    start() { calls.started += 1; status.next('connecting'); },
    retry() { calls.retries += 1; },
    publish(s) { calls.published.push(s); },
    async stop() { calls.stopped += 1; },
  };
  return { t, calls, status, connected, relayed, retryAsked };
}

function run(leader: boolean) {
  const f = fakeTransport(leader);
  const network = new EventTarget();
  const reports: EventObject[] = [];
  const run = { config: { wsUrl: 'ws://mtz.test/ws', userId: 'u1' }, socketStopped: Promise.resolve() };
  const parent = setup({
    actors: { socket: socketActor<typeof run>({ transport: (o) => { f.calls.opts = o; return f.t; }, options: { getToken: () => 't' }, network }) },
  }).createMachine({
    invoke: { id: 'socket', src: 'socket', input: () => ({ run }) },
    on: {
      '*': { actions: ({ event }) => { reports.push(event); } },
      'tell.retry': { actions: sendTo('socket', { type: 'socket.retry' }) },
      'tell.publish': { actions: sendTo('socket', { type: 'socket.publish', link: { status: 'offline', retries: 3 } }) },
    },
  });
  const actor = createActor(parent).start();
  const types = () => reports.map((e) => e.type);
  return { f, network, actor, types, reports };
}

describe('the engine\'s socket actor', () => {
  it('a leader: reports its role, the attempt, the close and the connect; opens a connection and publishes when told', () => {
    const { f, actor, types } = run(true);
    expect(f.calls.started).toBe(1);
    expect(f.calls.opts).toMatchObject({ url: 'ws://mtz.test/ws', key: 'u1' });
    f.status.next('closed');
    f.connected.next();
    expect(types()).toEqual(['socket.leader', 'socket.connecting', 'socket.closed', 'socket.connected']);
    actor.send({ type: 'tell.retry' });
    actor.send({ type: 'tell.publish' });
    expect(f.calls.retries).toBe(1);
    expect(f.calls.published).toEqual([{ status: 'offline', retries: 3 }]);
    // a follower's Retry, relayed: the leader's machine decides
    f.retryAsked.next();
    expect(types().at(-1)).toBe('engine.retry');
    actor.stop();
    expect(f.calls.stopped).toBe(1);
  });

  it('a follower: the leader\'s relayed state becomes its reports (connected comes through connected$)', () => {
    const { f, actor, types, reports } = run(false);
    f.relayed.next({ status: 'reconnecting', retries: 2 });
    f.relayed.next({ status: 'offline', retries: 3 });
    f.relayed.next({ status: 'connecting', retries: 3 });
    f.relayed.next({ status: 'connected', retries: 0 });
    expect(types()).toEqual(['socket.follower', 'socket.connecting', 'socket.reconnecting', 'socket.offline', 'socket.connecting']);
    expect(reports[2]).toEqual({ type: 'socket.reconnecting', retries: 2 });
    actor.stop();
  });

  it('the browser back online is reported while the socket runs, not after', () => {
    const { network, actor, types } = run(true);
    network.dispatchEvent(new Event('online'));
    expect(types().at(-1)).toBe('engine.online');
    actor.stop();
    const n = types().length;
    network.dispatchEvent(new Event('online'));
    expect(types()).toHaveLength(n);
  });
});
