// The group's donation (public), reloaded when the settings change it.
import { useCallback, useEffect, useState } from 'react';
import type { CgDonation } from '../../../domain/billing';
import { useApi } from '../session/useApi';
import { onDonationChanged } from './changes';

export type DonationState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; donation: CgDonation | null };

export function useGroupDonation(companyGroupId: string): [DonationState, () => void, (d: CgDonation | null) => void] {
  const api = useApi();
  const [state, setState] = useState<DonationState>({ kind: 'loading' });
  const [n, setN] = useState(0);
  const reload = useCallback(() => setN((x) => x + 1), []);
  useEffect(() => {
    let live = true;
    api.call('donations.get', { companyGroupId }).then(
      (d) => { if (live) setState(d === undefined ? { kind: 'error', message: 'Service unavailable 503' } : { kind: 'ready', donation: d }); },
      (e: unknown) => { if (live) setState({ kind: 'error', message: e instanceof Error ? e.message : String(e) }); },
    );
    return () => { live = false; };
  }, [api, companyGroupId, n]);
  useEffect(() => onDonationChanged((id) => { if (id === companyGroupId) reload(); }), [companyGroupId, reload]);
  const set = useCallback((d: CgDonation | null) => setState({ kind: 'ready', donation: d }), []);
  return [state, reload, set];
}
