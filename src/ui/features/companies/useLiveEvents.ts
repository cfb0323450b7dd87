// Refetch REST data when realtime events of some types arrive (spec 4: CONNECTION). Signed-out
// visitors have no engine: a slow poll keeps their views from going stale.
import { useEffect, useRef } from 'react';
import type { ResourceType } from '../../../domain/shared/events';
import { useEngineEvents } from '../sync/useEngineEvents';

export function useLiveEvents(types: readonly ResourceType[], onEvent: () => void, fallbackPollMs = 4000): void {
  const cb = useRef(onEvent);
  cb.current = onEvent;
  const live = useEngineEvents(types, () => cb.current());
  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => cb.current(), fallbackPollMs);
    return () => clearInterval(timer);
  }, [live, fallbackPollMs]);
}
