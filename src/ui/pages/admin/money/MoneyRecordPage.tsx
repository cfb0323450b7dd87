// One admin money record's page: its form (Save changes the whole record), Delete (confirmed), and its audit log
// (who changed what and when, before and after).
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation, useParams } from 'wouter';
import { showAlert } from '../../../components/alerts';
import { askConfirm } from '../../../components/confirm-dialog/confirm';
import { errorText } from '../../../features/data/errorText';
import { useCommand } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { AuditLog } from '../AuditLog';
import { recordValues } from './fields';
import type { MoneyKind } from './kinds';
import { MoneyForm } from './MoneyForm';
import { asDraft, callsOf, type Rec } from './MoneyListPage';

export function MoneyRecordPage({ kind }: { kind: MoneyKind }) {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const calls = callsOf(kind);
  const { send, pending } = useCommand();
  const q = useQuery(calls.one, user?.admin && id ? { id } : null);
  const item = q.data?.item as unknown as Rec | undefined;
  const save = async (draft: Record<string, unknown>) => {
    await send(calls.update, { id, ...asDraft(draft) });
    showAlert(`The ${kind.noun} is saved`, 'success');
  };
  const remove = async () => {
    if (!item || !(await askConfirm(`Delete the ${kind.noun} ${kind.label(item)}?`, { confirmLabel: 'Delete' }))) return;
    try {
      await send(calls.remove, { id });
      showAlert(`The ${kind.noun} is deleted`, 'success');
      navigate(kind.href);
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  const title = item ? kind.label(item) : kind.title;
  return (
    <AdminLayout title={title} crumbs={[{ label: kind.title, href: kind.href }, { label: title }]}>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!item || !q.data ? (q.status !== 'error' && <Text role="status">Loading...</Text>) : (
        <Stack gap="6">
          <HStack justify="space-between" flexWrap="wrap">
            <Heading as="h1" size="2xl">{title}</Heading>
            <Button variant="outline" colorPalette="red" disabled={pending} onClick={() => void remove()}>{`Delete ${kind.noun}`}</Button>
          </HStack>
          <MoneyForm key={JSON.stringify(item)} fields={kind.fields} initial={recordValues(kind.fields, item)} submitLabel="Save" pending={pending} onSubmit={save} />
          <AuditLog rows={q.data.audit} />
        </Stack>
      )}
    </AdminLayout>
  );
}
