// Runs the engine (in its worker) for the page: the data path for everyone, and for a signed-in account
// also the socket, chat and the notification count. It follows the session: sign-in, token rotation,
// account switch and sign-out reach the worker as setAccount/setTokens, one after another.
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EngineStatus } from '../../../sync/facade';
import { serviceBases, WS_PATH } from '../../../sync/contract/endpoints';
import type { EngineClient } from '../../../workers/client';
import { useSession } from '../session/useSession';
import { syncStep, wsUrlFor, type SyncTarget } from './plan';
import { useTokenKeeper } from './useTokenKeeper';
import { useSessionRuntime } from '../session/useSession';
import { setCurrentEngine } from '../data/engineSource';

export type SyncState = {
  status: EngineStatus;
  /** while reconnecting, the retry the engine waits for (1 to 3); 0 otherwise */
  reconnectTry: number;
  notificationCount: number;
  retry(): void;
  /**
   * the engine's client (queries, commands, views of the store); null until the worker is up and works as
   * the session's account (or as a visitor when signed out), so nothing is sent as the wrong account
   */
  engine: EngineClient | null;
  /** the account the engine works as (null: a visitor; undefined: not yet known) */
  account: string | null | undefined;
};

export const SyncContext = createContext<SyncState>({ status: 'idle', reconnectTry: 0, notificationCount: 0, retry: () => {}, engine: null, account: undefined });

async function createEngine(): Promise<EngineClient> {
  const { connectEngine } = await import('../../../workers/client');
  return connectEngine();
}

export function SyncProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const runtime = useSessionRuntime();
  const [status, setStatus] = useState<EngineStatus>('idle');
  const [reconnectTry, setReconnectTry] = useState(0);
  const [notificationCount, setCount] = useState(0);
  const [engine, setEngine] = useState<EngineClient | null>(null);
  const [account, setAccount] = useState<string | null | undefined>(undefined);
  const runtimeRef = useRef(runtime);
  runtimeRef.current = runtime;
  const running = useRef<SyncTarget | undefined>(undefined);
  // Engine calls run one after another, so a quick switch cannot interleave sign-out and sign-in.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const enqueue = useCallback((job: () => Promise<void>) => {
    queue.current = queue.current.then(job).catch((e: unknown) => {
      console.error('sync engine:', e);
      setStatus('offline');
    });
  }, []);

  useEffect(() => {
    let gone = false;
    let client: EngineClient | null = null;
    void createEngine().then(async (c) => {
      if (gone) {
        c.terminate();
        return;
      }
      client = c;
      await c.onStatus((s, r) => {
        setStatus(s);
        setReconnectTry(r);
      });
      await c.onNotificationCount((n) => setCount(n));
      // the socket's token was refused: refresh; the new tokens come back through setTokens
      await c.onTokenRejected(() => void runtimeRef.current.api.refreshTokens());
      // the worker's REST client got a 401: the page's client refreshes (it holds the refresh token)
      await c.onRefreshRequest(async () => {
        const { api, actor } = runtimeRef.current;
        if (!(await api.refreshTokens())) return null;
        const login = actor.getSnapshot().context.logins[0];
        return login ? { accessToken: login.accessToken, refreshToken: login.refreshToken } : null;
      });
      setEngine(c);
    });
    return () => {
      gone = true;
      setEngine(null);
      setAccount(undefined);
      running.current = undefined;
      if (client) {
        const c = client;
        void c.setAccount(null).catch(() => {}).finally(() => c.terminate());
      }
    };
  }, []);

  const signedIn = session.status === 'signedIn' && session.user !== null && session.current !== null;
  const known = session.status === 'signedIn' || session.status === 'signedOut';
  const userId = signedIn ? session.user?.id ?? null : null;
  const login = signedIn ? session.current : null;
  const accessToken = login?.accessToken ?? null;
  const refreshToken = login?.refreshToken ?? null;

  useTokenKeeper(accessToken, status);

  useEffect(() => {
    if (!engine || !known) return;
    const wanted: SyncTarget = userId && accessToken ? { userId, accessToken } : null;
    const tokens = accessToken && refreshToken ? { accessToken, refreshToken } : null;
    enqueue(async () => {
      const step = running.current === undefined ? (wanted ? 'start' : 'stop') : syncStep(running.current, wanted);
      if (step === 'none' && running.current !== undefined) return;
      if (step === 'setToken' && tokens) {
        await engine.setTokens(tokens);
      } else if (wanted && tokens) {
        const bases = serviceBases(import.meta.env, window.location.origin);
        await engine.setAccount({
          userId: wanted.userId, tokens, config: { wsUrl: wsUrlFor(window.location, WS_PATH), alertBase: bases.alert, chatBase: bases.chat, companyBase: bases.company },
        });
      } else {
        await engine.setAccount(null);
        setCount(0);
        setStatus('idle');
      }
      running.current = wanted;
      setAccount(wanted?.userId ?? null);
    });
  }, [engine, known, userId, accessToken, refreshToken, enqueue]);

  const retry = useCallback(() => {
    enqueue(async () => {
      await engine?.retry();
    });
  }, [enqueue, engine]);

  // the engine is shown to views only once it works as the session's account
  const shown = known && account !== undefined && account === userId ? engine : null;
  useEffect(() => setCurrentEngine(shown), [shown]);
  const value = useMemo(
    () => ({ status, reconnectTry, notificationCount, retry, engine: shown, account: shown ? account : undefined }),
    [status, reconnectTry, notificationCount, retry, shown, account],
  );
  return <SyncContext.Provider value={value}>{children}</SyncContext.Provider>;
}
