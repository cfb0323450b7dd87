// /register-confirm?email=: the 6-digit code step, then activation, the company, /register-success.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CODE_LENGTH, sanitizeCode } from '../../../domain/identity/code';
import { REGISTRATION_MESSAGES } from '../../../machines/identity/registration.machine';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { AuthCard, FormMessage, queryParam, TextField } from './parts';
import { forgetPendingCompany, readPendingCompany } from './pendingRegistration';
import { useRegistration } from './useRegistration';

export function RegisterConfirmPage() {
  usePageTitle('Confirm your email');
  const email = queryParam(useSearch(), 'email');
  if (!email) {
    return (
      <AuthCard title="Confirm your email">
        <Text mb="4">We need your email address to confirm your account.</Text>
        <AppLink href={links.registerConfirmResend()}>Send me a new code</AppLink>
      </AuthCard>
    );
  }
  return <ConfirmCode key={email} email={email} />;
}

function ConfirmCode({ email }: { email: string }) {
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const { actor, snapshot } = useRegistration({ email, company: readPendingCompany(email) });
  const { error, notice } = snapshot.context;
  const activated = snapshot.matches('creatingCompany') || snapshot.matches('companyFailed') || snapshot.matches('success');
  const done = snapshot.matches('success');

  const told = useRef(false);
  useEffect(() => {
    if (!activated || told.current) return;
    told.current = true;
    showAlert(REGISTRATION_MESSAGES.activated, 'success');
  }, [activated]);
  useEffect(() => {
    if (!done) return;
    forgetPendingCompany(email);
    navigate(links.registerSuccess());
  }, [done, email, navigate]);

  if (activated) {
    return (
      <AuthCard title="Confirm your email">
        <Stack gap="4">
          <FormMessage notice={REGISTRATION_MESSAGES.activated} />
          {snapshot.matches('creatingCompany') && <Text>Creating your company…</Text>}
          {snapshot.matches('companyFailed') && (
            <>
              <FormMessage error={error} />
              <HStack>
                <Button colorPalette="orange" onClick={() => actor.send({ type: 'company.retry' })}>Retry</Button>
                <Button variant="outline" onClick={() => actor.send({ type: 'company.skip' })}>Continue without company</Button>
              </HStack>
            </>
          )}
        </Stack>
      </AuthCard>
    );
  }

  const verifying = snapshot.matches({ confirm: 'verifying' });
  const resending = snapshot.matches({ confirm: 'resending' });
  return (
    <AuthCard title="Confirm your email">
      <form
        noValidate
        aria-label="Confirm your email"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'code.submit', code });
        }}
      >
        <Stack gap="4">
          <Text>
            We sent a 6-digit code to <strong>{email}</strong>. It expires in 5 minutes.
          </Text>
          <TextField
            label="Confirmation code"
            value={code}
            onChange={(v) => setCode(sanitizeCode(v))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder="000000"
            required
          />
          <FormMessage error={error} notice={notice} />
          <HStack>
            <Button type="submit" colorPalette="orange" loading={verifying} disabled={resending}>
              Confirm
            </Button>
            <Button type="button" variant="outline" loading={resending} disabled={verifying} onClick={() => actor.send({ type: 'code.resend' })}>
              Resend code
            </Button>
          </HStack>
        </Stack>
      </form>
    </AuthCard>
  );
}
