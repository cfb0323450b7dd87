// /register-success: the end of sign-up, and the way into the new member's introduction (/me/intro).
import { Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { introStore } from '../../features/me/introStore';
import { useSession } from '../../features/session/useSession';
import { AuthCard } from './parts';

export function RegisterSuccessPage() {
  usePageTitle('Welcome');
  const { status, user } = useSession();
  const userId = user?.id ?? null;
  // a new member's introduction is owed until finished: the chat sends them back to it (spec 2); a member who
  // finished it owes nothing, however often this page is opened
  useEffect(() => {
    if (status === 'signedIn' && userId !== null && !introStore.step()) introStore.storeStep(userId, 1);
  }, [status, userId]);
  return (
    <AuthCard title="Registration complete">
      <Stack gap="4">
        <Text>You account has been successfully activated. Welcome to the network!</Text>
        {status === 'signedOut' ? (
          <AppLink href={links.login(links.me())}>Sign In</AppLink>
        ) : (
          <>
            <AppLink href={links.meIntroStart()}>Start the introduction</AppLink>
            <AppLink href={links.me()}>Go to my area</AppLink>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
