// The engine over a REAL socket to the REAL server (STOMP through a TCP proxy), while another user keeps
// writing: the connection is cut (a) by a clean close from the server and (b) by a silent stall that
// only the STOMP heart-beat can notice. After reconnect and catch-up no message is missing, none is
// applied twice, and the room's badge and total equal what the server says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyncEngine } from '../../src/sync/engine/engine';
import type { EngineStatus, MessagesView, RoomView, SyncEngineApi } from '../../src/sync/engine/facade';
import type { RealtimeEvent } from '../../src/domain/shared/events';
import { systemClock } from '../../server/src/clock';
import { client, startPglite, type Api, type TestServer } from '../server/harness';
import { person, type Person } from '../server/chat/chat-harness';
import { nodeWebSocketFactory, waitUntil } from './fixtures/node-ws';
import { startTcpProxy, type TcpProxy } from './fixtures/tcp-proxy';

/** heart-beat both ways; the server is lenient (10 s grace) so the client is the one to notice a stall */
const HEARTBEAT_MS = 100;
const CHAT = '/api/v1/chat';

let server: TestServer;
let proxy: TcpProxy;
let api: Api;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  // a user without any socket is offline after this long (the chat module reads it when it starts)
  process.env.PRESENCE_GRACE_MS = '300';
  // the system clock: messages need distinct, increasing createdAt for one order on both sides
  server = await startPglite({ stompHeartbeatMs: HEARTBEAT_MS, stompHeartbeatGraceMs: 10_000, clock: systemClock });
  proxy = await startTcpProxy(Number(new URL(server.url).port));
  api = client(server);
  [alice, bob] = await Promise.all([person(api), person(api)]);
  delete process.env.PRESENCE_GRACE_MS;
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

type Watch = {
  engine: SyncEngineApi;
  statuses: EngineStatus[];
  status(): EngineStatus | undefined;
  /** how often each message's CREATED was applied */
  created: Map<string, number>;
  room(): RoomView | undefined;
  view(): MessagesView | undefined;
  logs: string[];
};

async function watchAsAlice(roomId: string): Promise<Watch> {
  const logs: string[] = [];
  const engine = createSyncEngine({
    storage: 'memory', webSocketFactory: nodeWebSocketFactory().factory, retryDelayMs: 50, heartbeatMs: HEARTBEAT_MS,
    batchMs: 5, gapTimeoutMs: 200, log: (m) => logs.push(m),
  });
  const statuses: EngineStatus[] = [];
  const created = new Map<string, number>();
  let rooms: RoomView[] = [];
  let view: MessagesView | undefined;
  await engine.onStatus((s) => statuses.push(s));
  await engine.onRooms((r) => { rooms = r; });
  await engine.onEvents(['MESSAGE'], (e: RealtimeEvent) => {
    const id = (e.resource as { id: string }).id;
    if (e.action === 'CREATED') created.set(id, (created.get(id) ?? 0) + 1);
  });
  await engine.start({
    wsUrl: `ws://127.0.0.1:${proxy.port}/ws`, alertBase: `${server.url}/api/v1/alert`, accessToken: alice.token, userId: alice.id,
  });
  await engine.onMessages(roomId, (v) => { view = v; });
  return {
    engine, statuses, created, logs,
    status: () => statuses[statuses.length - 1],
    room: () => rooms.find((r) => r.id === roomId),
    view: () => view,
  };
}

/** Bob writes one message after another until stopped; each write records whether Alice was live then. */
function startWriting(roomId: string, live: () => boolean) {
  const ids: string[] = [];
  let whileDown = 0;
  let stop = false;
  const done = (async () => {
    for (let i = 0; !stop; i += 1) {
      const r = await api.post(`${CHAT}/messages`, { roomId, content: `burst ${i}` }, bob.token);
      if (r.status !== 201) throw new Error(`write failed: ${JSON.stringify(r)}`);
      ids.push(r.body.id as string);
      if (!live()) whileDown += 1;
    }
  })();
  return {
    ids,
    whileDown: () => whileDown,
    async stop() {
      stop = true;
      await done;
    },
  };
}

async function freshRoom(): Promise<string> {
  const r = await api.post(`${CHAT}/rooms`, { name: `cuts ${Date.now()}`, memberIds: [alice.id] }, bob.token);
  if (r.status !== 201) throw new Error(`room failed: ${JSON.stringify(r)}`);
  return r.body.id as string;
}

