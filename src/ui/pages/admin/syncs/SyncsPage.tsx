// /mtz-admin/syncs/{kind}: the kind's records with their mirror's state (last synced, differences), searched,
// filtered to those out of sync, sorted and paged by the server; each record opens its page.
import { Box, Button, Checkbox, Heading, HStack, Input, NativeSelect, Table, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { SYNC_KIND_INFO, SYNC_SORTS, SYNC_SYSTEM_LABELS, type SyncKind, type SyncSort } from '../../../../domain/admin/syncs';
import type { SortDir } from '../../../../domain/admin/types';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { FIRST_PAGE, Pager, pageWindow, useKept } from '../listing';
import { when } from '../userFormat';
import { fieldLabel, isSyncKind, syncState } from './format';
import { SyncKindTabs } from './SyncKindTabs';

const SORT_LABELS: Record<SyncSort, string> = { label: 'Name', syncedAt: 'Last synced' };

export function SyncsPage() {
  const { kind = '' } = useParams<{ kind: string }>();
  if (!isSyncKind(kind)) {
    return <AdminLayout title="Syncs" crumbs={[{ label: 'Syncs' }]}><Text role="alert">No such list of synced records.</Text></AdminLayout>;
  }
  return <SyncList key={kind} kind={kind} />;
}

function SyncList({ kind }: { kind: SyncKind }) {
  const { user } = useSession();
  const info = SYNC_KIND_INFO[kind];
  const [keyword, setKeyword] = useState('');
  const [outOfSync, setOutOfSync] = useState(false);
  const [sort, setSort] = useState<SyncSort>('label');
  const [dir, setDir] = useState<SortDir>('asc');
  const [page, setPage] = useState(FIRST_PAGE);
  const q = useQuery('adminSyncs.list', user?.admin ? { kind, keyword: keyword.trim(), outOfSync, sort, dir, ...pageWindow(page) } : null);
  const shown = useKept(q.data);
  const first = (f: () => void) => {
    f();
    setPage((p) => ({ ...p, page: 1 }));
  };
  const title = `Syncs: ${info.title}`;

  return (
    <AdminLayout title={title} crumbs={[{ label: 'Syncs' }, { label: info.title }]}>
      <HStack mb="2" gap="3">
        <Heading as="h1" size="2xl">{title}</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Text mb="4" color="fg.muted">{`Each record's copy in the ${SYNC_SYSTEM_LABELS[info.system].toLowerCase()}, compared with the record.`}</Text>
      <SyncKindTabs current={kind} />
      <Wrap gap="3" mb="4" align="center">
        <Input maxW="xs" aria-label="Search" placeholder="Search" value={keyword} onChange={(e) => { const v = e.currentTarget.value; first(() => setKeyword(v)); }} />
        <Checkbox.Root checked={outOfSync} onCheckedChange={(d) => first(() => setOutOfSync(d.checked === true))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Only out of sync</Checkbox.Label>
        </Checkbox.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Sort by" value={sort} onChange={(e) => { const v = e.currentTarget.value as SyncSort; first(() => setSort(v)); }}>
            {SYNC_SORTS.map((s) => <option key={s} value={s}>{SORT_LABELS[s]}</option>)}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={() => first(() => setDir(dir === 'asc' ? 'desc' : 'asc'))}>{dir === 'asc' ? 'Ascending' : 'Descending'}</Button>
      </Wrap>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!shown ? <Text role="status">Loading...</Text> : shown.items.length === 0 ? <Text>No records found.</Text> : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={info.title} aria-busy={q.fetching}>
            <Table.Header>
              <Table.Row>{['Name', 'State', 'Differences', 'Last synced'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.items.map((r) => (
                <Table.Row key={r.id} aria-label={r.label}>
                  <Table.Cell><AppLink href={links.adminSync(kind, r.id)}>{r.label}</AppLink></Table.Cell>
                  <Table.Cell>{syncState(r)}</Table.Cell>
                  <Table.Cell>{r.differences.map((d) => fieldLabel(kind, d.field)).join(', ') || '-'}</Table.Cell>
                  <Table.Cell>{r.syncedAt === null ? 'Never' : when(r.syncedAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {shown && <Pager total={shown.total} page={page} onChange={setPage} />}
    </AdminLayout>
  );
}
