// /me/advertisement/ad-campaigns/{id}/clicks: the statistics chart of the campaign's counted clicks and their list
// (when, where, what it cost, who when signed in), newest first.
import { Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { PLACEMENT_LABELS } from '../../../domain/ads';
import { formatMoment } from '../../../domain/shared/dates';
import type { DateRange } from '../../../domain/groups/stats';
import { links } from '../../app/links';
import { Pagination } from '../../components/pagination/Pagination';
import { StatsChart } from '../../components/stats-chart/StatsChart';
import { money } from '../../features/ads/format';
import { useQuery } from '../../features/data/useQuery';
import { AdsLayout } from './AdsLayout';

export function CampaignClicksPage() {
  const { id = '' } = useParams<{ id: string }>();
  const campaign = useQuery('ads.campaigns.get', { id });
  const [range, setRange] = useState<Partial<DateRange>>({});
  const [page, setPage] = useState({ n: 1, size: 16 });
  const stats = useQuery('ads.campaigns.clickStats', { id, ...range });
  const clicks = useQuery('ads.campaigns.clicks', { id, skip: (page.n - 1) * page.size, limit: page.size });
  const name = campaign.data?.name ?? 'Campaign';
  return (
    <AdsLayout title={`Clicks: ${name}`} trail={[{ label: 'Ad Campaigns', href: links.adCampaigns() }, { label: name, href: links.adCampaign(id) }]}
      offline={clicks.offline} error={clicks.status === 'error' ? clicks.error?.message : null}>
      <Stack gap="4">
        <StatsChart title="Clicks" stats={stats.data} loadError={stats.status === 'error' ? stats.error?.message ?? null : null} onRange={setRange} />
        {!clicks.data ? <Text role="status">Loading...</Text> : clicks.data.items.length === 0 ? <Text>No clicks yet.</Text> : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>{['When', 'Where', 'Cost', 'Clicked by'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {clicks.data.items.map((k) => (
                <Table.Row key={k.id} data-testid="click-row">
                  <Table.Cell>{formatMoment(k.createdAt)}</Table.Cell>
                  <Table.Cell>{PLACEMENT_LABELS[k.placement]}</Table.Cell>
                  <Table.Cell>{money(k.costCents)}</Table.Cell>
                  <Table.Cell>{k.clicker?.name ?? 'A visitor'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {clicks.data && <Pagination total={clicks.data.total} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />}
      </Stack>
    </AdsLayout>
  );
}
