// Users, companies and business types (categories): registration and the signed-in caller (the spec's company service).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Category, CompanySummary, RegistrationInput, User } from '../../../src/domain/identity/types';
import { uniqueCodes } from '../../../src/domain/crm/referrals';
import { notifyAdmins } from '../admin/audit';
import { planLabelOf } from '../billing/plan-label';
import { recordReferral } from '../crm/referrals';
import { inTransaction, type AppContext } from '../context';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/registry';
import { issueCode } from './codes';
import { systemMail } from '../mailtemplates/compose';
import { hashPassword, verifyAccessToken } from './crypto';
import { tokenUser } from './request-caller';

export const USER_MESSAGES = {
  emailTaken: 'Email is already registered',
  companyNameRequired: 'Company Name is required!!',
  categoriesMin: 'Please select at least one business type.',
  categoriesMax: 'Please select at most 5 business types.',
} as const;

export const PROFESSIONAL_CATEGORY = 'Professional';

export function slugify(text: string): string {
  const slug = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return slug || 'x';
}

/** A free profile name: the slug itself, else the slug with a short random suffix. */
async function freeProfileName(db: Kysely<DB> | Transaction<DB>, table: 'users' | 'companies' | 'company_groups', base: string): Promise<string> {
  let candidate = slugify(base);
  for (let i = 0; i < 5; i++) {
    const taken = await db.selectFrom(table).select('id').where('profile_name', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
    candidate = `${slugify(base)}-${randomBytes(3).toString('hex')}`;
  }
  return `${slugify(base)}-${randomUUID().slice(0, 8)}`;
}

export async function listCategories(db: Kysely<DB>): Promise<Category[]> {
  return db.selectFrom('categories').select(['id', 'name']).orderBy('position').execute();
}

/** 1 to 5 known categories; returns their names. */
async function checkCategories(db: Kysely<DB> | Transaction<DB>, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new HttpError(400, USER_MESSAGES.categoriesMin);
  if (unique.length > 5) throw new HttpError(400, USER_MESSAGES.categoriesMax);
  const rows = await db.selectFrom('categories').select(['id', 'name']).where('id', 'in', unique).execute();
  const unknown = unique.find((id) => !rows.some((r) => r.id === id));
  if (unknown !== undefined) throw new HttpError(400, `categoryIds: unknown business type '${unknown}'`);
  return rows.map((r) => r.name);
}

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
const isProfileNameClash = (err: unknown) => isUniqueViolation(err) && /profile_name/.test(String((err as { constraint?: unknown }).constraint ?? ''));

/**
 * Runs a transaction that takes a free profile name, again when a concurrent one took the same name first
 * (freeProfileName's check and the insert are not atomic: on PostgreSQL two registrations as "Test User" at once collided).
 */
async function withProfileNameRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isProfileNameClash(err) || attempt >= 3) throw err;
    }
  }
}

/**
 * Registration (spec 5); `trackingCodes`: the request's tracking-codes header, after the form's own tc (referrals).
 * A known address is answered as a new one (201, the same shape, the same password hashing) so that sign-up cannot
 * tell who has an account: the mail tells the owner instead ('registration-existing'). An address registered but
 * never confirmed is still nobody's account: the new sign-up replaces it and a new code is mailed (the confirmation
 * flow goes on; only the mailbox's owner can finish it).
 */
export async function registerUser(ctx: AppContext, input: RegistrationInput, trackingCodes: string[] = []): Promise<{ id: string; email: string }> {
  const email = input.email.trim().toLowerCase();
  const categoryIds = input.meta.categoryIds.split(',').map((s) => s.trim()).filter(Boolean);
  const names = await checkCategories(ctx.db, categoryIds);
  if (!input.meta.companyName?.trim() && !names.includes(PROFESSIONAL_CATEGORY)) throw new HttpError(400, USER_MESSAGES.companyNameRequired);
  const passwordHash = await hashPassword(input.password); // for known and new addresses alike: no timing tells them apart
  const meta = JSON.stringify({ ...input.meta, categoryIds: categoryIds.join(','), confirmType: input.confirmType });
  const answer = { id: randomUUID(), email };
  const known = await ctx.db.selectFrom('users').select(['id', 'firstname', 'activated']).where('email', '=', email).executeTakeFirst();
  const startedAt = performance.now();
  if (known) {
    await answerKnownAddress(ctx, { ...known, email }, { input, passwordHash, meta });
    await lastAsLong(startedAt);
    return answer;
  }
  try {
    await withProfileNameRetry(() => inTransaction(ctx, async (uow) => {
      const profileName = await freeProfileName(uow.trx, 'users', `${input.firstname} ${input.lastname}`);
      await uow.trx
        .insertInto('users')
        .values({
          id: answer.id,
          email,
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          password_hash: passwordHash,
          logo: null,
          profile_name: profileName,
          meta,
          created_at: uow.now,
        })
        .execute();
      await issueCode(uow, ctx.jwtSecret, { id: answer.id, email, firstname: input.firstname.trim() }, 'CONFIRM');
      await recordReferral(uow, answer.id, uniqueCodes([input.meta.tc ?? '', ...trackingCodes]));
      await notifyAdmins(uow, { targetType: 'USER', targetId: answer.id, action: 'USER_REGISTERED' });
    }));
    newRegistrationTook(performance.now() - startedAt);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // the same address registered at the same moment: answered as any known address
    const raced = await ctx.db.selectFrom('users').select(['id', 'firstname', 'activated']).where('email', '=', email).executeTakeFirst();
    if (raced) await answerKnownAddress(ctx, { ...raced, email }, { input, passwordHash, meta });
  }
  return answer;
}

