// The social sign-in flow (spec 7: the auth request {socialToken, type GOOGLE or LINKEDIN, redirectUrl}).
// start: a PKCE verifier, state and nonce kept on the server under a handle only the starting browser holds
// (the socialToken), and the provider's authorization URL. Sign-in: the provider's answer (the callback URL,
// redirectUrl) goes through openid-client, which checks the state, exchanges the code with the verifier and
// validates the ID token (issuer, audience, expiry, nonce). A linked subject signs in; a new verified e-mail
// makes an activated account; an e-mail of an existing account is linked only once that account's password
// or a code mailed to it is given (./link.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import type { AuthResponse, AuthTokens } from '../../../src/domain/identity/types';
import { isValidEmail } from '../../../src/domain/shared/email';
import { notifyAdmins } from '../admin/audit';
import { inTransaction, type AppContext, type UnitOfWork } from '../context';
import { HttpError } from '../http/errors';
import { ACCOUNT_MESSAGES } from '../identity/accounts';
import { hashPassword, sha256 } from '../identity/crypto';
import { issueTokens } from '../identity/tokens';
import { freeProfileName } from '../identity/users';
import { CALLBACK_PATHS, failedMessage, PROVIDER_NAMES, socialProviders, type SocialType } from './providers';

const FLOW_TTL_MS = 10 * 60_000;

export const SOCIAL_MESSAGES = {
  created: 'Account created',
  signedIn: 'Signed in',
  linkNeeded: (type: SocialType) => `This e-mail is already registered. Enter the account's password (or a code we e-mail to it) to link your ${PROVIDER_NAMES[type]} sign-in.`,
  badRedirect: (type: SocialType) => `redirectUrl must be this site's ${CALLBACK_PATHS[type]} page`,
} as const;

/** The callback page this site serves for the provider (an allowed origin when SOCIAL_REDIRECT_ORIGINS lists them). */
function checkRedirect(type: SocialType, redirectUrl: string): string {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    throw new HttpError(400, SOCIAL_MESSAGES.badRedirect(type));
  }
  const allowed = process.env.SOCIAL_REDIRECT_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  const okOrigin = allowed?.length ? allowed.includes(url.origin) : url.protocol === 'https:' || url.protocol === 'http:';
  if (!okOrigin || url.pathname !== CALLBACK_PATHS[type] || url.search || url.hash || url.username || url.password) {
    throw new HttpError(400, SOCIAL_MESSAGES.badRedirect(type));
  }
  return `${url.origin}${url.pathname}`;
}

/** The provider's configuration: 404 when it is not configured, 502 when its discovery document cannot be read. */
function providerConfig(ctx: AppContext, type: SocialType): Promise<oidc.Configuration> {
  return socialProviders(ctx).config(type).catch((err: unknown) => {
    if (err instanceof HttpError) throw err;
    ctx.log(`${PROVIDER_NAMES[type]} discovery failed`, err);
    throw new HttpError(502, failedMessage(type));
  });
}

export async function startSocial(ctx: AppContext, type: SocialType, redirectUrl: string): Promise<{ authorizationUrl: string; socialToken: string }> {
  const config = await providerConfig(ctx, type);
  const redirectUri = checkRedirect(type, redirectUrl);
  const handle = randomBytes(32).toString('base64url');
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const now = ctx.clock.now();
  await ctx.db.deleteFrom('social_flows').where('expires_at', '<', now).execute();
  await ctx.db.insertInto('social_flows').values({
    id: sha256(handle), provider: type, state, nonce, code_verifier: verifier, redirect_url: redirectUri, status: 'STARTED',
    subject: null, email: null, user_id: null, tries: 0, created_at: now, expires_at: now + FLOW_TTL_MS,
  }).execute();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri, scope: 'openid email profile', state, nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href, socialToken: handle };
}

type Verified = { subject: string; email: string; firstname: string; lastname: string };

/** The provider's answer, checked by the client library; any failure is the provider's 'login failed'. */
async function verifyAnswer(ctx: AppContext, type: SocialType, config: oidc.Configuration, flow: { state: string; nonce: string; code_verifier: string; redirect_url: string }, redirectUrl: string): Promise<Verified> {
  const fail = (why: string, err?: unknown): never => {
    ctx.log(`${PROVIDER_NAMES[type]} sign-in refused: ${why}`, err instanceof Error ? err.message : err);
    throw new HttpError(400, failedMessage(type));
  };
  let answer: URL;
  try {
    answer = new URL(redirectUrl);
  } catch {
    return fail('redirectUrl is not a URL');
  }
  if (`${answer.origin}${answer.pathname}` !== flow.redirect_url) return fail('redirectUrl is not the page the flow started for');
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, answer, {
      pkceCodeVerifier: flow.code_verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    return fail('the provider answer did not validate', err);
  }
  if (!claims) return fail('no ID token');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true || !isValidEmail(email)) return fail('no verified e-mail in the ID token');
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  const [first, ...rest] = text(claims.name).split(/\s+/);
  return {
    subject: claims.sub,
    email,
    firstname: text(claims.given_name) || first || email.split('@')[0].slice(0, 100),
    lastname: text(claims.family_name) || rest.join(' ') || '-',
  };
}

