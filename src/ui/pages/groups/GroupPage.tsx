// /groups/{profileName} and its sub-pages: one page that loads the group and shows the tab the path names.
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { defaultRange, isoDay, type DateRange } from '../../../domain/groups/stats';
import type { GroupView, StatsKind } from '../../../domain/groups/types';
import { links } from '../../app/links';
import type { GroupTab } from '../../app/links-groups';
import { TabLinks } from '../../components/tabs/AppTabs';
import { StatsChart } from '../../components/stats-chart/StatsChart';
import { usePageTitle } from '../../components/usePageTitle';
import { sendCommand } from '../../features/data/useCommand';
import { useEngine } from '../../features/data/useEngine';
import { useQuery } from '../../features/data/useQuery';
import { GroupHeader } from '../../features/groups/GroupHeader';
import { useSession } from '../../features/session/useSession';
import { SponsorsTab } from '../../features/sponsors';
import { GroupStatsOverview } from './GroupStatsOverview';
import { AboutTab, CategoriesTab, EventsTab, PostsTab, ResourcesTab, RoomsTab } from './tabs-content';
import { InvitesTab, InviteTab, JoiningTab, MembersTab } from './tabs-members';

const TABS: { tab: GroupTab; label: string; admin?: boolean }[] = [
  { tab: 'posts', label: 'Posts' },
  { tab: 'about', label: 'About' },
  { tab: 'members', label: 'Members' },
  { tab: 'events', label: 'Events' },
  { tab: 'categories', label: 'Categories' },
  { tab: 'rooms', label: 'Rooms' },
  { tab: 'resources', label: 'Resources' },
  { tab: 'sponsors', label: 'Sponsors' },
  { tab: 'members/joining', label: 'Join requests', admin: true },
  { tab: 'members/invites', label: 'Invites', admin: true },
];

const STATS: Record<string, { kind: StatsKind | 'sponsorClicks'; title: string }> = {
  'cg-visitor-stats': { kind: 'visits', title: 'Visitor stats' },
  'cg-member-stats': { kind: 'memberJoins', title: 'Member stats' },
  'cg-member-keyword-search-stats': { kind: 'keywordSearches', title: 'Member keyword search stats' },
  'cg-sponsor-stats': { kind: 'sponsorClicks', title: 'Sponsor stats' },
};

/** One chart of a kind: its range is the query's parameters. */
function StatsOf({ group, kind, title }: { group: GroupView; kind: StatsKind | 'sponsorClicks'; title: string }) {
  const today = isoDay(Date.now());
  const [range, setRange] = useState<Partial<DateRange>>(() => defaultRange(today));
  const groupStats = useQuery('groups.stats', kind === 'sponsorClicks' ? null : { kind, companyGroupId: group.id, ...range });
  const sponsorStats = useQuery('sponsors.stats', kind === 'sponsorClicks' ? { companyGroupId: group.id, ...range } : null);
  const q = kind === 'sponsorClicks' ? sponsorStats : groupStats;
  return <StatsChart title={title} today={today} stats={q.data} loadError={q.status === 'error' ? q.error?.message ?? null : null} onRange={setRange} />;
}

function StatsTab({ group, which }: { group: GroupView; which: string }) {
  const s = STATS[which] ?? STATS['cg-visitor-stats'];
  if (!group.viewer.isAdmin) return <Text>Only group admins see the stats.</Text>;
  if (which === '') return <GroupStatsOverview group={group} />;
  return (
    <Box>
      <TabLinks label="Group statistics" tabs={[
        { label: 'Overview', href: links.group(group.profileName, 'stats'), current: false },
        ...Object.entries(STATS).map(([k, v]) => ({ label: v.title, href: links.group(group.profileName, `stats/${k}` as GroupTab), current: k === which })),
      ]} />
      <StatsOf key={s.kind} group={group} kind={s.kind} title={s.title} />
    </Box>
  );
}

/** Path after /groups/{profileName}/, e.g. 'members/invites/abc'. */
function subPath(location: string, profileName: string): string {
  const prefix = `/groups/${encodeURIComponent(profileName)}`;
  const rest = location.startsWith(prefix) ? location.slice(prefix.length) : '';
  return rest.replace(/^\/+|\/+$/g, '');
}

function TabBody({ group, sub }: { group: GroupView; sub: string }) {
  const parts = sub.split('/');
  if (parts[0] === 'members' && parts[1] === 'joining') return <JoiningTab group={group} />;
  if (parts[0] === 'members' && parts[1] === 'invites' && parts[2]) return <InviteTab group={group} inviteId={parts[2]} />;
  if (parts[0] === 'members' && parts[1] === 'invites') return <InvitesTab group={group} />;
  if (parts[0] === 'members') return <MembersTab group={group} />;
  if (parts[0] === 'categories' && parts[1] === 'members' && parts[2]) return <MembersTab group={group} categoryId={parts[2]} />;
  if (parts[0] === 'categories') return <CategoriesTab group={group} />;
  if (parts[0] === 'events') return <EventsTab group={group} />;
  if (parts[0] === 'about') return <AboutTab group={group} />;
  if (parts[0] === 'rooms') return <RoomsTab group={group} />;
  if (parts[0] === 'resources') return <ResourcesTab group={group} />;
  if (parts[0] === 'sponsors') return <SponsorsTab group={group} sponsorId={parts[1]} />;
  if (parts[0] === 'stats') return <StatsTab group={group} which={parts[1] ?? ''} />;
  if (parts[0] === 'posts' && parts[1]) return <PostsTab group={group} postId={parts[1]} />;
  return <PostsTab group={group} />;
}

export function GroupPage() {
  const { profileName = '' } = useParams<{ profileName: string }>();
  const [location] = useLocation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const engine = useEngine();
  const group = useQuery('groups.byProfile', { profileName });
  usePageTitle(group.data?.name ?? 'Group');
  // a visit is recorded once per opening of the page (as a command), not on every refresh of the query above
  useEffect(() => {
    if (engine) void sendCommand(engine, 'groups.byProfile', { profileName, isViewCounted: true }).catch(() => {});
  }, [engine, profileName]);
  if (group.status === 'error') return <Text role="alert" py="6">{group.error?.status === 404 ? 'Invalid group!' : group.error?.message}</Text>;
  if (!group.data) return <Text role="status">Loading...</Text>;
  const g = group.data;
  const sub = subPath(location, profileName);
  return (
    <Box py="4" maxW="1306px" mx="auto">
      <GroupHeader group={g} signedIn={signedIn} offline={group.offline} />
      <TabLinks label="Group sections" tabs={TABS.filter((t) => !t.admin || g.viewer.isAdmin).map((t) => ({
        label: t.label, href: links.group(g.profileName, t.tab === 'posts' ? undefined : t.tab), current: sub === t.tab || (sub === '' && t.tab === 'posts'),
      }))} />
      <TabBody group={g} sub={sub} />
    </Box>
  );
}
