// The e-mail change of /me/account: the new address and the current password send a 6-digit code to the new address;
// the code entered changes the e-mail (the old address is told by mail). Until then the account keeps its address.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { User } from '../../../../domain/identity/types';
import { showAlert } from '../../../components/alerts';
import { errorText } from '../../../features/data/errorText';
import { useCommand } from '../../../features/data/useCommand';
import { useSession } from '../../../features/session/useSession';
import { FormMessage, TextField } from '../../auth/parts';

export const EMAIL_NOTICES = { changed: 'E-mail changed', enterNew: 'Enter the new e-mail', enterCode: 'Please enter 6 digits code' } as const;

export function EmailChange({ user }: { user: User }) {
  const { send, pending } = useCommand();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const ask = async (e?: FormEvent) => {
    e?.preventDefault();
    setError(null);
    setNotice(null);
    if (!email.trim()) return setError(EMAIL_NOTICES.enterNew);
    try {
      const r = await send('account.email.request', { password, email: email.trim() });
      setSentTo(email.trim().toLowerCase());
      setCode('');
      setNotice(r.message);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code)) return setError(EMAIL_NOTICES.enterCode);
    try {
      await send('account.email.confirm', { code });
      setSentTo(null);
      setEmail('');
      setPassword('');
      setNotice(null);
      showAlert(EMAIL_NOTICES.changed, 'success');
      // the session's user (top bar, greetings) is read again
      if (session.current) session.storeLogin(session.current);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">E-mail</Heading>
      <Text>Your e-mail: <strong data-testid="account-email">{user.email}</strong></Text>
      {sentTo === null ? (
        <form noValidate aria-label="Change e-mail" onSubmit={(e) => void ask(e)}>
          <Stack gap="4">
            <TextField label="New e-mail" type="email" value={email} onChange={setEmail} autoComplete="email" maxLength={254} required />
            <TextField label="Current password" type="password" value={password} onChange={setPassword} autoComplete="current-password" required />
            <FormMessage error={error} />
            <Box><Button type="submit" colorPalette="orange" loading={pending}>Send code</Button></Box>
          </Stack>
        </form>
      ) : (
        <form noValidate aria-label="Confirm e-mail change" onSubmit={(e) => void confirm(e)}>
          <Stack gap="4">
            <TextField
              label="Code" value={code} onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" required
              helper={`Enter the 6-digit code we sent to ${sentTo}. Your e-mail changes once it is confirmed.`}
            />
            <FormMessage error={error} notice={notice} />
            <HStack gap="3">
              <Button type="submit" colorPalette="orange" loading={pending}>Confirm</Button>
              <Button variant="outline" disabled={pending} onClick={() => void ask()}>Send a new code</Button>
              <Button variant="ghost" disabled={pending} onClick={() => { setSentTo(null); setError(null); setNotice(null); }}>Cancel</Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
