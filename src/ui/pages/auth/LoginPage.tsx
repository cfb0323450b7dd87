// /login?redirectUrl=: signs in (or adds another account when one is already signed in).
import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../../features/session/useSession';
import { AuthCard, FormMessage, queryParam, safeRedirect, TextField } from './parts';
import { SocialButtons } from './SocialButtons';

export function LoginPage() {
  usePageTitle('Sign In');
  const session = useSession();
  const [, navigate] = useLocation();
  const redirectUrl = safeRedirect(queryParam(useSearch(), 'redirectUrl'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** the email of the attempt this page made; null before any */
  const [attempt, setAttempt] = useState<string | null>(null);
  const [alreadyIn] = useState(() => session.current?.email ?? null);

  const { status, user, busy, unconfirmedEmail, error } = session;
  const signedInAs = status === 'signedIn' && user ? user.email : null;
  useEffect(() => {
    if (attempt === null || busy) return;
    if (signedInAs && signedInAs.toLowerCase() === attempt.toLowerCase()) {
      navigate(redirectUrl ?? (user?.admin ? links.admin() : user?.grantee ? links.grantee() : links.me()));
    } else if (unconfirmedEmail) {
      showAlert(error ?? 'Please confirm your email.', 'warning');
      navigate(links.registerConfirm(unconfirmedEmail));
    }
  }, [attempt, busy, signedInAs, unconfirmedEmail, error, redirectUrl, user, navigate]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setAttempt(email.trim());
    session.login(email, password);
  };

  const shownError = attempt !== null && !busy && !unconfirmedEmail ? error : null;
  return (
    <AuthCard title="Sign In">
      {alreadyIn && (
        <Text mb="4" fontSize="sm" color="gray.600">
          Signed in as {alreadyIn}. Sign in with another account to add it to your account switcher.
        </Text>
      )}
      <form onSubmit={submit} noValidate aria-label="Sign in">
        <Stack gap="4">
          <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="username" required />
          <TextField label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" required />
          <FormMessage error={shownError} />
          <Button type="submit" colorPalette="orange" loading={attempt !== null && busy} loadingText="Signing in…">
            Login
          </Button>
          <Text fontSize="sm">
            <AppLink href={links.reset()}>Forgot password?</AppLink>
          </Text>
          <Text fontSize="sm">
            New here? <AppLink href={links.register()}>Join Free</AppLink>
          </Text>
        </Stack>
      </form>
      <SocialButtons next={redirectUrl} />
    </AuthCard>
  );
}
