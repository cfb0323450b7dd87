// /mtz-admin/syncs/{kind}/{id}: one record beside its copy in the mirror, field by field (the differing ones
// marked), when the copy was last written, Re-sync (a copy already equal is left alone) and the Re-syncs made.
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { SYNC_KIND_INFO, SYNC_MESSAGES, SYNC_SYSTEM_LABELS, type SyncDetail, type SyncKind } from '../../../../domain/admin/syncs';
import { links } from '../../../app/links';
import { showAlert } from '../../../components/alerts';
import { errorText } from '../../../features/data/errorText';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useCommand } from '../../../features/data/useCommand';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { AuditLog } from '../AuditLog';
import { when } from '../userFormat';
import { fieldLabel, isSyncKind, syncState, valueText } from './format';

export function SyncPage() {
  const { kind = '', id = '' } = useParams<{ kind: string; id: string }>();
  if (!isSyncKind(kind)) {
    return <AdminLayout title="Syncs" crumbs={[{ label: 'Syncs' }]}><Text role="alert">No such list of synced records.</Text></AdminLayout>;
  }
  return <SyncRecordPage kind={kind} id={id} />;
}

function SyncRecordPage({ kind, id }: { kind: SyncKind; id: string }) {
  const { user } = useSession();
  const info = SYNC_KIND_INFO[kind];
  const q = useQuery('adminSyncs.one', user?.admin && id ? { kind, id } : null);
  const { send, pending } = useCommand();
  const r = q.data;
  const name = r?.label ?? info.singular;
  const resync = async () => {
    try {
      const out = await send('adminSyncs.resync', { kind, id });
      showAlert(out.changed ? SYNC_MESSAGES.resynced : SYNC_MESSAGES.alreadyInSync, out.changed ? 'success' : 'info');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <AdminLayout title={name} crumbs={[{ label: 'Syncs' }, { label: info.title, href: links.adminSyncs(kind) }, { label: name }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">{name}</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      {q.status === 'error' ? <Text color="red.600" role="alert">{q.error?.message}</Text> : !r ? <Text role="status">Loading...</Text> : (
        <Stack gap="6">
          <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
            {([['Mirrored to', SYNC_SYSTEM_LABELS[r.system]], ['State', syncState(r)], ['Last synced', r.syncedAt === null ? 'Never' : when(r.syncedAt)]] as const).map(([k, v]) => (
              <Box display="contents" key={k}><Text as="dt" fontWeight="semibold">{k}</Text><Text as="dd">{v}</Text></Box>
            ))}
          </Box>
          <Fields kind={kind} r={r} />
          <HStack><Button onClick={() => void resync()} loading={pending}>Re-sync</Button></HStack>
          <AuditLog rows={r.audit} />
        </Stack>
      )}
    </AdminLayout>
  );
}

function Fields({ kind, r }: { kind: SyncKind; r: SyncDetail }) {
  const differing = new Set(r.differences.map((d) => d.field));
  const keys = [...new Set([...SYNC_KIND_INFO[kind].fields.map((f) => f.key), ...r.differences.map((d) => d.field)])];
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Record and mirror">
        <Table.Header>
          <Table.Row>{['Field', 'Record', 'Mirror', ''].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.map((k) => (
            <Table.Row key={k} aria-label={fieldLabel(kind, k)}>
              <Table.Cell fontWeight="semibold">{fieldLabel(kind, k)}</Table.Cell>
              <Table.Cell>{valueText(r.source[k])}</Table.Cell>
              <Table.Cell>{r.mirror === null ? '(not synced)' : valueText(r.mirror[k])}</Table.Cell>
              <Table.Cell color={differing.has(k) ? 'red.600' : 'green.700'}>{differing.has(k) ? 'Differs' : 'Same'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
