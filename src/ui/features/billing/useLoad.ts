// Loads one server answer for a view; reload() after a confirmed change. Money shown only from here.
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: T };

export function useLoad<T>(load: () => Promise<T | undefined>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [tick, setTick] = useState(0);
  const run = useCallback(load, deps);
  useEffect(() => {
    let cancelled = false;
    run().then(
      (data) => { if (!cancelled) setState(data === undefined ? { kind: 'error', message: 'Service unavailable 503' } : { kind: 'ready', data }); },
      (e: unknown) => { if (!cancelled) setState({ kind: 'error', message: e instanceof Error ? e.message : String(e) }); },
    );
    return () => { cancelled = true; };
  }, [run, tick]);
  return [state, useCallback(() => setTick((t) => t + 1), [])];
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
