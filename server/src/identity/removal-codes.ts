// 6-digit codes of the member's own account changes: an e-mail change (mailed to the NEW address, holding it as
// the code's target) and an account removal (mailed to the current address). Kept apart from the sign-up and reset
// codes (auth_codes) in a table of this module (account_codes), with the same rules: stored hashed, a new one
// replaces the old, 5 minutes (CODE_TTL_MS), 5 wrong tries, consumed when right.
import type { Generated, Kysely, Transaction } from 'kysely';
import type { UnitOfWork } from '../context';
import type { DB } from '../db/schema';
import { systemMail } from '../mailtemplates/compose';
import { CODE_MAX_WRONG_TRIES, CODE_TTL_MS, type CodeCheck } from './codes';
import { hashCode, newCode } from './crypto';

export type AccountCodePurpose = 'EMAIL' | 'REMOVE';

export type AccountCodeTables = {
  account_codes: {
    user_id: string; purpose: AccountCodePurpose; target: string; code_hash: string; expires_at: number; tries: Generated<number>; created_at: number;
  };
};

export const ACCOUNT_CODES_MIGRATION = {
  id: 'account_0001_codes',
  sql: `
    CREATE TABLE account_codes (
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('EMAIL', 'REMOVE')),
      target text NOT NULL,
      code_hash text NOT NULL,
      expires_at int8 NOT NULL,
      tries int NOT NULL DEFAULT 0,
      created_at int8 NOT NULL,
      PRIMARY KEY (user_id, purpose)
    );
  `,
};

export const accountCodes = (db: Kysely<DB> | Transaction<DB>) => db.withTables<AccountCodeTables>();

// the purpose and target are part of what is hashed: a code for one address does not confirm another
const scope = (userId: string, purpose: AccountCodePurpose, target: string) => `${purpose}:${userId}:${target}`;

// the texts are the system e-mails 'email-change-code' and 'account-removal-code' (an admin may change them)
const MAIL_KEYS = { EMAIL: 'email-change-code', REMOVE: 'account-removal-code' } as const;

/** Replaces any earlier code of this purpose and mails the new one to `to` (an e-mail change: the new address). */
export async function issueAccountCode(
  uow: UnitOfWork, secret: Buffer, user: { id: string; firstname: string }, purpose: AccountCodePurpose, to: string, target: string,
): Promise<void> {
  const code = newCode();
  const t = accountCodes(uow.trx);
  await t.deleteFrom('account_codes').where('user_id', '=', user.id).where('purpose', '=', purpose).execute();
  await t.insertInto('account_codes').values({
    user_id: user.id, purpose, target, code_hash: hashCode(secret, scope(user.id, purpose, target), code), expires_at: uow.now + CODE_TTL_MS, created_at: uow.now,
  }).execute();
  await uow.mail(await systemMail(uow.trx, to, MAIL_KEYS[purpose], { firstname: user.firstname, code }));
}

/**
 * Checks a code: 'ok' consumes it and gives its target; a wrong try is counted (the caller commits before
 * answering 400).
 */
export async function takeAccountCode(
  trx: Transaction<DB>, secret: Buffer, userId: string, purpose: AccountCodePurpose, code: string, now: number,
): Promise<{ check: CodeCheck; target: string }> {
  const t = accountCodes(trx);
  const row = await t.selectFrom('account_codes').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose).forUpdate().executeTakeFirst();
  if (!row) return { check: 'invalid', target: '' };
  const answer = (check: CodeCheck) => ({ check, target: row.target });
  if (row.tries >= CODE_MAX_WRONG_TRIES) return answer('too-many');
  if (now >= Number(row.expires_at)) return answer('expired');
  if (row.code_hash !== hashCode(secret, scope(userId, purpose, row.target), code)) {
    await t.updateTable('account_codes').set({ tries: row.tries + 1 }).where('user_id', '=', userId).where('purpose', '=', purpose).execute();
    return answer('invalid');
  }
  await t.deleteFrom('account_codes').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
  return answer('ok');
}