async function serverSays(roomId: string) {
  const unseen = await api.get(`${CHAT}/messages/stats?roomIds=${roomId}&notSeenBy=${alice.id}`, alice.token);
  const total = await api.get(`${CHAT}/messages/stats?roomIds=${roomId}`, alice.token);
  const page = await api.get(`${CHAT}/messages?roomIds=${roomId}&skip=0&limit=100`, alice.token);
  return { unread: unseen.body.rooms[roomId] as number, total: total.body.rooms[roomId] as number, ids: (page.body as { id: string }[]).map((m) => m.id).reverse() };
}

async function survivesCut(cut: () => void): Promise<{ w: Watch; written: number; whileDown: number; cutToReconnectingMs: number }> {
  const roomId = await freshRoom();
  const w = await watchAsAlice(roomId);
  let writer: ReturnType<typeof startWriting> | null = null;
  try {
    await waitUntil(() => w.status() === 'live' && w.room() !== undefined, 10_000, 'live with the room');
    writer = startWriting(roomId, () => w.status() === 'live');
    const ids = writer.ids;
    await waitUntil(() => w.created.size >= 5, 10_000, 'messages arriving live');
    const before = w.statuses.length;
    const cutAt = Date.now();
    cut();
    await waitUntil(() => w.statuses.slice(before).includes('reconnecting'), 10_000, 'the cut noticed');
    const cutToReconnectingMs = Date.now() - cutAt;
    const writtenAtCut = ids.length;
    await waitUntil(() => w.status() === 'live' && ids.length >= writtenAtCut + 5, 10_000, 'live again while bob writes on');
    const liveAgain = ids.length;
    await waitUntil(() => ids.length >= liveAgain + 5, 10_000, 'more messages after the reconnect');
    await writer.stop();

    const expected = await serverSays(roomId);
    expect(expected.ids).toHaveLength(ids.length);
    // everything arrives, each CREATED applied exactly once, in the server's order, with the server's counts
    await waitUntil(() => expected.ids.every((id) => w.created.has(id)), 10_000, 'every message applied');
    await waitUntil(() => w.room()?.unread === expected.unread && w.view()?.total === expected.total, 10_000, 'badge and total as on the server');
    expect([...w.created.values()].every((n) => n === 1)).toBe(true);
    expect([...w.created.keys()].sort()).toEqual([...expected.ids].sort());
    const view = w.view() as MessagesView;
    expect(view.loading).toBe(false);
    expect(view.messages.map((m) => m.id)).toEqual(expected.ids);
    expect(view.loaded).toBe(expected.total);
    return { w, written: ids.length, whileDown: writer.whileDown(), cutToReconnectingMs };
  } finally {
    await writer?.stop().catch(() => {});
    await w.engine.stop();
  }
}

describe('sync engine over a real socket: cuts while the server writes', () => {
  it('a clean close by the server (1012): reconnects, catches up, nothing missing or doubled', async () => {
    const r = await survivesCut(() => server.stomp.closeSessions(1012, 'service restart'));
    expect(r.whileDown).toBeGreaterThan(0);
    expect(server.serverErrors()).toBe(0);
  }, 30_000);

  it('a silent stall only the heart-beat notices: the client drops the dead link, reconnects, catches up', async () => {
    const gaveUp = proxy.clientGaveUp;
    const r = await survivesCut(() => proxy.stallAll());
    // the client itself closed the stalled link (no FIN ever reached it), within a few heart-beats
    expect(proxy.clientGaveUp).toBe(gaveUp + 1);
    expect(r.cutToReconnectingMs).toBeLessThan(20 * HEARTBEAT_MS);
    expect(r.whileDown).toBeGreaterThan(0);
    expect(server.serverErrors()).toBe(0);
  }, 30_000);

  it('presence over the real server: bob is online on alice\'s screen once his engine connects, offline after it stops', async () => {
    await freshRoom();
    const start = async (who: Person, onPresence: (ids: string[]) => void) => {
      const engine = createSyncEngine({ storage: 'memory', webSocketFactory: nodeWebSocketFactory().factory, retryDelayMs: 50, log: () => {} });
      await engine.onPresence(onPresence);
      await engine.start({ wsUrl: `ws://127.0.0.1:${proxy.port}/ws`, alertBase: `${server.url}/api/v1/alert`, accessToken: who.token, userId: who.id });
      return engine;
    };
    let seenByAlice: string[] = [];
    const a = await start(alice, (ids) => { seenByAlice = ids; });
    try {
      expect(seenByAlice).toContain(alice.id); // the viewer is always online
      const b = await start(bob, () => {});
      await waitUntil(() => seenByAlice.includes(bob.id), 10_000, 'bob online');
      await b.stop();
      await waitUntil(() => !seenByAlice.includes(bob.id), 10_000, 'bob offline');
    } finally {
      await a.stop();
    }
  }, 30_000);
});
