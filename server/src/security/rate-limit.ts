// Brakes on sign-in, code confirmation, resend, password reset and registration: each is
// limited per account (the e-mail asked about) and per client address, in fixed windows counted in
// PostgreSQL (one atomic upsert per key), so the limits hold across server processes on one database.
// Sign-in and code confirmation count failures: an attempt counts when it starts (parallel guesses
// cannot slip through) and is given back when it succeeds. Resend, reset and registration send mail or
// create accounts: every request counts. Over a limit: 429, Retry-After, "Too many attempts. ...".
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';
import { hasBadText } from '../http/registry';

export type Limit = { max: number; windowSeconds: number };
export type Action = 'login' | 'confirm' | 'resend' | 'reset' | 'register';
export type RateLimits = Record<Action, { account: Limit; address: Limit }>;

const W = 15 * 60;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { account: { max: 10, windowSeconds: W }, address: { max: 50, windowSeconds: W } },
  confirm: { account: { max: 10, windowSeconds: W }, address: { max: 50, windowSeconds: W } },
  resend: { account: { max: 5, windowSeconds: W }, address: { max: 30, windowSeconds: W } },
  reset: { account: { max: 5, windowSeconds: W }, address: { max: 30, windowSeconds: W } },
  register: { account: { max: 5, windowSeconds: W }, address: { max: 30, windowSeconds: W } },
};

/** Every limit's max multiplied (tests and the browser suite register and sign in far more than a person does). */
export function scaledRateLimits(factor: number, base: RateLimits = DEFAULT_RATE_LIMITS): RateLimits {
  const scale = (l: Limit): Limit => ({ max: Math.max(1, Math.round(l.max * factor)), windowSeconds: l.windowSeconds });
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, { account: scale(v.account), address: scale(v.address) }])) as RateLimits;
}

/** RATE_LIMITS: unset or 'on' = the defaults, 'off' = none, a number = the defaults times that number. */
export function rateLimitsFromEnv(value: string | undefined): RateLimits | false {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'off' || v === '0' || v === 'false') return false;
  const factor = Number(v);
  return v !== '' && v !== 'on' && Number.isFinite(factor) && factor > 0 ? scaledRateLimits(factor) : DEFAULT_RATE_LIMITS;
}

/** Failures count (and are given back on success) for these; every request counts for the others. */
const FAILURES_ONLY = new Set<Action>(['login', 'confirm']);

const AUTH_ACTIONS: Record<string, Action> = {
  LOGIN: 'login',
  CONFIRM_EMAIL_WITH_CODE: 'confirm',
  RESET_PASSWORD_WITH_CODE: 'confirm',
  RESEND_CONFIRM_EMAIL_WITH_CODE: 'resend',
  RESET_PASSWORD: 'reset',
};

export const tooManyMessage = (seconds: number) => `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/** Counts one hit on `key` in its current window; returns the count and when the window ends. */
async function hit(db: Kysely<DB>, key: string, now: number, windowMs: number): Promise<{ hits: number; endsAt: number }> {
  const r = await sql<{ hits: number; window_start: string | number }>`
    INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_start <= ${now - windowMs} THEN 1 ELSE r.hits + 1 END,
      window_start = CASE WHEN r.window_start <= ${now - windowMs} THEN ${now} ELSE r.window_start END
    RETURNING hits, window_start`.execute(db);
  const row = r.rows[0];
  return { hits: Number(row.hits), endsAt: Number(row.window_start) + windowMs };
}

/** A success gives its address hit back and clears the account's failures. */
async function succeeded(db: Kysely<DB>, addressKey: string, accountKey: string | null): Promise<void> {
  await sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ${addressKey}`.execute(db);
  if (accountKey) await sql`DELETE FROM rate_limits WHERE key = ${accountKey}`.execute(db);
}

/** Rows whose window ended: removed now and then. */
export async function pruneRateLimits(db: Kysely<DB>, now: number, limits: RateLimits): Promise<void> {
  const longest = Math.max(...Object.values(limits).flatMap((l) => [l.account.windowSeconds, l.address.windowSeconds])) * 1000;
  await sql`DELETE FROM rate_limits WHERE window_start < ${now - longest}`.execute(db);
}

/** The client's address: the socket's; with TRUST_PROXY=1 the address the (one) proxy in front saw. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (last && /^[0-9A-Fa-f:.]{2,45}$/.test(last)) return last;
  }
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
}

const emailKey = (v: unknown) => (typeof v === 'string' && !hasBadText(v) ? v.trim().toLowerCase().slice(0, 254) : null);

/** What a request asks for, read from its JSON body (left for the route to validate); null when not limited. */
async function actionOf(c: Context): Promise<{ action: Action; email: string | null } | null> {
  const path = c.req.path.replace(/\/+$/, '');
  if (c.req.method !== 'POST' || (path !== '/api/v1/company/auth' && path !== '/api/v1/company/users')) return null;
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return null; // the route answers 400
  }
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { type?: unknown; data?: { email?: unknown }; email?: unknown };
  if (path.endsWith('/users')) return { action: 'register', email: emailKey(b.email) };
  const action = typeof b.type === 'string' ? AUTH_ACTIONS[b.type] : undefined;
  return action ? { action, email: emailKey(typeof b.data === 'object' && b.data !== null ? b.data.email : undefined) } : null;
}

export function rateLimit(opts: { db: Kysely<DB>; clock: Clock; limits: RateLimits; trustProxy: boolean; log: (msg: string, err?: unknown) => void }): MiddlewareHandler {
  let prunedAt = 0;
  return async (c, next) => {
    const asked = await actionOf(c);
    if (!asked) return next();
    const limit = opts.limits[asked.action];
    const now = opts.clock.now();
    if (now - prunedAt > 10 * 60_000) {
      prunedAt = now;
      void pruneRateLimits(opts.db, now, opts.limits).catch((err) => opts.log('rate limit pruning failed', err));
    }
    const addressKey = `${asked.action}:address:${clientAddress(c, opts.trustProxy)}`;
    const accountKey = asked.email ? `${asked.action}:account:${asked.email}` : null;
    const keys: { key: string; limit: Limit }[] = [{ key: addressKey, limit: limit.address }];
    if (accountKey) keys.push({ key: accountKey, limit: limit.account });
    let retryAt = 0;
    for (const { key, limit: l } of keys) {
      const h = await hit(opts.db, key, now, l.windowSeconds * 1000);
      if (h.hits > l.max) retryAt = Math.max(retryAt, h.endsAt);
    }
    if (retryAt > 0) {
      const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
      c.header('Retry-After', String(seconds));
      return c.json({ message: tooManyMessage(seconds) }, 429);
    }
    await next();
    if (FAILURES_ONLY.has(asked.action) && c.res.status < 400) await succeeded(opts.db, addressKey, accountKey);
  };
}
