// The sync engine's face towards the UI. The worker (src/workers/sync.worker.ts) implements it and
// exposes it with comlink; Node tests run the same engine in-process.

export type EngineStatus = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'catching-up' | 'offline';

export type EngineConfig = {
  /** absolute ws(s):// URL of /ws */
  wsUrl: string;
  /** absolute base URL of the alert service, e.g. http://localhost:8080/api/v1/alert */
  alertBase: string;
  accessToken: string;
  userId: string;
};

export type Unsubscribe = () => void;

export interface SyncEngineApi {
  start(config: EngineConfig): Promise<void>;
  /** a refreshed access token: used for the next (re)connect and REST call */
  setToken(accessToken: string): Promise<void>;
  stop(): Promise<void>;
  /** after 'offline': try again now */
  retry(): Promise<void>;
  onStatus(cb: (status: EngineStatus) => void): Promise<Unsubscribe>;
  /** unread notifications of the last 2 days (raw number; the UI formats 99+) */
  onNotificationCount(cb: (count: number) => void): Promise<Unsubscribe>;
}
