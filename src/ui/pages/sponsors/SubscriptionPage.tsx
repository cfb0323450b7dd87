// /me/billing/subscriptions/cg-sponsor-subscriptions/{id}: one sponsorship, driven by the sponsorship machine:
// plan, price, next billing date, pending change; Unsubscribe / Re-subscribe; change plan (Switch / Downgrade at
// next billing, Upgrade now after the server's quote, paid by wallet or a saved card); the payment error with a
// link to update payment info and Retry; Remove. The machine follows the query's newer answers (events, commands).
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { formatCents, type ChargeQuote, type PaymentMethod } from '../../../domain/billing';
import { planChangeOf, type SponsorPlan, type SponsorSubscription } from '../../../domain/sponsors';
import { sponsorshipMachine, type PayWith } from '../../../machines/sponsors/sponsorship.machine';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { SavedCardPicker } from '../../components/saved-card-picker/SavedCardPicker';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { useEngineRef } from '../../features/data/useEngineRef';
import { useQuery } from '../../features/data/useQuery';
import { sponsorPaths, sponsorshipActors } from '../../features/sponsors';
import { day, priceText } from '../../features/sponsors/format';
import { inspect } from '../../app/inspector';

const LABEL = { switch: 'Switch', downgrade: 'Downgrade', upgrade: 'Upgrade', none: '' } as const;

function PayWithPicker({ name, onChange }: { name: string; onChange(p: PayWith): void }) {
  const cards = useQuery('billing.cards', undefined);
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  const [cardId, setCardId] = useState<string | null>(null);
  const list = cards.data ?? [];
  const chosen = cardId ?? (list.find((c) => c.asDefault) ?? list[0])?.id ?? null;
  useEffect(() => onChange({ paymentMethod: method, paymentInstrumentId: method === 'CARD' ? chosen : null }), [method, chosen, onChange]);
  return (
    <Stack gap="2">
      <Stack as="fieldset" gap="1">
        <legend>Payment method</legend>
        {(['WALLET', 'CARD'] as const).map((m) => (
          <label key={m} style={{ display: 'flex', gap: 8 }}>
            <input type="radio" name={`${name}-method`} checked={method === m} onChange={() => setMethod(m)} />{m === 'WALLET' ? 'Wallet' : 'Card'}
          </label>
        ))}
      </Stack>
      {method === 'CARD' && <SavedCardPicker cards={list} value={chosen} onChange={setCardId} name={`${name}-card`} />}
    </Stack>
  );
}

function Totals({ q }: { q: ChargeQuote }) {
  return (
    <Stack gap="0" aria-label="Upgrade totals" role="group">
      <Text>Price: {formatCents(q.cents)}</Text>
      <Text>Discount: {formatCents(q.discountCents)}</Text>
      <Text>Transaction fee: {formatCents(q.tranxCents)}</Text>
      <Text fontWeight="semibold">Total: {formatCents(q.finalCents)}</Text>
    </Stack>
  );
}

