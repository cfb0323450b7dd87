// /me/network: an overview of the member's network (connections, followers of their companies, companies they
// follow, groups) with counts, each linking to its page, and the newest changes among them.
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { networkChanges, networkCounts, type NetworkChange } from '../../../domain/companies/network-overview';
import type { Company } from '../../../domain/companies/types';
import { listedDate } from '../../../domain/companies/products';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useQuery } from '../../features/data/useQuery';
import { useMyCompanies } from '../../features/me/useMyCompanies';
import { MeLayout } from './MeLayout';
import { PageHeader } from '../../components/page-header/PageHeader';

function Count({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <Box as="section" aria-label={label} p="4" borderWidth="1px" borderRadius="lg">
      <Text fontSize="sm" color="gray.600">{label}</Text>
      <Text fontSize="2xl" fontWeight="bold" data-testid={`count-${label.toLowerCase()}`}>{value}</Text>
      <AppLink href={href} fontSize="sm">See all</AppLink>
    </Box>
  );
}

function ChangeText({ change, companies }: { change: NetworkChange; companies: Company[] }) {
  if ('companyId' in change) {
    const c = companies.find((x) => x.id === change.companyId);
    const name = c ? <AppLink href={links.profile(c.profileName)}>{c.name}</AppLink> : 'a company';
    return change.kind === 'followed' ? <>A member started following {name}</> : <>You followed {name}</>;
  }
  const who = <AppLink href={links.userProfile(change.profileName)}>{change.name}</AppLink>;
  if (change.kind === 'connected') return <>You are connected with {who}</>;
  if (change.kind === 'requestSent') return <>You asked {who} to connect</>;
  return <>{who} asked to connect with you</>;
}

export function NetworkPage() {
  usePageTitle('Network');
  const { user, companies: mine, offline } = useMyCompanies();
  const me = user?.id ?? null;
  const myIds = user?.companyIds ?? [];
  const connections = useQuery('connections.list', me ? {} : null);
  const followers = useQuery('follows.list', me && myIds.length > 0 ? { companyIds: myIds } : null);
  const followings = useQuery('follows.list', me ? { followerIds: [me] } : null);
  const groups = useQuery('groups.list', me ? { mine: true } : null);
  const followerList = myIds.length === 0 ? [] : followers.data;
  const named = [...new Set([...(followings.data ?? []).map((f) => f.companyId)])].filter((id) => !myIds.includes(id));
  const others = useQuery('companies.byIds', named.length > 0 ? { ids: named } : null);
  const ready = me && connections.data && followerList && followings.data && groups.data;
  const failed = [connections, followers, followings, groups].find((q) => q.status === 'error')?.error?.message ?? null;
  return (
    <MeLayout>
      <PageHeader title="Network" offline={offline || connections.offline || followings.offline || groups.offline} mb="4" />
      {failed ? <Text role="alert" color="red.600">{failed}</Text> : !ready ? <Text role="status">Loading...</Text> : (() => {
        const counts = networkCounts(me, connections.data ?? [], followerList, followings.data ?? [], groups.data?.length ?? 0);
        const changes = networkChanges(me, connections.data ?? [], followerList, followings.data ?? []);
        return (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <Count label="Connections" value={counts.connections} href={links.meSection('connections')} />
              <Count label="Followers" value={counts.followers} href={mine?.[0] ? links.profile(mine[0].profileName) : links.meCompany()} />
              <Count label="Followings" value={counts.followings} href={links.meSection('followings')} />
              <Count label="Groups" value={counts.groups} href={links.meGroups()} />
            </SimpleGrid>
            <AppLink href={links.myTicketOrders()}>My event ticket orders</AppLink>
            {counts.pending > 0 && <AppLink href={links.meSection('connections')}>{counts.pending} connection request{counts.pending === 1 ? '' : 's'} waiting</AppLink>}
            <Box>
              <Heading as="h2" size="md" mb="2">Recent changes</Heading>
              {changes.length === 0 ? <Text color="gray.600">Nothing has changed in your network yet.</Text> : (
                <Stack as="ul" listStyleType="none" gap="0" aria-label="Recent changes">
                  {changes.map((c) => (
                    <HStack as="li" key={c.id} justify="space-between" borderBottomWidth="1px" py="2">
                      <Text><ChangeText change={c} companies={[...(mine ?? []), ...(others.data ?? [])]} /></Text>
                      <Text fontSize="sm" color="gray.600">{listedDate(c.at)}</Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Box>
          </Stack>
        );
      })()}
    </MeLayout>
  );
}
