// /me/crm/contacts: the company's contacts (search, sort, paging, bulk actions, add, edit, delete, export)
// and the CSV import; /me/crm/contacts/upload-events: every import with its counts.
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { templateCsv } from '../../../domain/crm/contacts';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { ContactsView } from '../../features/crm/ContactsView';
import { downloadText } from '../../features/crm/download';
import { ImportDialog } from '../../features/crm/ImportDialog';
import { useQuery } from '../../features/data/useQuery';
import { CrmLayout } from './CrmLayout';
import { formatMoment } from '../../../domain/shared/dates';

export function ContactsPage() {
  const [importing, setImporting] = useState(false);
  return (
    <CrmLayout title="Contacts" actions={(
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" onClick={() => setImporting(true)}>Import CSV</Button>
        <Button size="sm" variant="outline" onClick={() => downloadText('contacts-template.csv', templateCsv())}>Template CSV</Button>
        <AppLink href={links.crmUploadEvents()}>Upload events</AppLink>
      </HStack>
    )}>
      {/* the list behind the import is left out while it runs: it would be fetched and drawn again after every batch */}
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : <ContactsView />}
    </CrmLayout>
  );
}


export function UploadEventsPage() {
  const q = useQuery('crm.uploads.list', { limit: 128 });
  return (
    <CrmLayout title="Upload events" trail={[{ label: 'Contacts', href: links.crmContacts() }]} offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No imports yet.</Text> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Upload events">
            <Table.Header>
              <Table.Row>
                {['File', 'When', 'Rows', 'Added', 'Merged', 'Rejected', 'Status'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {q.data.map((e) => (
                <Table.Row key={e.id} data-testid="upload-event">
                  <Table.Cell>{e.fileName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatMoment(e.createdAt)}</Table.Cell>
                  <Table.Cell>{e.total}</Table.Cell>
                  <Table.Cell>{e.added}</Table.Cell>
                  <Table.Cell>{e.merged}</Table.Cell>
                  <Table.Cell>{e.rejected}</Table.Cell>
                  <Table.Cell><Badge colorPalette={e.status === 'DONE' ? 'green' : 'orange'}>{e.status === 'DONE' ? 'Done' : 'Running'}</Badge></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </CrmLayout>
  );
}
