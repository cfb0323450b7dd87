// Route access rule (spec 2 "Behaviours", spec 6 "Roles"): pure, so it is unit-tested apart from React.
import { links } from './links';

export const LOGIN_REQUIRED_MESSAGE = 'Login required. Please Login to access.';
export const ADMIN_ONLY_ALERT = 'ADMIN can only access admin pages, and the login page';
export const GRANTEE_PAGES_ALERT = 'Only a grantee may see the grantee pages';
export const GRANTEE_ONLY_ALERT = 'GRANTEE can only access the grantee pages, and the login page';

// /chat too: chat needs a signed-in user (spec 6).
const PROTECTED_PREFIXES = ['/me', '/timeline', '/mtz-admin', '/chat', '/grantee'] as const;
const ADMIN_ALLOWED_PREFIXES = ['/mtz-admin', '/login', '/logout'] as const;
// a grantee is confined like the site admin, to the statistics shared with them
const GRANTEE_ALLOWED_PREFIXES = ['/grantee', '/login', '/logout'] as const;

export type GuardInput = {
  /** pathname, e.g. '/me/notifications' */
  path: string;
  /** query string with or without '?', kept in the redirectUrl so login lands where the user wanted */
  search?: string;
  /** a login is stored (possibly still being checked) */
  hasLogin: boolean;
  /** user.admin; null while the user is not loaded yet */
  isAdmin: boolean | null;
  /** user.grantee (a grantee who is not a site admin sees /grantee only) */
  isGrantee?: boolean;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'loginRequired'; message: string; loginHref: string }
  | { kind: 'adminOnly'; redirectTo: string; alert: string };

/** true when `path` is `prefix` itself or below it ('/me', '/me/x'; not '/mentors') */
export function pathUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isProtectedPath(path: string): boolean {
  return PROTECTED_PREFIXES.some((p) => pathUnder(path, p));
}

export function isAdminAllowedPath(path: string): boolean {
  return ADMIN_ALLOWED_PREFIXES.some((p) => pathUnder(path, p));
}

export function decideAccess({ path, search = '', hasLogin, isAdmin, isGrantee = false }: GuardInput): GuardDecision {
  if (!hasLogin) {
    if (!isProtectedPath(path)) return { kind: 'allow' };
    const q = search && !search.startsWith('?') ? `?${search}` : search;
    return { kind: 'loginRequired', message: LOGIN_REQUIRED_MESSAGE, loginHref: links.login(`${path}${q}`) };
  }
  if (isAdmin === null) return isProtectedPath(path) ? { kind: 'wait' } : { kind: 'allow' };
  if (isAdmin && !isAdminAllowedPath(path)) {
    return { kind: 'adminOnly', redirectTo: links.admin(), alert: ADMIN_ONLY_ALERT };
  }
  if (!isAdmin && isGrantee && !GRANTEE_ALLOWED_PREFIXES.some((p) => pathUnder(path, p))) {
    return { kind: 'adminOnly', redirectTo: links.grantee(), alert: GRANTEE_ONLY_ALERT };
  }
  if (!isAdmin && !isGrantee && pathUnder(path, '/grantee')) return { kind: 'adminOnly', redirectTo: links.me(), alert: GRANTEE_PAGES_ALERT };
  return { kind: 'allow' };
}

export type Chrome = 'public' | 'member' | 'admin' | 'grantee';

/** Which top bar a page gets: a site admin sees only the 'Admin Portal' header. */
export function chromeFor(signedIn: boolean, isAdmin: boolean | null, isGrantee = false): Chrome {
  if (!signedIn) return 'public';
  return isAdmin ? 'admin' : isGrantee ? 'grantee' : 'member';
}