/**
 * How long the writes of a new registration take here (a moving average): the answer to a known address, which
 * writes less, waits until as long has passed, so the answer's timing does not tell the two apart either.
 */
let newRegistrationMs = 0;
function newRegistrationTook(ms: number): void {
  newRegistrationMs = newRegistrationMs === 0 ? ms : 0.8 * newRegistrationMs + 0.2 * ms;
}
async function lastAsLong(startedAt: number): Promise<void> {
  const wait = newRegistrationMs - (performance.now() - startedAt);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** A sign-up with an address that has an account: its owner is told by mail; a never confirmed one starts again. */
async function answerKnownAddress(
  ctx: AppContext,
  user: { id: string; email: string; firstname: string; activated: boolean },
  next: { input: RegistrationInput; passwordHash: string; meta: string },
): Promise<void> {
  await inTransaction(ctx, async (uow) => {
    if (user.activated) {
      await uow.mail(await systemMail(uow.trx, user.email, 'registration-existing', { firstname: user.firstname }));
      return;
    }
    const firstname = next.input.firstname.trim();
    await uow.trx.updateTable('users')
      .set({ firstname, lastname: next.input.lastname.trim(), password_hash: next.passwordHash, meta: next.meta })
      .where('id', '=', user.id).where('activated', '=', false).execute();
    await issueCode(uow, ctx.jwtSecret, { id: user.id, email: user.email, firstname }, 'CONFIRM');
  });
}

/**
 * The caller of a Bearer access token: valid signature, not expired, an activated and not deactivated account, and
 * the token signed with the account's current token version (a password reset or a deactivation raises it). One
 * lookup by primary key, the same row that gives the admin flag, once per request (./request-caller.ts); nothing kept
 * across requests, so a revocation holds on every process.
 */
export async function authenticate(ctx: AppContext, authorization: string | undefined): Promise<Caller | null> {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!m) return null;
  const claims = verifyAccessToken(ctx.jwtSecret, m[1], ctx.clock.now());
  if (!claims) return null;
  const row = await tokenUser(ctx, claims.sub);
  if (!row?.activated || row.deactivated_at !== null || row.token_version !== claims.ver) return null;
  return { userId: row.id, admin: row.admin };
}

/**
 * For routes open to visitors: null without an Authorization header, the caller with a valid token, and 401 for a
 * token that is no longer valid (expired or revoked), so the client refreshes instead of being shown a visitor's view.
 */
export async function optionalCaller(ctx: AppContext, headers: Headers): Promise<Caller | null> {
  const header = headers.get('authorization');
  if (!header?.trim()) return null;
  const caller = await authenticate(ctx, header);
  if (!caller) throw new HttpError(401, 'Unauthorized');
  return caller;
}

export async function currentUser(ctx: AppContext, userId: string): Promise<User> {
  const u = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!u) throw new HttpError(401, 'Unauthorized');
  const companies = await ctx.db.selectFrom('companies').select('id').where('owner_id', '=', userId).orderBy('created_at').execute();
  return {
    id: u.id,
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    admin: u.admin,
    grantee: u.grantee,
    logo: u.logo,
    profileName: u.profile_name,
    activated: u.activated,
    companyIds: companies.map((c) => c.id),
    planLabel: await planLabelOf(ctx.db, userId),
  };
}

export async function createCompany(ctx: AppContext, ownerId: string, input: { name: string; categoryIds: string[] }): Promise<CompanySummary> {
  await checkCategories(ctx.db, input.categoryIds);
  return withProfileNameRetry(() => inTransaction(ctx, async (uow) => {
    const id = randomUUID();
    const name = input.name.trim();
    const profileName = await freeProfileName(uow.trx, 'companies', name);
    await uow.trx
      .insertInto('companies')
      .values({ id, name, profile_name: profileName, owner_id: ownerId, category_ids: JSON.stringify([...new Set(input.categoryIds)]), created_at: uow.now })
      .execute();
    return { id, name, profileName, ownerId };
  }));
}

export { freeProfileName };
