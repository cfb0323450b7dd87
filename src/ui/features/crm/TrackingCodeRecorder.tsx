// Spec 2: a link with ?tc= to any page records a tracking code visit (page, time, and the visitor when signed
// in: the engine sends the token when there is one). Once per page and query, whichever account the engine is.
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { filterTrackingCodeId } from '../../../domain/crm/types';
import { sendCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';

export function TrackingCodeRecorder() {
  const [location] = useLocation();
  const search = useSearch();
  const engine = useEngine();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    const tc = filterTrackingCodeId(new URLSearchParams(search).get('tc') ?? '');
    const url = `${location}?${search}`;
    if (!engine || !tc || recorded.current === url) return;
    recorded.current = url;
    void sendCommand(engine, 'groups.trackingCodeLog', { trackingCodeId: tc, url }).catch(() => {});
  }, [engine, location, search]);
  return null;
}
