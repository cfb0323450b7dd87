// /me/billing/subscriptions (+ cg-member-subscriptions/{id} with the Retry of a failed renewal): running memberships; live on
// MTZPLANSUBSCRIPTION events (renewals, payment errors, endings).
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { formatCents, priceLabel, type MemberPlanSubscription, type PaymentMethod } from '../../../domain/billing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { SavedCardPicker } from '../../components/saved-card-picker/SavedCardPicker';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { errorText, useLoad } from '../../features/billing/useLoad';
import { useApi } from '../../features/session/useApi';
import { useBillingEvents } from '../../features/billing/useBillingEvents';
import { SponsorSubscriptionsList } from '../../features/sponsors';

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
          <SponsorSubscriptionsList />
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

/** A failed renewal: pay it again, by wallet or a chosen card; the date moves only when the server confirms. */
function RetryPayment({ s, onDone }: { s: MemberPlanSubscription; onDone(): void }) {
  const api = useApi();
  const [cards] = useLoad(() => api.call('billing.cards', undefined), [api]);
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  const [cardId, setCardId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = cards.kind === 'ready' ? cards.data : [];
  const chosen = cardId ?? (list.find((c) => c.asDefault) ?? list[0])?.id ?? null;
  async function retry() {
    setBusy(true);
    try {
      const r = await api.call('memberPlans.subscriptionRetry', { id: s.id, paymentMethod: method, paymentInstrumentId: method === 'CARD' ? chosen : null });
      if (r?.message) showAlert(r.message, 'success');
      onDone();
    } catch (e) {
      showAlert(`* ERROR: ${errorText(e)}`, 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="2" borderWidth="1px" borderColor="red.200" borderRadius="md" p="3" aria-label="Retry payment" role="group">
      <Stack as="fieldset" gap="1">
        <legend>Payment method</legend>
        {(['WALLET', 'CARD'] as const).map((m) => (
          <label key={m} style={{ display: 'flex', gap: 8 }}>
            <input type="radio" name="retry-method" checked={method === m} onChange={() => setMethod(m)} />{m === 'WALLET' ? 'Wallet' : 'Card'}
          </label>
        ))}
      </Stack>
      {method === 'CARD' && <SavedCardPicker cards={list} value={chosen} onChange={setCardId} name="retry-card" />}
      <AppLink href={links.billingSection('payment-accounts')}>Update payment info</AppLink>
      <Button size="sm" colorPalette="orange" alignSelf="flex-start" loading={busy} onClick={() => void retry()}>Retry</Button>
    </Stack>
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
          {sub.data.paymentError && <RetryPayment s={sub.data} onDone={reload} />}
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void toggle(sub.data)}>{sub.data.cancelled ? 'Resume subscription' : 'Cancel subscription'}</Button>
        </Stack>
      )}
    </BillingLayout>
  );
}
