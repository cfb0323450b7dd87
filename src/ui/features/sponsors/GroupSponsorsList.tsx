// A group's live sponsors (the event's /sponsors page): banners, text and links, or 'No sponsors yet.'.
import { Stack, Text } from '@chakra-ui/react';
import { OfflineMark } from '../data/OfflineMark';
import { useQuery } from '../data/useQuery';
import { SponsorCard } from './SponsorCard';

export function GroupSponsorsList({ companyGroupId }: { companyGroupId: string }) {
  const list = useQuery('sponsors.list', { companyGroupIds: companyGroupId });
  if (list.status === 'loading') return <Text role="status">Loading...</Text>;
  if (!list.data) return <Text role="alert">{list.error?.message}</Text>;
  if (list.data.length === 0) return <><OfflineMark offline={list.offline} /><Text>No sponsors yet.</Text></>;
  return (
    <Stack gap="3" aria-label="Sponsors">
      <OfflineMark offline={list.offline} />
      {list.data.map((s) => <SponsorCard key={s.id} sponsor={s} />)}
    </Stack>
  );
}
