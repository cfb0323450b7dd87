// The callback page's step for an e-mail already registered: the account's password, or a 6-digit code mailed to
// it, links the provider's sign-in and signs in.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { sanitizeCode } from '../../../domain/identity/code';
import type { Endpoints } from '../../../sync/facade';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { AuthCard, FormMessage, TextField } from './parts';

type SignedIn = Endpoints['social.link']['out'];

export function SocialLinkForm({ socialToken, message, onSignedIn }: { socialToken: string; message: string; onSignedIn(r: SignedIn): Promise<void> }) {
  const { send, pending } = useCommand();
  const [byCode, setByCode] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const mailCode = async () => {
    setError(null);
    try {
      setNotice((await send('social.linkCode', { socialToken })).message);
      setByCode(true);
      setSecret('');
    } catch (e) {
      setError(errorText(e));
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await onSignedIn(await send('social.link', byCode ? { socialToken, code: secret } : { socialToken, password: secret }));
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <AuthCard title="Link your sign-in">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Link your sign-in">
        <Stack gap="4">
          <Text>{message}</Text>
          {byCode ? (
            <TextField label="Code from the e-mail" value={secret} onChange={(v) => setSecret(sanitizeCode(v))} inputMode="numeric" autoComplete="one-time-code" required />
          ) : (
            <TextField label="Password" type="password" value={secret} onChange={setSecret} autoComplete="current-password" required />
          )}
          <FormMessage error={error} notice={notice} />
          <HStack wrap="wrap">
            <Button type="submit" colorPalette="orange" loading={pending}>Link and sign in</Button>
            <Button variant="outline" onClick={() => void mailCode()} disabled={pending}>{byCode ? 'Send a new code' : 'E-mail me a code instead'}</Button>
          </HStack>
        </Stack>
      </form>
    </AuthCard>
  );
}
