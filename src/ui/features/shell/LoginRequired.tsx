import { Box, Text } from '@chakra-ui/react';
import { AppLink } from '../../components/AppLink';
import { PageTitle } from '../../components/page-header/PageHeader';

/** Shown instead of a protected page when no login is stored (spec 2 "Behaviours"). */
export function LoginRequired({ message, loginHref }: { message: string; loginHref: string }) {
  return (
    <Box maxW="lg" mx="auto" my="16" p="8" borderWidth="1px" borderRadius="lg" textAlign="center" role="region" aria-labelledby="login-required-title">
      <PageTitle id="login-required-title" mb="3">
        Login required
      </PageTitle>
      <Text mb="4">{message}</Text>
      <AppLink href={loginHref} colorPalette="orange" fontWeight="semibold" variant="underline">
        Login
      </AppLink>
    </Box>
  );
}
