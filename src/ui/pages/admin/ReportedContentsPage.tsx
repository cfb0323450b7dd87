// /mtz-admin/reported-contents: every report filed through the report dialogs in one queue (open, decided or all; by
// kind and reason; paged by the server). The admin dismisses a report or hides the content; decided reports show
// who decided what and when. Reporters' comments are shown as text.
import { Box, Button, Heading, HStack, NativeSelect, Table, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '../../../domain/companies/rules';
import { CONTENT_TYPES, type AdminReport, type ContentType, type ReportDecision, type ReportStatus } from '../../../domain/admin/types';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { REPORT_REASON_LABELS } from '../../components/report-dialog/ReportDialog';
import { errorText } from '../../features/data/errorText';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { AdminLayout } from './AdminLayout';
import { FIRST_PAGE, Pager, pageWindow, useKept } from './listing';
import { when } from './userFormat';

const KIND: Record<ContentType, string> = { COMPANY: 'Company', COMPANY_GROUP: 'Company group', COMPANY_GROUP_POST: 'Group post', PRODUCT: 'Product' };
const STATUS: Record<ReportStatus, string> = { open: 'Open', decided: 'Decided', all: 'All' };
const reasonLabel = (r: string) => REPORT_REASON_LABELS[r as ReportReason] ?? r;

function decisionText(r: AdminReport): string {
  if (!r.decision) return 'Open';
  return `${r.decision === 'HIDDEN' ? 'Content hidden' : 'Dismissed'} by ${r.deciderName ?? 'an admin'}, ${when(r.decidedAt)}`;
}

function Select<T extends string>({ label, value, options, onChange }: { label: string; value: T | ''; options: [T | '', string][]; onChange(v: T | ''): void }) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value as T | '')}>
        {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}

export function ReportedContentsPage() {
  const { user } = useSession();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [kind, setKind] = useState<ContentType | ''>('');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [page, setPage] = useState(FIRST_PAGE);
  const q = useQuery('admin.reports', user?.admin
    ? { status, targetType: kind || undefined, reason: reason || undefined, ...pageWindow(page) }
    : null);
  const shown = useKept(q.data);
  const { send, pending } = useCommand();
  const first = (f: () => void) => {
    f();
    setPage((p) => ({ ...p, page: 1 }));
  };
  const decide = async (r: AdminReport, decision: ReportDecision) => {
    const what = `${KIND[r.targetType].toLowerCase()} '${r.targetName ?? r.targetId}'`;
    const question = decision === 'HIDDEN'
      ? `Hide the ${what} for everyone but its owner? Its owner is notified, and every open report on it is decided.`
      : `Dismiss this report on the ${what}?`;
    if (!(await askConfirm(question, { confirmLabel: decision === 'HIDDEN' ? 'Hide content' : 'Dismiss' }))) return;
    try {
      await send('admin.reportDecide', { id: r.id, decision });
      showAlert(decision === 'HIDDEN' ? 'Content hidden' : 'Report dismissed', 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };

  return (
    <AdminLayout title="Reported contents" crumbs={[{ label: 'Reported contents' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">Reported contents</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <Wrap gap="3" mb="4">
        <Select label="Status" value={status} options={Object.entries(STATUS) as [ReportStatus, string][]} onChange={(v) => first(() => setStatus(v || 'open'))} />
        <Select label="Kind" value={kind} options={[['', 'All kinds'], ...CONTENT_TYPES.map((t): [ContentType, string] => [t, KIND[t]])]} onChange={(v) => first(() => setKind(v))} />
        <Select label="Reason" value={reason} options={[['', 'All reasons'], ...REPORT_REASONS.map((r): [ReportReason, string] => [r, REPORT_REASON_LABELS[r]])]} onChange={(v) => first(() => setReason(v))} />
      </Wrap>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!shown ? <Text role="status">Loading...</Text> : shown.items.length === 0 ? <Text>No reports found.</Text> : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Reports" aria-busy={q.fetching}>
            <Table.Header>
              <Table.Row>{['Filed', 'Kind', 'Content', 'Reported by', 'Reason', 'Comment', 'Decision', 'Actions'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.items.map((r) => (
                <Table.Row key={r.id} aria-label={`Report on ${r.targetName ?? r.targetId}`}>
                  <Table.Cell>{when(r.createdAt)}</Table.Cell>
                  <Table.Cell>{KIND[r.targetType]}</Table.Cell>
                  <Table.Cell>{r.targetName ?? '(deleted)'}{r.targetHidden ? ' (hidden)' : ''}</Table.Cell>
                  <Table.Cell>{r.reporterName}</Table.Cell>
                  <Table.Cell>{reasonLabel(r.reason)}</Table.Cell>
                  <Table.Cell whiteSpace="pre-wrap">{r.comment || '-'}</Table.Cell>
                  <Table.Cell>{decisionText(r)}</Table.Cell>
                  <Table.Cell>
                    {!r.decision && (
                      <Wrap gap="1">
                        <Button size="xs" variant="outline" disabled={pending} onClick={() => void decide(r, 'DISMISSED')}>Dismiss</Button>
                        {r.targetName !== null && !r.targetHidden && (
                          <Button size="xs" colorPalette="red" variant="outline" disabled={pending} onClick={() => void decide(r, 'HIDDEN')}>Hide content</Button>
                        )}
                      </Wrap>
                    )}
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
