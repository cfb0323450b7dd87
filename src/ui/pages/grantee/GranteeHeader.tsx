// All a grantee sees of the chrome: the statistics shared with them, and Log out (spec 6: confined like the site admin).
import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useSession } from '../../features/session/useSession';
import { PAGE_MAX_WIDTH } from '../../features/shell/nav';

export function GranteeHeader() {
  const { user } = useSession();
  return (
    <Box as="header" bg="teal.800" color="white">
      <Flex maxW={PAGE_MAX_WIDTH} mx="auto" px="4" py="3" align="center" justify="space-between">
        <AppLink href={links.grantee()} color="white" _hover={{ textDecoration: 'none' }}>
          <Heading as="span" size="md">Grantee statistics</Heading>
        </AppLink>
        <HStack gap="4" fontSize="sm">
          {user && <Text>{user.email}</Text>}
          <AppLink href={links.logout()} color="white">Log out</AppLink>
        </HStack>
      </Flex>
    </Box>
  );
}
