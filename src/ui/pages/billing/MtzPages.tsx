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
import { useBillingEvents } from '../../features/billing/useBillingEvents';
import { errorText, useLoad } from '../../features/billing/useLoad';
import { useApi } from '../../features/session/useApi';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function MyMtzSubscriptionPage() {
  const api = useApi();
  const [data, reload] = useLoad(async () => {
    const [sub, plans] = await Promise.all([api.call('billing.mtzSubscription', undefined), api.call('billing.mtzPlans', undefined)]);
    return sub !== undefined && plans ? { sub, plans } : undefined;
  }, [api]);
  useBillingEvents(reload);
  const actors = useMemo(() => mtzPlanPaymentActors(api, (r) => {
    if (r.message) showAlert(r.message, 'success');
    reload();
  }), [api, reload]);
  async function toggle(cancelled: boolean) {
    try {
      await api.call('billing.mtzCancel', { cancelled });
      reload();
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  }
  return (
    <BillingLayout title="My MTZ subscription">
      {data.kind === 'loading' && <Text role="status">Loading...</Text>}
      {data.kind === 'error' && <Text role="alert">{data.message}</Text>}
      {data.kind === 'ready' && data.data.sub && (
        <Stack gap="2" aria-label="MTZ plan">
          <Text fontSize="lg" fontWeight="semibold" data-testid="mtz-label">{mtzSubscriptionLabel(data.data.sub)}</Text>
          <Text>{data.data.sub.plan.name}: {formatCents(data.data.sub.plan.cents)} per {data.data.sub.plan.type}</Text>
          <Text>{data.data.sub.cancelled ? 'Ends on' : 'Next billing date'}: {day(data.data.sub.nextExpiredAt)}</Text>
          {data.data.sub.paymentError && <Text color="red.600">Payment error: {data.data.sub.paymentError}</Text>}
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void toggle(!data.data.sub?.cancelled)}>
            {data.data.sub.cancelled ? 'Resume subscription' : 'Cancel subscription'}
          </Button>
        </Stack>
      )}
      {data.kind === 'ready' && !data.data.sub && (
        <Stack gap="2">
          <Text>You have no MTZ plan subscription. Choose a plan:</Text>
          <PaymentFlow name="mtz" actors={actors}
            options={data.data.plans.map((p) => ({ id: p.id, cents: p.cents, label: `per ${p.type}`, description: `${p.name}: ${p.description}` }))} />
        </Stack>
      )}
    </BillingLayout>
  );
}

export function MtzPointsPage() {
  const api = useApi();
  const [points] = useLoad(() => api.call('billing.points', undefined), [api]);
  return (
    <BillingLayout title="MTZ points">
      <Text fontSize="sm" color="gray.600" mb="3">One point for every whole dollar you pay (deposits and refunded orders earn none).</Text>
      {points.kind === 'loading' && <Text role="status">Loading...</Text>}
      {points.kind === 'error' && <Text role="alert">{points.message}</Text>}
      {points.kind === 'ready' && (
        <Stack gap="3">
          <Text fontSize="lg">You have <strong data-testid="mtz-points">{points.data.points}</strong> points.</Text>
          {points.data.entries.length === 0 ? <Text>You have no points yet.</Text> : (
            <Stack as="ul" listStyleType="none" gap="1" aria-label="Points">
              {points.data.entries.map((e) => (
                <li key={e.orderId}>{day(e.createdAt)} — <AppLink href={links.ticketOrder(e.orderId)}>{e.description}</AppLink>: +{e.points}</li>
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
  const api = useApi();
  const [data, reload] = useLoad(() => api.call('billing.donations', undefined), [api]);
  useBillingEvents(reload); // a donation received notifies the owner: the list follows live
  async function refund(d: Donation) {
    if (!(await askConfirm('Are you sure?'))) return;
    try {
      const r = await api.call('billing.refund', { id: d.id });
      if (r) showAlert(r.message, 'success');
      reload();
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  }
  return (
    <BillingLayout title="Donations">
      {data.kind === 'loading' && <Text role="status">Loading...</Text>}
      {data.kind === 'error' && <Text role="alert">{data.message}</Text>}
      {data.kind === 'ready' && (
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
