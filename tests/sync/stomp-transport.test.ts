import { afterEach, describe, expect, it } from 'vitest';
import { createStompTransport, type StompTransport, type TransportStatus } from '../../src/sync/transport/stomp';
import { startFakeStompServer, type FakeStompServer } from './fixtures/fake-stomp-server';
import { nodeWebSocketFactory, waitUntil } from './fixtures/node-ws';

let server: FakeStompServer | null = null;
let transport: StompTransport | null = null;
afterEach(async () => {
  await transport?.stop();
  await server?.close();
  transport = null;
  server = null;
});

function make(srv: FakeStompServer, token = 'token-1') {
  const ws = nodeWebSocketFactory();
  const t = createStompTransport({ url: srv.url, getToken: () => token, webSocketFactory: ws.factory });
  const statuses: TransportStatus[] = [];
  const bodies: string[] = [];
  let connects = 0;
  t.status$.subscribe((s) => statuses.push(s));
  t.frames$.subscribe((b) => bodies.push(b));
  t.connected$.subscribe(() => { connects += 1; });
  return { t, ws, statuses, bodies, connects: () => connects };
}

describe('STOMP transport', () => {
  it('connects with the bearer token, subscribes the user topic and emits frame bodies', async () => {
    server = await startFakeStompServer('token-1');
    const m = make(server);
    transport = m.t;
    m.t.start();
    await waitUntil(() => server!.subscribed() === 1, 5000, 'subscribe');
    server.send('{"a":"ü"}');
    await waitUntil(() => m.bodies.length === 1);
    expect(m.bodies).toEqual(['{"a":"ü"}']);
    expect(m.t.status()).toBe('connected');
  });

  it('a refused token: one attempt, closed, and no other until retry() (when to retry is the engine machine\'s)', async () => {
    server = await startFakeStompServer('good');
    let token = 'bad';
    const ws = nodeWebSocketFactory();
    const statuses: TransportStatus[] = [];
    transport = createStompTransport({ url: server.url, getToken: () => token, webSocketFactory: ws.factory });
    transport.status$.subscribe((s) => statuses.push(s));
    transport.start();
    await waitUntil(() => transport!.status() === 'closed', 5000, 'closed');
    await new Promise((r) => setTimeout(r, 100));
    expect(ws.sockets).toHaveLength(1);
    token = 'good';
    transport.retry();
    await waitUntil(() => transport!.status() === 'connected', 5000, 'connected');
    expect(ws.sockets).toHaveLength(2);
    expect(statuses).toEqual(['idle', 'connecting', 'closed', 'connecting', 'connected']);
  });

  it('a cut socket is reported closed; retry() connects again and announces the connect', async () => {
    server = await startFakeStompServer('token-1');
    const m = make(server);
    transport = m.t;
    m.t.start();
    await waitUntil(() => m.connects() === 1, 5000, 'first connect');
    server.dropAll();
    await waitUntil(() => m.t.status() === 'closed', 5000, 'closed');
    expect(server.subscribed()).toBe(0);
    m.t.retry();
    m.t.retry(); // one connection at a time
    await waitUntil(() => m.connects() === 2 && server!.subscribed() === 1, 5000, 'reconnect');
    expect(m.ws.sockets).toHaveLength(2);
    expect(m.statuses).toEqual(['idle', 'connecting', 'connected', 'closed', 'connecting', 'connected']);
  });

  it('has no timer of its own: a refused server leaves it closed; retry() while connected or after stop() opens nothing', async () => {
    server = await startFakeStompServer('token-1');
    server.refuse = true;
    const m = make(server);
    transport = m.t;
    m.t.start();
    await waitUntil(() => m.t.status() === 'closed', 5000, 'closed');
    server.refuse = false;
    await new Promise((r) => setTimeout(r, 150));
    expect(m.ws.sockets).toHaveLength(1);
    expect(m.t.status()).toBe('closed');
    m.t.retry();
    await waitUntil(() => m.t.status() === 'connected', 5000, 'connected');
    m.t.retry();
    expect(m.ws.sockets).toHaveLength(2);
    await m.t.stop();
    m.t.retry();
    expect(m.ws.sockets).toHaveLength(2);
  });
});
