// /mtz-admin/stats: every statistic of the portal, each linking to its chart, with its 'Shared with grantees' switch.
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ADMIN_STATS } from '../../../../domain/admin/stats';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { ShareSwitch } from './ShareSwitch';

export function AdminStatsPage() {
  const { user } = useSession();
  const sharing = useQuery('adminStats.sharing', user?.admin ? undefined : null);
  return (
    <AdminLayout title="Statistics" crumbs={[{ label: 'Statistics' }]}>
      <Stack gap="4">
        <Heading as="h1" size="2xl">Statistics</Heading>
        {sharing.status === 'error' && <Text color="red.600" role="alert">{sharing.error?.message}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {ADMIN_STATS.map((s) => (
            <Card.Root key={s.kind} size="sm" data-testid="stat-card">
              <Card.Body gap="2">
                <AppLink href={links.adminStat(s.kind)} fontWeight="semibold">{s.title}</AppLink>
                <Text fontSize="sm" color="fg.muted">{s.text}</Text>
                <ShareSwitch kind={s.kind} shared={sharing.data?.shared.includes(s.kind)} />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </AdminLayout>
  );
}
