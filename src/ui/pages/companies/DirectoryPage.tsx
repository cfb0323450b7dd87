// /directory (spec 2): events (the groups area's upcoming EventsList), groups, products and companies, newest
// first, with the pagination component. Each section is an address of its own (/directory/events, /groups,
// /products, /companies; /directory is the companies), so a section can be linked, bookmarked and reloaded.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { TabLinks } from '../../components/tabs/AppTabs';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { DEFAULT_PAGE_SIZE } from '../../../domain/companies/rules';
import type { SearchType } from '../../../domain/companies/types';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { EventsList } from '../../features/groups/EventsList';
import { SponsoredAd } from '../../features/ads/SponsoredAd';

type Section = 'events' | 'groups' | 'products' | 'companies';
const SECTIONS: [Section, SearchType, string][] = [['events', 'GROUPEVENT', 'Events'], ['groups', 'GROUP', 'Groups'], ['products', 'PRODUCT', 'Products'], ['companies', 'COMPANY', 'Companies']];
const DEFAULT_SECTION: Section = 'companies';

/** The section the address names (/directory alone is the default one). */
function sectionOf(path: string): Section {
  const named = /^\/directory\/([a-z]+)\/?$/.exec(path)?.[1];
  return SECTIONS.find(([s]) => s === named)?.[0] ?? DEFAULT_SECTION;
}

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
  const [location] = useLocation();
  const section = sectionOf(location);
  const [, type, label] = SECTIONS.find(([s]) => s === section) ?? SECTIONS[3];
  usePageTitle(`Directory: ${label}`);
  return (
    <Stack maxW="1306px" mx="auto" p="4" gap="4">
      <Heading as="h1" size="2xl">Directory</Heading>
      <SponsoredAd placement="DIRECTORY" />
      <TabLinks label="Directory sections" tabs={SECTIONS.map(([s, , name]) => ({ label: name, href: links.directory(s), current: s === section }))} />
      {/* a section's own listing (its page count starts again at 1 when another section is opened) */}
      {type === 'GROUPEVENT' ? <EventsList upcoming /> : <Listing key={type} type={type} />}
    </Stack>
  );
}
