// The frame of the pricing pages: the heading with the offline mark, and for a signed-out visitor on a step
// that needs a member, the login link that brings them back here.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../../features/session/useSession';
import { PageHeader } from '../../components/page-header/PageHeader';

export const LOGIN_TO_SUBSCRIBE = 'Please login to subscribe to a plan';

export function PricingFrame({ title, offline = false, children }: { title: string; offline?: boolean; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box py="6" maxW="1100px" mx="auto" px="4">
      <PageHeader title={title} offline={offline} mb="4" />
      {children}
    </Box>
  );
}

/** The children for a signed-in member; a visitor gets the login link back to this page. */
export function MembersOnly({ children, message = LOGIN_TO_SUBSCRIBE }: { children: ReactNode; message?: string }) {
  const session = useSession();
  const [location] = useLocation();
  if (session.status === 'loading') return <Text role="status">Loading...</Text>;
  if (session.status !== 'signedIn') {
    return (
      <Stack gap="2">
        <Text role="alert">{message}</Text>
        <AppLink href={links.login(location)}>Login</AppLink>
      </Stack>
    );
  }
  return <>{children}</>;
}

/** A query's loading and error lines (404: the given message). */
export function QueryStatus({ status, error, notFound }: { status: string; error?: { status: number | null; message: string } | null; notFound?: string }) {
  if (status === 'loading') return <Text role="status">Loading...</Text>;
  if (status !== 'error' || !error) return null;
  return <Text role="alert">{error.status === 404 && notFound ? notFound : error.message}</Text>;
}
