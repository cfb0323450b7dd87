// What views read of the session (implemented by SessionProvider + useSession in this folder).
import type { Login, User } from '../../../domain/identity/types';

export type SessionView = {
  /** 'loading' while the stored login is being checked at start */
  status: 'loading' | 'signedOut' | 'signedIn';
  user: User | null;
  /** every stored login (multi-account), current first */
  logins: Login[];
  current: Login | null;
  /** last error message of a login attempt, e.g. 'Invalid login' */
  error: string | null;
  login(email: string, password: string): void;
  logout(): void;
  switchAccount(email: string): void;
};
