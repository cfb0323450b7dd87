// A campaign once sent (SENDING or SENT) on /me/crm/email-campaigns/{id}: its totals (queued, sent, failed,
// unsubscribed) and progress, and each recipient's state in a paginated table, filterable by state. Both are
// queries: the server's events while the cron sends refresh them, so the page is live.
import { Badge, Box, Heading, HStack, NativeSelect, Progress, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { EmailCampaign, RecipientState } from '../../../domain/crm/campaigns';
import { formatMoment } from '../../../domain/shared/dates';
import { Pagination } from '../../components/pagination/Pagination';
import { RECIPIENT_STATE_LABEL, RECIPIENT_STATES, sendingProgress, totalsRows } from '../../features/crm/mail-preview';
import { useQuery } from '../../features/data/useQuery';

const STATE_COLOR: Record<RecipientState, string> = { QUEUED: 'gray', SENT: 'green', FAILED: 'red', UNSUBSCRIBED: 'orange' };

function Recipients({ campaignId }: { campaignId: string }) {
  const [state, setState] = useState<RecipientState | ''>('');
  const [page, setPage] = useState({ n: 1, size: 16 });
  const q = useQuery('crm.campaigns.recipients', { id: campaignId, ...(state ? { state } : {}), skip: (page.n - 1) * page.size, limit: page.size });
  return (
    <Stack gap="2">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h2" size="md">Recipients{q.data ? ` (${q.data.total})` : ''}</Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Recipient state" value={state} onChange={(e) => { setState(e.currentTarget.value as RecipientState | ''); setPage((p) => ({ ...p, n: 1 })); }}>
            <option value="">All states</option>
            {RECIPIENT_STATES.map((s) => <option key={s} value={s}>{RECIPIENT_STATE_LABEL[s]}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.items.length === 0 ? <Text>No recipients{state ? ' in this state' : ''}.</Text> : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label="Recipients">
              <Table.Header><Table.Row>{['Name', 'E-mail', 'State', 'Sent', 'Error'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row></Table.Header>
              <Table.Body>
                {q.data.items.map((r) => (
                  <Table.Row key={r.id} data-testid="campaign-recipient">
                    <Table.Cell>{r.name}</Table.Cell>
                    <Table.Cell>{r.email}</Table.Cell>
                    <Table.Cell><Badge colorPalette={STATE_COLOR[r.state]}>{RECIPIENT_STATE_LABEL[r.state]}</Badge></Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{r.sentAt ? formatMoment(r.sentAt) : '—'}</Table.Cell>
                    <Table.Cell>{r.error ?? ''}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {q.data.total > page.size && <Pagination total={q.data.total} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />}
        </>
      )}
    </Stack>
  );
}

export function CampaignProgress({ campaign }: { campaign: EmailCampaign }) {
  const done = sendingProgress(campaign.totals);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <HStack gap="3" flexWrap="wrap">
          <Badge colorPalette={campaign.state === 'SENT' ? 'green' : 'blue'} data-testid="campaign-state">{campaign.state === 'SENT' ? 'Sent' : 'Sending'}</Badge>
          <Text fontSize="sm">Subject: {campaign.subject}</Text>
          {campaign.startedAt && <Text fontSize="sm" color="fg.muted">Started {formatMoment(campaign.startedAt)}</Text>}
          {campaign.finishedAt && <Text fontSize="sm" color="fg.muted">Finished {formatMoment(campaign.finishedAt)}</Text>}
        </HStack>
        <Progress.Root value={done} max={100} aria-label="Sending progress" maxW="md">
          <HStack justify="space-between"><Progress.Label>Done</Progress.Label><Progress.ValueText>{done}%</Progress.ValueText></HStack>
          <Progress.Track><Progress.Range /></Progress.Track>
        </Progress.Root>
        <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="3" aria-label="Totals">
          {totalsRows(campaign.totals).map((t) => (
            <Box key={t.key} borderWidth="1px" borderRadius="md" p="3">
              <Text as="dt" fontSize="sm">{t.label}</Text>
              <Text as="dd" fontSize="2xl" fontWeight="bold" data-testid={`campaign-total-${t.key}`}>{t.value}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
      <Recipients campaignId={campaign.id} />
    </Stack>
  );
}
