// /me/crm/tracking-codes/{tcId}/referral-rewards: the members who registered through one of the company's tracking
// codes and the MTZ points each earned the owner once they confirmed their e-mail (live: a referral refreshes it).
import { Stack, Table, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { REFERRAL_REWARD_POINTS } from '../../../domain/crm/referrals';
import { formatMoment } from '../../../domain/shared/dates';
import { countOf } from '../../../domain/shared/words';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useQuery } from '../../features/data/useQuery';
import { CrmLayout } from './CrmLayout';

export function ReferralRewardsPage() {
  const { tcId = '' } = useParams<{ tcId: string }>();
  const q = useQuery('crm.referralRewards', { trackingCodeIds: [tcId] });
  const r = q.data?.[0];
  return (
    <CrmLayout title={`Referral rewards: ${tcId}`} trail={[{ label: 'Tracking Codes', href: links.crmTrackingCodes() }]}
      offline={q.offline} error={q.status === 'error' ? q.error?.message : null}
      actions={<AppLink href={links.billingSection('mtz-points')}>My MTZ points</AppLink>}>
      <Stack gap="3">
        <Text>
          Each member who registers through this code and confirms their e-mail earns you {REFERRAL_REWARD_POINTS} MTZ points.
        </Text>
        {!r ? <Text role="status">Loading...</Text> : (
          <>
            <Text data-testid="referral-totals">
              {countOf(r.referred, 'member')} registered, {r.activated} confirmed: <strong>{r.points}</strong> points earned.
            </Text>
            {r.items.length === 0 ? <Text>No referrals yet. Share the code's link to invite members.</Text> : (
              <Table.ScrollArea borderWidth="1px" borderRadius="md">
                <Table.Root size="sm" aria-label="Referrals">
                  <Table.Header><Table.Row>{['Member', 'Registered', 'State', 'Points'].map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row></Table.Header>
                  <Table.Body>
                    {r.items.map((i) => (
                      <Table.Row key={`${i.name}-${i.createdAt}`} data-testid="referral">
                        <Table.Cell>{i.name}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{formatMoment(i.createdAt)}</Table.Cell>
                        <Table.Cell>{i.activated ? 'Confirmed' : 'Waiting for e-mail confirmation'}</Table.Cell>
                        <Table.Cell>{i.points}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </>
        )}
      </Stack>
    </CrmLayout>
  );
}
