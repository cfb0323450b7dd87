// The caller's account row, read once per request. A request with a token used to read the user's row two or
// three times (the grantee confinement on every /api request, the route's own authentication, a route open to
// visitors asking again who is searching): every such check now goes through tokenUser, which reads the row by
// primary key once per request and user (a promise shared by concurrent callers) and only inside a request's
// scope (callerScope, mounted on /api/*). Outside one (the STOMP endpoint, jobs) each call reads afresh. Nothing
// is kept across requests, so a revocation (token version, deactivation) holds on the very next request.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context';

/** What authentication and the confinements need of the account, in one row. */
export type TokenUser = { id: string; admin: boolean; activated: boolean; token_version: number; deactivated_at: number | null; grantee: boolean };

export type RequestScope = { method: string; path: string; users: Map<string, Promise<TokenUser | undefined>> };

const scope = new AsyncLocalStorage<RequestScope>();

/** The scope of the request being served, if any (tests count the statements run inside one). */
export const currentRequest = (): RequestScope | undefined => scope.getStore();

/** Mounted on /api/*: everything the request runs shares one read of the caller's row. */
export function callerScope(): MiddlewareHandler {
  return (c, next) => scope.run({ method: c.req.method, path: c.req.path, users: new Map() }, next);
}

/** The account row of a user whose token checked out (signature, expiry): once per request. */
export function tokenUser(ctx: AppContext, userId: string): Promise<TokenUser | undefined> {
  const read = () => ctx.db.selectFrom('users').select(['id', 'admin', 'activated', 'token_version', 'deactivated_at', 'grantee']).where('id', '=', userId).executeTakeFirst();
  const s = scope.getStore();
  if (!s) return read();
  let row = s.users.get(userId);
  if (!row) {
    row = read();
    s.users.set(userId, row);
    // a failed read is not kept: the next check in the request tries again
    row.catch(() => s.users.delete(userId));
  }
  return row;
}
