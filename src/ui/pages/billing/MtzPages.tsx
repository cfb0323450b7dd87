// /me/billing/subscriptions/my-mtz-subscription (the site's own plan: label cancelled / inactive / plan name,
// next billing date, cancel or resume; without one, the plans through the one payment flow), /me/billing/mtz-points
// and /me/billing/donations (given and received; the seller refunds a received one after 'Are you sure?').
import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatCents, mtzSubscriptionLabel, type Donation } from '../../../domain/billing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { mtzPlanPaymentActors } from '../../features/billing/paymentActors';
import { PaymentFlow } from '../../features/billing/PaymentFlow';
import { useEngineRef } from '../../features/data/useEngineRef';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { formatDay as day } from '../../../domain/shared/dates';


export function MyMtzSubscriptionPage() {
  const sub = useQuery('billing.mtzSubscription', undefined);
  const plans = useQuery('billing.mtzPlans', undefined);
  const { send } = useCommand();
  const engine = useEngineRef();
  const data = sub.data !== undefined && plans.data ? { sub: sub.data, plans: plans.data } : null;
  const failed = sub.status === 'error' ? sub.error?.message : plans.status === 'error' ? plans.error?.message : null;
  const actors = useMemo(() => mtzPlanPaymentActors(engine, (r) => {
    if (r.message) showAlert(r.message, 'success');
  }), [engine]);
  async function toggle(cancelled: boolean) {
    try {
      await send('billing.mtzCancel', { cancelled });
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  }
  return (
    <BillingLayout title="My MTZ subscription" offline={sub.offline || plans.offline}>
      {!data && !failed && <Text role="status">Loading...</Text>}
      {failed && <Text role="alert">{failed}</Text>}
      {data?.sub && (
        <Stack gap="2" aria-label="MTZ plan">
          <Text fontSize="lg" fontWeight="semibold" data-testid="mtz-label">{mtzSubscriptionLabel(data.sub)}</Text>
          <Text>{data.sub.plan.name}: {formatCents(data.sub.plan.cents)} per {data.sub.plan.type}</Text>
          <Text>{data.sub.cancelled ? 'Ends on' : 'Next billing date'}: {day(data.sub.nextExpiredAt)}</Text>
          {data.sub.paymentError && <Text color="red.600">Payment error: {data.sub.paymentError}</Text>}
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void toggle(!data.sub?.cancelled)}>
            {data.sub.cancelled ? 'Resume subscription' : 'Cancel subscription'}
          </Button>
        </Stack>
      )}
      {data && !data.sub && (
        <Stack gap="2">
          <Text>You have no MTZ plan subscription. Choose a plan:</Text>
          <PaymentFlow name="mtz" actors={actors}
            options={data.plans.map((p) => ({ id: p.id, cents: p.cents, label: `per ${p.type}`, description: `${p.name}: ${p.description}` }))} />
        </Stack>
      )}
    </BillingLayout>
  );
}

export function MtzPointsPage() {
  const points = useQuery('billing.points', undefined);
  return (
    <BillingLayout title="MTZ points" offline={points.offline}>
      <Text fontSize="sm" color="gray.600" mb="3">One point for every whole dollar you pay (deposits and refunded orders earn none).</Text>
      {points.status === 'loading' && <Text role="status">Loading...</Text>}
      {points.status === 'error' && <Text role="alert">{points.error?.message}</Text>}
      {points.data && (
        <Stack gap="3">
          <Text fontSize="lg">You have <strong data-testid="mtz-points">{points.data.points}</strong> points.</Text>
          {points.data.entries.length === 0 ? <Text>You have no points yet.</Text> : (
            <Stack as="ul" listStyleType="none" gap="1" aria-label="Points">
              {points.data.entries.map((e) => (
                <li key={`${e.orderId ?? e.description}-${e.createdAt}`}>
                  {day(e.createdAt)} — {e.orderId ? <AppLink href={links.ticketOrder(e.orderId)}>{e.description}</AppLink> : e.description}: +{e.points}
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </BillingLayout>
  );
}

function DonationTable({ label, rows, onRefund }: { label: string; rows: Donation[]; onRefund?: (d: Donation) => void }) {
  if (rows.length === 0) return <Text>No donations yet.</Text>;
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header><Table.Row><Table.ColumnHeader>Date</Table.ColumnHeader><Table.ColumnHeader>Group</Table.ColumnHeader><Table.ColumnHeader>Donor</Table.ColumnHeader><Table.ColumnHeader>Amount</Table.ColumnHeader><Table.ColumnHeader /></Table.Row></Table.Header>
      <Table.Body>
        {rows.map((d) => (
          <Table.Row key={d.id}>
            <Table.Cell>{day(d.createdAt)}</Table.Cell>
            <Table.Cell><AppLink href={links.group(d.groupProfileName)}>{d.groupName}</AppLink></Table.Cell>
            <Table.Cell>{d.donorName} ({d.donorEmail}){d.guest ? ' · guest' : ''}</Table.Cell>
            <Table.Cell>{formatCents(d.cents)}</Table.Cell>
            <Table.Cell>{d.refundedAt !== null ? 'Refunded' : onRefund && <Button size="xs" variant="outline" onClick={() => onRefund(d)}>Refund</Button>}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function DonationsPage() {
  const data = useQuery('billing.donations', undefined);
  const { send } = useCommand();
  async function refund(d: Donation) {
    if (!(await askConfirm('Are you sure?'))) return;
    try {
      const r = await send('billing.refund', { id: d.id });
      showAlert(r.message, 'success');
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  }
  return (
    <BillingLayout title="Donations" offline={data.offline}>
      {data.status === 'loading' && <Text role="status">Loading...</Text>}
      {data.status === 'error' && <Text role="alert">{data.error?.message}</Text>}
      {data.data && (
        <Stack gap="4">
          <Heading as="h2" size="md">Donations you made</Heading>
          <DonationTable label="Donations you made" rows={data.data.given} />
          <Heading as="h2" size="md">Donations to your groups</Heading>
          <DonationTable label="Donations to your groups" rows={data.data.received} onRefund={(d) => void refund(d)} />
        </Stack>
      )}
    </BillingLayout>
  );
}
