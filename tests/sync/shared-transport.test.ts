// One socket per browser: leader election (Web Locks) and the frame relay (BroadcastChannel), in Node
// with a fake lock manager, a fake channel bus and fake sockets.
import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { createSharedTransport } from '../../src/workers/shared-transport';
import { fakeBus, fakeLocks } from './fixtures/tabs';
import type { StompTransport, TransportStatus } from '../../src/sync/transport/stomp';

function fakeSocket() {
  const frames = new Subject<string>();
  const status = new BehaviorSubject<TransportStatus>('idle');
  const connected = new Subject<void>();
  const t: StompTransport & { push(b: string): void; started: boolean; retries: number } = {
    frames$: frames, status$: status, connected$: connected, authRejected$: new Subject<string>(),
    status: () => status.value, started: false,
    start() { t.started = true; connected.next(); status.next('connected'); },
    retries: 0,
    retry() { t.retries += 1; },
    async stop() { status.next('stopped'); },
    push: (b) => frames.next(b),
  };
  return t;
}

const settle = () => new Promise((r) => setTimeout(r, 5));

describe('one socket per browser', () => {
  it('one tab leads and relays; the others follow; when the leader closes another takes over at once and catches up', async () => {
    const locks = fakeLocks();
    const channel = fakeBus();
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const tabs = [0, 1, 2].map(() => {
      const t = createSharedTransport({ locks, channel: channel(), lockName: 'mtz-sync-u1', stomp: () => { const s = fakeSocket(); sockets.push(s); return s; } });
      const got: string[] = [];
      let connects = 0;
      t.frames$.subscribe((b) => got.push(b));
      t.connected$.subscribe(() => { connects += 1; });
      return { t, got, connects: () => connects };
    });
    for (const tab of tabs) tab.t.start();
    await settle();
    expect(sockets).toHaveLength(1);
    expect(tabs.map((x) => x.t.isLeader())).toEqual([true, false, false]);
    expect(tabs.map((x) => x.t.status())).toEqual(['connected', 'connected', 'connected']);
    expect(tabs.map((x) => x.connects())).toEqual([1, 1, 1]);
    sockets[0].push('f1');
    await settle();
    expect(tabs.map((x) => x.got)).toEqual([['f1'], ['f1'], ['f1']]);

    const closedAt = Date.now();
    await tabs[0].t.stop();
    await settle();
    expect(sockets).toHaveLength(2);
    expect(Date.now() - closedAt).toBeLessThan(1000);
    expect(tabs[1].t.isLeader()).toBe(true);
    // the new leader connected (its catch-up runs); the follower saw the leader reconnect and catches up too
    expect(tabs[1].connects()).toBe(2);
    expect(tabs[2].connects()).toBe(2);
    sockets[1].push('f2');
    await settle();
    expect(tabs[1].got).toEqual(['f1', 'f2']);
    expect(tabs[2].got).toEqual(['f1', 'f2']);
    expect(tabs[0].got).toEqual(['f1']);
    await tabs[1].t.stop();
    await tabs[2].t.stop();
  });

  it('a tab that opens later learns the leader\'s state from its answer', async () => {
    const locks = fakeLocks();
    const channel = fakeBus();
    const a = createSharedTransport({ locks, channel: channel(), lockName: 'l', stomp: fakeSocket });
    a.start();
    await settle();
    const b = createSharedTransport({ locks, channel: channel(), lockName: 'l', stomp: fakeSocket });
    let caughtUp = 0;
    b.connected$.subscribe(() => { caughtUp += 1; });
    b.start();
    await settle();
    expect(b.isLeader()).toBe(false);
    expect(b.status()).toBe('connected');
    expect(caughtUp).toBe(1);
    await a.stop();
    await b.stop();
  });

  it('a follower\'s retry() reaches the leader, whose socket it is; the leader\'s own retry too', async () => {
    const locks = fakeLocks();
    const channel = fakeBus();
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const open = () => { const s = fakeSocket(); sockets.push(s); return s; };
    const a = createSharedTransport({ locks, channel: channel(), lockName: 'l', stomp: open });
    const b = createSharedTransport({ locks, channel: channel(), lockName: 'l', stomp: open });
    a.start();
    b.start();
    await settle();
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);
    b.retry();
    await settle();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].retries).toBe(1);
    a.retry();
    expect(sockets[0].retries).toBe(2);
    await b.stop();
    b.retry(); // a stopped tab asks nothing
    await settle();
    expect(sockets[0].retries).toBe(2);
    await a.stop();
  });
});
