// /mtz-admin/permissions: which site admin may use which section of the Admin Portal (every section is theirs until
// one is taken; the server refuses a taken section's routes), and who the grantees are (the grantee flag is set on
// the user's page). Each change is saved at once and audited on the admin's record.
import { Box, Checkbox, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { ADMIN_PERMISSION_SECTIONS, type AdminPermissionRow } from '../../../../domain/content/permissions';
import { links } from '../../../app/links';
import { AppLink } from '../../../components/AppLink';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand, type Send } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { attempt } from './attempt';

function AdminRow({ admin, send }: { admin: AdminPermissionRow; send: Send }) {
  const toggle = (key: AdminPermissionRow['denied'][number], allowed: boolean) => {
    const denied = allowed ? admin.denied.filter((d) => d !== key) : [...admin.denied, key];
    void attempt(() => send('admin.permissionsUpdate', { id: admin.id, denied }), 'Permissions saved');
  };
  return (
    <Table.Row aria-label={admin.name}>
      <Table.Cell>
        <AppLink href={links.adminUser(admin.id)}>{admin.name}</AppLink>
        <Text fontSize="xs" color="gray.600">{admin.email}</Text>
      </Table.Cell>
      {ADMIN_PERMISSION_SECTIONS.map((s) => (
        <Table.Cell key={s.key} textAlign="center">
          <Checkbox.Root checked={!admin.denied.includes(s.key)} onCheckedChange={(c) => toggle(s.key, c.checked === true)} aria-label={`${admin.name}: ${s.label}`}>
            <Checkbox.HiddenInput aria-label={`${admin.name}: ${s.label}`} />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

export function PermissionsPage() {
  const { user } = useSession();
  const q = useQuery('admin.permissions', user?.admin ? undefined : null);
  const { send } = useCommand();
  return (
    <AdminLayout title="Permissions" crumbs={[{ label: 'Permissions' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">Permissions</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      {q.status === 'error' && !q.data ? <Text color="red.600" role="alert">{q.error?.message}</Text>
        : !q.data ? <Text role="status">Loading...</Text> : (
          <Stack gap="6">
            <Text>A ticked section may be used by that site admin; untick it to take the section from them.</Text>
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label="Sections per site admin">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Site admin</Table.ColumnHeader>
                    {ADMIN_PERMISSION_SECTIONS.map((s) => <Table.ColumnHeader key={s.key} textAlign="center">{s.label}</Table.ColumnHeader>)}
                  </Table.Row>
                </Table.Header>
                <Table.Body>{q.data.admins.map((a) => <AdminRow key={a.id} admin={a} send={send} />)}</Table.Body>
              </Table.Root>
            </Box>
            <Box as="section" aria-label="Grantees">
              <Heading as="h2" size="lg" mb="2">Grantees</Heading>
              <Text fontSize="sm" color="gray.600" mb="2">Grantees read the statistics shared with them. Mark a user as a grantee on their page.</Text>
              {q.data.grantees.length === 0 ? <Text>No grantees yet.</Text> : (
                <Stack as="ul" gap="1" listStyleType="none">
                  {q.data.grantees.map((g) => <li key={g.id}><AppLink href={links.adminUser(g.id)}>{g.name}</AppLink> ({g.email})</li>)}
                </Stack>
              )}
            </Box>
          </Stack>
        )}
    </AdminLayout>
  );
}
