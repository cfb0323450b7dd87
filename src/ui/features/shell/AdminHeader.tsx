import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useSession } from '../session/useSession';
import { PAGE_MAX_WIDTH } from './nav';

/** All a site admin sees of the chrome (spec 6). */
export function AdminHeader() {
  const { user } = useSession();
  return (
    <Box as="header" bg="purple.800" color="white">
      <Flex maxW={PAGE_MAX_WIDTH} mx="auto" px="4" py="3" align="center" justify="space-between">
        <AppLink href={links.admin()} color="white" _hover={{ textDecoration: 'none' }}>
          <Heading as="span" size="md">
            Admin Portal
          </Heading>
        </AppLink>
        <HStack gap="4" fontSize="sm">
          {user && <Text>{user.email}</Text>}
          <AppLink href={links.logout()} color="white">
            Log out
          </AppLink>
        </HStack>
      </Flex>
    </Box>
  );
}
