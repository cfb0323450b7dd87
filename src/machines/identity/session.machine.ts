// The session: stored logins (current first), the signed-in user, login, refresh, logout and
// switching among stored logins without signing in again (spec 3 "Session login", spec 4, spec 8).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AuthTokens, Login, User } from '../../domain/identity/types';
import { hasLogin, putLogin, switchLogin, withCurrentTokens } from '../../domain/identity/logins';
import { errorInfo, statusOf } from './errors';
import { notProvided } from '../shared/not-provided';

export const SESSION_MESSAGES = {
  invalidLogin: 'Invalid login',
  notActivated: 'Account is not activated. Please confirm your email.',
  invalidStoredLogin: 'Your saved login is no longer valid. Please login again.',
} as const;

export type SessionContext = {
  logins: Login[];
  user: User | null;
  /** last error of a login attempt or of checking a stored login */
  error: string | null;
  /** set when the password was right but the account still needs its confirmation code */
  unconfirmedEmail: string | null;
  /** the email of the login being attempted */
  pendingEmail: string;
};

export type SessionEvent =
  | { type: 'login.submit'; email: string; password: string }
  /** tokens obtained elsewhere (e.g. the confirmation code signed the user in) */
  | { type: 'login.store'; login: Login }
  | { type: 'token.refreshed'; tokens: AuthTokens }
  | { type: 'token.expired' }
  | { type: 'logout' }
  | { type: 'account.switch'; email: string }
  | { type: 'session.retry' };

/** Effects the UI supplies with .provide() (they call the API client and localStorage). */
export type SessionActors = {
  loadLogins: () => Promise<Login[]>;
  fetchUser: (input: { login: Login }) => Promise<User>;
  login: (input: { email: string; password: string }) => Promise<AuthTokens>;
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadLogins: fromPromise<Login[]>(notProvided('session', 'loadLogins')),
    fetchUser: fromPromise<User, { login: Login }>(notProvided('session', 'fetchUser')),
    login: fromPromise<AuthTokens, { email: string; password: string }>(notProvided('session', 'login')),
  },
  actions: {
    /** writes context.logins to the stored list (localStorage 'mtz.logins' in the app) */
    persistLogins: (_: { context: SessionContext }) => {},
    dropCurrent: assign({ logins: ({ context }) => context.logins.slice(1), user: null }),
    /** shows an alert to the user */
    alert: (_, _params: { message: string; status: 'error' | 'info' | 'success' }) => {},
  },
  guards: {
    hasLogins: ({ context }) => context.logins.length > 0,
    hasUser: ({ context }) => context.user !== null,
    // logins are unique by email: a stored one other than the current is among the rest
    isStoredOther: ({ context, event }) => {
      assertEvent(event, 'account.switch');
      return hasLogin(context.logins.slice(1), event.email);
    },
    isUnavailable: ({ event }) => statusOf((event as { error?: unknown }).error) === 503,
  },
}).createMachine({
  id: 'session',
  context: { logins: [], user: null, error: null, unconfirmedEmail: null, pendingEmail: '' },
  initial: 'loading',
  on: {
    'token.refreshed': {
      actions: [
        assign({ logins: ({ context, event }) => withCurrentTokens(context.logins, event.tokens) }),
        'persistLogins',
      ],
    },
    // guarded: before the stored list is loaded there is nothing to drop (and nothing may be overwritten)
    'token.expired': { guard: 'hasLogins', target: '.route', actions: ['dropCurrent', 'persistLogins'] },
    logout: { guard: 'hasLogins', target: '.route', actions: ['dropCurrent', 'persistLogins'] },
    'login.store': {
      target: '.checking',
      actions: [
        assign({ logins: ({ context, event }) => putLogin(context.logins, event.login), error: null, unconfirmedEmail: null }),
        'persistLogins',
      ],
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadLogins',
        src: 'loadLogins',
        onDone: { target: 'route', actions: assign({ logins: ({ event }) => event.output }) },
        onError: { target: 'route' },
      },
    },
    /** decides where to go once the stored list changed */
    route: {
      always: [{ guard: 'hasLogins', target: 'checking' }, { target: 'signedOut' }],
    },
    checking: {
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        input: ({ context }) => ({ login: context.logins[0] }),
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isUnavailable', target: 'unavailable' },
          {
            target: 'route',
            actions: [
              assign({ error: () => SESSION_MESSAGES.invalidStoredLogin }),
              { type: 'alert', params: () => ({ message: SESSION_MESSAGES.invalidStoredLogin, status: 'error' as const }) },
              'dropCurrent',
              'persistLogins',
            ],
          },
        ],
      },
    },
    signedOut: {
      on: { 'login.submit': 'authenticating' },
    },
    /** the server could not be reached while checking the stored login: keep it, offer retry */
    unavailable: {
      on: { 'session.retry': 'checking', 'login.submit': 'authenticating' },
    },
    signedIn: {
      on: {
        // while signed in, a login adds another account and makes it current
        'login.submit': 'authenticating',
        'account.switch': {
          guard: 'isStoredOther',
          target: 'checking',
          actions: [
            assign({ logins: ({ context, event }) => switchLogin(context.logins, event.email), user: null }),
            'persistLogins',
          ],
        },
      },
    },
    authenticating: {
      entry: assign({
        error: null,
        unconfirmedEmail: null,
        pendingEmail: ({ event }) => {
          assertEvent(event, 'login.submit');
          return event.email.trim();
        },
      }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context, event }) => {
          assertEvent(event, 'login.submit');
          return { email: context.pendingEmail, password: event.password };
        },
        onDone: {
          target: 'checking',
          actions: [
            assign({
              logins: ({ context, event }) => putLogin(context.logins, { email: context.pendingEmail, ...event.output }),
              user: null,
            }),
            'persistLogins',
          ],
        },
        onError: [
          {
            guard: ({ event }) => statusOf(event.error) === 403,
            target: 'back',
            actions: assign({
              error: ({ event }) => errorInfo(event.error, SESSION_MESSAGES.notActivated).message,
              unconfirmedEmail: ({ context }) => context.pendingEmail,
            }),
          },
          {
            target: 'back',
            actions: assign({ error: ({ event }) => errorInfo(event.error, SESSION_MESSAGES.invalidLogin).message }),
          },
        ],
      },
    },
    /** a failed login returns to where it came from */
    back: {
      always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'signedOut' }],
    },
  },
});
