// Session snapshot -> what views read (zag's `.connect.ts` split): status, user, busy flags.
import type { SnapshotFrom } from 'xstate';
import type { User } from '../../domain/identity/types';
import type { sessionMachine } from './session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type SessionStatusView = {
  status: 'loading' | 'signedOut' | 'signedIn';
  user: User | null;
  /** a login attempt or a user check is running */
  busy: boolean;
  /** the server could not be reached while checking the stored login */
  unavailable: boolean;
};

export function connectSession(s: SessionSnapshot): SessionStatusView {
  // while a login attempt runs from a signed-in state the previous user stays visible (a snapshot never
  // rests in the eventless states route and back, so they need no case)
  const keepsUser = s.matches('signedIn') || s.matches('authenticating');
  const user = keepsUser ? s.context.user : null;
  // signedIn always holds its user, so the user alone tells signed in from signed out
  let status: SessionStatusView['status'];
  if (s.matches('loading') || s.matches('checking')) status = 'loading';
  else status = user ? 'signedIn' : 'signedOut';
  return {
    status,
    user,
    busy: s.matches('authenticating') || s.matches('checking'),
    unavailable: s.matches('unavailable'),
  };
}
