// Whether the engine already works as the signed-in user. The engine is up before the session's account
// reaches it (and an account switch reaches it a moment later): a command sent as the page opens would go
// out as the visitor or the previous account. Pages that write as they open (a QR code, joining a call)
// wait for this. Queries need not: they are fetched again when the account changes.
import { useQuery } from './useQuery';

/** true once the engine's own answer to 'user.me' is `userId` (null: never) */
export function useEngineAs(userId: string | null): boolean {
  // answered from the engine's store of that account only, so a match means it holds that account's tokens
  const me = useQuery('user.me', userId ? undefined : null);
  return userId !== null && me.data?.id === userId;
}
