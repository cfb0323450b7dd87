// /grantee: the statistics the site admin shares with grantees, each opening its read-only chart.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { ADMIN_STATS } from '../../../domain/admin/stats';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';

export function GranteePage() {
  usePageTitle('Statistics');
  const { user } = useSession();
  const q = useQuery('grantee.stats', user?.grantee ? undefined : null);
  const shared = ADMIN_STATS.filter((s) => q.data?.shared.includes(s.kind));
  return (
    <Stack gap="4" py="6">
      <Heading as="h1" size="2xl">Statistics</Heading>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!q.data ? q.status !== 'error' && <Text role="status">Loading...</Text> : shared.length === 0 ? <Text>No statistics are shared with grantees yet.</Text> : (
        <Stack as="ul" gap="3" listStyleType="none">
          {shared.map((s) => (
            <li key={s.kind} data-testid="grantee-stat">
              <AppLink href={links.granteeStat(s.kind)} fontWeight="semibold">{s.title}</AppLink>
              <Text fontSize="sm" color="fg.muted">{s.text}</Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
