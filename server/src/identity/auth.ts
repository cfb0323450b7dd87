// POST /company/auth: one endpoint, one handler per request type (spec section 7).
import type { AuthRequest, AuthResponse } from '../../../src/domain/identity/types';
import { inTransaction, type AppContext } from '../context';
import { HttpError } from '../http/errors';
import { CODE_MESSAGES, checkCode, issueCode } from './codes';
import { dummyPasswordHash, hashPassword, verifyPassword } from './crypto';
import { ACCOUNT_MESSAGES } from './accounts';
import { closeSockets, issueTokens, revokeAllTokens, rotateRefreshToken } from './tokens';
import { socialSignIn } from '../social/flow';

export const AUTH_MESSAGES = {
  invalidLogin: 'Invalid login',
  notActivated: 'Account is not activated. Please confirm your email.',
  codeSent: 'New 6-digit code sent',
  resetSent: 'Password reset code sent',
  passwordUpdated: 'Password updated',
  invalidRefresh: 'Invalid refresh token',
} as const;

const normEmail = (email: string) => email.trim().toLowerCase();

async function findUser(ctx: AppContext, email: string) {
  return ctx.db.selectFrom('users').select(['id', 'email', 'firstname', 'password_hash', 'activated', 'deactivated_at']).where('email', '=', normEmail(email)).executeTakeFirst();
}

export async function handleAuth(ctx: AppContext, req: AuthRequest): Promise<AuthResponse> {
  switch (req.type) {
    case 'GOOGLE':
    case 'LINKEDIN':
      return socialSignIn(ctx, { ...req, type: req.type });
    case 'LOGIN': {
      const user = await findUser(ctx, req.data.email);
      const ok = await verifyPassword(req.data.password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !ok) throw new HttpError(401, AUTH_MESSAGES.invalidLogin);
      if (user.deactivated_at !== null) throw new HttpError(403, ACCOUNT_MESSAGES.deactivated);
      if (!user.activated) throw new HttpError(403, AUTH_MESSAGES.notActivated);
      return inTransaction(ctx, (uow) => issueTokens(ctx, uow.trx, user.id, uow.now));
    }
    case 'CONFIRM_EMAIL_WITH_CODE': {
      const { email, confirmCode } = req.data;
      const result = await inTransaction(ctx, async (uow) => {
        const user = await uow.trx.selectFrom('users').select(['id']).where('email', '=', normEmail(email)).forUpdate().executeTakeFirst();
        if (!user) return { check: 'invalid' as const };
        const check = await checkCode(uow.trx, ctx.jwtSecret, user.id, 'CONFIRM', confirmCode, uow.now);
        if (check !== 'ok') return { check };
        await uow.trx.updateTable('users').set({ activated: true }).where('id', '=', user.id).execute();
        return { check, tokens: await issueTokens(ctx, uow.trx, user.id, uow.now) };
      });
      if (result.check !== 'ok') throw new HttpError(400, CODE_MESSAGES[result.check]);
      return result.tokens;
    }
    case 'RESEND_CONFIRM_EMAIL_WITH_CODE': {
      // Same answer for unknown and already activated addresses: the endpoint tells nobody who is registered.
      const user = await findUser(ctx, req.data.email);
      if (user && !user.activated) await inTransaction(ctx, (uow) => issueCode(uow, ctx.jwtSecret, user, 'CONFIRM'));
      return { message: AUTH_MESSAGES.codeSent };
    }
    case 'REFRESH_TOKEN': {
      const result = await inTransaction(ctx, (uow) => rotateRefreshToken(ctx, uow.trx, req.data.refreshToken, uow.now));
      if (!result.ok) throw new HttpError(401, AUTH_MESSAGES.invalidRefresh);
      return result.tokens;
    }
    case 'RESET_PASSWORD': {
      const user = await findUser(ctx, req.data.email);
      if (user) await inTransaction(ctx, (uow) => issueCode(uow, ctx.jwtSecret, user, 'RESET'));
      return { message: AUTH_MESSAGES.resetSent };
    }
    case 'RESET_PASSWORD_WITH_CODE': {
      const { email, confirmCode, password } = req.data;
      const passwordHash = await hashPassword(password);
      const check = await inTransaction(ctx, async (uow) => {
        const user = await uow.trx.selectFrom('users').select(['id']).where('email', '=', normEmail(email)).forUpdate().executeTakeFirst();
        if (!user) return 'invalid' as const;
        const c = await checkCode(uow.trx, ctx.jwtSecret, user.id, 'RESET', confirmCode, uow.now);
        if (c !== 'ok') return c;
        // The code reached the mailbox, which is what activation proves too. Old sessions end: refresh tokens,
        // access tokens (token version) and, after commit, open sockets.
        await uow.trx.updateTable('users').set({ password_hash: passwordHash, activated: true }).where('id', '=', user.id).execute();
        await revokeAllTokens(uow.trx, user.id, uow.now);
        return { check: c, userId: user.id };
      });
      if (typeof check === 'string') throw new HttpError(400, CODE_MESSAGES[check]);
      await closeSockets(ctx, check.userId);
      return { message: AUTH_MESSAGES.passwordUpdated };
    }
  }
}
