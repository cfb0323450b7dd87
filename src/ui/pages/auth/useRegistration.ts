// The registration machine with its effects as engine commands and the session.
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { AuthTokens, CompanySummary, RegistrationInput } from '../../../domain/identity/types';
import { registrationMachine, type RegistrationInputArgs } from '../../../machines/identity/registration.machine';
import { inspect } from '../../app/inspector';
import { sendCommand } from '../../features/data/useCommand';
import { useEngineRef } from '../../features/data/useEngineRef';
import { useSession } from '../../features/session/useSession';
import { useEngineAccount } from './useEngineAccount';

export function useRegistration(input: RegistrationInputArgs | undefined) {
  const engine = useEngineRef();
  const { storeLogin } = useSession();
  const engineAccount = useRef<(email: string) => Promise<void>>(async () => {});
  engineAccount.current = useEngineAccount();
  const [logic] = useState(() => registrationMachine.provide({
    actors: {
      createUser: fromPromise<{ id: string; email: string }, RegistrationInput>(({ input: body }) => sendCommand(engine.current, 'users.create', body)),
      confirmCode: fromPromise<AuthTokens, { email: string; confirmCode: string }>(async ({ input: data }) => {
        const tokens = await sendCommand(engine.current, 'auth.confirm', data);
        // confirming signs the user in: the new login becomes current (for the engine too) before the company is created
        storeLogin({ email: data.email, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
        await engineAccount.current(data.email);
        return tokens;
      }),
      resendCode: fromPromise<{ message: string }, { email: string }>(({ input: data }) => sendCommand(engine.current, 'auth.resend', data)),
      createCompany: fromPromise<CompanySummary, { name: string; categoryIds: string[] }>(({ input: data }) => sendCommand(engine.current, 'companies.create', data)),
    },
  }));
  const actor = useActorRef(logic, { input, inspect });
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot };
}
