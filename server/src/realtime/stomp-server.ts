// A STOMP 1.2 endpoint on `ws`: CONNECT with a Bearer token, heart-beats both ways, one user topic,
// MESSAGE frames for the user's events, RECEIPT, DISCONNECT. Bad frames get ERROR and a close, and so does
// a socket past one of the limits in stomp-limits.ts. An event's body is serialized once for every socket.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { RealtimeEvent } from '../../../src/domain/shared/events';
import type { Broadcaster } from './broadcaster';
import { FrameParser, StompParseError, serializeFrame, type Frame } from './stomp-frames';
import { Counter, stompLimits, upgradeAddress, type StompLimits } from './stomp-limits';

export const WS_PATH = '/ws';
/** the ERROR frame's message when the user's tokens were revoked (password reset, deactivation) */
export const TOKEN_REVOKED = 'Access token revoked. Please sign in again';
export const USER_TOPIC = '/user/topic/mtz';
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
const VERSIONS = ['1.2', '1.1', '1.0'];

export type StompOptions = {
  /** the user id of a valid access token, else null */
  authenticate(token: string): Promise<string | null>;
  broadcaster: Broadcaster;
  /** heart-beat interval this server offers and asks for, ms (0 = none) */
  heartbeatMs?: number;
  /** extra time allowed beyond twice the client's promised interval */
  heartbeatGraceMs?: number;
  /** a socket that has not sent CONNECT by then is closed (default: the limits' connectTimeoutMs) */
  connectTimeoutMs?: number;
  /** the limits (default: stompLimits(process.env)) */
  limits?: Partial<StompLimits>;
  log?: (msg: string, err?: unknown) => void;
};

export type StompEndpoint = {
  close(): Promise<void>;
  connectionCount(): number;
  /** closes every session cleanly (WebSocket close frame, e.g. 1012 on a restart); the endpoint stays open */
  closeSessions(code?: number, reason?: string): void;
  /** what the endpoint holds: every count returns to 0 when the sockets have closed */
  stats(): { sessions: number; pending: number; users: number; subscriptions: number };
};

type Body = { text: string; bytes: number };
/** Each event's MESSAGE body, built once however many sockets and subscriptions it goes to. */
const bodies = new WeakMap<RealtimeEvent, Body>();
function bodyOf(event: RealtimeEvent): Body {
  let b = bodies.get(event);
  if (!b) {
    const text = JSON.stringify(event);
    b = { text, bytes: Buffer.byteLength(text, 'utf8') };
    bodies.set(event, b);
  }
  return b;
}

type Session = {
  ws: WebSocket;
  id: string;
  address: string;
  userId: string | null;
  subscriptions: Map<string, { destination: string; ack: string }>;
  unsubscribe: (() => void) | null;
  timers: NodeJS.Timeout[];
  lastReceived: number;
  messageCount: number;
  closing: boolean;
};

