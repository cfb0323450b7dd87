import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { formatBadge } from '../../../domain/alerts/notifications';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useSession } from '../../features/session/useSession';
import { useNotificationCount } from '../../features/sync/useNotificationCount';
import { usePageTitle } from '../../components/usePageTitle';
import { MeLayout } from './MeLayout';
import { PlanLabel } from '../../features/billing/PlanLabel';

export function MeHomePage() {
  usePageTitle('My Area');
  const { user } = useSession();
  const unread = useNotificationCount();
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';
  return (
    <MeLayout>
      <Heading as="h1" size="2xl" mb="2">
        Welcome, {name || 'member'}
      </Heading>
      <Text color="gray.700" mb="6">
        This is your personal area: your company, connections, groups, billing and alerts in one place.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Box p="4" borderWidth="1px" borderRadius="lg">
          <Text fontSize="sm" color="gray.600">
            Plan
          </Text>
          <Text fontSize="xl" fontWeight="bold">
            {user ? <PlanLabel fallback={user.planLabel} /> : '…'}
          </Text>
        </Box>
        <Box p="4" borderWidth="1px" borderRadius="lg">
          <Text fontSize="sm" color="gray.600">
            Unread notifications (last 2 days)
          </Text>
          <Text fontSize="xl" fontWeight="bold">
            {formatBadge(unread) || '0'}
          </Text>
          <AppLink href={links.meNotifications()} fontSize="sm">
            See all notifications
          </AppLink>
        </Box>
        <Box p="4" borderWidth="1px" borderRadius="lg">
          <Text fontSize="sm" color="gray.600">
            Companies you own
          </Text>
          <Text fontSize="xl" fontWeight="bold">
            {user?.companyIds.length ?? 0}
          </Text>
          <AppLink href={links.meSection('company')} fontSize="sm">
            Manage my company
          </AppLink>
        </Box>
      </SimpleGrid>
    </MeLayout>
  );
}
