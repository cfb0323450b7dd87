// The results of /search (spec 2): an 'All' tab with a section per type (its first results and a link to that
// type's tab) and one tab per type with its count; a type's tab pages its results on the server.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { AppTabs } from '../../components/tabs/AppTabs';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, DROPDOWN_PER_TYPE, SEARCH_TYPES, searchCountText } from '../../../domain/companies/rules';
import type { SearchPage, SearchSummary, SearchType } from '../../../domain/companies/types';
import { countOf } from '../../../domain/shared/words';
import type { Endpoints, QueryError } from '../../../sync/facade';
import { links } from '../../app/links';
import { SponsoredAd } from '../ads/SponsoredAd';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { TYPE_LABELS } from '../companies/SearchDropdown';
import { OfflineMark } from '../data/OfflineMark';
import { useQuery } from '../data/useQuery';
import { SearchHitList } from './SearchHitRow';

/** the query of /search without paging: keyword (undefined when blank) and place filters */
export type SearchQuery = Omit<Endpoints['search.all']['in'], 'skip' | 'limit' | 'types'>;
export type SearchTab = SearchType | 'ALL';

const ONE: Record<SearchType, string> = { COMPANY: 'company', PRODUCT: 'product', GROUPEVENT: 'event', RFQ: 'RFQ', GROUP: 'group' };
const many = (t: SearchType) => (t === 'COMPANY' ? 'companies' : `${ONE[t]}s`);
/** '1 company', '12 companies', past the summary's cap '100+ companies' */
const countText = (t: SearchType, page: SearchPage) => (page.countCapped ? `${searchCountText(page)} ${many(t)}` : countOf(page.count, ONE[t], many(t)));

function ErrorOrLoading({ error }: { error: QueryError | null }) {
  return error ? <Text role="alert" color="red.600">{error.message}</Text> : <Text role="status">Loading...</Text>;
}

function AllResults({ summary, tabLink }: { summary: SearchSummary; tabLink: (t: SearchType) => string }) {
  const found = SEARCH_TYPES.filter((t) => summary[t].count > 0);
  if (found.length === 0) return <Text role="status">No results</Text>;
  return (
    <Stack gap="6">
      {found.map((t) => (
        <Stack key={t} as="section" aria-label={TYPE_LABELS[t]} gap="1">
          <Heading as="h2" size="md">{TYPE_LABELS[t]} ({searchCountText(summary[t])})</Heading>
          <SearchHitList hits={summary[t].items} label={TYPE_LABELS[t]} />
          <AppLink href={tabLink(t)} fontSize="sm">See all {countText(t, summary[t])}</AppLink>
        </Stack>
      ))}
    </Stack>
  );
}

function TypeResults({ query, type }: { query: SearchQuery; type: SearchType }) {
  const [page, setPage] = useState({ n: 1, size: DEFAULT_PAGE_SIZE });
  const search = useQuery('search.type', { ...query, type, skip: (page.n - 1) * page.size, limit: page.size });
  if (!search.data) return <ErrorOrLoading error={search.error} />;
  const result = search.data;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="gray.600">{countText(type, result)} found</Text>
      {result.count === 0 ? <Text role="status">No results</Text> : <SearchHitList hits={result.items} label={TYPE_LABELS[type]} />}
      <Pagination total={result.count} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />
    </Stack>
  );
}

export function SearchResults({ query, tab, onTab }: { query: SearchQuery; tab: SearchTab; onTab(tab: SearchTab): void }) {
  const summary = useQuery('search.all', { ...query, limit: DROPDOWN_PER_TYPE });
  const counts = summary.data ?? null;
  const tabLink = (t: SearchType) => links.searchPage({ ...query, type: t });
  return (
    <Stack gap="2">
    <OfflineMark offline={summary.offline} />
    <SponsoredAd placement="SEARCH" keyword={query.keyword ?? ''} />
    <AppTabs.Root value={tab} onValueChange={(d) => onTab(d.value === 'ALL' ? 'ALL' : SEARCH_TYPES.find((t) => t === d.value) ?? 'ALL')} lazyMount unmountOnExit>
      <AppTabs.List flexWrap="wrap">
        <AppTabs.Trigger value="ALL">All</AppTabs.Trigger>
        {SEARCH_TYPES.map((t) => <AppTabs.Trigger key={t} value={t}>{TYPE_LABELS[t]}{counts ? ` (${searchCountText(counts[t])})` : ''}</AppTabs.Trigger>)}
      </AppTabs.List>
      <AppTabs.Content value="ALL">{counts ? <AllResults summary={counts} tabLink={tabLink} /> : <ErrorOrLoading error={summary.error} />}</AppTabs.Content>
      {SEARCH_TYPES.map((t) => (
        <AppTabs.Content key={t} value={t}>
          {/* a new query starts again at page 1 */}
          <TypeResults key={JSON.stringify(query)} query={query} type={t} />
        </AppTabs.Content>
      ))}
    </AppTabs.Root>
    </Stack>
  );
}
