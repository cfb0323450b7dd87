// /mtz-admin/users: users found by name or e-mail, filtered, sorted and paged by the server; each row's actions
// (confirmed) change the account, and the list refreshes for every admin looking at it.
import { Box, Button, Heading, HStack, Input, NativeSelect, Table, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { USER_SORTS, USER_STATUSES, type SortDir, type UserSort, type UserStatus } from '../../../domain/admin/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { FIRST_PAGE, Pager, pageWindow, useKept } from './listing';
import { roleOf, userState, when } from './userFormat';
import { useUserActions } from './useUserActions';

const STATUS_LABELS: Record<UserStatus, string> = {
  all: 'All', active: 'Active', unconfirmed: 'Not confirmed', deactivated: 'Deactivated', admin: 'Site admins', grantee: 'Grantees',
};
const SORT_LABELS: Record<UserSort, string> = { createdAt: 'Joined', name: 'Name', email: 'E-mail', lastSignIn: 'Last sign-in' };

export function UsersPage() {
  const { user } = useSession();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<UserStatus>('all');
  const [sort, setSort] = useState<UserSort>('createdAt');
  const [dir, setDir] = useState<SortDir>('desc');
  const [page, setPage] = useState(FIRST_PAGE);
  const q = useQuery('admin.users', user?.admin ? { keyword: keyword.trim(), status, sort, dir, ...pageWindow(page) } : null);
  const shown = useKept(q.data);
  const { actionsFor, perform, pending } = useUserActions(user?.id ?? null);
  const first = (f: () => void) => {
    f();
    setPage((p) => ({ ...p, page: 1 }));
  };

  return (
    <AdminLayout title="Users" crumbs={[{ label: 'Users' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">Users</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Wrap gap="3" mb="4" align="end">
        <Input maxW="xs" aria-label="Search by name or e-mail" placeholder="Search by name or e-mail" value={keyword} onChange={(e) => { const v = e.currentTarget.value; first(() => setKeyword(v)); }} />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Show" value={status} onChange={(e) => { const v = e.currentTarget.value as UserStatus; first(() => setStatus(v)); }}>
            {USER_STATUSES.map((s) => <option key={s} value={s}>{STATUS_LABELS[s]}</option>)}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Sort by" value={sort} onChange={(e) => { const v = e.currentTarget.value as UserSort; first(() => setSort(v)); }}>
            {USER_SORTS.map((s) => <option key={s} value={s}>{SORT_LABELS[s]}</option>)}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Button size="sm" variant="outline" aria-label={dir === 'asc' ? 'Ascending' : 'Descending'} onClick={() => first(() => setDir(dir === 'asc' ? 'desc' : 'asc'))}>
          {dir === 'asc' ? 'Ascending' : 'Descending'}
        </Button>
      </Wrap>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!shown ? <Text role="status">Loading...</Text> : shown.items.length === 0 ? <Text>No users found.</Text> : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Users" aria-busy={q.fetching}>
            <Table.Header>
              <Table.Row>
                {['Name', 'E-mail', 'State', 'Role', 'Plan', 'Companies', 'Groups', 'Last sign-in', 'Actions'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.items.map((u) => (
                <Table.Row key={u.id} aria-label={u.email}>
                  <Table.Cell><AppLink href={links.adminUser(u.id)}>{`${u.firstname} ${u.lastname}`}</AppLink></Table.Cell>
                  <Table.Cell>{u.email}</Table.Cell>
                  <Table.Cell>{userState(u)}</Table.Cell>
                  <Table.Cell>{roleOf(u)}</Table.Cell>
                  <Table.Cell>{u.plan}</Table.Cell>
                  <Table.Cell>{u.companies.map((c) => c.name).join(', ') || '-'}</Table.Cell>
                  <Table.Cell>{u.groups.length}</Table.Cell>
                  <Table.Cell>{when(u.lastSignInAt)}</Table.Cell>
                  <Table.Cell>
                    <Wrap gap="1">
                      {actionsFor(u).map((a) => (
                        <Button key={a.label} size="xs" variant="outline" disabled={pending} aria-label={`${a.label} ${u.email}`} onClick={() => void perform(a)}>{a.label}</Button>
                      ))}
                    </Wrap>
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
