// 6-digit codes for e-mail confirmation and password reset: stored hashed, 5 minutes, 5 wrong tries.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { UnitOfWork } from '../context';
import type { DB } from '../db/schema';
import { systemMail } from '../mailtemplates/compose';
import { hashCode, newCode } from './crypto';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_WRONG_TRIES = 5;

export type CodePurpose = 'CONFIRM' | 'RESET';
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'too-many';

export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  invalid: 'Invalid code',
  expired: 'Code expired. Please request a new code',
  'too-many': 'Too many wrong tries. Please request a new code',
};

const scope = (userId: string, purpose: CodePurpose) => `${purpose}:${userId}`;

// the texts are the system e-mails 'confirmation' and 'password-reset' (an admin may change them)
const MAIL_KEYS = { CONFIRM: 'confirmation', RESET: 'password-reset' } as const;

/** Replaces any earlier code of this purpose (the old one stops working) and mails the new one. */
export async function issueCode(
  uow: UnitOfWork,
  secret: Buffer,
  user: { id: string; email: string; firstname: string },
  purpose: CodePurpose,
): Promise<void> {
  const code = newCode();
  await uow.trx.deleteFrom('auth_codes').where('user_id', '=', user.id).where('purpose', '=', purpose).execute();
  await uow.trx
    .insertInto('auth_codes')
    .values({ id: randomUUID(), user_id: user.id, purpose, code_hash: hashCode(secret, scope(user.id, purpose), code), expires_at: uow.now + CODE_TTL_MS, created_at: uow.now })
    .execute();
  await uow.mail(await systemMail(uow.trx, user.email, MAIL_KEYS[purpose], { firstname: user.firstname, code }));
}

/**
 * Checks a code. A wrong try is counted (the caller must commit even when answering 400);
 * the right code is consumed.
 */
export async function checkCode(trx: Transaction<DB>, secret: Buffer, userId: string, purpose: CodePurpose, code: string, now: number): Promise<CodeCheck> {
  const row = await trx
    .selectFrom('auth_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'invalid';
  if (row.tries >= CODE_MAX_WRONG_TRIES) return 'too-many';
  if (now >= Number(row.expires_at)) return 'expired';
  if (row.code_hash !== hashCode(secret, scope(userId, purpose), code)) {
    await trx.updateTable('auth_codes').set({ tries: row.tries + 1 }).where('id', '=', row.id).execute();
    return 'invalid';
  }
  await trx.deleteFrom('auth_codes').where('id', '=', row.id).execute();
  return 'ok';
}
