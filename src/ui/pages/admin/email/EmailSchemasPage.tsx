// /mtz-admin/email-schemas: every system e-mail (confirmation code, reset, invites, digests, tickets...) with the
// subject in force and whether an admin changed it; each opens its editor.
import { Badge, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { when } from '../userFormat';
import { EmailTabs } from './EmailTabs';

export function EmailSchemasPage() {
  const { user } = useSession();
  const q = useQuery('adminEmail.schemas', user?.admin ? undefined : null);
  return (
    <AdminLayout title="E-mails" crumbs={[{ label: 'E-mails' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">E-mails</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <EmailTabs />
      <Text mb="4">The mails the system sends. Open one to change its text and layout; the next mail of that kind uses them.</Text>
      {q.status === 'error' && !q.data && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!q.data ? <Text role="status">Loading...</Text> : (
        <Table.Root size="sm" aria-label="System e-mails">
          <Table.Header>
            <Table.Row><Table.ColumnHeader>E-mail</Table.ColumnHeader><Table.ColumnHeader>Subject</Table.ColumnHeader><Table.ColumnHeader>Text</Table.ColumnHeader></Table.Row>
          </Table.Header>
          <Table.Body>
            {q.data.map((m) => (
              <Table.Row key={m.key}>
                <Table.Cell><AppLink href={links.adminEmailSchema(m.key)} fontWeight="semibold">{m.name}</AppLink><Text fontSize="xs" color="gray.600">{m.description}</Text></Table.Cell>
                <Table.Cell wordBreak="break-word">{m.subject}</Table.Cell>
                <Table.Cell>{m.overridden ? <Badge colorPalette="blue">Changed {when(m.updatedAt)}</Badge> : <Badge>Default</Badge>}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </AdminLayout>
  );
}
