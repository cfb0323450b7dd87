// The page's own REST client, for the session alone: signing in, checking the stored login and
// refreshing tokens (it holds the refresh token; the worker's client asks it to refresh on a 401).
// Everything else a view reads or writes goes through the worker (client.ts).
import { createApiClient } from '../sync/api/client';
import type { ApiClientDeps } from '../sync/api/types';
import type { AuthTokens, User } from '../domain/identity/types';

export type SessionClient = {
  /** resolve undefined when no server answered; reject with the server's status and message otherwise */
  login(email: string, password: string): Promise<AuthTokens | undefined>;
  me(): Promise<User | undefined>;
  /** one refresh shared with any in flight; false when it failed */
  refreshTokens(): Promise<boolean>;
};

export type SessionClientDeps = Pick<ApiClientDeps, 'bases' | 'getTokens' | 'onTokens' | 'onExpired' | 'fetch' | 'log'>;

export function createSessionClient(deps: SessionClientDeps): SessionClient {
  const api = createApiClient(deps);
  return {
    login: (email, password) => api.call('auth.login', { email, password }),
    me: () => api.call('user.me', undefined),
    refreshTokens: () => api.refreshTokens(),
  };
}
