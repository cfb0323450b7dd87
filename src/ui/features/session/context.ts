import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionClient } from '../../../workers/client-session';
import type { sessionMachine } from '../../../machines/identity/session.machine';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

/** What SessionProvider shares: the session actor and the page's session client (sign-in, token refresh). */
export type SessionRuntime = { actor: SessionActorRef; api: SessionClient };

export const SessionRuntimeContext = createContext<SessionRuntime | null>(null);
