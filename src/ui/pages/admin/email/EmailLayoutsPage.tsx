// /mtz-admin/email-schemas/layouts (and /mtz-admin/layouts): the e-mail layouts, the system e-mails that use each,
// and a form to add one.
import { Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';
import { showAlert } from '../../../components/alerts';
import { errorText } from '../../../features/data/errorText';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { when } from '../userFormat';
import { EmailTabs } from './EmailTabs';
import { LayoutForm, type LayoutDraft } from './LayoutForm';

const EMPTY: LayoutDraft = { name: '', html: '<div><h1>MTZ</h1>{content}<p>MTZ, the B2B trade network</p></div>' };

export function EmailLayoutsPage() {
  const { user } = useSession();
  const q = useQuery('adminEmail.layouts', user?.admin ? undefined : null);
  const { send, pending } = useCommand();
  const [draft, setDraft] = useState<LayoutDraft>(EMPTY);
  const add = async () => {
    try {
      const made = await send('adminEmail.layoutAdd', draft);
      setDraft(EMPTY);
      showAlert(`Layout '${made.name}' added`, 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  return (
    <AdminLayout title="E-mail layouts" crumbs={[{ label: 'E-mails', href: links.adminEmailSchemas() }, { label: 'Layouts' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">E-mail layouts</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <EmailTabs />
      <Stack gap="8">
        {q.status === 'error' && !q.data && <Text color="red.600" role="alert">{q.error?.message}</Text>}
        {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No layouts yet: the system e-mails are sent as plain text.</Text> : (
          <Table.Root size="sm" aria-label="Layouts">
            <Table.Header>
              <Table.Row><Table.ColumnHeader>Layout</Table.ColumnHeader><Table.ColumnHeader>Used by</Table.ColumnHeader><Table.ColumnHeader>Changed</Table.ColumnHeader></Table.Row>
            </Table.Header>
            <Table.Body>
              {q.data.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell><AppLink href={links.adminEmailLayout(l.id)}>{l.name}</AppLink></Table.Cell>
                  <Table.Cell>{l.usedBy.join(', ') || '-'}</Table.Cell>
                  <Table.Cell>{when(l.updatedAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        <Stack gap="2">
          <Heading as="h2" size="lg">Add a layout</Heading>
          <LayoutForm label="Add a layout" value={draft} onChange={setDraft} onSubmit={() => void add()} submitLabel="Add layout" pending={pending} />
        </Stack>
      </Stack>
    </AdminLayout>
  );
}
