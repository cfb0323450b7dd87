// The registration machine with its effects wired to the API client and the session.
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { AuthTokens, CompanySummary, RegistrationInput } from '../../../domain/identity/types';
import { registrationMachine, type RegistrationInputArgs } from '../../../machines/identity/registration.machine';
import { inspect } from '../../app/inspector';
import { callOrThrow } from '../../features/session/call';
import { useApi } from '../../features/session/useApi';
import { useSession } from '../../features/session/useSession';

export function useRegistration(input: RegistrationInputArgs | undefined) {
  const api = useApi();
  const { storeLogin } = useSession();
  const [logic] = useState(() => registrationMachine.provide({
    actors: {
      createUser: fromPromise<{ id: string; email: string }, RegistrationInput>(({ input: body }) => callOrThrow(api, 'users.create', body)),
      confirmCode: fromPromise<AuthTokens, { email: string; confirmCode: string }>(async ({ input: data }) => {
        const tokens = await callOrThrow(api, 'auth.confirm', data);
        // confirming signs the user in: the new login becomes current before the company is created
        storeLogin({ email: data.email, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
        return tokens;
      }),
      resendCode: fromPromise<{ message: string }, { email: string }>(({ input: data }) => callOrThrow(api, 'auth.resend', data)),
      createCompany: fromPromise<CompanySummary, { name: string; categoryIds: string[] }>(({ input: data }) => callOrThrow(api, 'companies.create', data)),
    },
  }));
  const actor = useActorRef(logic, { input, inspect });
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot };
}
