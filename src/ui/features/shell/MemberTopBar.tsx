import { Badge, Box, Flex, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { links } from '../../app/links';
import { PlanLabel } from '../billing/PlanLabel';
import { useSession } from '../session/useSession';
import { AccountSwitcher } from './AccountSwitcher';
import { AlertsBell } from './AlertsBell';
import { Logo } from './Logo';
import { PAGE_MAX_WIDTH } from './nav';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

/**
 * Signed-in top bar: search box, alerts bell, the member's name, plan label, menu, account switcher. On a phone it
 * is two short rows: the logo and the account buttons, then the search box across the width.
 */
export function MemberTopBar() {
  const { user } = useSession();
  return (
    <Box as="header" bg="gray.900" color="white">
      <Flex maxW={PAGE_MAX_WIDTH} mx="auto" px="4" py="2" align="center" justify="space-between" gap="3" wrap="wrap">
        <Box bg="white" px="2" py="0.5" borderRadius="md">
          <Logo href={links.me()} compact />
        </Box>
        <Box order={{ base: 1, md: 0 }} flexBasis={{ base: 'full', md: 'auto' }}>
          <SearchBox />
        </Box>
        {/* on a phone the account buttons take the rest of the logo's row (basis 0) and never wrap below it, however wide
            the alerts badge or the email are: the switcher's email is what gives way */}
        <HStack as="nav" aria-label="Account" gap="2" flex={{ base: '1 1 0', md: 'none' }} minW="0" justify="flex-end">
          <AlertsBell />
          {user && (
            <Text as="span" fontSize="sm" hideBelow="md" data-testid="user-name" maxW="40" truncate>
              {`${user.firstname} ${user.lastname}`.trim()}
            </Text>
          )}
          {user && (
            <Badge colorPalette="orange" variant="solid" data-testid="plan-label">
              <VisuallyHidden>Plan: </VisuallyHidden>
              <PlanLabel fallback={user.planLabel} />
            </Badge>
          )}
          <UserMenu />
          <AccountSwitcher />
        </HStack>
      </Flex>
    </Box>
  );
}
