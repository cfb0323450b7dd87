// /mtz-admin/companies, /products, /company-groups (and /{id}): search by name, owner e-mail or profile name, filter
// active or deactivated, sort and page on the server; deactivate or reactivate (confirmed; the owner is notified);
// one record's page shows its audit log.
import { Box, Button, Heading, HStack, Input, NativeSelect, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import type { AdminContentItem, ContentStatus, SortDir } from '../../../domain/admin/types';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../../features/data/errorText';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { FIRST_PAGE, Pager, pageWindow, useKept } from './listing';
import { AuditLog } from './AuditLog';
import { CONTENT_KINDS, type ContentKind } from './contentKinds';
import { when } from './userFormat';

function useToggle(kind: ContentKind) {
  const { send, pending } = useCommand();
  const toggle = async (item: AdminContentItem) => {
    const verb = item.deactivated ? 'Reactivate' : 'Deactivate';
    const question = `${verb} the ${kind.one} '${item.name}'? ${item.ownerName} is notified.`;
    if (!(await askConfirm(question, { confirmLabel: verb }))) return;
    try {
      await send(kind.update, { id: item.id, deactivated: !item.deactivated });
      showAlert(`${item.name} ${item.deactivated ? 'reactivated' : 'deactivated'}`, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return { toggle, pending };
}

function ContentListPage({ kind }: { kind: ContentKind }) {
  const { user } = useSession();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<ContentStatus>('all');
  const [sort, setSort] = useState<'createdAt' | 'name'>('createdAt');
  const [dir, setDir] = useState<SortDir>('desc');
  const [page, setPage] = useState(FIRST_PAGE);
  const q = useQuery(kind.list, user?.admin ? { keyword: keyword.trim(), status, sort, dir, ...pageWindow(page) } : null);
  const shown = useKept(q.data);
  const { toggle, pending } = useToggle(kind);
  const first = (f: () => void) => {
    f();
    setPage((p) => ({ ...p, page: 1 }));
  };
  return (
    <AdminLayout title={kind.title} crumbs={[{ label: kind.title }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">{kind.title}</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Wrap gap="3" mb="4" align="end">
        <Input maxW="xs" aria-label="Search" placeholder="Name, owner e-mail or profile" value={keyword} onChange={(e) => { const v = e.currentTarget.value; first(() => setKeyword(v)); }} />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Show" value={status} onChange={(e) => { const v = e.currentTarget.value as ContentStatus; first(() => setStatus(v)); }}>
            <option value="all">All</option><option value="active">Active</option><option value="deactivated">Deactivated</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Sort by" value={sort} onChange={(e) => { const v = e.currentTarget.value as 'createdAt' | 'name'; first(() => setSort(v)); }}>
            <option value="createdAt">Created</option><option value="name">Name</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={() => first(() => setDir(dir === 'asc' ? 'desc' : 'asc'))}>{dir === 'asc' ? 'Ascending' : 'Descending'}</Button>
      </Wrap>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!shown ? <Text role="status">Loading...</Text> : shown.items.length === 0 ? <Text>Nothing found.</Text> : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={kind.title} aria-busy={q.fetching}>
            <Table.Header>
              <Table.Row>{['Name', kind.detail, 'Owner', 'Created', 'State', 'Actions'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.items.map((c) => (
                <Table.Row key={c.id} aria-label={c.name}>
                  <Table.Cell><AppLink href={kind.itemHref(c.id)}>{c.name}</AppLink></Table.Cell>
                  <Table.Cell>{c.detail}</Table.Cell>
                  <Table.Cell>{c.ownerName} ({c.ownerEmail})</Table.Cell>
                  <Table.Cell>{when(c.createdAt)}</Table.Cell>
                  <Table.Cell>{c.deactivated ? 'Deactivated' : 'Active'}</Table.Cell>
                  <Table.Cell>
                    <Button size="xs" variant="outline" disabled={pending} aria-label={`${c.deactivated ? 'Reactivate' : 'Deactivate'} ${c.name}`} onClick={() => void toggle(c)}>
                      {c.deactivated ? 'Reactivate' : 'Deactivate'}
                    </Button>
                  </Table.Cell>
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

function ContentItemPage({ kind }: { kind: ContentKind }) {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const q = useQuery(kind.item, user?.admin && id ? { id } : null);
  const { toggle, pending } = useToggle(kind);
  const item = q.data?.item;
  const name = item?.name ?? kind.one;
  return (
    <AdminLayout title={name} crumbs={[{ label: kind.title, href: kind.href() }, { label: name }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">{name}</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      {q.status === 'error' ? <Text color="red.600" role="alert">{q.error?.message}</Text> : !item ? <Text role="status">Loading...</Text> : (
        <Stack gap="6">
          <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
            {([[kind.detail, item.detail], ['Owner', `${item.ownerName} (${item.ownerEmail})`], ['Created', when(item.createdAt)], ['State', item.deactivated ? 'Deactivated' : 'Active']] as const).map(([k, v]) => (
              <Box display="contents" key={k}><Text as="dt" fontWeight="semibold">{k}</Text><Text as="dd">{v}</Text></Box>
            ))}
          </Box>
          <Box><Button size="sm" variant="outline" disabled={pending} onClick={() => void toggle(item)}>{item.deactivated ? 'Reactivate' : 'Deactivate'}</Button></Box>
          <AuditLog rows={q.data?.audit ?? []} />
        </Stack>
      )}
    </AdminLayout>
  );
}

export const CompaniesPage = () => <ContentListPage kind={CONTENT_KINDS.companies} />;
export const CompanyPage = () => <ContentItemPage kind={CONTENT_KINDS.companies} />;
export const ProductsPage = () => <ContentListPage kind={CONTENT_KINDS.products} />;
export const ProductPage = () => <ContentItemPage kind={CONTENT_KINDS.products} />;
export const CompanyGroupsPage = () => <ContentListPage kind={CONTENT_KINDS.companyGroups} />;
export const CompanyGroupPage = () => <ContentItemPage kind={CONTENT_KINDS.companyGroups} />;
