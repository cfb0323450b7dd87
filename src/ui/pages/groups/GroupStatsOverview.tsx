// /groups/{profileName}/stats: the group's statistics overview for its admins: the three stats pages of spec 2
// (sponsors, member keyword searches, members), each with its total over the default period and its link.
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { defaultRange, isoDay, type PeriodStats } from '../../../domain/groups/stats';
import type { GroupView } from '../../../domain/groups/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useQuery } from '../../features/data/useQuery';

const total = (s: PeriodStats | undefined) => (s ? s.YEAR.reduce((n, p) => n + p.count, 0) : null);

function Card({ title, what, count, href, error }: { title: string; what: string; count: number | null; href: string; error: string | null }) {
  return (
    <Box as="section" aria-label={title} p="4" borderWidth="1px" borderRadius="lg">
      <Heading as="h3" size="sm" mb="1">{title}</Heading>
      {error ? <Text role="alert" color="red.600" fontSize="sm">{error}</Text> : <Text fontSize="2xl" fontWeight="bold">{count ?? '…'}</Text>}
      <Text fontSize="sm" color="gray.600" mb="2">{what}</Text>
      <AppLink href={href} fontSize="sm">See {title.toLowerCase()}</AppLink>
    </Box>
  );
}

export function GroupStatsOverview({ group }: { group: GroupView }) {
  const range = defaultRange(isoDay(Date.now()));
  const sponsors = useQuery('sponsors.stats', { companyGroupId: group.id, ...range });
  const searches = useQuery('groups.stats', { kind: 'keywordSearches', companyGroupId: group.id, ...range });
  const members = useQuery('groups.stats', { kind: 'memberJoins', companyGroupId: group.id, ...range });
  const err = (q: { status: string; error?: { message: string } | null }) => (q.status === 'error' ? q.error?.message ?? 'Could not be loaded' : null);
  const period = `from ${range.startDate} to ${range.endDate}`;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">Statistics</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Card title="Sponsor stats" what={`Clicks on sponsors ${period}`} count={total(sponsors.data)} error={err(sponsors)} href={links.group(group.profileName, 'stats/cg-sponsor-stats')} />
        <Card title="Member keyword search stats" what={`Searches by members ${period}`} count={total(searches.data)} error={err(searches)} href={links.group(group.profileName, 'stats/cg-member-keyword-search-stats')} />
        <Card title="Member stats" what={`Members who joined ${period}`} count={total(members.data)} error={err(members)} href={links.group(group.profileName, 'stats/cg-member-stats')} />
      </SimpleGrid>
      <AppLink href={links.group(group.profileName, 'stats/cg-visitor-stats')} fontSize="sm">Visitor stats</AppLink>
    </Stack>
  );
}
