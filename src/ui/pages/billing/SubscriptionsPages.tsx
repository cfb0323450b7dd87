// /me/billing/subscriptions (+ cg-member-subscriptions/{id} with the Retry of a failed renewal): running memberships; live on
// MTZPLANSUBSCRIPTION events (renewals, payment errors, endings), as every query is.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { formatCents, priceLabel, type MemberPlanSubscription, type PaymentMethod } from '../../../domain/billing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { SavedCardPicker } from '../../components/saved-card-picker/SavedCardPicker';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { cardErrorOf } from '../../features/billing/cardError';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { SponsorSubscriptionsList } from '../../features/sponsors';
import { formatDay as day } from '../../../domain/shared/dates';


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
  const subs = useQuery('memberPlans.subscriptions', undefined);
  const orders = useQuery('memberPlans.orders', { asCompleted: false });
  const data = subs.data && orders.data ? { subs: subs.data, orders: orders.data } : null;
  const failed = subs.status === 'error' ? subs.error?.message : orders.status === 'error' ? orders.error?.message : null;
  return (
    <BillingLayout title="Subscriptions" offline={subs.offline || orders.offline}>
      <AppLink href={links.billingSection('subscriptions/my-mtz-subscription')}>My MTZ subscription</AppLink>
      {!data && !failed && <Text role="status">Loading...</Text>}
      {failed && <Text role="alert">{failed}</Text>}
      {data && (
        <Stack gap="4" mt="4">
          <Stack gap="2" as="section" aria-label="Group subscriptions">
            <Heading as="h2" size="md">Group subscriptions</Heading>
            {data.subs.length === 0 && <Text>No subscriptions</Text>}
            {data.subs.map((s) => <SubscriptionLine key={s.id} s={s} />)}
          </Stack>
          <Stack gap="2" as="section" aria-label="One-time memberships">
            <Heading as="h2" size="md">One-time memberships</Heading>
            {data.orders.length === 0 && <Text>No one-time memberships</Text>}
            {data.orders.map((o) => (
              <Stack key={o.id} gap="0">
                <Text fontWeight="semibold">{o.groupName}</Text>
                <Text fontSize="sm">Begins: {day(o.createdAt)} · Ends: {day(o.expiredAt)}</Text>
              </Stack>
            ))}
          </Stack>
          <SponsorSubscriptionsList />
        </Stack>
      )}
    </BillingLayout>
  );
}

/** A failed renewal: pay it again, by wallet or a chosen card; the date moves only when the server confirms. */
function RetryPayment({ s }: { s: MemberPlanSubscription }) {
  const cards = useQuery('billing.cards', undefined);
  const { send, pending: busy } = useCommand();
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  const [cardId, setCardId] = useState<string | null>(null);
  const list = cards.data ?? [];
  const chosen = cardId ?? (list.find((c) => c.asDefault) ?? list[0])?.id ?? null;
  async function retry() {
    try {
      const r = await send('memberPlans.subscriptionRetry', { id: s.id, paymentMethod: method, paymentInstrumentId: method === 'CARD' ? chosen : null });
      if (r.message) showAlert(r.message, 'success');
    } catch (e) {
      showAlert(errorText(cardErrorOf(e)), 'error'); // '* ERROR:' on the card provider's refusal only
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
  const { id = '' } = useParams<{ id: string }>();
  const sub = useQuery('memberPlans.subscription', { id });
  const s = sub.data;
  const { send } = useCommand();
  async function toggle(current: MemberPlanSubscription) {
    try {
      await send('memberPlans.subscriptionCancel', { id: current.id, cancelled: !current.cancelled });
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  }
  return (
    <BillingLayout title="Group subscription" offline={sub.offline}>
      {sub.status === 'loading' && <Text role="status">Loading...</Text>}
      {sub.status === 'error' && <Text role="alert">{sub.error?.message}</Text>}
      {s && (
        <Stack gap="3">
          <SubscriptionLine s={s} />
          {s.paymentError && <RetryPayment s={s} />}
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void toggle(s)}>{s.cancelled ? 'Resume subscription' : 'Cancel subscription'}</Button>
        </Stack>
      )}
    </BillingLayout>
  );
}
