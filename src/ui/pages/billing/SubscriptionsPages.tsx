// /me/billing/subscriptions (+ cg-member-subscriptions/{id}, my-mtz-subscription): running memberships; live on
// MTZPLANSUBSCRIPTION events (renewals, payment errors, endings).
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { formatCents, priceLabel, type MemberPlanSubscription } from '../../../domain/billing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { errorText, useLoad } from '../../features/billing/useLoad';
import { useApi } from '../../features/session/useApi';
import { useBillingEvents } from '../../features/billing/useBillingEvents';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function SubscriptionLine({ s }: { s: MemberPlanSubscription }) {
  return (
    <Stack gap="0">
      <AppLink href={links.cgMemberSubscription(s.id)} fontWeight="semibold">{s.groupName}</AppLink>
      <Text fontSize="sm">{formatCents(s.price.cents)} {priceLabel(s.price)}{s.cancelled ? ' · cancelled' : ''}</Text>
      <Text fontSize="sm">{s.cancelled ? 'Ends on' : 'Next billing date'}: {day(s.nextExpiredAt)}</Text>
      {s.paymentError && <Text fontSize="sm" color="red.600">Payment error: {s.paymentError}</Text>}
    </Stack>
  );
}

export function SubscriptionsPage() {
  const api = useApi();
  const [data, reload] = useLoad(async () => {
    const [subs, orders] = await Promise.all([api.call('memberPlans.subscriptions', undefined), api.call('memberPlans.orders', { asCompleted: false })]);
    return subs && orders ? { subs, orders } : undefined;
  }, [api]);
  useBillingEvents(reload);
  return (
    <BillingLayout title="Subscriptions">
      <AppLink href={links.billingSection('subscriptions/my-mtz-subscription')}>My MTZ subscription</AppLink>
      {data.kind === 'loading' && <Text role="status">Loading...</Text>}
      {data.kind === 'error' && <Text role="alert">{data.message}</Text>}
      {data.kind === 'ready' && (
        <Stack gap="4" mt="4">
          <Heading as="h2" size="md">Group subscriptions</Heading>
          {data.data.subs.length === 0 && <Text>No subscriptions</Text>}
          {data.data.subs.map((s) => <SubscriptionLine key={s.id} s={s} />)}
          <Heading as="h2" size="md">One-time memberships</Heading>
          {data.data.orders.length === 0 && <Text>No one-time memberships</Text>}
          {data.data.orders.map((o) => (
            <Stack key={o.id} gap="0">
              <Text fontWeight="semibold">{o.groupName}</Text>
              <Text fontSize="sm">Begins: {day(o.createdAt)} · Ends: {day(o.expiredAt)}</Text>
            </Stack>
          ))}
        </Stack>
      )}
    </BillingLayout>
  );
}

export function MemberSubscriptionPage() {
  const api = useApi();
  const { id = '' } = useParams<{ id: string }>();
  const [sub, reload] = useLoad(() => api.call('memberPlans.subscription', { id }), [api, id]);
  useBillingEvents(reload);
  async function toggle(s: MemberPlanSubscription) {
    try {
      await api.call('memberPlans.subscriptionCancel', { id: s.id, cancelled: !s.cancelled });
      reload();
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  }
  return (
    <BillingLayout title="Group subscription">
      {sub.kind === 'loading' && <Text role="status">Loading...</Text>}
      {sub.kind === 'error' && <Text role="alert">{sub.message}</Text>}
      {sub.kind === 'ready' && (
        <Stack gap="3">
          <SubscriptionLine s={sub.data} />
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void toggle(sub.data)}>{sub.data.cancelled ? 'Resume subscription' : 'Cancel subscription'}</Button>
        </Stack>
      )}
    </BillingLayout>
  );
}

export function MyMtzSubscriptionPage() {
  return <BillingLayout title="My MTZ subscription"><Text>You are on the free plan.</Text></BillingLayout>;
}
