// /me/crm/tracking-codes: the company's tracking codes (ids keep letters and digits only, spec 5) with their
// visit counts, referral rewards and a link to share; /me/crm/tracking-codes/tcLogs: the visits (page, time, visitor when signed in).
import { Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MESSAGES } from '../../../domain/companies/rules';
import { filterTrackingCodeId, TRACKING_CODE_MAX, type TrackingCode } from '../../../domain/crm/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { Pagination } from '../../components/pagination/Pagination';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { CrmLayout } from './CrmLayout';
import { formatMoment } from '../../../domain/shared/dates';
import { countOf } from '../../../domain/shared/words';

const shareLink = (id: string) => `${window.location.origin}/?tc=${id}`;

function CodeRow({ c }: { c: TrackingCode }) {
  const { send } = useCommand();
  const remove = async () => {
    if (!(await askConfirm(MESSAGES.areYouSure))) return;
    await send('crm.trackingCodes.delete', { id: c.id }).catch((e: unknown) => showAlert(errorText(e), 'error'));
  };
  return (
    <Table.Row data-testid="tracking-code">
      <Table.Cell fontFamily="mono">{c.id}</Table.Cell>
      <Table.Cell>{c.name}</Table.Cell>
      <Table.Cell><AppLink href={links.crmTcLogs(c.id)}>{countOf(c.logCount, 'visit')}</AppLink></Table.Cell>
      <Table.Cell><AppLink href={links.crmReferralRewards(c.id)}>Referral rewards</AppLink></Table.Cell>
      <Table.Cell fontSize="xs" wordBreak="break-all">{shareLink(c.id)}</Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Button size="xs" variant="ghost" onClick={() => void navigator.clipboard?.writeText(shareLink(c.id)).then(() => showAlert('Link copied', 'success'), () => {})}>Copy link</Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${c.id}`} onClick={() => void remove()}>Delete</Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

export function TrackingCodesPage() {
  const q = useQuery('crm.trackingCodes.list', undefined);
  const { send, pending } = useCommand();
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const create = async () => {
    if (!name.trim()) return showAlert('Name is required', 'warning');
    try {
      await send('crm.trackingCodes.create', { name: name.trim(), ...(id ? { id } : {}) });
      setId('');
      setName('');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <CrmLayout title="Tracking Codes" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}
      actions={<AppLink href={links.crmTcLogs()}>All visits</AppLink>}>
      <form noValidate onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <HStack align="flex-end" flexWrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>Code (letters and digits; empty for a random one)</Field.Label>
            <Input value={id} maxLength={TRACKING_CODE_MAX} onChange={(e) => setId(filterTrackingCodeId(e.currentTarget.value))} />
          </Field.Root>
          <Field.Root maxW="xs">
            <Field.Label>Name</Field.Label>
            <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" loading={pending}>Create code</Button>
        </HStack>
      </form>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No tracking codes yet.</Text> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Tracking codes">
            <Table.Header><Table.Row>{['Code', 'Name', 'Visits', 'Referrals', 'Link', ''].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row></Table.Header>
            <Table.Body>{q.data.map((c) => <CodeRow key={c.id} c={c} />)}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </CrmLayout>
  );
}

export function TcLogsPage() {
  const [, navigate] = useLocation();
  const tcId = new URLSearchParams(useSearch()).get('tcId') ?? '';
  const [page, setPage] = useState({ n: 1, size: 16 });
  const codes = useQuery('crm.trackingCodes.list', undefined);
  const q = useQuery('crm.trackingCodes.logs', { ...(tcId ? { trackingCodeIds: [tcId] } : {}), skip: (page.n - 1) * page.size, limit: page.size });
  return (
    <CrmLayout title="Tracking code visits" trail={[{ label: 'Tracking Codes', href: links.crmTrackingCodes() }]} offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <Stack gap="3">
        <NativeSelect.Root size="sm" maxW="xs">
          <NativeSelect.Field aria-label="Tracking code" value={tcId} onChange={(e) => { setPage((p) => ({ ...p, n: 1 })); navigate(links.crmTcLogs(e.currentTarget.value || undefined)); }}>
            <option value="">All codes</option>
            {(codes.data ?? []).map((c) => <option key={c.id} value={c.id}>{c.id} ({c.name})</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!q.data ? <Text role="status">Loading...</Text> : q.data.items.length === 0 ? <Text>No visits yet.</Text> : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label="Visits">
              <Table.Header><Table.Row>{['Code', 'Page', 'When', 'Visitor'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row></Table.Header>
              <Table.Body>
                {q.data.items.map((l) => (
                  <Table.Row key={l.id} data-testid="tc-log">
                    <Table.Cell fontFamily="mono">{l.trackingCodeId}</Table.Cell>
                    <Table.Cell wordBreak="break-all">{l.url}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatMoment(l.createdAt)}</Table.Cell>
                    <Table.Cell>{l.visitor ? <AppLink href={links.userProfile(l.visitor.profileName)}>{l.visitor.firstname} {l.visitor.lastname}</AppLink> : 'Visitor'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {q.data && q.data.total > page.size && <Pagination total={q.data.total} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />}
      </Stack>
    </CrmLayout>
  );
}
