// Refetch billing views when the server reports a membership or subscription change (MTZPLANSUBSCRIPTION) or a
// notification (a failed renewal notifies). Uses the engine's onEvents when SyncProvider shares the engine.
import { useContext, useEffect } from 'react';
import type { SyncEngineApi } from '../../../sync/engine/facade';
import { SyncContext } from '../sync/SyncProvider';

function hasOnEvents(x: unknown): x is Pick<SyncEngineApi, 'onEvents'> {
  return typeof x === 'object' && x !== null && 'onEvents' in x && typeof x.onEvents === 'function';
}

export function useBillingEvents(onChange: () => void): void {
  const ctx: object = useContext(SyncContext);
  const engine = 'engine' in ctx ? ctx.engine : null;
  const count = 'notificationCount' in ctx ? ctx.notificationCount : 0;
  useEffect(() => {
    if (!hasOnEvents(engine)) return;
    let unsubscribe: (() => void) | null = null;
    let gone = false;
    void engine.onEvents(['MTZPLANSUBSCRIPTION'], () => onChange()).then((u) => {
      if (gone) u();
      else unsubscribe = u;
    });
    return () => {
      gone = true;
      unsubscribe?.();
    };
  }, [engine, onChange]);
  useEffect(() => {
    if (count) onChange();
  }, [count, onChange]);
}
