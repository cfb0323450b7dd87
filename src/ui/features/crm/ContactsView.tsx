// The contacts of the owner's company (or of one contact group): a search box, sorting, paging, a selection
// for bulk delete, add to group (and remove from this group), add, edit, delete, and the export of the
// current filter to CSV. Every list is the server's answer; writes go through commands.
import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { contactsCsv, type Contact } from '../../../domain/crm/contacts';
import { MESSAGES } from '../../../domain/companies/rules';
import { CRM_MESSAGES } from '../../../domain/crm/types';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { Pagination } from '../../components/pagination/Pagination';
import { errorText } from '../data/errorText';
import { OfflineMark } from '../data/OfflineMark';
import { readOnce } from '../data/readOnce';
import { useCommand } from '../data/useCommand';
import { useEngine } from '../data/useEngine';
import { useQuery } from '../data/useQuery';
import { ContactDialog } from './ContactDialog';
import { ContactTable, type SortState } from './ContactTable';
import { downloadText } from './download';

export function ContactsView({ groupId }: { groupId?: string }) {
  const engine = useEngine();
  const { send, pending } = useCommand();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<SortState>({ sort: 'createdAt', order: 'desc' });
  const [page, setPage] = useState({ n: 1, size: 16 });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [target, setTarget] = useState('');
  const filter = { ...(keyword ? { keyword } : {}), ...(groupId ? { groupId } : {}) };
  const q = useQuery('crm.contacts.list', { ...filter, ...sort, skip: (page.n - 1) * page.size, limit: page.size });
  const groups = useQuery('crm.groups.list', undefined);
  const guard = async (f: () => Promise<unknown>) => {
    try {
      await f();
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const search = () => { setKeyword(typed.trim()); setPage((p) => ({ ...p, n: 1 })); setSelected([]); };
  const needSelection = () => (selected.length === 0 ? (showAlert(CRM_MESSAGES.selectContacts, 'warning'), false) : true);
  const bulkDelete = () => guard(async () => {
    if (!needSelection() || !(await askConfirm(MESSAGES.areYouSure))) return;
    const r = await send('crm.contacts.deleteMany', { ids: selected });
    setSelected([]);
    showAlert(`${r.deleted} contact(s) deleted`, 'success');
  });
  const addToGroup = () => guard(async () => {
    if (!needSelection()) return;
    if (!target) return showAlert('Please select a contact group', 'warning');
    const r = await send('crm.groups.addContacts', { id: target, contactIds: selected });
    setSelected([]);
    showAlert(`${r.added} contact(s) added to the group`, 'success');
  });
  const removeFromGroup = (ids: string[]) => guard(async () => {
    if (!groupId || ids.length === 0) return;
    await send('crm.groups.removeContacts', { id: groupId, contactIds: ids });
    setSelected((s) => s.filter((x) => !ids.includes(x)));
  });
  const remove = (c: Contact) => guard(async () => {
    if (await askConfirm(MESSAGES.areYouSure)) await send('crm.contacts.delete', { id: c.id });
  });
  const exportCsv = () => guard(async () => {
    const all = await readOnce(engine, 'crm.contacts.export', filter);
    downloadText('contacts.csv', contactsCsv(all));
  });
  if (q.status === 'error') return <Text role="alert" color="red.600">{q.error?.message}</Text>;
  return (
    <Stack gap="3">
      <OfflineMark offline={q.offline} />
      <HStack flexWrap="wrap" gap="2">
        <Input maxW="xs" size="sm" type="search" aria-label="Search contacts" placeholder="Search e-mail, name, phone, company" value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && search()} />
        <Button size="sm" variant="outline" onClick={search}>Search</Button>
        <Button size="sm" onClick={() => setEditing('new')}>Add contact</Button>
        <Button size="sm" variant="outline" onClick={() => void exportCsv()}>Export CSV</Button>
      </HStack>
      <HStack flexWrap="wrap" gap="2" aria-label="Bulk actions">
        <Text fontSize="sm">{selected.length} selected</Text>
        <Button size="xs" variant="outline" colorPalette="red" disabled={pending} onClick={() => void bulkDelete()}>Delete selected</Button>
        {groupId ? <Button size="xs" variant="outline" onClick={() => void removeFromGroup(selected)}>Remove from group</Button> : (
          <>
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field aria-label="Contact group" value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
                <option value="">Choose a group…</option>
                {(groups.data ?? []).map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="xs" variant="outline" onClick={() => void addToGroup()}>Add to group</Button>
          </>
        )}
      </HStack>
      {q.data ? (
        <>
          <Text fontSize="sm" data-testid="contacts-total">{q.data.total} contact(s){keyword ? ` matching "${keyword}"` : ''}</Text>
          <ContactTable contacts={q.data.items} selected={selected} onSelect={setSelected} sort={sort} onSort={(s) => { setSort(s); setPage((p) => ({ ...p, n: 1 })); }}
            actions={(c) => (
              <>
                <Button size="xs" variant="ghost" aria-label={`Edit ${c.email}`} onClick={() => setEditing(c)}>Edit</Button>
                {groupId ? <Button size="xs" variant="ghost" aria-label={`Remove ${c.email} from group`} onClick={() => void removeFromGroup([c.id])}>Remove</Button>
                  : <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${c.email}`} onClick={() => void remove(c)}>Delete</Button>}
              </>
            )} />
          {q.data.total > page.size && <Pagination total={q.data.total} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />}
        </>
      ) : <Text role="status">Loading...</Text>}
      {editing && <ContactDialog contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
