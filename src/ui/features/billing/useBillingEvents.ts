// Refetch billing views when the server reports a membership or subscription change (MTZPLANSUBSCRIPTION) or a
// notification (a failed renewal notifies).
import { useEffect } from 'react';
import { useEngineEvents } from '../sync/useEngineEvents';
import { useNotificationCount } from '../sync/useNotificationCount';

export function useBillingEvents(onChange: () => void): void {
  useEngineEvents(['MTZPLANSUBSCRIPTION'], () => onChange());
  const count = useNotificationCount();
  useEffect(() => {
    if (count) onChange();
  }, [count, onChange]);
}
