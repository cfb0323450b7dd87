import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../../sync/api/types';
import type { sessionMachine } from '../../../machines/identity/session.machine';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

/** What SessionProvider shares: the session actor and the one API client of the page. */
export type SessionRuntime = { actor: SessionActorRef; api: ApiClient };

export const SessionRuntimeContext = createContext<SessionRuntime | null>(null);
