// E-mail change of the member's own account (/me/account): asked for with the current password, confirmed by the
// 6-digit code mailed to the NEW address. The address changes only when the right code comes back; an address in
// use by another account is refused when asked and again when confirmed; the old address is told by mail.
import type { Kysely, Transaction } from 'kysely';
import type { User } from '../../../src/domain/identity/types';
import { inTransaction, type AppContext } from '../context';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import { systemMail } from '../mailtemplates/compose';
import { ACCOUNT_EDIT_MESSAGES } from './account';
import { CODE_MESSAGES } from './codes';
import { verifyPassword } from './crypto';
import { issueAccountCode, takeAccountCode } from './removal-codes';
import { USER_MESSAGES, currentUser } from './users';

export const EMAIL_CHANGE_MESSAGES = {
  sameEmail: 'This is already the e-mail of your account',
  codeSent: (email: string) => `A 6-digit code was sent to ${email}`,
} as const;

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

async function emailTaken(db: Kysely<DB> | Transaction<DB>, email: string, userId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst());
}

export async function requestEmailChange(ctx: AppContext, userId: string, input: { password: string; email: string }): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  const u = await ctx.db.selectFrom('users').select(['id', 'email', 'firstname', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(input.password, u.password_hash))) throw new HttpError(400, ACCOUNT_EDIT_MESSAGES.invalidPassword);
  if (email === u.email) throw new HttpError(400, EMAIL_CHANGE_MESSAGES.sameEmail);
  if (await emailTaken(ctx.db, email, userId)) throw new HttpError(409, USER_MESSAGES.emailTaken);
  await inTransaction(ctx, (uow) => issueAccountCode(uow, ctx.jwtSecret, u, 'EMAIL', email, email));
  return { message: EMAIL_CHANGE_MESSAGES.codeSent(email) };
}

export async function confirmEmailChange(ctx: AppContext, userId: string, input: { code: string }): Promise<User> {
  let check;
  try {
    check = await inTransaction(ctx, async (uow) => {
      const u = await uow.trx.selectFrom('users').select(['id', 'email', 'firstname']).where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const c = await takeAccountCode(uow.trx, ctx.jwtSecret, userId, 'EMAIL', input.code, uow.now);
      if (c.check !== 'ok') return c.check;
      // taken since the code was sent: refused, and the code stays usable (the transaction is rolled back)
      if (await emailTaken(uow.trx, c.target, userId)) throw new HttpError(409, USER_MESSAGES.emailTaken);
      await uow.trx.updateTable('users').set({ email: c.target }).where('id', '=', userId).execute();
      await uow.mail(await systemMail(uow.trx, u.email, 'email-changed', { firstname: u.firstname, email: c.target }));
      return c.check;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, USER_MESSAGES.emailTaken);
    throw err;
  }
  if (check !== 'ok') throw new HttpError(400, CODE_MESSAGES[check]);
  return currentUser(ctx, userId);
}
