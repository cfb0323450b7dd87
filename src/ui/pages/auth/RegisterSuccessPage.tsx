// /register-success: the end of sign-up, and the way into the new member's introduction (/me/intro).
import { Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { INTRO_STEP_KEY } from '../../../domain/identity/intro';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../../features/session/useSession';
import { AuthCard } from './parts';

export function RegisterSuccessPage() {
  usePageTitle('Welcome');
  const { status } = useSession();
  // a new member's introduction is owed until finished: the chat sends them back to it (spec 2)
  useEffect(() => {
    try {
      if (status === 'signedIn' && !localStorage.getItem(INTRO_STEP_KEY)) localStorage.setItem(INTRO_STEP_KEY, '1');
    } catch { /* no storage: the intro is offered by the link below only */ }
  }, [status]);
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
