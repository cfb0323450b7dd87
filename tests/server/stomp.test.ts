// The STOMP 1.2 endpoint at /ws, driven by @stomp/stompjs (as the client does) and by a raw socket
// for the protocol edges: bad token, bad frames, heart-beats, byte-correct content-length.
import { Client, type IFrame, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { backends, client, login, newMember, startPglite, type Api, type TestServer } from './harness';
import { waitFor } from './wait-for';

const TOPIC = '/user/topic/mtz';


/** A raw WebSocket speaking STOMP by hand: every received message and the close are recorded. */
function raw(s: TestServer, protocols = ['v12.stomp']) {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/ws`, protocols);
  const received: string[] = [];
  let closed = false;
  ws.on('message', (d) => received.push(d.toString('utf8')));
  ws.on('close', () => (closed = true));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    opened,
    isClosed: () => closed,
    frames: () => received.filter((m) => m !== '\n' && m !== '\r\n'),
    send: (text: string) => ws.send(text),
  };
}

const connectFrame = (token: string, heartBeat = '0,0') => `CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${token}\nheart-beat:${heartBeat}\n\n\0`;

function stompClient(s: TestServer, token: string, extra: Partial<ConstructorParameters<typeof Client>[0]> = {}) {
  return new Client({
    webSocketFactory: () => new WebSocket(`${s.url.replace('http', 'ws')}/ws`, ['v12.stomp', 'v11.stomp', 'v10.stomp']) as unknown as IStompSocket,
    connectHeaders: { Authorization: `Bearer ${token}` },
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    reconnectDelay: 0,
    debug: () => {},
    ...extra,
  });
}

function connected(c: Client): Promise<IFrame> {
  return new Promise((resolve, reject) => {
    c.onConnect = resolve;
    c.onStompError = (f) => reject(new Error(f.headers.message));
    c.onWebSocketClose = () => reject(new Error('socket closed'));
    c.activate();
  });
}

describe('STOMP endpoint /ws', () => {
  let s: TestServer;
  let api: Api;
  let admin: string;
  beforeAll(async () => {
    // PGlite only: the STOMP protocol of one process; across processes on PostgreSQL: the last describe
    s = await startPglite({ stompHeartbeatMs: 100, stompHeartbeatGraceMs: 100 });
    api = client(s);
    admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });

  it('answers a bad or missing token with an ERROR frame and closes the socket', async () => {
    for (const frame of [connectFrame('not-a-token'), 'CONNECT\naccept-version:1.2\n\n\0']) {
      const r = raw(s);
      await r.opened;
      expect(r.ws.protocol).toBe('v12.stomp');
      r.send(frame);
      await waitFor('close', () => r.isClosed());
      expect(r.frames()).toHaveLength(1);
      expect(r.frames()[0]).toMatch(/^ERROR\n/);
      expect(r.frames()[0]).toContain('message:Invalid or missing access token');
    }
    // stompjs sees the same as onStompError
    const c = stompClient(s, 'expired.or.bad');
    await expect(connected(c)).rejects.toThrow('Invalid or missing access token');
    await c.deactivate();
  });

  it('refuses an expired access token', async () => {
    const m = await newMember(api);
    s.clock.advance(15 * 60 * 1000);
    const c = stompClient(s, m.accessToken);
    await expect(connected(c)).rejects.toThrow('Invalid or missing access token');
    await c.deactivate();
    admin = (await login(api, 'admin@mtz.test', 'Admin123!')).accessToken;
  });

  it('delivers NOTIFICATION events as MESSAGE frames with byte-correct content-length for any UTF-8', async () => {
    const m = await newMember(api);
    const c = stompClient(s, m.accessToken);
    const frame = await connected(c);
    expect(frame.headers.version).toBe('1.2');
    const got: IMessage[] = [];
    const subscribed = new Promise<void>((resolve) => c.watchForReceipt('sub-1', () => resolve()));
    c.subscribe(TOPIC, (msg) => got.push(msg), { receipt: 'sub-1' });
    await subscribed;

    const contents = ['Grüße 🚀 from Zürich', 'Привет, мир — 你好世界 — مرحبا', 'plain ascii', '👩‍👩‍👧‍👦 family ✔'];
    for (const content of contents) {
      expect((await api.post('/api/v1/alert/notifications', { receiverId: m.id, content }, admin)).status).toBe(201);
    }
    await waitFor('4 messages', () => got.length === 4);
    expect(got.map((g) => JSON.parse(g.body).resource.content)).toEqual(contents);
    for (const [i, g] of got.entries()) {
      expect(g.headers.destination).toBe(TOPIC);
      expect(g.headers['content-type']).toBe('application/json');
      expect(g.headers['message-id']).toEqual(expect.any(String));
      expect(g.headers.subscription).toEqual(expect.any(String));
      expect(Number(g.headers['content-length'])).toBe(Buffer.byteLength(g.body, 'utf8'));
      expect(JSON.parse(g.body)).toMatchObject({ resourceType: 'NOTIFICATION', action: 'CREATED', seq: i + 1 });
    }
    // the pushed events are the log's events
    const page = (await api.get('/api/v1/alert/events?afterSeq=0', m.accessToken)).body;
    expect(page.events).toEqual(got.map((g) => JSON.parse(g.body)));
    await c.deactivate();
  });

  it('sends content-length in bytes on the wire (raw socket)', async () => {
    const m = await newMember(api);
    const r = raw(s);
    await r.opened;
    r.send(connectFrame(m.accessToken));
    await waitFor('CONNECTED', () => r.frames()[0]?.startsWith('CONNECTED\n'));
    r.send(`SUBSCRIBE\nid:0\ndestination:${TOPIC}\nreceipt:r1\n\n\0`);
    await waitFor('RECEIPT', () => r.frames().some((f) => f.startsWith('RECEIPT\nreceipt-id:r1\n')));
    await api.post('/api/v1/alert/notifications', { receiverId: m.id, content: 'ü€😀' }, admin);
    const msg = await waitFor('MESSAGE', () => r.frames().find((f) => f.startsWith('MESSAGE\n')));
    const [head, rest] = msg.split('\n\n', 2);
    const length = Number(/content-length:(\d+)/.exec(head)?.[1]);
    const body = rest.slice(0, -1);
    expect(rest.endsWith('\0')).toBe(true);
    expect(length).toBe(Buffer.byteLength(body, 'utf8'));
    expect(length).toBeGreaterThan(body.length);
    r.ws.close();
  });

  it('answers frames with a receipt header with RECEIPT, and DISCONNECT with RECEIPT then close', async () => {
    const m = await newMember(api);
    const r = raw(s);
    await r.opened;
    r.send(connectFrame(m.accessToken));
    await waitFor('CONNECTED', () => r.frames()[0]?.startsWith('CONNECTED\n'));
    r.send(`SUBSCRIBE\nid:7\ndestination:${TOPIC}\nreceipt:a\n\n\0UNSUBSCRIBE\nid:7\nreceipt:b\n\n\0`);
    await waitFor('two receipts', () => r.frames().filter((f) => f.startsWith('RECEIPT')).length === 2);
    r.send('DISCONNECT\nreceipt:bye\n\n\0');
    await waitFor('close', () => r.isClosed());
    expect(r.frames().at(-1)).toBe('RECEIPT\nreceipt-id:bye\n\n\0');

    // stompjs: deactivate sends DISCONNECT and waits for its receipt
    const c = stompClient(s, m.accessToken);
    await connected(c);
    await waitFor('one session', () => s.stomp.connectionCount() >= 1);
    await c.deactivate();
    await waitFor('no sessions', () => s.stomp.connectionCount() === 0);
  });

  it('sends heart-beats and keeps a beating client connected', async () => {
    const m = await newMember(api);
    const logs: string[] = [];
    const c = stompClient(s, m.accessToken, { heartbeatIncoming: 100, heartbeatOutgoing: 100, debug: (msg) => logs.push(msg) });
    const frame = await connected(c);
    expect(frame.headers['heart-beat']).toBe('100,100');
    await new Promise((r) => setTimeout(r, 700));
    expect(logs.filter((l) => l === '<<< PONG').length).toBeGreaterThanOrEqual(3);
    expect(c.connected).toBe(true);
    await c.deactivate();
  });

  it('closes a client that promised heart-beats and went silent', async () => {
    const m = await newMember(api);
    const r = raw(s);
    await r.opened;
    const t0 = Date.now();
    r.send(connectFrame(m.accessToken, '100,100'));
    await waitFor('CONNECTED', () => r.frames()[0]?.startsWith('CONNECTED\n'));
    await waitFor('server closes', () => r.isClosed(), 3000);
    const silentFor = Date.now() - t0;
    expect(silentFor).toBeGreaterThanOrEqual(295); // 2 x 100 ms + 100 ms grace since our last byte
    expect(r.received.filter((x) => x === '\n').length).toBeGreaterThanOrEqual(1);
  });

  it('answers bad frames with ERROR and stays up for everyone else', async () => {
    const m = await newMember(api);
    const bad = [
      'HELLO\n\n\0',
      'SUBSCRIBE\nid:1\ndestination:/x\n\n\0', // before CONNECT
      'CONNECT\naccept-version:9.9\n\n\0',
      `${connectFrame(m.accessToken)}SUBSCRIBE\nid:1\ndestination:/topic/other\n\n\0`,
      `${connectFrame(m.accessToken)}SEND\ndestination:${TOPIC}\ncontent-length:abc\n\nx\0`,
      `${connectFrame(m.accessToken)}SEND\ndestination:${TOPIC}\ncontent-length:1\n\nxyz\0`,
      `${connectFrame(m.accessToken)}SUBSCRIBE\nid\\q:1\n\n\0`,
      `${connectFrame(m.accessToken)}SUBSCRIBE\nno-colon-header\n\n\0`,
      'x'.repeat(70 * 1024),
    ];
    for (const text of bad) {
      const r = raw(s);
      await r.opened;
      r.send(text);
      await waitFor(`close after ${JSON.stringify(text.slice(0, 40))}`, () => r.isClosed());
      expect(r.frames().at(-1)).toMatch(/^ERROR\n/);
    }
    // binary frames split at any byte still parse
    const r = raw(s);
    await r.opened;
    const bytes = Buffer.from(`${connectFrame(m.accessToken)}SUBSCRIBE\nid:0\ndestination:${TOPIC}\nreceipt:ok\n\n\0`);
    for (let i = 0; i < bytes.length; i += 7) r.ws.send(bytes.subarray(i, i + 7));
    await waitFor('RECEIPT', () => r.frames().some((f) => f.startsWith('RECEIPT\nreceipt-id:ok')));
    r.ws.close();
    expect((await api.get('/api/v1/company/categories')).status).toBe(200);
  });

  it('accepts the v11 and v10 subprotocols', async () => {
    const m = await newMember(api);
    for (const p of ['v11.stomp', 'v10.stomp']) {
      const r = raw(s, [p]);
      await r.opened;
      expect(r.ws.protocol).toBe(p);
      r.send(connectFrame(m.accessToken).replace('accept-version:1.2', 'accept-version:1.0,1.1'));
      await waitFor('CONNECTED', () => r.frames()[0]?.startsWith('CONNECTED\n'));
      expect(r.frames()[0]).toContain('version:1.1');
      r.ws.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('fan-out across processes on one PostgreSQL (LISTEN/NOTIFY)', () => {
  it('pushes an event written through one server to a socket on another', async () => {
    const [a, b] = await Promise.all([0, 1].map(() => backends().find((x) => x.name === 'postgres')!.start()));
    try {
      const apiA = client(a);
      const m = await newMember(apiA);
      const c = stompClient(b, m.accessToken);
      await connected(c);
      const got: IMessage[] = [];
      const subscribed = new Promise<void>((resolve) => c.watchForReceipt('s', () => resolve()));
      c.subscribe(TOPIC, (msg) => got.push(msg), { receipt: 's' });
      await subscribed;
      const adminA = (await login(apiA, 'admin@mtz.test', 'Admin123!')).accessToken;
      await apiA.post('/api/v1/alert/notifications', { receiverId: m.id, content: 'über Prozesse 🌍' }, adminA);
      await waitFor('message on the other server', () => got.length === 1);
      expect(JSON.parse(got[0].body)).toMatchObject({ resourceType: 'NOTIFICATION', action: 'CREATED', seq: 1, resource: { content: 'über Prozesse 🌍' } });
      await c.deactivate();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
