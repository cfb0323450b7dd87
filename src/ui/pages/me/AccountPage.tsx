// /me/account: the member's name and profile name, and the password change (the current password needed; every other
// session of the account is signed out at once, this one goes on: its refresh token is sent along and stays valid).
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { User } from '../../../domain/identity/types';
import { passwordProblem } from '../../../domain/identity/password';
import { showAlert } from '../../components/alerts';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { FormMessage, PasswordChecklist, TextField } from '../auth/parts';
import { SocialLinks } from '../auth/SocialLinks';
import { AccountMore } from './account/AccountMore';
import { MeLayout } from './MeLayout';

export const ACCOUNT_NOTICES = { saved: 'Account updated', passwordChanged: 'Password updated. Your other sessions were signed out.' } as const;

export function AccountPage() {
  usePageTitle('Account');
  const q = useQuery('user.me', undefined);
  return (
    <MeLayout>
      <Heading as="h1" size="2xl" mb="4">
        Account
      </Heading>
      {q.data === undefined && q.status === 'error' && <Text role="alert" color="red.700">{q.error?.message ?? 'Your account could not be loaded.'}</Text>}
      {q.data === undefined && q.status !== 'error' && <Text role="status">Loading...</Text>}
      {q.data !== undefined && (
        <Stack gap="8" maxW="md">
          <ProfileForm key={`${q.data.firstname}|${q.data.lastname}|${q.data.profileName}`} user={q.data} />
          <PasswordForm />
          <SocialLinks />
          <AccountMore user={q.data} />
        </Stack>
      )}
    </MeLayout>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { send, pending } = useCommand();
  const session = useSession();
  const [firstname, setFirstname] = useState(user.firstname);
  const [lastname, setLastname] = useState(user.lastname);
  const [profileName, setProfileName] = useState(user.profileName);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await send('account.update', { firstname, lastname, profileName: profileName.trim() });
      showAlert(ACCOUNT_NOTICES.saved, 'success');
      // the session's user (top bar, greetings) is read again
      if (session.current) session.storeLogin(session.current);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form noValidate aria-label="Name and profile name" onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <Heading as="h2" size="lg">Name and profile name</Heading>
        <TextField label="First name" value={firstname} onChange={setFirstname} autoComplete="given-name" maxLength={100} required />
        <TextField label="Last name" value={lastname} onChange={setLastname} autoComplete="family-name" maxLength={100} required />
        <TextField
          label="Profile name" value={profileName} onChange={(v) => setProfileName(v.toLowerCase())} maxLength={40} required
          helper="The address of your profile page: lowercase letters, digits and hyphens (3 to 40)."
        />
        <FormMessage error={error} />
        <Box>
          <Button type="submit" colorPalette="orange" loading={pending}>Save</Button>
        </Box>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const { send, pending } = useCommand();
  const session = useSession();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordProblem(password, confirmPassword);
    setError(problem);
    if (problem) return;
    try {
      await send('account.changePassword', { currentPassword, password, refreshToken: session.current?.refreshToken });
      setCurrentPassword('');
      setPassword('');
      setConfirmPassword('');
      showAlert(ACCOUNT_NOTICES.passwordChanged, 'success');
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form noValidate aria-label="Change password" onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <Heading as="h2" size="lg">Change password</Heading>
        <TextField label="Current password" type="password" value={currentPassword} onChange={setCurrentPassword} autoComplete="current-password" required />
        <TextField label="New password" type="password" value={password} onChange={setPassword} autoComplete="new-password" required />
        <PasswordChecklist password={password} />
        <TextField label="Confirm new password" type="password" value={confirmPassword} onChange={setConfirmPassword} autoComplete="new-password" required />
        <FormMessage error={error} />
        <Box>
          <Button type="submit" colorPalette="orange" loading={pending}>Change password</Button>
        </Box>
      </Stack>
    </form>
  );
}
