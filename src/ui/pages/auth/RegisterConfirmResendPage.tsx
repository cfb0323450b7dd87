// /register-confirm-resend(?email=): mails a new 6-digit code, then goes to the code step.
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { REGISTRATION_MESSAGES } from '../../../domain/identity/registration';
import { REGISTRATION_MESSAGES as FLOW_MESSAGES } from '../../../machines/identity/registration.machine';
import { errorInfo } from '../../../machines/identity/errors';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { usePageTitle } from '../../components/usePageTitle';
import { useCommand } from '../../features/data/useCommand';
import { AuthCard, FormMessage, queryParam, TextField } from './parts';

export function RegisterConfirmResendPage() {
  usePageTitle('Resend confirmation code');
  const { send } = useCommand();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [email, setEmail] = useState(() => queryParam(search, 'email') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const to = email.trim();
    if (to === '') {
      setError(REGISTRATION_MESSAGES.email);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const res = await send('auth.resend', { email: to });
      showAlert(res.message || FLOW_MESSAGES.codeSent, 'success');
      navigate(links.registerConfirm(to));
    } catch (err) {
      setError(errorInfo(err, 'Code could not be sent').message);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title="Resend confirmation code">
      <form onSubmit={submit} noValidate aria-label="Resend confirmation code">
        <Stack gap="4">
          <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" required />
          <FormMessage error={error} />
          <Button type="submit" colorPalette="orange" loading={sending}>
            Resend code
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