function Sponsorship({ sub, plans }: { sub: SponsorSubscription; plans: SponsorPlan[] }) {
  const engine = useEngineRef();
  const machine = useMemo(() => sponsorshipMachine.provide({ actors: sponsorshipActors(engine) }), [engine]);
  const [snap, send] = useMachine(machine, { input: { sub, keySeed: crypto.randomUUID() }, inspect });
  const [payWith, setPayWith] = useState<PayWith>({ paymentMethod: 'CARD', paymentInstrumentId: null });
  const c = snap.context;
  // every answer of the query is a new object: the machine hears of a sponsorship that really changed
  const seen = useRef(JSON.stringify(sub));
  useEffect(() => {
    const next = JSON.stringify(sub);
    if (next === seen.current) return;
    seen.current = next;
    send({ type: 'sync', sub });
  }, [sub, send]);
  useEffect(() => { if (c.notice) showAlert(c.notice, 'success'); }, [c.notice]);
  const s = c.sub;
  const prices = plans.flatMap((p) => p.prices.filter((x) => !x.asDeactivated).map((price) => ({ plan: p, price })));
  const pending = prices.find((x) => x.price.id === s.willDowngradeToPriceId);
  const busy = ['askUnsubscribe', 'unsubscribing', 'askResubscribe', 'resubscribing', 'changing', 'changingLater', 'quotingUpgrade', 'upgrading', 'retrying', 'askRemove', 'removing']
    .some((v) => snap.matches(v as never));
  const ended = snap.matches('ended');
  return (
    <Stack gap="4">
      <Stack gap="1" aria-label="Sponsorship" role="group">
        <AppLink href={links.group(s.groupProfileName, 'sponsors')} fontWeight="semibold">{s.groupName}</AppLink>
        <Text>Plan: {s.planName} (rank {s.rank})</Text>
        <Text>Price: {priceText(s.price)}</Text>
        {ended ? <Text>Ended{s.endedAt !== null ? ` on ${day(s.endedAt)}` : ''}</Text>
          : <Text>{s.cancelled ? 'Cancelled · active until' : 'Next billing date'}: {day(s.nextExpiredAt)}</Text>}
        {/* a cancelled sponsorship ends at the cycle's end: no change is announced for a billing that will not come */}
        {pending && !ended && !s.cancelled && <Text>At the next billing: {pending.plan.name} {priceText(pending.price)}</Text>}
        {!pending && s.willDowngradeToPriceId && !ended && !s.cancelled && <Text>A plan change is pending for the next billing</Text>}
      </Stack>
      {snap.matches('paymentError') && (
        <Stack gap="2" borderWidth="1px" borderColor="red.200" borderRadius="md" p="3" role="group" aria-label="Payment error">
          <Text color="red.600">Payment error: {s.paymentError}{c.error && c.error !== s.paymentError ? ` (${c.error})` : ''}</Text>
          <Text>Please <AppLink href={sponsorPaths.paymentAccounts()}>update your payment info</AppLink> and retry.</Text>
          <PayWithPicker name="retry" onChange={setPayWith} />
          <Button size="sm" colorPalette="orange" alignSelf="flex-start" onClick={() => send({ type: 'retry', payWith })}>Retry</Button>
        </Stack>
      )}
      {snap.matches('retrying') && <Text role="status">Retrying payment...</Text>}
      {c.error && (snap.matches('subscribed') || snap.matches('cancelled') || snap.matches('ended')) && <Text role="alert" color="red.600">{c.error}</Text>}
      {(snap.matches('upgradeReview') || snap.matches('upgrading')) && (
        <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" role="group" aria-label="Upgrade">
          <Heading as="h3" size="sm">Upgrade now</Heading>
          {c.quote && <Totals q={c.quote} />}
          <PayWithPicker name="upgrade" onChange={setPayWith} />
          {c.error && <Text role="alert" color="red.600">{c.error}</Text>}
          <HStack>
            <Button size="sm" variant="outline" onClick={() => send({ type: 'change.cancel' })} disabled={snap.matches('upgrading')}>Cancel</Button>
            <Button size="sm" colorPalette="orange" loading={snap.matches('upgrading')} onClick={() => send({ type: 'upgrade.confirm', payWith })}>Confirm upgrade</Button>
          </HStack>
        </Stack>
      )}
      {!ended && (
        <HStack wrap="wrap">
          {snap.matches('cancelled') || snap.matches('askResubscribe') || snap.matches('resubscribing')
            ? <Button size="sm" colorPalette="orange" loading={busy} onClick={() => send({ type: 'resubscribe' })}>Re-subscribe</Button>
            : <Button size="sm" variant="outline" loading={busy} disabled={!snap.matches('subscribed')} onClick={() => send({ type: 'unsubscribe' })}>Unsubscribe</Button>}
          <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => send({ type: 'remove' })}>Remove</Button>
        </HStack>
      )}
      {snap.matches('subscribed') && (
        <Stack gap="2" as="section" aria-label="Change plan">
          <Heading as="h3" size="sm">Change plan</Heading>
          {prices.length <= 1 && <Text>No other plan to change to</Text>}
          {prices.map(({ plan, price }) => {
            const change = planChangeOf({ rank: s.rank, priceId: s.cgSponsorPlanPriceId }, { rank: plan.rank, priceId: price.id });
            if (change === 'none') return null;
            return (
              <HStack key={price.id} justify="space-between" maxW="560px">
                <Text>{plan.name} (rank {plan.rank}) · {priceText(price)}</Text>
                <Button size="xs" variant="outline" aria-label={`${LABEL[change]} to ${plan.name} ${priceText(price)}`}
                  onClick={() => send({ type: 'change', target: { priceId: price.id, rank: plan.rank } })}>{LABEL[change]}</Button>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

export function SponsorSubscriptionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const sub = useQuery('sponsors.subscription', { id });
  const plans = useQuery('sponsors.plans', sub.data ? { companyGroupIds: sub.data.companyGroupId } : null);
  const failed = sub.status === 'error' ? sub.error?.message : plans.status === 'error' ? plans.error?.message : null;
  return (
    <BillingLayout title="Sponsorship" offline={sub.offline || plans.offline}>
      {!failed && !(sub.data && plans.data) && <Text role="status">Loading...</Text>}
      {failed && <Text role="alert">{failed}</Text>}
      {!failed && sub.data && plans.data && <Sponsorship sub={sub.data} plans={plans.data} />}
    </BillingLayout>
  );
}
