// /me/groups and its sub-pages: my groups, add a group, my invites, requests to my groups, my posts.
import { Button, Checkbox, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { RichText } from '../../components/rich-text/RichText';
import { usePageTitle } from '../../components/usePageTitle';
import { messageOf, useLoad } from '../../features/groups/useLoad';
import { useApi } from '../../features/session/useApi';
import { MeLayout } from '../me/MeLayout';
import { MyAdBanners, MySponsorInvites } from '../../features/sponsors';

const SUBNAV: [string, string][] = [
  [links.meGroups(), 'My groups'], [links.meGroups('add'), 'Add group'], [links.meGroups('members/invites'), 'My invites'],
  [links.meGroups('members/requests'), 'Join requests'], [links.meGroups('ad-banners'), 'Ad banners'], [links.meGroups('sponsors/invites'), 'Sponsor invites'],
];

function MyGroups() {
  const api = useApi();
  const groups = useLoad(() => api.call('groups.list', { mine: true }), [api]);
  if (groups.kind !== 'ready') return <Text role="status">{groups.kind === 'error' ? groups.message : 'Loading...'}</Text>;
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
  const api = useApi();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [approval, setApproval] = useState(false);
  const create = async () => {
    try {
      const g = await api.call('groups.create', { name: name.trim(), asMemberApprovalRequired: approval });
      if (g) navigate(links.group(g.profileName));
    } catch (e) {
      showAlert(messageOf(e), 'error');
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
      <Button type="submit" alignSelf="flex-start">Create group</Button>
    </Stack>
  );
}

function MyInvites() {
  const api = useApi();
  const invites = useLoad(() => api.call('groups.invites.list', {}), [api]);
  const accept = async (id: string) => {
    try {
      await api.call('groups.invites.accept', { id });
      invites.reload();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  if (invites.kind !== 'ready') return <Text role="status">{invites.kind === 'error' ? invites.message : 'Loading...'}</Text>;
  return (
    <Stack>
      {invites.data.length === 0 && <Text>No invites.</Text>}
      {invites.data.map((i) => (
        <HStack key={i.id}>
          <AppLink flex="1" href={links.group(i.groupProfileName)}>{i.groupName}</AppLink>
          <Button size="sm" onClick={() => void accept(i.id)}>Accept invite</Button>
        </HStack>
      ))}
    </Stack>
  );
}

function Requests() {
  const api = useApi();
  const requests = useLoad(() => api.call('groups.requests.list', {}), [api]);
  const act = async (id: string, accept: boolean) => {
    try {
      await api.call(accept ? 'groups.requests.accept' : 'groups.requests.delete', { id });
      requests.reload();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  if (requests.kind !== 'ready') return <Text role="status">{requests.kind === 'error' ? requests.message : 'Loading...'}</Text>;
  return (
    <Stack>
      {requests.data.length === 0 && <Text>No pending requests.</Text>}
      {requests.data.map((r) => (
        <HStack key={r.id}>
          <Text flex="1">{r.firstname} {r.lastname} → {r.groupName}</Text>
          <Button size="sm" onClick={() => void act(r.id, true)}>Accept</Button>
          <Button size="sm" variant="outline" onClick={() => void act(r.id, false)}>Decline</Button>
        </HStack>
      ))}
    </Stack>
  );
}

function MyPosts({ groupProfileName }: { groupProfileName: string }) {
  const api = useApi();
  const posts = useLoad(async () => {
    const g = await api.call('groups.byProfile', { profileName: groupProfileName });
    return g ? api.call('groups.posts.list', { companyGroupId: g.id, mine: true }) : undefined;
  }, [api, groupProfileName]);
  if (posts.kind !== 'ready') return <Text role="status">{posts.kind === 'error' ? posts.message : 'Loading...'}</Text>;
  return (
    <Stack>
      {posts.data.length === 0 && <Text>No posts yet.</Text>}
      {posts.data.map((p) => <RichText key={p.id} html={p.content} borderWidth="1px" p="2" borderRadius="md" />)}
    </Stack>
  );
}

export function MeGroupsPage() {
  usePageTitle('My groups');
  const [location] = useLocation();
  const { groupProfileName } = useParams<{ groupProfileName?: string }>();
  const sub = location.replace(/^\/me\/groups\/?/, '');
  let body;
  if (sub === 'add') body = <AddGroup />;
  else if (sub === 'members/invites') body = <MyInvites />;
  else if (sub === 'members/requests') body = <Requests />;
  else if (sub === 'ad-banners') body = <MyAdBanners />;
  else if (sub === 'sponsors/invites') body = <MySponsorInvites />;
  else if (groupProfileName) body = <MyPosts groupProfileName={groupProfileName} />;
  else body = <MyGroups />;
  return (
    <MeLayout>
      <Heading as="h1" size="2xl" mb="3">Groups</Heading>
      <HStack as="nav" aria-label="Groups area" gap="4" mb="4" wrap="wrap">
        {SUBNAV.map(([href, label]) => <AppLink key={href} href={href} fontWeight={location === href ? 'bold' : 'normal'}>{label}</AppLink>)}
      </HStack>
      {body}
    </MeLayout>
  );
}
