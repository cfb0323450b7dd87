// Runs the sync engine (in its worker) for the signed-in account and shares its status and the
// notification count with the views. One engine for the page; started, re-tokened, stopped per account.
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EngineStatus, SyncEngineApi } from '../../../sync/engine/facade';
import { serviceBases, WS_PATH } from '../../../sync/contract/endpoints';
import { useSession } from '../session/useSession';
import { syncStep, wsUrlFor, type SyncTarget } from './plan';
import { useTokenKeeper } from './useTokenKeeper';
import { useApi } from '../session/useApi';

export type SyncState = {
  status: EngineStatus;
  notificationCount: number;
  retry(): void;
  /** the running engine's facade (views of the store, onEvents); null until the worker is up */
  engine: SyncEngineApi | null;
};

export const SyncContext = createContext<SyncState>({ status: 'idle', notificationCount: 0, retry: () => {}, engine: null });

type Engine = SyncEngineApi & { terminate?(): void };

async function createEngine(): Promise<Engine> {
  const { connectSyncWorker } = await import('../../../sync/engine/connect');
  return connectSyncWorker();
}

export function SyncProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [status, setStatus] = useState<EngineStatus>('idle');
  const [notificationCount, setCount] = useState(0);
  const [engineApi, setEngineApi] = useState<SyncEngineApi | null>(null);
  const api = useApi();
  const engine = useRef<Promise<Engine> | null>(null);
  const restApi = useRef(api);
  restApi.current = api;
  const running = useRef<SyncTarget>(null);
  // Engine calls run one after another, so a quick switch cannot interleave stop and start.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const enqueue = useCallback((job: () => Promise<void>) => {
    queue.current = queue.current.then(job).catch((e: unknown) => {
      console.error('sync engine:', e);
      setStatus('offline');
    });
  }, []);

  const getEngine = useCallback(() => {
    engine.current ??= createEngine().then(async (api) => {
      await api.onStatus((s) => setStatus(s));
      await api.onNotificationCount((n) => setCount(n));
      // the socket's token was refused: refresh; the new token comes back through setToken
      await api.onTokenRejected(() => void restApi.current.refreshTokens());
      setEngineApi(api);
      return api;
    });
    return engine.current;
  }, []);

  const signedIn = session.status === 'signedIn' && session.user !== null && session.current !== null;
  const userId = signedIn ? session.user?.id ?? null : null;
  const accessToken = signedIn ? session.current?.accessToken ?? null : null;

  useTokenKeeper(accessToken, status);

  const wantedRef = useRef<SyncTarget>(null);
  // Brings the engine to the wanted account: start, re-token, stop or switch.
  const reconcile = useCallback(async () => {
    const wanted = wantedRef.current;
    const step = syncStep(running.current, wanted);
    if (step === 'none') return;
    const api = await getEngine();
    if (step === 'setToken' && wanted) {
      await api.setToken(wanted.accessToken);
      running.current = wanted;
      return;
    }
    if (step === 'stop' || step === 'restart') {
      running.current = null;
      await api.stop();
      setCount(0);
      setStatus('idle');
    }
    if ((step === 'start' || step === 'restart') && wanted) {
      const bases = serviceBases(import.meta.env, window.location.origin);
      await api.start({
        wsUrl: wsUrlFor(window.location, WS_PATH),
        alertBase: bases.alert,
        accessToken: wanted.accessToken,
        userId: wanted.userId,
      });
      running.current = wanted;
    }
  }, [getEngine]);

  useEffect(() => {
    wantedRef.current = userId && accessToken ? { userId, accessToken } : null;
    enqueue(reconcile);
  }, [userId, accessToken, enqueue, reconcile]);

  // Leaving the page (or a StrictMode remount): stop the engine and end its worker.
  useEffect(
    () => () => {
      const current = engine.current;
      const wasRunning = running.current !== null;
      engine.current = null;
      running.current = null;
      setEngineApi(null);
      if (current) {
        void current
          .then(async (api) => {
            if (wasRunning) await api.stop();
            api.terminate?.();
          })
          .catch(() => {});
      }
    },
    [],
  );

  const retry = useCallback(() => {
    enqueue(async () => {
      if (running.current) await (await getEngine()).retry();
      else await reconcile();
    });
  }, [enqueue, getEngine, reconcile]);

  const value = useMemo(() => ({ status, notificationCount, retry, engine: engineApi }), [status, notificationCount, retry, engineApi]);
  return <SyncContext.Provider value={value}>{children}</SyncContext.Provider>;
}
