// Tabs of one user, each a whole engine, sharing one STOMP socket (Web Locks leader + relay) to a
// real socket server. While messages keep coming the leader tab closes: another tab holds the socket
// within a second, and every tab applies every message exactly once with the same badge (two tabs: RxDB's
// free edition opens at most 13 collections per realm, 6 per engine; three tabs following two leaders in
// turn are covered in shared-transport.test.ts). When the
// socket is down for good, the leader's machine gives up after its retries and the follower shows it
// (relayed, no timer of its own), and a follower's Retry brings it back through the leader's machine.
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncEngine } from '../../src/sync/engine/engine';
import type { EngineStatus, RoomView, SyncEngineApi } from '../../src/sync/engine/facade';
import { createStompTransport } from '../../src/sync/transport/stomp';
import { createSharedTransport } from '../../src/workers/shared-transport';
import { startFakeBackend, type FakeBackend } from './fixtures/fake-backend';
import { nodeWebSocketFactory, waitUntil } from './fixtures/node-ws';
import { fakeBus, fakeLocks } from './fixtures/tabs';

let backend: FakeBackend | null = null;
let users = 0;
const engines: SyncEngineApi[] = [];

afterEach(async () => {
  for (const e of engines.splice(0)) await e.stop();
  await backend?.close();
  backend = null;
});

async function openTabs(b: FakeBackend, me: string, n: number) {
  const locks = fakeLocks();
  const bus = fakeBus();
  const ws = nodeWebSocketFactory();
  const tabs = [];
  for (let i = 0; i < n; i += 1) {
    const engine = createSyncEngine({
      storage: 'memory', databaseName: `tab-${me}-${i}`, webSocketFactory: ws.factory, fetch: b.fetchFn,
      retryDelayMs: 20, gapTimeoutMs: 50, batchMs: 5, log: () => {},
      transport: (o) => createSharedTransport({ locks, channel: bus(), lockName: `mtz-sync-${o.key}`, stomp: () => createStompTransport(o) }),
    });
    engines.push(engine);
    const statuses: EngineStatus[] = [];
    /** the retry each 'reconnecting' named (the banner's 'Reconnecting (n of 3)…') */
    const tries: number[] = [];
    const created = new Map<string, number>();
    let rooms: RoomView[] = [];
    await engine.onStatus((s, retry) => {
      statuses.push(s);
      if (s === 'reconnecting') tries.push(retry);
    });
    await engine.onRooms((r) => { rooms = r; });
    await engine.onEvents(['MESSAGE'], (e) => {
      const id = (e.resource as { id: string }).id;
      if (e.action === 'CREATED') created.set(id, (created.get(id) ?? 0) + 1);
    });
    await engine.start({ wsUrl: b.stomp.url, alertBase: b.alertBase, accessToken: 'token-1', userId: me });
    tabs.push({ engine, created, statuses, tries, status: () => statuses[statuses.length - 1], unread: (id: string) => rooms.find((r) => r.id === id)?.unread });
  }
  return { tabs, ws };
}

describe('tabs sharing one socket', () => {
  it('the leader tab closes while messages arrive: another leads within a second; no tab loses or doubles one', async () => {
    users += 1;
    const me = `tab-user-${users}`;
    const b = (backend = await startFakeBackend(undefined, undefined, me));
    b.chat.addRoom('r1', ['u1', me]);
    const { tabs, ws } = await openTabs(b, me, 2);
    await waitUntil(() => tabs.every((t) => t.status() === 'live'), 5000, 'all live');
    expect(ws.sockets).toHaveLength(1);
    expect(b.stomp.subscribed()).toBe(1);

    const sent: string[] = [];
    const send = () => sent.push((b.chat.send('r1', 'u1', `m${sent.length}`).resource as { id: string }).id);
    const sender = setInterval(send, 3);
    try {
      await waitUntil(() => tabs[1].created.size >= 5, 3000, 'messages before the hand-over');
      const closedAt = Date.now();
      await tabs[0].engine.stop();
      await waitUntil(() => b.stomp.subscribed() === 1 && ws.sockets.length === 2, 2000, 'a new leader\'s socket');
      expect(Date.now() - closedAt).toBeLessThan(1000);
      const handedOver = sent.length;
      await waitUntil(() => sent.length >= handedOver + 10, 3000, 'messages after the hand-over');
    } finally {
      clearInterval(sender);
    }
    const open = tabs.slice(1);
    await waitUntil(() => open.every((t) => sent.every((id) => t.created.has(id))), 5000, 'every message in every open tab');
    for (const t of open) {
      expect([...t.created.values()].every((n) => n === 1)).toBe(true);
      expect(t.created.size).toBe(sent.length);
      expect(t.unread('r1')).toBe(Math.min(11, b.chat.unseen('r1').length));
    }
    expect(b.stomp.subscribed()).toBe(1);
  });

  it('a follower\'s Retry reconnects the leader\'s socket after the tabs went offline', async () => {
    users += 1;
    const me = `tab-user-${users}`;
    const b = (backend = await startFakeBackend(undefined, undefined, me));
    const { tabs, ws } = await openTabs(b, me, 2);
    await waitUntil(() => tabs.every((t) => t.status() === 'live'), 5000, 'all live');
    const seen = tabs[1].statuses.length;
    b.stomp.refuse = true;
    b.stomp.dropAll();
    await waitUntil(() => tabs.every((t) => t.status() === 'offline'), 5000, 'offline after the retries');
    // the leader's socket and its machine's 3 retries, nothing from the follower; it saw the leader wait, then give up
    expect(ws.sockets).toHaveLength(4);
    expect(tabs[1].statuses.slice(seen)).toContain('reconnecting');
    // both tabs named each of the leader's 3 retries as it waited for it
    expect(tabs[0].tries).toEqual([1, 2, 3]);
    expect(tabs[1].tries).toEqual([1, 2, 3]);
    await new Promise((r) => setTimeout(r, 100));
    expect(ws.sockets).toHaveLength(4);
    const opened = ws.sockets.length;
    b.stomp.refuse = false;
    await tabs[1].engine.retry(); // the follower's banner button
    await waitUntil(() => tabs.every((t) => t.status() === 'live'), 5000, 'live again');
    expect(ws.sockets.length).toBe(opened + 1);
    expect(b.stomp.subscribed()).toBe(1);
  });
});
