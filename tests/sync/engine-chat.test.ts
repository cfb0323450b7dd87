// The engine's chat views in Node: memory storage, the fake chat service and a real STOMP socket.
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncEngine } from '../../src/sync/engine/engine';
import type { EngineStatus, MessagesView, SyncEngineApi } from '../../src/sync/engine/facade';
import type { RealtimeEvent } from '../../src/domain/shared/events';
import { startFakeBackend, type FakeBackend } from './fixtures/fake-backend';
import { nodeWebSocketFactory, waitUntil } from './fixtures/node-ws';
import { startChatEngine } from './fixtures/chat-engine';

let backend: FakeBackend | null = null;
let users = 0;
/** a fresh user per test: the memory storage keeps each user's database for the whole file */
let me = 'me';
const fresh = (token?: string) => {
  users += 1;
  me = `me-${users}`;
  return startFakeBackend(token, undefined, me);
};
const engines: SyncEngineApi[] = [];

afterEach(async () => {
  for (const e of engines.splice(0)) await e.stop();
  await backend?.close();
  backend = null;
});

const startEngine = (b: FakeBackend, token = 'token-1') => startChatEngine(b, me, engines, token);

describe('sync engine: chat', () => {
  it('loads rooms with their unread badges (at most 11), never pushing an empty list first', async () => {
    backend = await fresh();
    const c = backend.chat;
    c.addRoom('r1', ['u1', me]);
    c.addRoom('r2', ['u1', me]);
    for (let i = 0; i < 13; i += 1) c.send('r1', 'u1', `hello ${i}`);
    c.send('r2', me, 'mine');
    const e = await startEngine(backend);
    expect(e.rooms[0].map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(e.room('r1')?.unread).toBe(11);
    expect(e.room('r2')?.unread).toBe(0);
    await waitUntil(() => e.status() === 'live');
    c.send('r1', 'u1', 'one more');
    await waitUntil(() => e.room('r1') !== undefined && e.rooms[e.rooms.length - 1][0].id === 'r1', 2000, 'r1 first');
    expect(e.room('r1')?.unread).toBe(11);
  });

  it('a live message raises the badge, a deletion lowers it, a view by the user clears it', async () => {
    backend = await fresh();
    const c = backend.chat;
    c.addRoom('r1', ['u1', me]);
    const e = await startEngine(backend);
    await waitUntil(() => e.status() === 'live');
    const m1 = c.send('r1', 'u1', 'a').resource as { id: string };
    const m2 = c.send('r1', 'u1', 'b').resource as { id: string };
    await waitUntil(() => e.room('r1')?.unread === 2, 2000, '2 unread');
    c.remove(m1.id);
    await waitUntil(() => e.room('r1')?.unread === 1, 2000, '1 unread');
    c.view(m2.id, me);
    await waitUntil(() => e.room('r1')?.unread === 0);
  });

  it('the open room: first page, older pages, a created message is shown and marked read on the server', async () => {
    backend = await fresh();
    const c = backend.chat;
    c.addRoom('r1', ['u1', me]);
    for (let i = 0; i < 15; i += 1) c.send('r1', 'u1', `m ${i}`);
    const e = await startEngine(backend);
    await waitUntil(() => e.status() === 'live');
    const views: MessagesView[] = [];
    await e.engine.onMessages('r1', (v) => views.push(v));
    expect(views[0].loading).toBe(true);
    const view = () => views[views.length - 1];
    await waitUntil(() => !view().loading && view().loaded === 10 && view().total === 15, 3000, 'first page');
    expect(view().hasOlder).toBe(true);
    expect(view().messages[9].content).toBe('m 14');
    await e.engine.loadOlderMessages('r1');
    await waitUntil(() => view().loaded === 15 && !view().hasOlder, 3000, 'older page');
    expect(view().messages[0].content).toBe('m 0');
    await e.engine.openRoom('r1');
    expect(e.room('r1')?.unread).toBe(0);
    await waitUntil(() => c.unseen('r1').length === 0, 3000, 'read on the server');
    const created = c.send('r1', 'u1', 'live one').resource as { id: string };
    await waitUntil(() => view().messages.some((m) => m.id === created.id), 2000, 'shown');
    await waitUntil(() => c.unseen('r1').length === 0, 2000, 'marked read');
    expect(e.room('r1')?.unread).toBe(0);
    backend.emitFile(created.id);
    await waitUntil(() => view().files[created.id] !== undefined, 2000, 'file attached');
  });

  it('a room update without the user removes and deselects it; invites leave once answered; presence', async () => {
    backend = await fresh();
    const c = backend.chat;
    c.addRoom('r1', ['u1', me]);
    const e = await startEngine(backend);
    await waitUntil(() => e.status() === 'live');
    await e.engine.openRoom('r1');
    c.setMembers('r1', ['u1']);
    await waitUntil(() => e.room('r1') === undefined && e.rooms.length > 1);
    c.send('r1', 'u1', 'after removal', false);
    c.addRoom('r2', ['u1', me]);
    await waitUntil(() => e.room('r2') !== undefined);
    c.invite('i1', 'r9');
    await waitUntil(() => e.invites().length === 1);
    c.answerInvite('i1', false);
    await waitUntil(() => e.invites().length === 0);
    expect(e.online()).toEqual([me]);
    c.online('p1', 'u1');
    await waitUntil(() => e.online().includes('u1'));
    c.offline('p1');
    await waitUntil(() => !e.online().includes('u1'));
  });

  it('onEvents hands each applied event of the asked types once, in seq order', async () => {
    backend = await fresh();
    const e = await startEngine(backend);
    await waitUntil(() => e.status() === 'live');
    const seen: RealtimeEvent[] = [];
    const off = await e.engine.onEvents(['ROOM', 'CONNECTION'], (ev) => seen.push(ev));
    backend.chat.addRoom('r1', ['u1', me]);
    const conn = backend.emitRaw('CONNECTION', 'ACCEPTED', { id: 'c1' }, false);
    backend.notify();
    backend.pushRaw(JSON.stringify(conn));
    backend.pushRaw(JSON.stringify(conn));
    await waitUntil(() => seen.length === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.map((s) => s.resourceType)).toEqual(['ROOM', 'CONNECTION']);
    off();
    backend.chat.addRoom('r2', ['u1', me]);
    await waitUntil(() => e.room('r2') !== undefined);
    expect(seen).toHaveLength(2);
  });

  it('onTokenRejected fires when the socket\'s CONNECT is refused for its token; setToken then connects', async () => {
    backend = await fresh('token-2');
    const ws = nodeWebSocketFactory();
    const engine = createSyncEngine({ storage: 'memory', webSocketFactory: ws.factory, fetch: backend.fetchFn, retryDelayMs: 30, batchMs: 5, log: () => {} });
    engines.push(engine);
    let rejected = 0;
    const statuses: EngineStatus[] = [];
    await engine.onStatus((s) => statuses.push(s));
    await engine.onTokenRejected(() => { rejected += 1; });
    await engine.start({ wsUrl: backend.stomp.url, alertBase: backend.alertBase, accessToken: 'token-1', userId: me });
    await waitUntil(() => rejected > 0, 3000, 'token rejected');
    await engine.setToken('token-2');
    await waitUntil(() => statuses[statuses.length - 1] === 'live', 5000, 'live');
  });
});
