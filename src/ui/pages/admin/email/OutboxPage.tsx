// /mtz-admin/email-schemas/outbox: the mail outbox, newest first, with each mail's delivery state (waiting, sent,
// failed), attempts and last error, filtered by state (?state=, the admin home's mail counts link here) and
// recipient. The server hides codes and tokens in what it shows.
import { Badge, Box, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { links } from '../../../app/links';
import type { MailOutboxState } from '../../../../domain/mail/system';
import { OfflineMark } from '../../../features/data/OfflineMark';
import { useQuery } from '../../../features/data/useQuery';
import { useSession } from '../../../features/session/useSession';
import { AdminLayout } from '../AdminLayout';
import { FIRST_PAGE, Pager, pageWindow, useKept } from '../listing';
import { when } from '../userFormat';
import { EmailTabs } from './EmailTabs';

const STATES: Record<MailOutboxState, { label: string; color: string }> = {
  WAITING: { label: 'Waiting', color: 'yellow' },
  SENT: { label: 'Sent', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};
const asState = (s: string | null): MailOutboxState | '' => (s && s in STATES ? (s as MailOutboxState) : '');

export function OutboxPage() {
  const { user } = useSession();
  const search = useSearch();
  const [state, setState] = useState<MailOutboxState | ''>(() => asState(new URLSearchParams(search).get('state')));
  const [to, setTo] = useState('');
  const [page, setPage] = useState(FIRST_PAGE);
  const q = useQuery('adminEmail.outbox', user?.admin ? { state: state || undefined, to: to.trim(), ...pageWindow(page) } : null);
  const shown = useKept(q.data);
  const first = () => setPage((p) => ({ ...p, page: 1 }));
  return (
    <AdminLayout title="Outbox" crumbs={[{ label: 'E-mails', href: links.adminEmailSchemas() }, { label: 'Outbox' }]}>
      <HStack mb="4" gap="3">
        <Heading as="h1" size="2xl">Outbox</Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      <EmailTabs />
      <HStack gap="3" mb="4">
        <Input maxW="xs" aria-label="Recipient" placeholder="Recipient" value={to} onChange={(e) => { setTo(e.currentTarget.value); first(); }} />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="State" value={state} onChange={(e) => { setState(asState(e.currentTarget.value)); first(); }}>
            <option value="">Every state</option>
            {Object.entries(STATES).map(([k, s]) => <option key={k} value={k}>{s.label}</option>)}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </HStack>
      <Text fontSize="sm" color="gray.600" mb="3">Codes and links with tokens are hidden.</Text>
      {q.status === 'error' && <Text color="red.600" role="alert">{q.error?.message}</Text>}
      {!shown ? <Text role="status">Loading...</Text> : shown.items.length === 0 ? <Text>No mails.</Text> : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Mails">
          {shown.items.map((m) => (
            <Box as="li" key={m.id} borderWidth="1px" borderRadius="md" p="3" aria-label={`${m.subject} to ${m.to}`}>
              <HStack gap="2" flexWrap="wrap">
                <Badge colorPalette={STATES[m.state].color}>{STATES[m.state].label}</Badge>
                <Text fontWeight="semibold" wordBreak="break-word">{m.subject}</Text>
              </HStack>
              <Text fontSize="sm" wordBreak="break-all">To {m.to}</Text>
              <Text fontSize="sm">Created {when(m.createdAt)} · sent {when(m.sentAt)} · {m.attempts} {m.attempts === 1 ? 'attempt' : 'attempts'}</Text>
              {m.lastError && <Text fontSize="sm" color="red.600" wordBreak="break-word">Last error: {m.lastError}</Text>}
              <details>
                <summary>Text</summary>
                <Box as="pre" whiteSpace="pre-wrap" fontFamily="mono" fontSize="xs" mt="1">{m.text}</Box>
              </details>
            </Box>
          ))}
        </Stack>
      )}
      {shown && <Pager total={shown.total} page={page} onChange={setPage} />}
    </AdminLayout>
  );
}
