// /me/groups and its sub-pages: my groups, add a group, my invites, requests to my groups, my posts.
import { Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { RichText } from '../../components/rich-text/RichText';
import { TabLinks } from '../../components/tabs/AppTabs';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery, type QueryResult } from '../../features/data/useQuery';
import { MeLayout } from '../me/MeLayout';
import { MyAdBanners, MySponsorInvites } from '../../features/sponsors';
import { PageHeader } from '../../components/page-header/PageHeader';

const SUBNAV: [string, string][] = [
  [links.meGroups(), 'My groups'], [links.meGroups('add'), 'Add group'], [links.meGroups('members/invites'), 'My invites'],
  [links.meGroups('members/requests'), 'Join requests'], [links.meGroups('ad-banners'), 'Ad banners'], [links.meGroups('sponsors/invites'), 'Sponsor invites'],
];

/** 'Loading...', or the server's refusal, while a query has nothing to show. */
const waiting = (q: QueryResult<unknown>) => <Text role="status">{q.status === 'error' ? q.error?.message : 'Loading...'}</Text>;

function MyGroups({ onOffline }: { onOffline(offline: boolean): void }) {
  const groups = useQuery('groups.list', { mine: true });
  useOffline(groups.offline, onOffline);
  if (!groups.data) return waiting(groups);
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="My groups">
      {groups.data.length === 0 && <Text>You are in no group yet.</Text>}
      {groups.data.map((g) => (
        <HStack as="li" key={g.id}>
          <AppLink flex="1" href={links.group(g.profileName)}>{g.name}</AppLink>
          <AppLink href={links.meGroupPosts(g.profileName)}>My posts</AppLink>
        </HStack>
      ))}
    </Stack>
  );
}

function AddGroup() {
  const { send, pending } = useCommand();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [approval, setApproval] = useState(false);
  const create = async () => {
    try {
      const g = await send('groups.create', { name: name.trim(), asMemberApprovalRequired: approval });
      navigate(links.group(g.profileName));
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack as="form" gap="3" onSubmit={(e) => { e.preventDefault(); void create(); }}>
      <Field.Root required>
        <Field.Label>Group name</Field.Label>
        <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
      </Field.Root>
      <Checkbox.Root checked={approval} onCheckedChange={(d) => setApproval(!!d.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Member approval required</Checkbox.Label>
      </Checkbox.Root>
      <Button type="submit" alignSelf="flex-start" loading={pending}>Create group</Button>
    </Stack>
  );
}

function MyInvites({ onOffline }: { onOffline(offline: boolean): void }) {
  const invites = useQuery('groups.invites.list', {});
  useOffline(invites.offline, onOffline);
  const { send, pending } = useCommand();
  const accept = async (id: string) => {
    try {
      await send('groups.invites.accept', { id });
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  if (!invites.data) return waiting(invites);
  return (
    <Stack>
      {invites.data.length === 0 && <Text>No invites.</Text>}
      {invites.data.map((i) => (
        <HStack key={i.id}>
          <AppLink flex="1" href={links.group(i.groupProfileName)}>{i.groupName}</AppLink>
          <Button size="sm" disabled={pending} onClick={() => void accept(i.id)}>Accept invite</Button>
        </HStack>
      ))}
    </Stack>
  );
}

function Requests({ onOffline }: { onOffline(offline: boolean): void }) {
  const requests = useQuery('groups.requests.list', {});
  useOffline(requests.offline, onOffline);
  const { send, pending } = useCommand();
  const act = async (id: string, accept: boolean) => {
    try {
      await (accept ? send('groups.requests.accept', { id }) : send('groups.requests.delete', { id }));
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  if (!requests.data) return waiting(requests);
  return (
    <Stack>
      {requests.data.length === 0 && <Text>No pending requests.</Text>}
      {requests.data.map((r) => (
        <HStack key={r.id}>
          <Text flex="1">{r.firstname} {r.lastname} → {r.groupName}</Text>
          <Button size="sm" disabled={pending} onClick={() => void act(r.id, true)}>Accept</Button>
          <Button size="sm" variant="outline" disabled={pending} onClick={() => void act(r.id, false)}>Decline</Button>
        </HStack>
      ))}
    </Stack>
  );
}

function MyPosts({ groupProfileName, onOffline }: { groupProfileName: string; onOffline(offline: boolean): void }) {
  const group = useQuery('groups.byProfile', { profileName: groupProfileName });
  const posts = useQuery('groups.posts.list', group.data ? { companyGroupId: group.data.id, mine: true } : null);
  useOffline(group.offline || posts.offline, onOffline);
  if (group.status === 'error') return waiting(group);
  if (!posts.data) return waiting(posts);
  return (
    <Stack>
      {posts.data.length === 0 && <Text>No posts yet.</Text>}
      {posts.data.map((p) => <RichText key={p.id} html={p.content} borderWidth="1px" p="2" borderRadius="md" />)}
    </Stack>
  );
}

/** Tells the page whether the section's data is the last saved copy (no server answers). */
function useOffline(offline: boolean, onOffline: (offline: boolean) => void) {
  useEffect(() => {
    onOffline(offline);
    return () => onOffline(false);
  }, [offline, onOffline]);
}

export function MeGroupsPage() {
  usePageTitle('My groups');
  const [offline, setOffline] = useState(false);
  const [location] = useLocation();
  const { groupProfileName } = useParams<{ groupProfileName?: string }>();
  const sub = location.replace(/^\/me\/groups\/?/, '');
  let body;
  if (sub === 'add') body = <AddGroup />;
  else if (sub === 'members/invites') body = <MyInvites onOffline={setOffline} />;
  else if (sub === 'members/requests') body = <Requests onOffline={setOffline} />;
  else if (sub === 'ad-banners') body = <MyAdBanners />;
  else if (sub === 'sponsors/invites') body = <MySponsorInvites />;
  else if (groupProfileName) body = <MyPosts groupProfileName={groupProfileName} onOffline={setOffline} />;
  else body = <MyGroups onOffline={setOffline} />;
  return (
    <MeLayout>
      <PageHeader title="Groups" offline={offline} mb="3" />
      <TabLinks label="Groups area" tabs={SUBNAV.map(([href, label]) => ({ label, href, current: location === href }))} />
      {body}
    </MeLayout>
  );
}