type Tokens = AuthTokens & { email: string };
export type Outcome = { tokens: Tokens; message: string } | { refused: string; status: number } | { linkNeeded: true };

export async function signInAs(ctx: AppContext, uow: UnitOfWork, userId: string, message: string): Promise<Outcome> {
  const user = await uow.trx.selectFrom('users').select(['email', 'deactivated_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.deactivated_at !== null) return { refused: ACCOUNT_MESSAGES.deactivated, status: 403 };
  return { tokens: { ...(await issueTokens(ctx, uow.trx, userId, uow.now)), email: user.email }, message };
}

/** The auth request of type GOOGLE or LINKEDIN. */
export async function socialSignIn(ctx: AppContext, req: { type: SocialType; socialToken: string; redirectUrl: string }): Promise<AuthResponse> {
  const { type } = req;
  const config = await providerConfig(ctx, type);
  const id = sha256(req.socialToken);
  // one use only: taken out before the code is exchanged
  const flow = await ctx.db.deleteFrom('social_flows').where('id', '=', id).where('provider', '=', type).where('status', '=', 'STARTED')
    .where('expires_at', '>=', ctx.clock.now()).returningAll().executeTakeFirst();
  if (!flow) {
    ctx.log(`${PROVIDER_NAMES[type]} sign-in refused: unknown or expired socialToken`);
    throw new HttpError(400, failedMessage(type));
  }
  const who = await verifyAnswer(ctx, type, config, flow, req.redirectUrl);
  const result = await inTransaction(ctx, async (uow): Promise<Outcome> => {
    const link = await uow.trx.selectFrom('social_links').select('user_id').where('provider', '=', type).where('subject', '=', who.subject).executeTakeFirst();
    if (link) return signInAs(ctx, uow, link.user_id, SOCIAL_MESSAGES.signedIn);
    const existing = await uow.trx.selectFrom('users').select('id').where('email', '=', who.email).executeTakeFirst();
    if (existing) {
      await uow.trx.insertInto('social_flows').values({
        ...flow, status: 'LINK', subject: who.subject, email: who.email, user_id: existing.id, tries: 0, expires_at: uow.now + FLOW_TTL_MS,
      }).execute();
      return { linkNeeded: true };
    }
    const userId = await createSocialUser(uow, type, who);
    return { tokens: { ...(await issueTokens(ctx, uow.trx, userId, uow.now)), email: who.email }, message: SOCIAL_MESSAGES.created };
  });
  return answer(result, type);
}

export function answer(result: Outcome, type: SocialType): AuthResponse {
  if ('linkNeeded' in result) throw new HttpError(409, SOCIAL_MESSAGES.linkNeeded(type));
  if ('refused' in result) throw new HttpError(result.status, result.refused);
  return { ...result.tokens, message: result.message };
}

async function createSocialUser(uow: UnitOfWork, type: SocialType, who: Verified): Promise<string> {
  const id = randomUUID();
  // no password of its own: an unguessable one; a password reset by e-mail can set one later
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await uow.trx.insertInto('users').values({
    id, email: who.email, firstname: who.firstname, lastname: who.lastname, password_hash: passwordHash, logo: null,
    profile_name: await freeProfileName(uow.trx, 'users', `${who.firstname} ${who.lastname}`), activated: true,
    meta: JSON.stringify({ signUp: type }), created_at: uow.now,
  }).execute();
  await uow.trx.insertInto('social_links').values({ provider: type, subject: who.subject, user_id: id, email: who.email, created_at: uow.now }).execute();
  await notifyAdmins(uow, { targetType: 'USER', targetId: id, action: 'USER_REGISTERED' });
  return id;
}

/** The caller's linked sign-ins (/me/account). */
export async function listLinks(ctx: AppContext, userId: string): Promise<{ type: SocialType; email: string; createdAt: number }[]> {
  const rows = await ctx.db.selectFrom('social_links').select(['provider', 'email', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute();
  return rows.map((r) => ({ type: r.provider as SocialType, email: r.email, createdAt: Number(r.created_at) }));
}
