// Keeps the signed-in account's access token fresh for the socket: refreshes a minute before it
// expires, and once when the engine went offline (the server may have refused an expired token).
import { useEffect, useRef } from 'react';
import { refreshDelay } from '../../../domain/identity/token';
import type { EngineStatus } from '../../../sync/engine/facade';
import { useSessionRuntime } from '../session/useSession';

export function useTokenKeeper(accessToken: string | null, status: EngineStatus): void {
  const { api } = useSessionRuntime();

  useEffect(() => {
    if (!accessToken) return;
    const delay = refreshDelay(accessToken, Date.now());
    if (delay === null) return;
    // setTimeout caps at ~24.8 days; tokens live minutes
    const timer = setTimeout(() => void api.refreshTokens(), Math.min(delay, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [accessToken, api]);

  // One refresh per offline episode: the new token reaches the engine through setToken, which reconnects.
  const triedFor = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'offline' || !accessToken || triedFor.current === accessToken) return;
    triedFor.current = accessToken;
    void api.refreshTokens();
  }, [status, accessToken, api]);
}
