// Password hashing (scrypt, per-user salt), HMAC tokens (JWT HS256), opaque refresh tokens, code hashes.
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };

function scryptAsync(password: string, salt: Buffer, o: typeof SCRYPT): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, o.keylen, { N: o.N, r: o.r, p: o.p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url parts: the cost travels with the hash so it can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), keylen: expected.length });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the email is unknown, so both answers take as long. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}

/** `ver`: the user's token version when signed; a password reset or a deactivation raises it, ending every token before it. */
export type AccessClaims = { sub: string; ver: number; iat: number; exp: number };

const b64json = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const HEADER = b64json({ alg: 'HS256', typ: 'JWT' });

export function signAccessToken(secret: Buffer, userId: string, tokenVersion: number, nowMs: number, ttlSeconds: number): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = b64json({ sub: userId, ver: tokenVersion, iat, exp: iat + ttlSeconds } satisfies AccessClaims);
  const sig = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${sig}`;
}

/** The claims of a valid, unexpired token; null otherwise (the caller still compares `ver` with the user's). */
export function verifyAccessToken(secret: Buffer, token: string, nowMs: number): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts;
  if (header !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || !Number.isInteger(claims.ver)) return null;
    if (nowMs >= claims.exp * 1000) return null;
    return { sub: claims.sub, ver: Number(claims.ver), iat: Number(claims.iat), exp: claims.exp };
  } catch {
    return null;
  }
}

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const sha256 = (v: string) => createHash('sha256').update(v).digest('base64url');

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const hashCode = (secret: Buffer, scope: string, code: string) => createHmac('sha256', secret).update(`code:${scope}:${code}`).digest('base64url');

export const newSecret = () => randomBytes(32).toString('base64url');
