// The password-reset flow as the machine's current step: request a code, or the code and a new password.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { CODE_LENGTH, sanitizeCode } from '../../../domain/identity/code';
import { passwordResetMachine } from '../../../machines/identity/password-reset.machine';
import { inspect } from '../../app/inspector';
import { sendCommand } from '../../features/data/useCommand';
import { useEngineRef } from '../../features/data/useEngineRef';
import { FormMessage, PasswordChecklist, TextField } from './parts';

export function usePasswordReset(email: string | undefined) {
  const engine = useEngineRef();
  const [logic] = useState(() => passwordResetMachine.provide({
    actors: {
      requestReset: fromPromise<{ message: string }, { email: string }>(({ input }) => sendCommand(engine.current, 'auth.resetRequest', input)),
      confirmReset: fromPromise<{ message: string }, { email: string; confirmCode: string; password: string }>(({ input }) => sendCommand(engine.current, 'auth.resetConfirm', input)),
    },
  }));
  const actor = useActorRef(logic, { input: { email }, inspect });
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot };
}

type Reset = ReturnType<typeof usePasswordReset>;

export function ResetRequestForm({ actor, snapshot }: Reset) {
  const [email, setEmail] = useState(snapshot.context.email);
  return (
    <form noValidate aria-label="Reset password" onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'reset.request', email }); }}>
      <Stack gap="4">
        <Text>Enter your email and we will mail you a 6-digit code.</Text>
        <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" required />
        <FormMessage error={snapshot.context.error} />
        <Button type="submit" colorPalette="orange" loading={snapshot.matches('requesting')}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}

export function ResetCodeForm({ actor, snapshot }: Reset) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const confirming = snapshot.matches({ enterCode: 'confirming' });
  const resending = snapshot.matches({ enterCode: 'resending' });
  return (
    <form
      noValidate
      aria-label="Set a new password"
      onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'reset.submit', code, password, confirmPassword }); }}
    >
      <Stack gap="4">
        <Text>
          We sent a 6-digit code to <strong>{snapshot.context.email}</strong>. It expires in 5 minutes.
        </Text>
        <TextField
          label="Confirmation code" value={code} onChange={(v) => setCode(sanitizeCode(v))}
          inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} placeholder="000000" required
        />
        <TextField label="Password" type="password" value={password} onChange={setPassword} autoComplete="new-password" required />
        <PasswordChecklist password={password} />
        <TextField label="Confirm Password" type="password" value={confirmPassword} onChange={setConfirmPassword} autoComplete="new-password" required />
        <FormMessage error={snapshot.context.error} notice={snapshot.context.notice} />
        <HStack>
          <Button type="submit" colorPalette="orange" loading={confirming} disabled={resending}>
            Reset password
          </Button>
          <Button type="button" variant="outline" loading={resending} disabled={confirming} onClick={() => actor.send({ type: 'code.resend' })}>
            Resend code
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
