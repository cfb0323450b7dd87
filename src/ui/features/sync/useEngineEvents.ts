// Calls onEvent for every applied realtime event of these types (spec 4), through the running engine's
// onEvents: for signalling that is not data (an incoming call rings, WebRTC offers); views read their data
// through queries, which the engine refreshes on events by itself. Nothing happens while signed out.
import { useContext, useEffect, useRef } from 'react';
import type { RealtimeEvent, ResourceType } from '../../../domain/shared/events';
import { SyncContext } from './SyncProvider';

export function useEngineEvents(types: readonly ResourceType[], onEvent: (event: RealtimeEvent) => void): boolean {
  const { engine } = useContext(SyncContext);
  const cb = useRef(onEvent);
  cb.current = onEvent;
  const key = types.join(',');
  useEffect(() => {
    if (!engine) return;
    let unsubscribe: (() => void) | null = null;
    let gone = false;
    void engine.onEvents(key.split(',') as ResourceType[], (e) => cb.current(e)).then((u) => {
      if (gone) u();
      else unsubscribe = u;
    });
    return () => {
      gone = true;
      unsubscribe?.();
    };
  }, [engine, key]);
  return engine !== null;
}
