// The stored list of logins (multi-account, spec 3): current first, one entry per email.
import type { AuthTokens, Login } from './types';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Makes `login` the current one, replacing any older entry for the same email. */
export function putLogin(list: readonly Login[], login: Login): Login[] {
  return [login, ...list.filter((l) => !same(l.email, login.email))];
}

export function removeLogin(list: readonly Login[], email: string): Login[] {
  return list.filter((l) => !same(l.email, email));
}

/** Moves the stored login for `email` to the front; unchanged when there is none. */
export function switchLogin(list: readonly Login[], email: string): Login[] {
  const found = list.find((l) => same(l.email, email));
  return found ? putLogin(list, found) : [...list];
}

export function hasLogin(list: readonly Login[], email: string): boolean {
  return list.some((l) => same(l.email, email));
}

/** Replaces the tokens of the current login (after a refresh). */
export function withCurrentTokens(list: readonly Login[], tokens: AuthTokens): Login[] {
  if (list.length === 0) return [];
  const [first, ...rest] = list;
  return [{ email: first.email, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }, ...rest];
}

const isLogin = (v: unknown): v is Login =>
  typeof v === 'object' && v !== null
  && typeof (v as Record<string, unknown>).email === 'string'
  && typeof (v as Record<string, unknown>).accessToken === 'string'
  && typeof (v as Record<string, unknown>).refreshToken === 'string';

/** Reads the stored JSON defensively: anything malformed is dropped, duplicates collapse. */
export function parseLogins(json: string | null): Login[] {
  if (!json) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: Login[] = [];
  for (const v of raw) {
    if (isLogin(v) && !hasLogin(out, v.email)) out.push({ email: v.email, accessToken: v.accessToken, refreshToken: v.refreshToken });
  }
  return out;
}
