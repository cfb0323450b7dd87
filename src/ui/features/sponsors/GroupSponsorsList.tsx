// A group's live sponsors (the event's /sponsors page): banners, text and links, or 'No sponsors yet.'.
import { Stack, Text } from '@chakra-ui/react';
import { useLoad } from '../groups/useLoad';
import { useApi } from '../session/useApi';
import { SponsorCard } from './SponsorCard';

export function GroupSponsorsList({ companyGroupId }: { companyGroupId: string }) {
  const api = useApi();
  const list = useLoad(() => api.call('sponsors.list', { companyGroupIds: companyGroupId }), [api, companyGroupId]);
  if (list.kind === 'loading') return <Text role="status">Loading...</Text>;
  if (list.kind === 'error') return <Text role="alert">{list.message}</Text>;
  if (list.data.length === 0) return <Text>No sponsors yet.</Text>;
  return <Stack gap="3" aria-label="Sponsors">{list.data.map((s) => <SponsorCard key={s.id} sponsor={s} />)}</Stack>;
}
