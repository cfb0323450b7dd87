// Group tabs about members: the list (with search; admins remove members), join requests, invites (by e-mail
// or company), one invite, category members.
import { Badge, Box, Button, Field, HStack, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GroupView } from '../../../domain/groups/types';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { useApi } from '../../features/session/useApi';
import { messageOf, useLoad } from '../../features/groups/useLoad';

export function MembersTab({ group, categoryId }: { group: GroupView; categoryId?: string }) {
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const members = useLoad(() => api.call('groups.members.list', { companyGroupId: group.id, categoryId, keyword: applied || undefined }), [api, group.id, categoryId, applied]);
  const category = group.categories.find((c) => c.id === categoryId);
  const remove = async (m: { id: string; firstname: string; lastname: string }) => {
    if (!(await askConfirm(`Remove ${m.firstname} ${m.lastname} from ${group.name}?`))) return;
    try {
      await api.call('groups.members.delete', { id: m.id });
      showAlert('Member removed', 'success');
      members.reload();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      {category && <Text fontWeight="semibold">Members in {category.name}</Text>}
      <HStack as="form" onSubmit={(e) => { e.preventDefault(); setApplied(keyword.trim()); }} align="flex-end">
        <Field.Root>
          <Field.Label>Search members</Field.Label>
          <Input value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
        </Field.Root>
        <Button type="submit">Search</Button>
      </HStack>
      {members.kind === 'loading' && <Text role="status">Loading...</Text>}
      {members.kind === 'error' && <Text role="alert">{members.message}</Text>}
      {members.kind === 'ready' && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Members">
          {members.data.length === 0 && <Text>No members found.</Text>}
          {members.data.map((m) => (
            <HStack as="li" key={m.id} borderWidth="1px" borderRadius="md" p="2">
              <Text flex="1">{m.firstname} {m.lastname}</Text>
              {m.role === 'ADMIN' && <Badge>(admin)</Badge>}
              {m.hidden && <Badge colorPalette="gray">hidden</Badge>}
              {m.groupCategoryIds.map((id) => <Tag.Root key={id} size="sm"><Tag.Label>{group.categories.find((c) => c.id === id)?.name ?? ''}</Tag.Label></Tag.Root>)}
              {group.viewer.isAdmin && m.userId !== group.ownerId && m.userId !== group.viewer.userId && (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(m)}>Remove {m.firstname} {m.lastname}</Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function JoiningTab({ group }: { group: GroupView }) {
  const api = useApi();
  const requests = useLoad(() => api.call('groups.requests.list', { companyGroupId: group.id }), [api, group.id]);
  const act = async (id: string, accept: boolean) => {
    try {
      await api.call(accept ? 'groups.requests.accept' : 'groups.requests.delete', { id });
      showAlert(accept ? 'Request accepted' : 'Request declined', 'success');
      requests.reload();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  if (requests.kind === 'loading') return <Text role="status">Loading...</Text>;
  if (requests.kind === 'error') return <Text role="alert">{requests.message}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Join requests">
      {requests.data.length === 0 && <Text>No pending requests.</Text>}
      {requests.data.map((r) => (
        <HStack as="li" key={r.id} borderWidth="1px" borderRadius="md" p="2">
          <Text flex="1">{r.firstname} {r.lastname}</Text>
          <Button size="sm" onClick={() => void act(r.id, true)}>Accept</Button>
          <Button size="sm" variant="outline" onClick={() => void act(r.id, false)}>Decline</Button>
        </HStack>
      ))}
    </Stack>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InvitesTab({ group }: { group: GroupView }) {
  const api = useApi();
  const invites = useLoad(() => api.call('groups.invites.list', { companyGroupId: group.id }), [api, group.id]);
  const [email, setEmail] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const v = email.trim().toLowerCase();
    if (!v) return setError('Please enter email');
    if (emails.includes(v)) return setError('Email already selected');
    if (!EMAIL.test(v)) return setError('Please enter valid email');
    setError(null);
    setEmails([...emails, v]);
    setEmail('');
  };
  const send = async () => {
    if (emails.length === 0) return setError('Please select at least one email');
    try {
      await api.call('groups.members.inviteEmail', { companyGroupId: group.id, emails });
      showAlert('Invites sent', 'success');
      setEmails([]);
      invites.reload();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <Stack gap="3">
      <HStack align="flex-end" as="form" onSubmit={(e) => { e.preventDefault(); add(); }}>
        <Field.Root>
          <Field.Label>Invite by email</Field.Label>
          <Input value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        </Field.Root>
        <Button type="submit" variant="outline">Add</Button>
      </HStack>
      <HStack wrap="wrap">{emails.map((e) => <Tag.Root key={e}><Tag.Label>{e}</Tag.Label></Tag.Root>)}</HStack>
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <Button alignSelf="flex-start" onClick={() => void send()}>Send invites</Button>
      <InviteCompany group={group} onInvited={invites.reload} />
      {invites.kind === 'ready' && (
        <Box>
          <Text fontWeight="semibold">Sent invites</Text>
          {invites.data.map((i) => <Text key={i.id} fontSize="sm">{i.targetEmail ?? i.targetCompanyId} {i.acceptedAt ? '(accepted)' : '(pending)'}</Text>)}
        </Box>
      )}
    </Stack>
  );
}

function InviteCompany({ group, onInvited }: { group: GroupView; onInvited(): void }) {
  const api = useApi();
  const [keyword, setKeyword] = useState('');
  const [hits, setHits] = useState<{ id: string; title: string; subtitle: string }[] | null>(null);
  const find = async () => {
    if (!keyword.trim()) return;
    try {
      const page = await api.call('search.type', { type: 'COMPANY', keyword: keyword.trim(), limit: 10 });
      setHits(page?.items ?? []);
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  const invite = async (companyId: string, name: string) => {
    try {
      await api.call('groups.members.inviteCompany', { companyGroupId: group.id, companyId });
      showAlert(`${name} invited`, 'success');
      onInvited();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  return (
    <Stack gap="2">
      <HStack align="flex-end" as="form" onSubmit={(e) => { e.preventDefault(); void find(); }}>
        <Field.Root>
          <Field.Label>Invite a company</Field.Label>
          <Input value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
        </Field.Root>
        <Button type="submit" variant="outline">Find</Button>
      </HStack>
      {hits && hits.length === 0 && <Text>No company found.</Text>}
      {hits && hits.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" aria-label="Companies found">
          {hits.map((h) => (
            <HStack as="li" key={h.id}>
              <Text flex="1">{h.title}</Text>
              <Button size="xs" onClick={() => void invite(h.id, h.title)}>Invite {h.title}</Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function InviteTab({ group, inviteId, onChanged }: { group: GroupView; inviteId: string; onChanged(): void }) {
  const api = useApi();
  const accept = async () => {
    try {
      await api.call('groups.invites.accept', { id: inviteId });
      showAlert(`You joined ${group.name}`, 'success');
      onChanged();
    } catch (e) {
      showAlert(messageOf(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      <Text>You are invited to join {group.name}.</Text>
      {group.viewer.membership === 'MEMBER' ? <Text>You are a member of this group.</Text> : <Button alignSelf="flex-start" onClick={() => void accept()}>Accept invite</Button>}
    </Stack>
  );
}
