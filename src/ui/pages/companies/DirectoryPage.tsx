// /directory (spec 2): events (the groups area's upcoming EventsList), groups, products and companies, newest
// first, with the pagination component.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { AppTabs } from '../../components/tabs/AppTabs';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../domain/companies/rules';
import type { SearchType } from '../../../domain/companies/types';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { EventsList } from '../../features/groups/EventsList';
import { SponsoredAd } from '../../features/ads/SponsoredAd';

const SECTIONS: [SearchType, string][] = [['GROUPEVENT', 'Events'], ['GROUP', 'Groups'], ['PRODUCT', 'Products'], ['COMPANY', 'Companies']];

function Listing({ type }: { type: SearchType }) {
  const [page, setPage] = useState({ n: 1, size: DEFAULT_PAGE_SIZE });
  const q = useQuery('search.type', { type, skip: (page.n - 1) * page.size, limit: page.size });
  const result = q.data;
  if (q.error) return <Text role="alert" color="red.600">{q.error.message}</Text>;
  if (!result) return <Text role="status">Loading...</Text>;
  return (
    <Stack gap="2">
      <OfflineMark offline={q.offline} />
      {result.items.map((h) => (
        <Stack key={h.id} gap="0" borderBottomWidth="1px" py="2">
          <AppLink href={h.link} fontWeight="semibold">{h.title}</AppLink>
          {(h.subtitle || h.place) && <Text fontSize="sm" color="gray.600">{[h.subtitle, h.place].filter(Boolean).join(' · ')}</Text>}
          {h.description && <Text fontSize="sm" lineClamp={1}>{h.description}</Text>}
        </Stack>
      ))}
      <Pagination total={result.count} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />
    </Stack>
  );
}

export function DirectoryPage() {
  usePageTitle('Directory');
  return (
    <Stack maxW="1306px" mx="auto" p="4" gap="4">
      <Heading as="h1" size="2xl">Directory</Heading>
      <SponsoredAd placement="DIRECTORY" />
      <AppTabs.Root defaultValue="COMPANY" lazyMount>
        <AppTabs.List>
          {SECTIONS.map(([t, label]) => <AppTabs.Trigger key={t} value={t}>{label}</AppTabs.Trigger>)}
        </AppTabs.List>
        {SECTIONS.map(([t]) => <AppTabs.Content key={t} value={t}>{t === 'GROUPEVENT' ? <EventsList upcoming /> : <Listing type={t} />}</AppTabs.Content>)}
      </AppTabs.Root>
    </Stack>
  );
}