export function attachStomp(server: Server, opts: StompOptions): StompEndpoint {
  const heartbeatMs = opts.heartbeatMs ?? 10_000;
  const grace = opts.heartbeatGraceMs ?? 2_000;
  const log = opts.log ?? (() => {});
  const limits = stompLimits(process.env, { ...(opts.connectTimeoutMs ? { connectTimeoutMs: opts.connectTimeoutMs } : {}), ...opts.limits });
  const wss = new WebSocketServer({
    noServer: true,
    // a message may carry two full frames; a bigger one is closed by ws itself (1009, 'Max payload size exceeded')
    maxPayload: 2 * limits.maxFrameBytes,
    handleProtocols: (protocols) => SUBPROTOCOLS.find((p) => protocols.has(p)) ?? false,
  });
  const sessions = new Set<Session>();
  /** authenticated sessions per user, oldest first */
  const byUser = new Map<string, Session[]>();
  /** sockets that have not sent CONNECT yet, per address */
  const pending = new Counter();
  let pendingTotal = 0;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => open(ws, upgradeAddress(req)));
  };
  server.on('upgrade', onUpgrade);
  // A password reset or a deactivation (in any process) ends the user's open sessions here too.
  // `endedAt` also catches a CONNECT whose token check ran just before the revocation committed.
  const endedAt = new Map<string, number>();
  const stopSessionEnd = opts.broadcaster.onSessionsEnded((userId) => {
    const now = Date.now();
    for (const [u, t] of endedAt) if (now - t > 60_000) endedAt.delete(u);
    endedAt.set(userId, now);
    for (const s of [...sessions]) if (s.userId === userId) fail(s, TOKEN_REVOKED);
  });

  function send(s: Session, frame: string) {
    if (s.ws.readyState !== s.ws.OPEN || s.closing) return;
    // a client that does not read: what is queued for it stays bounded
    if (s.ws.bufferedAmount + frame.length > limits.maxBufferedBytes) {
      log(`stomp session ${s.id}: slow consumer closed`);
      return fail(s, `Too many bytes waiting for this connection to read (at most ${limits.maxBufferedBytes})`);
    }
    s.ws.send(frame);
  }

  function fail(s: Session, message: string, detail = '') {
    if (s.closing) return;
    if (s.ws.readyState === s.ws.OPEN) s.ws.send(serializeFrame('ERROR', { message, 'content-type': 'text/plain' }, detail || message));
    s.closing = true;
    // close after the ERROR frame is flushed (a close reason holds at most 123 bytes)
    let reason = message.slice(0, 100);
    while (Buffer.byteLength(reason) > 123) reason = reason.slice(0, -1);
    s.ws.close(1002, reason);
    setTimeout(() => s.ws.terminate(), 1000).unref();
  }

  function unpend(s: Session) {
    if (s.address === '') return;
    pending.add(s.address, -1);
    pendingTotal--;
    s.address = '';
  }

  function cleanup(s: Session) {
    s.timers.forEach((t) => clearInterval(t));
    s.timers = [];
    s.unsubscribe?.();
    s.unsubscribe = null;
    s.subscriptions.clear();
    unpend(s);
    if (s.userId) {
      const left = (byUser.get(s.userId) ?? []).filter((x) => x !== s);
      if (left.length > 0) byUser.set(s.userId, left);
      else byUser.delete(s.userId);
    }
    sessions.delete(s);
  }

  /** One MESSAGE per event per socket: to its first subscription to the topic (a repeated SUBSCRIBE never doubles delivery). */
  function deliver(s: Session, event: RealtimeEvent) {
    for (const [subId, sub] of s.subscriptions) {
      if (sub.destination !== USER_TOPIC) continue;
      const body = bodyOf(event);
      const messageId = `${s.id}-${++s.messageCount}`;
      const headers: Record<string, string> = { destination: USER_TOPIC, subscription: subId, 'message-id': messageId, 'content-type': 'application/json' };
      if (sub.ack !== 'auto') headers.ack = messageId;
      send(s, serializeFrame('MESSAGE', headers, body.text, body.bytes));
      return;
    }
  }

  async function onConnect(s: Session, f: Frame) {
    if (s.userId) return fail(s, 'Already connected');
    const accepted = (f.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    const version = VERSIONS.find((v) => accepted.includes(v));
    if (!version) return fail(s, 'Supported protocol versions are 1.0, 1.1, 1.2');
    const auth = f.headers.Authorization ?? f.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(auth.trim());
    const checkedAt = Date.now();
    const userId = m ? await opts.authenticate(m[1]).catch(() => null) : null;
    if (!userId) return fail(s, 'Invalid or missing access token', 'CONNECT needs a header Authorization: Bearer <accessToken>');
    if ((endedAt.get(userId) ?? -1) >= checkedAt) return fail(s, TOKEN_REVOKED);
    if (s.closing) return;
    s.userId = userId;
    unpend(s);
    const mine = byUser.get(userId) ?? [];
    // Past the limit the oldest socket goes: the new one is the screen the person is looking at, the oldest is
    // most likely a forgotten tab or a device that left without closing (its heart-beats not yet missed).
    while (mine.length >= limits.maxSocketsPerUser) {
      const oldest = mine.shift() as Session;
      fail(oldest, `Too many connections for this user (at most ${limits.maxSocketsPerUser}): the oldest is closed`);
    }
    mine.push(s);
    byUser.set(userId, mine);
    const [cx, cy] = (f.headers['heart-beat'] ?? '0,0').split(',').map((n) => Number.parseInt(n, 10) || 0);
    const outgoing = heartbeatMs > 0 && cy > 0 ? Math.max(heartbeatMs, cy) : 0;
    const incoming = heartbeatMs > 0 && cx > 0 ? Math.max(heartbeatMs, cx) : 0;
    send(s, serializeFrame('CONNECTED', { version, 'heart-beat': `${heartbeatMs},${heartbeatMs}`, server: 'mtz/1.0', session: s.id, 'user-name': userId }));
    if (outgoing > 0) s.timers.push(setInterval(() => send(s, '\n'), outgoing));
    if (incoming > 0) {
      const limit = 2 * incoming + grace;
      s.timers.push(
        setInterval(() => {
          if (Date.now() - s.lastReceived > limit) {
            log(`stomp session ${s.id}: no heart-beat for ${limit} ms, closing`);
            s.closing = true;
            s.ws.terminate();
          }
        }, Math.max(50, Math.floor(incoming / 2))),
      );
    }
  }

  function onFrame(s: Session, f: Frame): Promise<void> | void {
    if (!s.userId && f.command !== 'CONNECT' && f.command !== 'STOMP') return fail(s, 'Send CONNECT first');
    switch (f.command) {
      case 'CONNECT':
      case 'STOMP':
        return onConnect(s, f);
      case 'SUBSCRIBE': {
        const { id, destination } = f.headers;
        if (!id || !destination) return fail(s, 'SUBSCRIBE needs id and destination headers');
        if (destination !== USER_TOPIC) return fail(s, `Unknown destination ${destination.slice(0, 100)}`);
        if (id.length > limits.maxSubscriptionIdLength) return fail(s, `Subscription id is too long (at most ${limits.maxSubscriptionIdLength} characters)`);
        if (s.subscriptions.has(id)) return fail(s, `Subscription id ${id} is already in use`);
        if (s.subscriptions.size >= limits.maxSubscriptions) return fail(s, `Too many subscriptions on one connection (at most ${limits.maxSubscriptions})`);
        s.subscriptions.set(id, { destination, ack: f.headers.ack ?? 'auto' });
        s.unsubscribe ??= opts.broadcaster.subscribe(s.userId as string, (e) => deliver(s, e));
        break;
      }
      case 'UNSUBSCRIBE':
        if (!f.headers.id) return fail(s, 'UNSUBSCRIBE needs an id header');
        s.subscriptions.delete(f.headers.id);
        if (s.subscriptions.size === 0) {
          s.unsubscribe?.();
          s.unsubscribe = null;
        }
        break;
      case 'SEND':
        return fail(s, 'SEND is not supported: write through the REST API');
      case 'DISCONNECT':
        if (f.headers.receipt) send(s, serializeFrame('RECEIPT', { 'receipt-id': f.headers.receipt }));
        s.closing = true;
        s.ws.close(1000, 'bye');
        return;
      default:
        break; // ACK, NACK, BEGIN, COMMIT, ABORT: nothing to do with auto-acked server pushes
    }
    if (f.headers.receipt) send(s, serializeFrame('RECEIPT', { 'receipt-id': f.headers.receipt }));
  }

  function open(ws: WebSocket, address: string) {
    const s: Session = { ws, id: randomUUID(), address, userId: null, subscriptions: new Map(), unsubscribe: null, timers: [], lastReceived: Date.now(), messageCount: 0, closing: false };
    sessions.add(s);
    pending.add(address, 1);
    pendingTotal++;
    const parser = new FrameParser(limits.maxFrameBytes, limits);
    let queue: Promise<void> = Promise.resolve();
    const connectTimer = setTimeout(() => {
      if (!s.userId) fail(s, `CONNECT timeout (${limits.connectTimeoutMs} ms)`);
    }, limits.connectTimeoutMs);
    connectTimer.unref();
    if (pending.get(address) > limits.maxPendingPerAddress) fail(s, `Too many connections waiting for CONNECT from this address (at most ${limits.maxPendingPerAddress})`);
    else if (pendingTotal > limits.maxPending) fail(s, `Too many connections waiting for CONNECT (at most ${limits.maxPending})`);
    ws.on('message', (data: RawData) => {
      s.lastReceived = Date.now();
      if (s.closing) return;
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      let parsed;
      try {
        parsed = parser.push(chunk);
      } catch (err) {
        return fail(s, err instanceof StompParseError ? `Bad frame: ${err.message}` : 'Bad frame');
      }
      for (const p of parsed) {
        if (p === 'heartbeat') continue;
        // Frames are handled in order even when one awaits (CONNECT checks the token).
        queue = queue.then(() => (s.closing ? undefined : onFrame(s, p))).catch((err) => {
          log(`stomp session ${s.id} failed`, err);
          fail(s, 'Server error');
        });
      }
    });
    ws.on('close', () => {
      clearTimeout(connectTimer);
      cleanup(s);
    });
    ws.on('error', (err) => log(`stomp socket ${s.id} error`, err));
  }

  return {
    connectionCount: () => sessions.size,
    stats: () => ({ sessions: sessions.size, pending: pendingTotal, users: byUser.size, subscriptions: [...sessions].reduce((n, s) => n + s.subscriptions.size, 0) }),
    closeSessions: (code = 1012, reason = 'service restart') => {
      for (const s of [...sessions]) {
        s.closing = true;
        s.ws.close(code, reason);
      }
    },
    close: async () => {
      server.off('upgrade', onUpgrade);
      stopSessionEnd();
      for (const s of [...sessions]) {
        s.ws.terminate();
        cleanup(s);
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
