// Sessions: a short access token (HMAC JWT carrying the user's token version) and a refresh token that rotates on
// every use; revocation ends both at once.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AuthTokens } from '../../../src/domain/identity/types';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import { newRefreshToken, sha256, signAccessToken } from './crypto';

export async function issueTokens(ctx: AppContext, trx: Transaction<DB>, userId: string, now: number, familyId: string = randomUUID()): Promise<AuthTokens> {
  const { token_version: version } = await trx.selectFrom('users').select('token_version').where('id', '=', userId).executeTakeFirstOrThrow();
  const refreshToken = newRefreshToken();
  await trx
    .insertInto('refresh_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(refreshToken),
      expires_at: now + ctx.refreshTokenTtlSeconds * 1000,
      rotated_at: null,
      revoked_at: null,
      created_at: now,
    })
    .execute();
  return { accessToken: signAccessToken(ctx.jwtSecret, userId, version, now, ctx.accessTokenTtlSeconds), refreshToken };
}

export type RefreshResult = { ok: true; tokens: AuthTokens } | { ok: false; reused: boolean };

/** Rotates a refresh token. Presenting an already rotated token revokes its whole family. */
export async function rotateRefreshToken(ctx: AppContext, trx: Transaction<DB>, token: string, now: number): Promise<RefreshResult> {
  const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', sha256(token)).forUpdate().executeTakeFirst();
  if (!row || row.revoked_at !== null) return { ok: false, reused: false };
  if (row.rotated_at !== null) {
    await trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', row.family_id).where('revoked_at', 'is', null).execute();
    return { ok: false, reused: true };
  }
  if (now >= Number(row.expires_at)) return { ok: false, reused: false };
  const user = await trx.selectFrom('users').select(['id', 'activated', 'deactivated_at']).where('id', '=', row.user_id).executeTakeFirst();
  if (!user?.activated || user.deactivated_at !== null) return { ok: false, reused: false };
  await trx.updateTable('refresh_tokens').set({ rotated_at: now }).where('id', '=', row.id).execute();
  return { ok: true, tokens: await issueTokens(ctx, trx, row.user_id, now, row.family_id) };
}

/**
 * Ends every session of a user at once: revokes the refresh tokens and raises the token version, so every access
 * token signed before is refused on its next request or STOMP CONNECT. After commit, call `closeSockets`.
 */
export async function revokeAllTokens(trx: Transaction<DB>, userId: string, now: number, keepFamilyId?: string): Promise<void> {
  let revoke = trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  // a password change keeps the caller's own session: its refresh token then gets an access token of the new version
  if (keepFamilyId) revoke = revoke.where('family_id', '!=', keepFamilyId);
  await revoke.execute();
  await trx.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', userId).execute();
}

/** After the revocation committed: the user's open sockets, in every server process, are closed. */
export async function closeSockets(ctx: AppContext, userId: string): Promise<void> {
  try {
    await ctx.broadcaster.endSessions(userId);
  } catch (err) {
    // the sockets' tokens are refused on their next CONNECT anyway; a failed push is not the caller's error
    ctx.log('closing sockets failed', err);
  }
}
