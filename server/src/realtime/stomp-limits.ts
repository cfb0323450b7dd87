// The bounds of the STOMP endpoint (README, "Socket limits"): what one connection, one user and one address may
// hold. Past one, the socket gets an ERROR frame naming the limit, then a close. The app's own client stays far
// inside them: one connection per browser (its tabs share it), one SUBSCRIBE per connection with an id like
// `sub-0`, a CONNECT of four headers whose longest value is the access token (a few hundred characters).
import type { IncomingMessage } from 'node:http';

export type StompLimits = {
  /** subscriptions one connection may hold (only /user/topic/mtz exists; a repeat never doubles delivery) */
  maxSubscriptions: number;
  /** characters of a subscription id */
  maxSubscriptionIdLength: number;
  /** characters of one header's name or value (the Bearer token is the longest the client sends) */
  maxHeaderLength: number;
  /** headers in one frame */
  maxHeaders: number;
  /** bytes of one frame, command to NUL; a WebSocket message may carry two such frames (maxPayload) */
  maxFrameBytes: number;
  /** authenticated sockets of one user on this process; past it the user's oldest socket is closed */
  maxSocketsPerUser: number;
  /** sockets from one address that have not sent CONNECT yet */
  maxPendingPerAddress: number;
  /** sockets on this process that have not sent CONNECT yet */
  maxPending: number;
  /** a socket without CONNECT is closed after this */
  connectTimeoutMs: number;
  /** bytes queued for a socket that does not read; past it the socket is closed */
  maxBufferedBytes: number;
};

export const STOMP_MAX_SUBSCRIPTIONS = 8;
export const STOMP_MAX_SUBSCRIPTION_ID_LENGTH = 128;
export const STOMP_MAX_HEADER_LENGTH = 4096;
export const STOMP_MAX_HEADERS = 24;
export const STOMP_MAX_FRAME_BYTES = 64 * 1024;
export const STOMP_MAX_SOCKETS_PER_USER = 20;
export const STOMP_MAX_PENDING_PER_ADDRESS = 50;
export const STOMP_MAX_PENDING = 1000;
export const STOMP_CONNECT_TIMEOUT_MS = 10_000;
export const STOMP_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The limits in force: the constants, with what an operator may set in the environment (README). */
export function stompLimits(env: NodeJS.ProcessEnv = process.env, given: Partial<StompLimits> = {}): StompLimits {
  return {
    maxSubscriptions: STOMP_MAX_SUBSCRIPTIONS,
    maxSubscriptionIdLength: STOMP_MAX_SUBSCRIPTION_ID_LENGTH,
    maxHeaderLength: STOMP_MAX_HEADER_LENGTH,
    maxHeaders: STOMP_MAX_HEADERS,
    maxFrameBytes: positive(env.STOMP_MAX_FRAME_BYTES, STOMP_MAX_FRAME_BYTES),
    maxSocketsPerUser: positive(env.STOMP_MAX_SOCKETS_PER_USER, STOMP_MAX_SOCKETS_PER_USER),
    maxPendingPerAddress: positive(env.STOMP_MAX_PENDING_PER_ADDRESS, STOMP_MAX_PENDING_PER_ADDRESS),
    maxPending: positive(env.STOMP_MAX_PENDING, STOMP_MAX_PENDING),
    connectTimeoutMs: positive(env.STOMP_CONNECT_TIMEOUT_MS, STOMP_CONNECT_TIMEOUT_MS),
    maxBufferedBytes: positive(env.STOMP_MAX_BUFFERED_BYTES, STOMP_MAX_BUFFERED_BYTES),
    ...given,
  };
}

/** The client's address: the socket's, or behind one trusted proxy (TRUST_PROXY=1) the last X-Forwarded-For entry, as the rate limits read it. */
export function upgradeAddress(req: IncomingMessage, trustProxy = process.env.TRUST_PROXY === '1'): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const last = (Array.isArray(header) ? header.join(',') : header)?.split(',').pop()?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** Counts per key that vanish at zero (no entry stays behind for a closed socket). */
export class Counter {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string, by: number): void {
    const n = this.get(key) + by;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
  get size(): number {
    return this.counts.size;
  }
}
