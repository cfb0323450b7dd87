// Deactivating an account (admin portal, spec 6): the account cannot sign in, and its sessions end at once:
// refresh tokens revoked, access tokens refused (token version raised), open sockets closed.
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { closeSockets, revokeAllTokens } from './tokens';

export const ACCOUNT_MESSAGES = {
  deactivated: 'Account is deactivated',
  notFound: 'User not found',
  adminAccount: 'A site admin account cannot be deactivated',
} as const;

/**
 * Sets or clears the account's deactivation inside the caller's transaction (the admin portal writes its audit
 * row in the same one); true when it changed. After commit, a deactivated account's sockets must be closed.
 */
export async function applyDeactivation(uow: UnitOfWork, userId: string, deactivated: boolean): Promise<boolean> {
  const { trx, now } = uow;
  const u = await trx.selectFrom('users').select(['id', 'admin', 'deactivated_at']).where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!u) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
  if (u.admin && deactivated) throw new HttpError(400, ACCOUNT_MESSAGES.adminAccount);
  if ((u.deactivated_at !== null) === deactivated) return false;
  await trx.updateTable('users').set({ deactivated_at: deactivated ? now : null }).where('id', '=', userId).execute();
  if (deactivated) await revokeAllTokens(trx, userId, now);
  return true;
}

export async function setDeactivated(ctx: AppContext, userId: string, deactivated: boolean): Promise<{ id: string; deactivated: boolean }> {
  await inTransaction(ctx, (uow) => applyDeactivation(uow, userId, deactivated));
  if (deactivated) await closeSockets(ctx, userId);
  return { id: userId, deactivated };
}
