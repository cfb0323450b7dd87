// The header of a confined portal (the site admin's, a grantee's): the member top bar's dark bar with the portal's
// name as its home link, the signed-in e-mail and Log out. One header system: the same bar, colours and width as
// the member top bar, so the three headers differ by what they hold, not by how they look.
import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useSession } from '../session/useSession';
import { PAGE_MAX_WIDTH } from './nav';

export function PortalHeader({ title, home }: { title: string; home: string }) {
  const { user } = useSession();
  return (
    <Box as="header" bg="gray.900" color="white">
      <Flex maxW={PAGE_MAX_WIDTH} mx="auto" px="4" py="3" align="center" justify="space-between" wrap="wrap" gap="2">
        <AppLink href={home} color="white" _hover={{ textDecoration: 'none' }}>
          <Heading as="span" size="md">{title}</Heading>
        </AppLink>
        <HStack gap="4" fontSize="sm" minW="0">
          {user && <Text truncate>{user.email}</Text>}
          <AppLink href={links.logout()} color="white">Log out</AppLink>
        </HStack>
      </Flex>
    </Box>
  );
}
