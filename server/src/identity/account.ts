// The member's own account (spec 2 /me/account): name and profile name, and the password change, which ends every
// other session at once (refresh tokens revoked, token version raised, sockets closed). The caller's session goes on:
// the refresh token it sends along stays valid (its next request refreshes to an access token of the new version,
// the path every client already has); without one it is answered fresh tokens instead.
import type { User } from '../../../src/domain/identity/types';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { hashPassword, sha256, verifyPassword } from './crypto';
import { closeSockets, issueTokens, revokeAllTokens } from './tokens';
import { currentUser } from './users';

export const ACCOUNT_EDIT_MESSAGES = {
  profileNameTaken: 'Profile name is already taken',
  invalidPassword: 'Invalid password',
  samePassword: 'The new password must differ from the current one',
  nothingToChange: 'Nothing to change',
  passwordUpdated: 'Password updated',
} as const;

export type PasswordChangeInput = { currentPassword: string; password: string; refreshToken?: string };
export type PasswordChangeResult = { message: string; accessToken?: string; refreshToken?: string };

export type ProfileInput = { firstname?: string; lastname?: string; profileName?: string };

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export async function updateProfile(ctx: AppContext, userId: string, input: ProfileInput): Promise<User> {
  const set: { firstname?: string; lastname?: string; profile_name?: string } = {};
  if (input.firstname !== undefined) set.firstname = input.firstname;
  if (input.lastname !== undefined) set.lastname = input.lastname;
  if (input.profileName !== undefined) set.profile_name = input.profileName;
  if (Object.keys(set).length === 0) throw new HttpError(400, ACCOUNT_EDIT_MESSAGES.nothingToChange);
  if (set.profile_name !== undefined) {
    const taken = await ctx.db.selectFrom('users').select('id').where('profile_name', '=', set.profile_name).where('id', '!=', userId).executeTakeFirst();
    if (taken) throw new HttpError(409, ACCOUNT_EDIT_MESSAGES.profileNameTaken);
  }
  try {
    await inTransaction(ctx, (uow) => uow.trx.updateTable('users').set(set).where('id', '=', userId).execute());
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, ACCOUNT_EDIT_MESSAGES.profileNameTaken);
    throw err;
  }
  return currentUser(ctx, userId);
}

export async function changePassword(ctx: AppContext, userId: string, input: PasswordChangeInput): Promise<PasswordChangeResult> {
  const row = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!row || !(await verifyPassword(input.currentPassword, row.password_hash))) throw new HttpError(400, ACCOUNT_EDIT_MESSAGES.invalidPassword);
  if (input.currentPassword === input.password) throw new HttpError(400, ACCOUNT_EDIT_MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.password);
  const result = await inTransaction(ctx, async (uow): Promise<PasswordChangeResult> => {
    const { trx, now } = uow;
    // the caller's own session: a live, not yet rotated refresh token of this user
    const own = input.refreshToken
      ? await trx.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', sha256(input.refreshToken)).where('user_id', '=', userId)
        .where('revoked_at', 'is', null).where('rotated_at', 'is', null).where('expires_at', '>', now).executeTakeFirst()
      : undefined;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await revokeAllTokens(trx, userId, now, own?.family_id);
    if (own) return { message: ACCOUNT_EDIT_MESSAGES.passwordUpdated };
    return { message: ACCOUNT_EDIT_MESSAGES.passwordUpdated, ...(await issueTokens(ctx, trx, userId, now)) };
  });
  await closeSockets(ctx, userId);
  return result;
}
