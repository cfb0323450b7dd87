// One socket per browser: leader election (Web Locks), the frame relay and the relay of the leader's
// machine state and of the followers' retries (BroadcastChannel), in Node with a fake lock manager, a
// fake channel bus and fake sockets; the tests speak for each tab's engine machine (publish).
import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { createSharedTransport, type SharedTransport } from '../../src/workers/shared-transport';
import type { LinkState } from '../../src/sync/transport/link';
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

/** A tab's transport with what it reports: frames, connects and the leader's machine states it hears. */
function tab(t: SharedTransport) {
  const got: string[] = [];
  const heard: LinkState[] = [];
  let connects = 0;
  let asked = 0;
  t.frames$.subscribe((b) => got.push(b));
  t.connected$.subscribe(() => { connects += 1; });
  t.relayed$.subscribe((s) => heard.push(s));
  t.retryAsked$.subscribe(() => { asked += 1; });
  return { t, got, heard, connects: () => connects, asked: () => asked };
}

const CONNECTED: LinkState = { status: 'connected', retries: 0 };

describe('one socket per browser', () => {
  it('one tab leads and relays frames and its machine\'s state; the others follow; when the leader closes another takes over at once', async () => {
    const locks = fakeLocks();
    const channel = fakeBus();
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const tabs = [0, 1, 2].map(() => tab(createSharedTransport({ locks, channel: channel(), lockName: 'mtz-sync-u1', stomp: () => { const s = fakeSocket(); sockets.push(s); return s; } })));
    for (const x of tabs) x.t.start();
    await settle();
    expect(sockets).toHaveLength(1);
    expect(tabs.map((x) => x.t.isLeader())).toEqual([true, false, false]);
    // the leader's socket connected; the followers wait for what the leader's machine says
    expect(tabs.map((x) => x.connects())).toEqual([1, 0, 0]);
    tabs[0].t.publish(CONNECTED);
    await settle();
    expect(tabs.map((x) => x.connects())).toEqual([1, 1, 1]);
    // a follower's machine publishes too: nobody hears it
    tabs[1].t.publish({ status: 'offline', retries: 3 });
    await settle();
    expect(tabs[2].heard).toEqual([]);
    sockets[0].push('f1');
    await settle();
    expect(tabs.map((x) => x.got)).toEqual([['f1'], ['f1'], ['f1']]);

    const closedAt = Date.now();
    await tabs[0].t.stop();
    await settle();
    expect(sockets).toHaveLength(2);
    expect(Date.now() - closedAt).toBeLessThan(1000);
    expect(tabs[1].t.isLeader()).toBe(true);
    // the follower heard the leader go; the new leader's socket connected (its catch-up runs)
    expect(tabs[2].heard).toEqual([{ status: 'reconnecting', retries: 0 }]);
    expect(tabs[1].connects()).toBe(2);
    tabs[1].t.publish(CONNECTED);
    await settle();
    // the follower saw the leader reconnect and catches up too
    expect(tabs[2].connects()).toBe(2);
    sockets[1].push('f2');
    await settle();
    expect(tabs[1].got).toEqual(['f1', 'f2']);
    expect(tabs[2].got).toEqual(['f1', 'f2']);
    expect(tabs[0].got).toEqual(['f1']);
    await tabs[1].t.stop();
    await tabs[2].t.stop();
  });

  it('a tab that opens later learns the leader\'s machine state from its answer, then every change (retry count, gave up, back)', async () => {
    const locks = fakeLocks();
    const channel = fakeBus();
    const a = createSharedTransport({ locks, channel: channel(), lockName: 'l', stomp: fakeSocket });
    a.start();
    await settle();
    a.publish({ status: 'reconnecting', retries: 2 });
    const b = tab(createSharedTransport({ locks, channel: channel(), lockName: 'l', stomp: fakeSocket }));
    b.t.start();
    await settle();
    expect(b.t.isLeader()).toBe(false);
    expect(b.heard).toEqual([{ status: 'reconnecting', retries: 2 }]);
    a.publish({ status: 'connecting', retries: 3 });
    a.publish({ status: 'offline', retries: 3 });
    await settle();
    expect(b.heard.slice(1)).toEqual([{ status: 'connecting', retries: 3 }, { status: 'offline', retries: 3 }]);
    expect(b.connects()).toBe(0);
    a.publish(CONNECTED);
    await settle();
    expect(b.connects()).toBe(1);
    await a.stop();
    await b.t.stop();
  });

  it('a follower\'s retry() reaches the leader\'s machine (which decides); the leader\'s own retry opens its socket', async () => {
    const locks = fakeLocks();
    const channel = fakeBus();
    const sockets: ReturnType<typeof fakeSocket>[] = [];
    const open = () => { const s = fakeSocket(); sockets.push(s); return s; };
    const a = tab(createSharedTransport({ locks, channel: channel(), lockName: 'l', stomp: open }));
    const b = tab(createSharedTransport({ locks, channel: channel(), lockName: 'l', stomp: open }));
    a.t.start();
    b.t.start();
    await settle();
    expect([a.t.isLeader(), b.t.isLeader()]).toEqual([true, false]);
    b.t.retry();
    await settle();
    expect(sockets).toHaveLength(1);
    expect(a.asked()).toBe(1);
    expect(sockets[0].retries).toBe(0);
    a.t.retry();
    expect(sockets[0].retries).toBe(1);
    expect(b.asked()).toBe(0);
    await b.t.stop();
    b.t.retry(); // a stopped tab asks nothing
    await settle();
    expect(a.asked()).toBe(1);
    await a.t.stop();
  });
});
