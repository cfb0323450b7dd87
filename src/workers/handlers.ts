// The worker's one handler map: every call the page can make, typed once. sync.worker.ts exposes it with
// comlink (functions returned cross back as proxies); client.ts derives the page's side from its type.
import type { AuthTokens } from '../domain/identity/types';
import { uniqueCodes } from '../domain/crm/referrals';
import type { SyncEngineApi, EngineConfig, Unsubscribe } from '../sync/engine/facade';
import type { DataEngine } from '../sync/query/data-engine';
import type { EndpointName, Endpoints, QueryState, CommandOutcome } from '../sync/facade';
import { recordCommand, recordedViews, recorder, storeContents, type WorkerRecording } from '../sync/recorder';

export type SessionAccount = { userId: string; tokens: AuthTokens; config: Omit<EngineConfig, 'accessToken' | 'userId'> } | null;

/** What the page tells the worker: who refreshes tokens, and the tracking codes every request carries (spec 7). */
export type PageLink = { refresh: (() => Promise<AuthTokens | null>) | null; trackingCodes: string[] };

export function createHandlers(engine: SyncEngineApi, data: DataEngine, page: PageLink) {
  let running: string | null = null;
  const views = recordedViews(engine);
  return {
    /** signs the whole engine in or out: the data path for everyone, the socket and chat for members */
    async setAccount(account: SessionAccount): Promise<void> {
      await data.setAccount(account ? { userId: account.userId, tokens: account.tokens } : null);
      if (!account) {
        if (running) await engine.stop();
        running = null;
        return;
      }
      if (running === account.userId) {
        await engine.setToken(account.tokens.accessToken);
        return;
      }
      running = account.userId;
      views.clear();
      await engine.start({ ...account.config, userId: account.userId, accessToken: account.tokens.accessToken });
    },
    async setTokens(tokens: AuthTokens): Promise<void> {
      data.setTokens(tokens);
      if (running) await engine.setToken(tokens.accessToken);
    },
    /** the page's refresher: the worker's REST client asks it on a 401 */
    async onRefreshRequest(cb: () => Promise<AuthTokens | null>): Promise<Unsubscribe> {
      page.refresh = cb;
      return () => {
        if (page.refresh === cb) page.refresh = null;
      };
    },
    /** the codes the visitor arrived with (?tc=), sent from now on in the tracking-codes header */
    async setTrackingCodes(codes: string[]): Promise<void> {
      page.trackingCodes = uniqueCodes(codes);
    },
    async query<K extends EndpointName>(endpoint: K, params: Endpoints[K]['in'], cb: (state: QueryState<Endpoints[K]['out']>) => void): Promise<Unsubscribe> {
      return data.query(endpoint, params, cb as (state: QueryState) => void);
    },
    async command<K extends EndpointName>(
      endpoint: K, input: Endpoints[K]['in'], idempotencyKey?: string, onUploadProgress?: (fraction: number) => void,
    ): Promise<CommandOutcome<Endpoints[K]['out']>> {
      return recordCommand(endpoint, input, await data.command(endpoint, input, { idempotencyKey, onUploadProgress }));
    },
    async read<K extends EndpointName>(endpoint: K, params: Endpoints[K]['in']): Promise<CommandOutcome<Endpoints[K]['out']>> {
      return data.read(endpoint, params);
    },
    /** the flight recorder's worker part: frames, REST answers, commands, and the store's contents now */
    async recording(): Promise<WorkerRecording> {
      return { userId: running, entries: recorder.entries(), store: await storeContents(engine, views) };
    },
    retry: () => engine.retry(),
    onStatus: engine.onStatus,
    onNotificationCount: engine.onNotificationCount,
    onEvents: engine.onEvents,
    onTokenRejected: engine.onTokenRejected,
    onRoomsDelta: engine.onRoomsDelta,
    openRoom: views.openRoom,
    onMessages: views.onMessages,
    loadOlderMessages: engine.loadOlderMessages,
    onInvites: engine.onInvites,
    onPresence: engine.onPresence,
    /** a chat file's content as a Blob (structured-cloned to the page) */
    downloadFile: engine.downloadFile,
  };
}

export type WorkerHandlers = ReturnType<typeof createHandlers>;
