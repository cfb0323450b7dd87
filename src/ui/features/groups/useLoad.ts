// Loads a REST result for a view and reloads it when its inputs change or a live notification
// arrives (membership changes reach the member as NOTIFICATION events: the bell rises, views refetch).
import { useCallback, useEffect, useState } from 'react';
import { useNotificationCount } from '../sync/useNotificationCount';

export type Loaded<T> = { kind: 'loading' } | { kind: 'error'; message: string; status: number | null } | { kind: 'ready'; data: T };

const statusOf = (e: unknown) => (typeof e === 'object' && e && 'status' in e && typeof e.status === 'number' ? e.status : null);

export function useLoad<T>(load: () => Promise<T | undefined>, deps: readonly unknown[]): Loaded<T> & { reload(): void } {
  const live = useNotificationCount();
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [tick, setTick] = useState(0);
  const run = useCallback(load, deps);
  useEffect(() => {
    let cancelled = false;
    run().then(
      (data) => {
        if (cancelled) return;
        if (data === undefined) setState({ kind: 'error', message: 'Service unavailable 503', status: 503 });
        else setState({ kind: 'ready', data });
      },
      (e: unknown) => {
        if (!cancelled) setState({ kind: 'error', message: e instanceof Error ? e.message : String(e), status: statusOf(e) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [run, live, tick]);
  return { ...state, reload: () => setTick((t) => t + 1) };
}

export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
