// The STOMP endpoint's bounds (server/src/realtime/stomp-limits.ts) on real sockets against the real server:
// each limit accepts what is at it and refuses what is past it with an ERROR frame naming it, then a close;
// a repeated SUBSCRIBE never doubles delivery; what a socket holds is freed when it closes; an event's body is
// serialized once for every socket it goes to.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeEvent } from '../../src/domain/shared/events';
import type { EventListener } from '../../server/src/realtime/broadcaster';
import { createStompTransport } from '../../src/sync/transport/stomp';
import { FrameParser, escapeHeader, type Frame } from '../../server/src/realtime/stomp-frames';
import { STOMP_MAX_FRAME_BYTES, STOMP_MAX_HEADERS, STOMP_MAX_HEADER_LENGTH, STOMP_MAX_SOCKETS_PER_USER, STOMP_MAX_SUBSCRIPTIONS, STOMP_MAX_SUBSCRIPTION_ID_LENGTH } from '../../server/src/realtime/stomp-limits';
import { client, newMember, startPglite, type Api, type TestServer } from './harness';
import { waitFor } from './wait-for';

const TOPIC = '/user/topic/mtz';
const ENV = { STOMP_MAX_PENDING_PER_ADDRESS: '4', STOMP_MAX_PENDING: '6', STOMP_CONNECT_TIMEOUT_MS: '3000', STOMP_MAX_BUFFERED_BYTES: String(256 * 1024) };

const until = <T>(what: string, check: () => T | undefined | false): Promise<T> => waitFor(what, check, 8000);

type Raw = Awaited<ReturnType<typeof raw>>;
/** A WebSocket speaking STOMP by hand (from `localAddress`, any 127.x address): frames received and the close recorded. */
async function raw(s: TestServer, localAddress = '127.0.0.1') {
  const ws = new WebSocket(`ws://127.0.0.1:${s.port}/ws`, ['v12.stomp'], { localAddress });
  const received: string[] = [];
  let closeCode = 0;
  ws.on('message', (d) => received.push(d.toString('utf8')));
  ws.on('close', (code) => (closeCode = code));
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const frames = () => received.filter((m) => m !== '\n');
  return {
    ws,
    frames,
    closed: () => closeCode !== 0,
    closeCode: () => closeCode,
    send: (text: string) => ws.send(text),
    messages: () => frames().filter((f) => f.startsWith('MESSAGE\n')),
    /** waits for the frame that starts with `prefix` */
    frame: (prefix: string) => until(prefix, () => frames().find((f) => f.startsWith(prefix))),
    close: () => new Promise<void>((resolve) => (closeCode !== 0 ? resolve() : (ws.once('close', () => resolve()), ws.close()))),
  };
}

const connect = (token: string) => `CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${token}\nheart-beat:0,0\n\n\0`;
const subscribe = (id: string, receipt = `r-${id.slice(0, 20)}`) => `SUBSCRIBE\nid:${id}\ndestination:${TOPIC}\nreceipt:${receipt}\n\n\0`;

async function connected(s: TestServer, token: string, localAddress?: string): Promise<Raw> {
  const r = await raw(s, localAddress);
  r.send(connect(token));
  await r.frame('CONNECTED\n');
  return r;
}

/** The message header of the ERROR frame a refused socket got, once it is closed. */
async function refused(r: Raw): Promise<string> {
  await until('close', () => r.closed());
  const last = r.frames().at(-1) ?? '';
  expect(last).toMatch(/^ERROR\n/);
  return /\nmessage:([^\n]*)\n/.exec(last)?.[1] ?? '';
}
const message = (text: string) => escapeHeader(text);

