// /pricing/{planId}/{priceId}: one plan with the chosen price; /payment: that price through the one payment flow
// (card or wallet, coupons, the server's quote, one Idempotency-Key per attempt); /success: what the server now
// holds, the member's subscription to this price, before saying it succeeded. A member who already has a plan
// is sent to manage it (the server refuses a second one before any charge).
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'wouter';
import { formatCents, mtzSubscriptionLabel } from '../../../domain/billing';
import { billingCycle, priceLabel } from '../../../domain/billing/pricing';
import type { Endpoints } from '../../../sync/facade';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { mtzPlanPaymentActors } from '../../features/billing/paymentActors';
import { PaymentFlow } from '../../features/billing/PaymentFlow';
import { useEngineRef } from '../../features/data/useEngineRef';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { formatDay } from '../../../domain/shared/dates';
import { MembersOnly, PricingFrame, QueryStatus } from './PricingFrame';

type PlanPrice = Endpoints['pricing.planPrice']['out'];
export const ALREADY_SUBSCRIBED = 'You already have an MTZ plan subscription';
export const NOT_CONFIRMED = 'We could not confirm a subscription to this plan.';

function usePlanPrice() {
  const { planId = '', priceId = '' } = useParams<{ planId: string; priceId: string }>();
  return useQuery('pricing.planPrice', { planId, priceId });
}

function ManageLink() {
  return <AppLink href={links.billingSection('subscriptions/my-mtz-subscription')}>Manage my MTZ subscription</AppLink>;
}

function PlanSummary({ info }: { info: PlanPrice }) {
  const { plan, price } = info;
  return (
    <Stack gap="2" aria-label="Plan">
      <Text color="gray.700">{plan.description}</Text>
      <Text fontSize="2xl" fontWeight="bold">{formatCents(price.cents)} <Text as="span" fontSize="sm" fontWeight="normal">{priceLabel(price)}</Text></Text>
      <Text>Billing: {billingCycle(price)}, renewed automatically until you cancel.</Text>
      <List.Root gap="1" ps="5">{plan.features.map((f) => <List.Item key={f}>{f}</List.Item>)}</List.Root>
    </Stack>
  );
}

export function PricingPlanPage() {
  const info = usePlanPrice();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const sub = useQuery('billing.mtzSubscription', signedIn ? undefined : null);
  const data = info.data;
  const payHref = data ? links.pricingPayment(data.plan.id, data.price.id) : '';
  return (
    <PricingFrame title={data ? `${data.plan.name} plan` : 'Plan'} offline={info.offline}>
      <QueryStatus status={info.status} error={info.error} notFound="No such plan or price" />
      {data && (
        <Stack gap="4">
          <PlanSummary info={data} />
          {data.plan.prices.filter((p) => p.id !== data.price.id).map((p) => (
            <AppLink key={p.id} href={links.pricingPlan(data.plan.id, p.id)}>Pay {billingCycle(p).toLowerCase()} instead: {formatCents(p.cents)} {priceLabel(p)}</AppLink>
          ))}
          {sub.data ? (
            <Stack gap="1"><Text role="status">{ALREADY_SUBSCRIBED}: {mtzSubscriptionLabel(sub.data)}</Text><ManageLink /></Stack>
          ) : (
            <HStack>
              <Button asChild colorPalette="orange"><RouterLink href={signedIn ? payHref : links.login(payHref)}>Continue to payment</RouterLink></Button>
              <AppLink href={links.pricing()}>All plans</AppLink>
            </HStack>
          )}
        </Stack>
      )}
    </PricingFrame>
  );
}

function Payment({ info }: { info: PlanPrice }) {
  const engine = useEngineRef();
  const [, navigate] = useLocation();
  const sub = useQuery('billing.mtzSubscription', undefined);
  // decided once, on the first answer: the subscription this payment makes must not hide the flow that made it
  const [gate, setGate] = useState<'open' | 'subscribed' | null>(null);
  useEffect(() => {
    if (gate === null && sub.data !== undefined) setGate(sub.data ? 'subscribed' : 'open');
  }, [gate, sub.data]);
  const { plan, price } = info;
  const actors = useMemo(() => mtzPlanPaymentActors(engine, () => navigate(links.pricingSuccess(plan.id, price.id))), [engine, navigate, plan.id, price.id]);
  if (gate === null) return <QueryStatus status={sub.status} error={sub.error} />;
  if (gate === 'subscribed') return <Stack gap="1"><Text role="alert">{ALREADY_SUBSCRIBED}</Text><ManageLink /></Stack>;
  return (
    <Stack gap="2">
      <PlanSummary info={info} />
      <PaymentFlow name="mtz-plan" actors={actors} priceId={price.id}
        options={[{ id: price.id, cents: price.cents, label: priceLabel(price), description: `${plan.name} (${billingCycle(price)})` }]} />
    </Stack>
  );
}

export function PricingPaymentPage() {
  const info = usePlanPrice();
  return (
    <PricingFrame title={info.data ? `Pay for ${info.data.plan.name}` : 'Payment'} offline={info.offline}>
      <QueryStatus status={info.status} error={info.error} notFound="No such plan or price" />
      {info.data && <MembersOnly><Payment info={info.data} /></MembersOnly>}
    </PricingFrame>
  );
}

function Success({ info }: { info: PlanPrice }) {
  const sub = useQuery('billing.mtzSubscription', undefined);
  if (sub.data === undefined) return <QueryStatus status={sub.status} error={sub.error} />;
  const s = sub.data;
  const confirmed = s?.mtzPlanId === info.price.id;
  // a saved answer from before the payment is not the server's word on it: wait for the server's
  if (!confirmed && (sub.stale || sub.fetching)) return <Text role="status">Confirming your subscription...</Text>;
  if (!s || !confirmed) {
    return (
      <Stack gap="2">
        <Text role="alert">{NOT_CONFIRMED}</Text>
        {s ? <Text>Your current plan: {mtzSubscriptionLabel(s)}</Text> : <AppLink href={links.pricingPayment(info.plan.id, info.price.id)}>Go to payment</AppLink>}
        <ManageLink />
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Text role="status" fontSize="lg">Payment success! Thank you for your subscription to the {s.plan.name} plan</Text>
      <Text>Plan: {mtzSubscriptionLabel(s)} · {s.cancelled ? 'Ends on' : 'Next billing date'}: {formatDay(s.nextExpiredAt)}</Text>
      <ManageLink />
    </Stack>
  );
}

export function PricingSuccessPage() {
  const info = usePlanPrice();
  return (
    <PricingFrame title="Subscription" offline={info.offline}>
      <QueryStatus status={info.status} error={info.error} notFound="No such plan or price" />
      {info.data && <MembersOnly><Success info={info.data} /></MembersOnly>}
    </PricingFrame>
  );
}
