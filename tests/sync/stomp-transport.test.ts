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

function make(srv: FakeStompServer, token = 'token-1', retryDelayMs = 30) {
  const ws = nodeWebSocketFactory();
  const t = createStompTransport({ url: srv.url, getToken: () => token, webSocketFactory: ws.factory, retryDelayMs });
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

  it('a refused token fails: 3 retries, then offline, and stays offline until retry()', async () => {
    server = await startFakeStompServer('good');
    let token = 'bad';
    const ws = nodeWebSocketFactory();
    const statuses: TransportStatus[] = [];
    transport = createStompTransport({ url: server.url, getToken: () => token, webSocketFactory: ws.factory, retryDelayMs: 20 });
    transport.status$.subscribe((s) => statuses.push(s));
    transport.start();
    await waitUntil(() => transport!.status() === 'offline', 5000, 'offline');
    expect(ws.sockets).toHaveLength(4); // first attempt + 3 retries
    await new Promise((r) => setTimeout(r, 100));
    expect(ws.sockets).toHaveLength(4);
    token = 'good';
    transport.retry();
    await waitUntil(() => transport!.status() === 'connected', 5000, 'connected');
    expect(statuses).toEqual(['idle', 'connecting', 'reconnecting', 'offline', 'connecting', 'connected']);
  });

  it('reconnects after the socket is cut and announces each connect', async () => {
    server = await startFakeStompServer('token-1');
    const m = make(server);
    transport = m.t;
    m.t.start();
    await waitUntil(() => m.connects() === 1, 5000, 'first connect');
    server.dropAll();
    await waitUntil(() => m.connects() === 2 && server!.subscribed() === 1, 5000, 'reconnect');
    expect(m.statuses).toContain('reconnecting');
    expect(m.t.status()).toBe('connected');
  });

  it('waits the retry delay between attempts', async () => {
    server = await startFakeStompServer('token-1');
    server.refuse = true;
    const ws = nodeWebSocketFactory();
    transport = createStompTransport({ url: server.url, getToken: () => 'token-1', webSocketFactory: ws.factory, retryDelayMs: 300 });
    transport.start();
    await new Promise((r) => setTimeout(r, 150));
    expect(ws.sockets).toHaveLength(1);
    server.refuse = false;
    await waitUntil(() => transport!.status() === 'connected', 3000, 'connected after delay');
    expect(ws.sockets).toHaveLength(2);
  });
});
