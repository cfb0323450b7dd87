// /register-success: the end of sign-up.
import { Stack, Text } from '@chakra-ui/react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../../features/session/useSession';
import { AuthCard } from './parts';

export function RegisterSuccessPage() {
  usePageTitle('Welcome');
  const { status } = useSession();
  return (
    <AuthCard title="Registration complete">
      <Stack gap="4">
        <Text>You account has been successfully activated. Welcome to the network!</Text>
        {status === 'signedOut' ? (
          <AppLink href={links.login(links.me())}>Sign In</AppLink>
        ) : (
          <AppLink href={links.me()}>Go to my area</AppLink>
        )}
      </Stack>
    </AuthCard>
  );
}