describe('STOMP endpoint limits', () => {
  let s: TestServer;
  let api: Api;
  let admin: string;
  /** the listeners the endpoint holds per user (wrapping the broadcaster's subscribe, which stays) */
  const listeners = new Map<string, Set<EventListener>>();
  beforeAll(async () => {
    Object.assign(process.env, ENV);
    s = await startPglite();
    for (const k of Object.keys(ENV)) delete process.env[k];
    api = client(s);
    admin = (await api.auth('LOGIN', { email: 'admin@mtz.test', password: 'Admin123!' })).body.accessToken;
    const b = s.ctx.broadcaster;
    const original = b.subscribe;
    b.subscribe = (userId, listener) => {
      const set = listeners.get(userId) ?? new Set();
      listeners.set(userId, set.add(listener));
      const unsubscribe = original.call(b, userId, listener);
      return () => {
        set.delete(listener);
        unsubscribe();
      };
    };
  });
  afterAll(async () => {
    expect(s.serverErrors()).toBe(0);
    await s.close();
  });
  const notify = (userId: string, content: string) => api.post('/api/v1/alert/notifications', { receiverId: userId, content }, admin);

  it('a repeated SUBSCRIBE never doubles delivery; 8 subscriptions are held, the 9th is refused', async () => {
    const m = await newMember(api);
    const r = await connected(s, m.accessToken);
    for (let i = 0; i < STOMP_MAX_SUBSCRIPTIONS; i++) r.send(subscribe(`s${i}`));
    await r.frame(`RECEIPT\nreceipt-id:r-s${STOMP_MAX_SUBSCRIPTIONS - 1}`);
    expect((await notify(m.id, 'once')).status).toBe(201);
    await until('message', () => r.messages().length > 0);
    await notify(m.id, 'twice?');
    await until('second message', () => r.messages().length > 1);
    await new Promise((done) => setTimeout(done, 200));
    expect(r.messages()).toHaveLength(2);
    expect(r.messages().every((f) => f.includes('\nsubscription:s0\n'))).toBe(true);
    // UNSUBSCRIBE of the first moves delivery to the next, still once
    r.send('UNSUBSCRIBE\nid:s0\nreceipt:u0\n\n\0');
    await r.frame('RECEIPT\nreceipt-id:u0');
    await notify(m.id, 'third');
    await until('third message', () => r.messages().length === 3);
    expect(r.messages()[2]).toContain('\nsubscription:s1\n');
    r.send(subscribe('s0'));
    await r.frame('RECEIPT\nreceipt-id:r-s0');
    expect(r.closed()).toBe(false);
    r.send(subscribe('one-too-many'));
    expect(await refused(r)).toBe(message(`Too many subscriptions on one connection (at most ${STOMP_MAX_SUBSCRIPTIONS})`));
  });

  it(`subscription ids up to ${STOMP_MAX_SUBSCRIPTION_ID_LENGTH} characters, headers up to ${STOMP_MAX_HEADER_LENGTH} characters and ${STOMP_MAX_HEADERS} to a frame`, async () => {
    const m = await newMember(api);
    const ok = await connected(s, m.accessToken);
    ok.send(subscribe('i'.repeat(STOMP_MAX_SUBSCRIPTION_ID_LENGTH), 'long-id'));
    await ok.frame('RECEIPT\nreceipt-id:long-id');
    const headers = Array.from({ length: STOMP_MAX_HEADERS - 1 }, (_, i) => `x-${i}:v`).join('\n');
    ok.send(`ACK\nid:1\n${headers.replace('x-0:v', `x-0:${'v'.repeat(STOMP_MAX_HEADER_LENGTH)}`)}\n\n\0ACK\nid:1\nreceipt:many\n${headers.split('\n').slice(1).join('\n')}\n\n\0`);
    await ok.frame('RECEIPT\nreceipt-id:many');
    expect(ok.closed()).toBe(false);
    await ok.close();

    const refusals: [string, string][] = [
      [subscribe('i'.repeat(STOMP_MAX_SUBSCRIPTION_ID_LENGTH + 1)), `Subscription id is too long (at most ${STOMP_MAX_SUBSCRIPTION_ID_LENGTH} characters)`],
      [`ACK\nid:1\n${headers}\nx-last:v\n\n\0`, `Bad frame: too many headers (at most ${STOMP_MAX_HEADERS})`],
      [`ACK\nid:${'v'.repeat(STOMP_MAX_HEADER_LENGTH + 1)}\n\n\0`, `Bad frame: header too long (at most ${STOMP_MAX_HEADER_LENGTH} characters)`],
      [`ACK\n${'k'.repeat(STOMP_MAX_HEADER_LENGTH + 1)}:1\n\n\0`, `Bad frame: header too long (at most ${STOMP_MAX_HEADER_LENGTH} characters)`],
      // a message longer than a WebSocket close reason may be (123 bytes) still closes
      [subscribe('ü'.repeat(60)) + subscribe('ü'.repeat(60)), `Subscription id ${'ü'.repeat(60)} is already in use`],
    ];
    for (const [frame, text] of refusals) {
      const r = await connected(s, m.accessToken);
      r.send(frame);
      expect(await refused(r)).toBe(message(text));
    }
  });

  it(`frames up to ${STOMP_MAX_FRAME_BYTES} bytes; a bigger one gets ERROR, a WebSocket message over twice that is closed by ws (1009)`, async () => {
    const m = await newMember(api);
    const head = 'ACK\nid:1\nreceipt:big\n\n';
    const frame = (bytes: number) => `${head}${'x'.repeat(bytes - head.length - 1)}\0`;
    const ok = await connected(s, m.accessToken);
    ok.send(frame(STOMP_MAX_FRAME_BYTES));
    await ok.frame('RECEIPT\nreceipt-id:big');
    await ok.close();
    for (const text of [frame(STOMP_MAX_FRAME_BYTES + 1), `ACK\nid:1\ncontent-length:${STOMP_MAX_FRAME_BYTES}\n\nxx`, `ACK\nid:1\n\n${'x'.repeat(STOMP_MAX_FRAME_BYTES)}`]) {
      const r = await connected(s, m.accessToken);
      r.send(text);
      expect(await refused(r)).toBe(message(`Bad frame: frame too large (at most ${STOMP_MAX_FRAME_BYTES} bytes)`));
    }
    const r = await connected(s, m.accessToken);
    r.send('x'.repeat(2 * STOMP_MAX_FRAME_BYTES + 1));
    await until('close', () => r.closed());
    expect(r.closeCode()).toBe(1009);
  });

  it(`a user holds ${STOMP_MAX_SOCKETS_PER_USER} sockets; the next one closes the oldest with an ERROR`, async () => {
    const m = await newMember(api);
    const sockets: Raw[] = [];
    for (let i = 0; i < STOMP_MAX_SOCKETS_PER_USER; i++) sockets.push(await connected(s, m.accessToken));
    await new Promise((done) => setTimeout(done, 100));
    expect(sockets.filter((r) => r.closed())).toEqual([]);
    const newest = await connected(s, m.accessToken);
    expect(await refused(sockets[0])).toBe(message(`Too many connections for this user (at most ${STOMP_MAX_SOCKETS_PER_USER}): the oldest is closed`));
    expect(sockets.slice(1).filter((r) => r.closed())).toEqual([]);
    newest.send(subscribe('0'));
    await newest.frame('RECEIPT');
    await notify(m.id, 'to the newest');
    await until('message on the newest', () => newest.messages().length === 1);
    await Promise.all([...sockets, newest].map((r) => r.close()));
  });

  it('sockets awaiting CONNECT: 4 per address, 6 in all; one that never sends CONNECT is closed after 3 s', async () => {
    const m = await newMember(api);
    const first = await Promise.all([1, 2, 3, 4].map(() => raw(s, '127.0.0.1')));
    const fifth = await raw(s, '127.0.0.1');
    expect(await refused(fifth)).toBe(message('Too many connections waiting for CONNECT from this address (at most 4)'));
    const other = await Promise.all([1, 2].map(() => raw(s, '127.0.0.2')));
    const seventh = await raw(s, '127.0.0.3');
    expect(await refused(seventh)).toBe(message('Too many connections waiting for CONNECT (at most 6)'));
    // one that sends CONNECT no longer counts: a new socket from that address is accepted
    first[0].send(connect(m.accessToken));
    await first[0].frame('CONNECTED');
    const again = await raw(s, '127.0.0.1');
    again.send(connect(m.accessToken));
    await again.frame('CONNECTED');
    // the silent ones are closed after the CONNECT timeout
    for (const r of [...first.slice(1), ...other]) expect(await refused(r)).toBe(message('CONNECT timeout (3000 ms)'));
    expect(first[0].closed() || again.closed()).toBe(false);
    await Promise.all([first[0].close(), again.close()]);
  });

  it('a socket that does not read is closed past 256 KiB queued; up to that it stays open and gets everything', async () => {
    const m = await newMember(api);
    const r = await connected(s, m.accessToken);
    r.send(subscribe('0'));
    await r.frame('RECEIPT');
    const [deliver] = [...(listeners.get(m.id) ?? [])];
    const event = (i: number, bytes: number): RealtimeEvent => ({ resourceType: 'NOTIFICATION', action: 'CREATED', resource: { id: `n${i}`, content: 'x'.repeat(bytes) }, seq: i });
    r.ws.pause(); // stops reading: the kernel's buffers fill, then the server's queue
    for (let i = 1; i <= 4; i++) deliver(event(i, 50_000)); // 200 kB in all: never more than the limit queued
    await new Promise((done) => setTimeout(done, 300));
    r.ws.resume();
    await until('4 messages', () => r.messages().length === 4);
    expect(r.closed()).toBe(false);

    r.ws.pause();
    const many = 400; // 20 MB: past what the kernel holds and the 256 KiB queue
    for (let i = 5; i < 5 + many; i++) deliver(event(i, 50_000));
    r.ws.resume();
    expect(await refused(r)).toBe(message('Too many bytes waiting for this connection to read (at most 262144)'));
    expect(r.messages().length - 4).toBeLessThan(many);
  });

  it('frees what a socket held when it closes: sessions, subscriptions, users and broadcaster listeners', async () => {
    const m = await newMember(api);
    const before = s.stomp.stats();
    const sockets = await Promise.all([1, 2, 3].map(() => connected(s, m.accessToken)));
    for (const r of sockets) {
      for (let i = 0; i < STOMP_MAX_SUBSCRIPTIONS; i++) r.send(subscribe(`${i}-${'i'.repeat(100)}`));
      await r.frame(`RECEIPT\nreceipt-id:r-${STOMP_MAX_SUBSCRIPTIONS - 1}-`);
    }
    expect(s.stomp.stats()).toEqual({ sessions: before.sessions + 3, pending: 0, users: before.users + 1, subscriptions: before.subscriptions + 3 * STOMP_MAX_SUBSCRIPTIONS });
    expect(listeners.get(m.id)?.size).toBe(3);
    sockets[0].ws.terminate(); // torn down without a close handshake
    await sockets[1].close();
    sockets[2].send('DISCONNECT\nreceipt:bye\n\n\0');
    await until('all closed', () => sockets.every((r) => r.closed()));
    await until('endpoint emptied', () => s.stomp.stats().sessions === before.sessions);
    expect(s.stomp.stats()).toEqual(before);
    expect(listeners.get(m.id)?.size).toBe(0);
  });

  it("serializes an event's body once for all the sockets it goes to", async () => {
    const m = await newMember(api);
    const sockets = await Promise.all([1, 2, 3, 4, 5].map(() => connected(s, m.accessToken)));
    for (const r of sockets) {
      r.send(subscribe('a') + subscribe('b')); // a repeat subscription changes nothing
      await r.frame('RECEIPT\nreceipt-id:r-b');
    }
    const got: RealtimeEvent[] = [];
    const stop = s.ctx.broadcaster.subscribe(m.id, (e) => got.push(e)); // sees the object the sockets get
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      expect((await notify(m.id, 'one body')).status).toBe(201);
      await until('5 messages', () => sockets.every((r) => r.messages().length === 1));
      const event = await until('the event', () => got[0]);
      expect(stringify.mock.calls.filter(([v]) => v === event)).toHaveLength(1);
    } finally {
      stringify.mockRestore();
      stop();
    }
    const bodies = sockets.map((r) => r.messages()[0].split('\n\n')[1]);
    expect(new Set(bodies).size).toBe(1);
    await Promise.all(sockets.map((r) => r.close()));
  });

  it("the app's own transport stays inside every limit, over 25 reconnects of one user", async () => {
    const m = await newMember(api);
    const sent: Frame[] = [];
    const parser = new FrameParser(STOMP_MAX_FRAME_BYTES, { maxHeaders: STOMP_MAX_HEADERS, maxHeaderLength: STOMP_MAX_HEADER_LENGTH });
    const errors: string[] = [];
    const bodies: string[] = [];
    for (let i = 0; i < 25; i++) {
      const transport = createStompTransport({
        url: `ws://127.0.0.1:${s.port}/ws`,
        getToken: () => m.accessToken,
        webSocketFactory: (url, protocols) => {
          const ws = new WebSocket(url, protocols);
          const send = ws.send.bind(ws);
          ws.send = ((data: string) => {
            sent.push(...parser.push(Buffer.from(data)).filter((f): f is Frame => f !== 'heartbeat')); // throws past a limit
            send(data);
          }) as typeof ws.send;
          return ws as unknown as globalThis.WebSocket;
        },
        log: (message) => errors.push(message),
      });
      const frames = transport.frames$.subscribe((body) => bodies.push(body));
      transport.start();
      await until('connected', () => transport.status() === 'connected');
      if (i % 5 === 0) {
        await notify(m.id, `reconnect ${i}`);
        await until('the event', () => bodies.some((b) => b.includes(`reconnect ${i}`)));
      }
      await transport.stop();
      frames.unsubscribe();
    }
    expect(errors).toEqual([]);
    expect(bodies).toHaveLength(5);
    const subscribes = sent.filter((f) => f.command === 'SUBSCRIBE');
    expect(subscribes).toHaveLength(25); // one per connection
    expect(Math.max(...subscribes.map((f) => f.headers.id.length))).toBeLessThanOrEqual(STOMP_MAX_SUBSCRIPTION_ID_LENGTH);
    await until('its sockets released', () => (listeners.get(m.id)?.size ?? 0) === 0);
  });
});
