// Spec 2: a link with ?tc= to any page records a tracking code visit (page, time, and the visitor when signed
// in: the engine sends the token when there is one). Once per page and query, whichever account the engine is.
// The browser keeps the codes it arrived with (newest first) and the engine sends them with every request in the
// tracking-codes header (spec 7): registering later credits the code's owner (referral rewards).
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readTrackingCodes, rememberTrackingCode, TRACKING_CODES_STORAGE_KEY } from '../../../domain/crm/referrals';
import { filterTrackingCodeId } from '../../../domain/crm/types';
import { sendCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';

function storedCodes(): string[] {
  try {
    return readTrackingCodes(localStorage.getItem(TRACKING_CODES_STORAGE_KEY));
  } catch {
    return [];
  }
}

function storeCodes(codes: string[]): void {
  try {
    localStorage.setItem(TRACKING_CODES_STORAGE_KEY, JSON.stringify(codes));
  } catch {
    // storage refused (private mode, quota): the codes last as long as this page
  }
}

export function TrackingCodeRecorder() {
  const [location] = useLocation();
  const search = useSearch();
  const engine = useEngine();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (engine) void engine.setTrackingCodes(storedCodes());
  }, [engine]);
  useEffect(() => {
    const tc = filterTrackingCodeId(new URLSearchParams(search).get('tc') ?? '');
    const url = `${location}?${search}`;
    if (!engine || !tc || recorded.current === url) return;
    recorded.current = url;
    const codes = rememberTrackingCode(storedCodes(), tc);
    storeCodes(codes);
    void engine.setTrackingCodes(codes).then(() => sendCommand(engine, 'groups.trackingCodeLog', { trackingCodeId: tc, url })).catch(() => {});
  }, [engine, location, search]);
  return null;
}
