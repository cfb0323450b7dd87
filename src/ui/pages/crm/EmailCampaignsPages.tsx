// /me/crm/email-campaigns: the company's campaigns with their state and totals, and a new one by name.
// /me/crm/email-campaigns/{id}: the draft's editor while DRAFT; once sent, its totals and recipients (live).
import { Badge, Button, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { CAMPAIGN_LIMITS, type CampaignState } from '../../../domain/crm/campaigns';
import { formatMoment } from '../../../domain/shared/dates';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { CampaignEditor } from './CampaignEditor';
import { CampaignProgress } from './CampaignProgress';
import { CrmLayout } from './CrmLayout';

const STATE: Record<CampaignState, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  SENDING: { label: 'Sending', color: 'blue' },
  SENT: { label: 'Sent', color: 'green' },
};

export function EmailCampaignsPage() {
  const q = useQuery('crm.campaigns.list', undefined);
  const { send, pending } = useCommand();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const create = async () => {
    const n = name.trim();
    if (!n) return showAlert('Name is required', 'warning');
    try {
      const c = await send('crm.campaigns.create', { name: n, subject: n, body: 'Hello {firstname},\n\n', layoutId: null, contactGroupId: null });
      navigate(links.crmEmailCampaign(c.id));
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  return (
    <CrmLayout title="Email Campaigns" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      <HStack as="form" maxW="md" onSubmit={(e) => { e.preventDefault(); void create(); }}>
        <Input size="sm" aria-label="New campaign name" placeholder="New campaign name" value={name} maxLength={CAMPAIGN_LIMITS.name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button size="sm" type="submit" loading={pending}>Create campaign</Button>
      </HStack>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.length === 0 ? <Text>No campaigns yet. A campaign mails a contact group through a layout.</Text> : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Email campaigns">
            <Table.Header>
              <Table.Row>{['Campaign', 'State', 'Recipients', 'Sent', 'Failed', 'Unsubscribed', 'Created'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {q.data.map((c) => (
                <Table.Row key={c.id} data-testid="email-campaign">
                  <Table.Cell><AppLink href={links.crmEmailCampaign(c.id)}>{c.name}</AppLink></Table.Cell>
                  <Table.Cell><Badge colorPalette={STATE[c.state].color}>{STATE[c.state].label}</Badge></Table.Cell>
                  <Table.Cell>{c.state === 'DRAFT' ? '—' : c.totals.recipients}</Table.Cell>
                  <Table.Cell>{c.totals.sent}</Table.Cell>
                  <Table.Cell>{c.totals.failed}</Table.Cell>
                  <Table.Cell>{c.totals.unsubscribed}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatMoment(c.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </CrmLayout>
  );
}

export function EmailCampaignPage() {
  const { id = '' } = useParams<{ id: string }>();
  const q = useQuery('crm.campaigns.get', { id });
  const c = q.data;
  return (
    <CrmLayout title={c?.name ?? 'Email campaign'} trail={[{ label: 'Email Campaigns', href: links.crmEmailCampaigns() }]} offline={q.offline}
      error={q.status === 'error' ? q.error?.message : null}>
      {!c ? <Text role="status">Loading...</Text> : c.state === 'DRAFT' ? <CampaignEditor key={c.id} campaign={c} /> : <CampaignProgress campaign={c} />}
    </CrmLayout>
  );
}
