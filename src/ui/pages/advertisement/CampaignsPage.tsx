// /me/advertisement/ad-campaigns: the member's campaigns with their state and figures, newest first.
import { Table, Text } from '@chakra-ui/react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { money, placementsText, rateText, stateLabel } from '../../features/ads/format';
import { useQuery } from '../../features/data/useQuery';
import { AdsLayout } from './AdsLayout';

export function CampaignsPage() {
  const q = useQuery('ads.campaigns.list', { limit: 128 });
  return (
    <AdsLayout title="Ad Campaigns" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}
      actions={<AppLink href={links.adCampaignAdd()}>New campaign</AppLink>}>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No campaigns yet.</Text> : (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {['Campaign', 'State', 'Placements', 'Impressions', 'Clicks', 'Click rate', 'Spent', 'Budget'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {q.data.map((c) => (
                <Table.Row key={c.id} data-testid="campaign-row">
                  <Table.Cell><AppLink href={links.adCampaign(c.id)}>{c.name}</AppLink></Table.Cell>
                  <Table.Cell>{stateLabel(c)}</Table.Cell>
                  <Table.Cell>{placementsText(c)}</Table.Cell>
                  <Table.Cell>{c.impressions}</Table.Cell>
                  <Table.Cell>{c.clicks}</Table.Cell>
                  <Table.Cell>{rateText(c)}</Table.Cell>
                  <Table.Cell>{money(c.spentCents)}</Table.Cell>
                  <Table.Cell>{money(c.budgetCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </AdsLayout>
  );
}
