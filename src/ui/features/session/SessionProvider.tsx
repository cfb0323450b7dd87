// Owns the session actor and the page's API client. The client reads the current login's tokens,
// reports rotated tokens back to the session, and on a failed refresh the login is removed, the
// user is told 'Token expired. logging out...' and sent to /login (spec 8).
import { useActorRef } from '@xstate/react';
import { useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useLocation } from 'wouter';
import { createSessionClient, type SessionClient } from '../../../workers/client-session';
import { serviceBases } from '../../../sync/contract/endpoints';
import type { AuthTokens, Login, User } from '../../../domain/identity/types';
import { sessionMachine } from '../../../machines/identity/session.machine';
import { inspect } from '../../app/inspector';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { ServiceUnavailableError } from '../../../machines/identity/errors';
import { SessionRuntimeContext, type SessionActorRef } from './context';
import { readStoredLogins, writeStoredLogins } from './storage';

export const TOKEN_EXPIRED_ALERT = 'Token expired. logging out...';

/** No answer at all (the client logged 'Service unavailable 503'): an error the session machine reads as such. */
function answered<T>(out: T | undefined): T {
  if (out === undefined) throw new ServiceUnavailableError();
  return out;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const actorRef = useRef<SessionActorRef | null>(null);

  const [api] = useState<SessionClient>(() => createSessionClient({
    bases: serviceBases(import.meta.env, window.location.origin),
    getTokens: () => {
      const current = actorRef.current?.getSnapshot().context.logins[0];
      return current ? { accessToken: current.accessToken, refreshToken: current.refreshToken } : null;
    },
    onTokens: (tokens) => actorRef.current?.send({ type: 'token.refreshed', tokens }),
    onExpired: () => {
      actorRef.current?.send({ type: 'token.expired' });
      showAlert(TOKEN_EXPIRED_ALERT, 'error');
      navigateRef.current(links.login());
    },
  }));

  const [logic] = useState(() => sessionMachine.provide({
    actors: {
      loadLogins: fromPromise<Login[]>(async () => readStoredLogins()),
      fetchUser: fromPromise<User, { login: Login }>(async () => answered(await api.me())),
      login: fromPromise<AuthTokens, { email: string; password: string }>(async ({ input }) => answered(await api.login(input.email, input.password))),
    },
    actions: {
      persistLogins: ({ context }) => writeStoredLogins(context.logins),
      alert: (_, params) => showAlert(params.message, params.status),
    },
  }));

  const actor = useActorRef(logic, { inspect });
  actorRef.current = actor;
  const [runtime] = useState(() => ({ actor, api }));

  return <SessionRuntimeContext.Provider value={runtime}>{children}</SessionRuntimeContext.Provider>;
}
