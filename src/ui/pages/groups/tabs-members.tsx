// Group tabs about members: the list (with search; admins remove members), join requests, invites (by e-mail
// or company), one invite, category members.
import { Badge, Box, Button, Field, HStack, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { GroupView } from '../../../domain/groups/types';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { isValidEmail } from '../../../domain/shared/email';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';

export function MembersTab({ group, categoryId }: { group: GroupView; categoryId?: string }) {
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const members = useQuery('groups.members.list', { companyGroupId: group.id, categoryId, keyword: applied || undefined });
  const { send, pending } = useCommand();
  const category = group.categories.find((c) => c.id === categoryId);
  const remove = async (m: { id: string; firstname: string; lastname: string }) => {
    if (!(await askConfirm(`Remove ${m.firstname} ${m.lastname} from ${group.name}?`))) return;
    try {
      await send('groups.members.delete', { id: m.id });
      showAlert('Member removed', 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
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
      {members.status === 'error' && <Text role="alert">{members.error?.message}</Text>}
      {members.status !== 'error' && !members.data && <Text role="status">Loading...</Text>}
      {members.data && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Members">
          {members.data.length === 0 && <Text>No members found.</Text>}
          {members.data.map((m) => (
            <HStack as="li" key={m.id} borderWidth="1px" borderRadius="md" p="2">
              <Text flex="1">{m.firstname} {m.lastname}</Text>
              {m.role === 'ADMIN' && <Badge>(admin)</Badge>}
              {m.hidden && <Badge colorPalette="gray">hidden</Badge>}
              {m.groupCategoryIds.map((id) => <Tag.Root key={id} size="sm"><Tag.Label>{group.categories.find((c) => c.id === id)?.name ?? ''}</Tag.Label></Tag.Root>)}
              {group.viewer.isAdmin && m.userId !== group.ownerId && m.userId !== group.viewer.userId && (
                <Button size="xs" variant="outline" colorPalette="red" disabled={pending} onClick={() => void remove(m)}>Remove {m.firstname} {m.lastname}</Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function JoiningTab({ group }: { group: GroupView }) {
  const requests = useQuery('groups.requests.list', { companyGroupId: group.id });
  const { send, pending } = useCommand();
  const act = async (id: string, accept: boolean) => {
    try {
      await (accept ? send('groups.requests.accept', { id }) : send('groups.requests.delete', { id }));
      showAlert(accept ? 'Request accepted' : 'Request declined', 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  if (requests.status === 'error') return <Text role="alert">{requests.error?.message}</Text>;
  if (!requests.data) return <Text role="status">Loading...</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Join requests">
      {requests.data.length === 0 && <Text>No pending requests.</Text>}
      {requests.data.map((r) => (
        <HStack as="li" key={r.id} borderWidth="1px" borderRadius="md" p="2">
          <Text flex="1">{r.firstname} {r.lastname}</Text>
          <Button size="sm" disabled={pending} onClick={() => void act(r.id, true)}>Accept</Button>
          <Button size="sm" variant="outline" disabled={pending} onClick={() => void act(r.id, false)}>Decline</Button>
        </HStack>
      ))}
    </Stack>
  );
}


export function InvitesTab({ group }: { group: GroupView }) {
  const invites = useQuery('groups.invites.list', { companyGroupId: group.id });
  const { send: sendCommand, pending } = useCommand();
  const [email, setEmail] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const v = email.trim().toLowerCase();
    if (!v) return setError('Please enter email');
    if (emails.includes(v)) return setError('Email already selected');
    if (!isValidEmail(v)) return setError('Please enter valid email');
    setError(null);
    setEmails([...emails, v]);
    setEmail('');
  };
  const send = async () => {
    if (emails.length === 0) return setError('Please select at least one email');
    try {
      await sendCommand('groups.members.inviteEmail', { companyGroupId: group.id, emails });
      showAlert('Invites sent', 'success');
      setEmails([]);
    } catch (e) {
      setError(errorText(e));
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
      <Button alignSelf="flex-start" loading={pending} onClick={() => void send()}>Send invites</Button>
      <InviteCompany group={group} />
      {invites.data && (
        <Box>
          <Text fontWeight="semibold">Sent invites</Text>
          {invites.data.map((i) => <Text key={i.id} fontSize="sm">{i.targetEmail ?? i.targetCompanyId} {i.acceptedAt ? '(accepted)' : '(pending)'}</Text>)}
        </Box>
      )}
    </Stack>
  );
}

function InviteCompany({ group }: { group: GroupView }) {
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const search = useQuery('search.type', applied ? { type: 'COMPANY', keyword: applied, limit: 10 } : null);
  const hits = search.data?.items ?? null;
  const { send, pending } = useCommand();
  useEffect(() => {
    if (search.status === 'error' && search.error) showAlert(search.error.message, 'error');
  }, [search.status, search.error]);
  const find = () => {
    if (keyword.trim()) setApplied(keyword.trim());
  };
  const invite = async (companyId: string, name: string) => {
    try {
      await send('groups.members.inviteCompany', { companyGroupId: group.id, companyId });
      showAlert(`${name} invited`, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack gap="2">
      <HStack align="flex-end" as="form" onSubmit={(e) => { e.preventDefault(); find(); }}>
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
              <Button size="xs" disabled={pending} onClick={() => void invite(h.id, h.title)}>Invite {h.title}</Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function InviteTab({ group, inviteId }: { group: GroupView; inviteId: string }) {
  const { send, pending } = useCommand();
  const accept = async () => {
    try {
      await send('groups.invites.accept', { id: inviteId });
      showAlert(`You joined ${group.name}`, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <Stack gap="3">
      <Text>You are invited to join {group.name}.</Text>
      {group.viewer.membership === 'MEMBER' ? <Text>You are a member of this group.</Text> : <Button alignSelf="flex-start" loading={pending} onClick={() => void accept()}>Accept invite</Button>}
    </Stack>
  );
}
