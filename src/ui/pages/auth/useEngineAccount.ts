// Waits until the engine's data path works as a given account. Confirming a sign-up stores the new login
// at once, but the engine hears of it a moment later (the session's user, then the sync provider): a
// command sent before that would go out as the visitor (or the previous account).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '../../features/data/useQuery';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function useEngineAccount(): (email: string) => Promise<void> {
  const [awaited, setAwaited] = useState<string | null>(null);
  const waiters = useRef<(() => void)[]>([]);
  // the engine answers 'user.me' with the tokens it holds; a new account refetches the queries on screen
  const me = useQuery('user.me', awaited === null ? null : undefined);
  const email = me.data?.email ?? null;
  useEffect(() => {
    if (awaited === null || email === null || !same(email, awaited)) return;
    for (const resolve of waiters.current.splice(0)) resolve();
    setAwaited(null);
  }, [awaited, email]);
  return useCallback((to: string) => new Promise<void>((resolve) => {
    waiters.current.push(resolve);
    setAwaited(to);
  }), []);
}
