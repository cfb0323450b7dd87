// What views read of the session (SessionView), plus a few extras the auth pages need.
import { useSelector } from '@xstate/react';
import { useContext, useMemo } from 'react';
import type { Login } from '../../../domain/identity/types';
import { connectSession } from '../../../machines/identity/session.connect';
import { SessionRuntimeContext, type SessionRuntime } from './context';
import type { SessionView } from './types';

export type SessionHandle = SessionView & {
  /** a login attempt or a user check is running */
  busy: boolean;
  /** the password was right but this email still needs its confirmation code */
  unconfirmedEmail: string | null;
  /** the server could not be reached while checking the stored login */
  unavailable: boolean;
  /** stores tokens obtained elsewhere (the confirmation code signs the user in) */
  storeLogin(login: Login): void;
  retry(): void;
};

export function useSessionRuntime(): SessionRuntime {
  const runtime = useContext(SessionRuntimeContext);
  if (!runtime) throw new Error('useSession needs <SessionProvider> above it');
  return runtime;
}

export function useSession(): SessionHandle {
  const { actor } = useSessionRuntime();
  const snapshot = useSelector(actor, (s) => s);
  return useMemo(() => {
    const { context } = snapshot;
    return {
      ...connectSession(snapshot),
      logins: context.logins,
      current: context.logins[0] ?? null,
      error: context.error,
      unconfirmedEmail: context.unconfirmedEmail,
      login: (email: string, password: string) => actor.send({ type: 'login.submit', email, password }),
      logout: () => actor.send({ type: 'logout' }),
      switchAccount: (email: string) => actor.send({ type: 'account.switch', email }),
      storeLogin: (login: Login) => actor.send({ type: 'login.store', login }),
      retry: () => actor.send({ type: 'session.retry' }),
    };
  }, [snapshot, actor]);
}
