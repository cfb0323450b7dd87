// Whether the engine works as this account now. The provider shows views the engine only once it works
// as the session's account, and an account switch reaches it a moment after the session changed: pages
// that write as they open (a QR code, joining a call) wait for this.
import { useContext } from 'react';
import { SyncContext } from '../sync/SyncProvider';

/** true once the engine works as `userId` (null: never) */
export function useEngineAs(userId: string | null): boolean {
  const { engine, account } = useContext(SyncContext);
  return userId !== null && engine !== null && account === userId;
}
