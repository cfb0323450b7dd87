// The STOMP connection to /ws: one @stomp/stompjs Client per attempt, raw MESSAGE bodies out as an
// Observable. It opens one connection when told (start, retry) and reports it: connecting, connected
// (after the SUBSCRIBE's receipt), closed. When to try again is the engine machine's (lifecycle.machine.ts).
import { Client, type IFrame } from '@stomp/stompjs';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { USER_TOPIC } from '../contract/endpoints';

/** The socket's own state: 'closed' after an attempt failed or a connection ended (until told to retry). */
export type TransportStatus = 'idle' | 'connecting' | 'connected' | 'closed' | 'stopped';

export type WebSocketFactory = (url: string, protocols?: string[]) => WebSocket;

export const STOMP_HEARTBEAT_MS = 10_000;
/** ERROR frames that mean "your token": the reference server says 'Invalid or missing access token'. */
const AUTH_ERROR = /token|unauthori[sz]ed|401|forbidden|expired/i;

export const STOMP_PROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

export type StompTransportOptions = {
  /** absolute ws(s):// URL of /ws */
  url: string;
  /** read at every (re)connect, so a refreshed token is used next time */
  getToken(): string;
  webSocketFactory?: WebSocketFactory;
  heartbeatMs?: number;
  /** how long to wait for the SUBSCRIBE receipt before announcing the connection anyway */
  receiptTimeoutMs?: number;
  /** an attempt that gets no CONNECTED within this time counts as failed */
  connectTimeoutMs?: number;
  log?(message: string): void;
  /** whose connection this is (the signed-in user's id): tabs share one connection per key */
  key?: string;
};

export type StompTransport = {
  /** body of every MESSAGE frame on the user's topic */
  readonly frames$: Observable<string>;
  readonly status$: Observable<TransportStatus>;
  /** emits after each successful CONNECT + SUBSCRIBE (first connect and every reconnect) */
  readonly connected$: Observable<void>;
  /** the server refused the CONNECT for its token (an ERROR frame about the token): refresh it, then setToken */
  readonly authRejected$: Observable<string>;
  status(): TransportStatus;
  /** opens the first connection */
  start(): void;
  /** after 'closed': opens one connection now (nothing while one is open or being opened) */
  retry(): void;
  stop(): Promise<void>;
};

export function createStompTransport(opts: StompTransportOptions): StompTransport {
  const heartbeat = opts.heartbeatMs ?? STOMP_HEARTBEAT_MS;
  const log = opts.log ?? (() => {});
  const factory: WebSocketFactory = opts.webSocketFactory ?? ((url, protocols) => new WebSocket(url, protocols));

  const frames = new Subject<string>();
  const status = new BehaviorSubject<TransportStatus>('idle');
  const connected = new Subject<void>();
  const authRejected = new Subject<string>();
  let current: Client | null = null;
  let stopped = true;
  let receiptSeq = 0;

  const setStatus = (s: TransportStatus) => {
    if (status.value !== s) status.next(s);
  };

  function open(): void {
    const client = new Client({
      webSocketFactory: () => factory(opts.url, STOMP_PROTOCOLS),
      connectHeaders: { Authorization: `Bearer ${opts.getToken()}` },
      heartbeatIncoming: heartbeat,
      heartbeatOutgoing: heartbeat,
      reconnectDelay: 0, // when to try again is the engine machine's, not the library's
      // a heart-beat lost on a stalled socket must end it now: a close handshake over a dead link waits
      // for the peer (the ws package: 30 s) before onWebSocketClose, and the machine's retry waits with it
      discardWebsocketOnCommFailure: true,
      connectionTimeout: opts.connectTimeoutMs ?? 10_000,
      debug: () => {},
    });
    client.onConnect = () => {
      if (client !== current) return;
      // Catch-up must start only once the server has the subscription, or an event appended between
      // the catch-up read and the SUBSCRIBE would be missed: wait for the SUBSCRIBE's RECEIPT.
      const receipt = `sub-${++receiptSeq}`;
      let announced = false;
      const announce = () => {
        if (announced || client !== current) return;
        announced = true;
        clearTimeout(fallback);
        // connected$ first, so a catch-up it starts is visible before 'connected' (no flash of 'live')
        connected.next();
        setStatus('connected');
      };
      const fallback = setTimeout(announce, opts.receiptTimeoutMs ?? 2000);
      client.watchForReceipt(receipt, announce);
      client.subscribe(USER_TOPIC, (msg) => frames.next(msg.body), { receipt });
    };
    client.onStompError = (frame: IFrame) => {
      const message = frame.headers.message ?? frame.body;
      log(`STOMP error: ${message}`);
      if (client === current && AUTH_ERROR.test(`${message} ${frame.body}`)) authRejected.next(message);
    };
    client.onWebSocketClose = () => {
      if (client !== current) return;
      current = null;
      void client.deactivate();
      if (!stopped) setStatus('closed');
    };
    current = client;
    client.activate();
  }

  return {
    frames$: frames.asObservable(),
    status$: status.asObservable(),
    connected$: connected.asObservable(),
    authRejected$: authRejected.asObservable(),
    status: () => status.value,
    start() {
      if (!stopped) return;
      stopped = false;
      setStatus('connecting');
      open();
    },
    retry() {
      if (stopped || current !== null) return;
      setStatus('connecting');
      open();
    },
    async stop() {
      stopped = true;
      const c = current;
      current = null;
      setStatus('stopped');
      if (c) await c.deactivate();
    },
  };
}
