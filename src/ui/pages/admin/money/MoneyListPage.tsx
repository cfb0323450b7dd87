// The list page of one kind of admin money record (/mtz-admin/mtz-coupons, /point-rates, /point-promotions,
// /billing/cg-comm-rates): a page sorted by the server, each row linking to its record page (edit, delete, audit
// log), and New opening the form. The list refreshes for every admin looking at it when one of them changes it.
import { Box, Button, Heading, HStack, NativeSelect, Table, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import type { SortDir } from '../../../../domain/admin/types';
import type { MtzCouponDraft } from '../../../../domain/billing/admin-money';
import { AppLink } from '../../../components/AppLink';
import { showAlert } from '../../../components/alerts';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { FIRST_PAGE, Pager, pageWindow, useKept } from '../listing';
import { emptyValues } from './fields';
import type { MoneyKind } from './kinds';
import { MoneyForm } from './MoneyForm';

/** The kind's endpoints under one name's types (they differ only in their records' shape, which the kind describes). */
export const callsOf = (k: MoneyKind) => ({
  list: `adminMoney.${k.name}` as 'adminMoney.coupons',
  one: `adminMoney.${k.name}.one` as 'adminMoney.coupons.one',
  create: `adminMoney.${k.name}.create` as 'adminMoney.coupons.create',
  update: `adminMoney.${k.name}.update` as 'adminMoney.coupons.update',
  remove: `adminMoney.${k.name}.delete` as 'adminMoney.coupons.delete',
});
export const asDraft = (d: Record<string, unknown>) => d as unknown as MtzCouponDraft;
export type Rec = Record<string, unknown> & { id: string };

export function MoneyListPage({ kind }: { kind: MoneyKind }) {
  const { user } = useSession();
  const calls = callsOf(kind);
  const sortKeys = Object.keys(kind.sorts);
  const [sort, setSort] = useState(sortKeys[0] ?? '');
  const [dir, setDir] = useState<SortDir>('desc');
  const [page, setPage] = useState(FIRST_PAGE);
  const [adding, setAdding] = useState(false);
  const { send, pending } = useCommand();
  const q = useQuery(calls.list, user?.admin ? { sort: sort as 'createdAt', dir, ...pageWindow(page) } : null);
  const shown = useKept(q.data as unknown as { total: number; items: Rec[] } | undefined);
  const create = async (draft: Record<string, unknown>) => {
    await send(calls.create, asDraft(draft));
    setAdding(false);
    showAlert(`The ${kind.noun} is saved`, 'success');
  };
  return (
    <AdminLayout title={kind.title} crumbs={[{ label: kind.title }]}>
      <HStack mb="2" gap="3">
        <Heading as="h1" size="2xl">{kind.title}</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Text mb="4">{kind.intro}</Text>
      {adding ? (
        <Box mb="6">
          <Heading as="h2" size="md" mb="2">{`New ${kind.noun}`}</Heading>
          <MoneyForm fields={kind.fields} initial={emptyValues(kind.fields)} submitLabel={`Create ${kind.noun}`} pending={pending} onSubmit={create} onCancel={() => setAdding(false)} />
        </Box>
      ) : <Button mb="4" onClick={() => setAdding(true)}>{`New ${kind.noun}`}</Button>}
      <Wrap gap="3" mb="4" align="end">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Sort by" value={sort} onChange={(e) => { setSort(e.currentTarget.value); setPage((p) => ({ ...p, page: 1 })); }}>
            {sortKeys.map((s) => <option key={s} value={s}>{kind.sorts[s]}</option>)}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={() => setDir(dir === 'asc' ? 'desc' : 'asc')}>{dir === 'asc' ? 'Ascending' : 'Descending'}</Button>
      </Wrap>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!shown ? <Text role="status">Loading...</Text> : shown.items.length === 0 ? <Text>{`No ${kind.noun} yet.`}</Text> : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={kind.title} aria-busy={q.fetching}>
            <Table.Header>
              <Table.Row>{kind.columns.map((c) => <Table.ColumnHeader key={c.label}>{c.label}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.items.map((item) => (
                <Table.Row key={item.id} aria-label={kind.label(item)}>
                  {kind.columns.map((c, i) => (
                    <Table.Cell key={c.label}>{i === 0 ? <AppLink href={kind.recordHref(item.id)}>{c.cell(item)}</AppLink> : c.cell(item)}</Table.Cell>
                  ))}
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
