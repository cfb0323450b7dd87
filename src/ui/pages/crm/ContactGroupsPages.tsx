// /me/crm/contact-groups: create, rename and delete contact groups; /me/crm/contact-groups/{groupId}/contacts:
// one group's contacts (add them from the contacts list; remove them here).
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { MESSAGES } from '../../../domain/companies/rules';
import type { ContactGroup } from '../../../domain/crm/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { ContactsView } from '../../features/crm/ContactsView';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { CrmLayout } from './CrmLayout';

function GroupRow({ g }: { g: ContactGroup }) {
  const { send } = useCommand();
  const [name, setName] = useState<string | null>(null);
  const act = (f: () => Promise<unknown>) => void f().catch((e: unknown) => showAlert(errorText(e), 'error'));
  const rename = () => act(async () => {
    if (!name?.trim()) return showAlert('Name is required', 'warning');
    await send('crm.groups.rename', { id: g.id, name: name.trim() });
    setName(null);
  });
  return (
    <HStack as="li" borderBottomWidth="1px" py="2" gap="3" aria-label={g.name}>
      {name === null ? <AppLink flex="1" href={links.crmGroupContacts(g.id)}>{g.name}</AppLink> : (
        <Input flex="1" size="sm" aria-label="Group name" value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && rename()} />
      )}
      <Text fontSize="sm" color="fg.muted">{g.contactCount} contact(s)</Text>
      {name === null ? <Button size="xs" variant="ghost" onClick={() => setName(g.name)}>Rename</Button> : <Button size="xs" onClick={rename}>Save</Button>}
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => act(async () => (await askConfirm(MESSAGES.areYouSure)) && send('crm.groups.delete', { id: g.id }))}>Delete</Button>
    </HStack>
  );
}

export function ContactGroupsPage() {
  const q = useQuery('crm.groups.list', undefined);
  const { send, pending } = useCommand();
  const [name, setName] = useState('');
  const create = async () => {
    if (!name.trim()) return showAlert('Name is required', 'warning');
    try {
      await send('crm.groups.create', { name: name.trim() });
      setName('');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <CrmLayout title="Contact Groups" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <HStack as="form" maxW="md" onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <Input size="sm" aria-label="New group name" placeholder="New group name" value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
        <Button size="sm" type="submit" loading={pending}>Create group</Button>
      </HStack>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No contact groups yet.</Text> : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label="Contact groups">{q.data.map((g) => <GroupRow key={g.id} g={g} />)}</Stack>
      )}
    </CrmLayout>
  );
}

export function GroupContactsPage() {
  const { groupId = '' } = useParams<{ groupId: string }>();
  const g = useQuery('crm.groups.get', { id: groupId });
  return (
    <CrmLayout title={g.data ? g.data.name : 'Contact group'} trail={[{ label: 'Contact Groups', href: links.crmContactGroups() }]} offline={g.offline}
      error={g.status === 'error' ? g.error?.message : null}>
      <Text fontSize="sm">Add contacts to this group from the <AppLink href={links.crmContacts()}>contacts list</AppLink>.</Text>
      <ContactsView groupId={groupId} />
    </CrmLayout>
  );
}
