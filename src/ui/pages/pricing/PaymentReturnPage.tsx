// /stripe-payment-success: where a redirect-based payment returns (?orderId=, ?payment_intent= or ?ref=, the
// client's idempotency key). It says the payment succeeded only once the server confirms the order; a pending
// one is shown as pending (the query refreshes on the ORDER event, it is polled, and 'Check again' asks now), a failed
// one as failed with the gateway's reason, and a payment the server does not know as not confirmed.
// The sandbox payout account's own returns (?sandbox=) keep their messages.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { formatCents } from '../../../domain/billing';
import { paymentStateText, PAYMENT_STATE_MESSAGES, type PaymentState } from '../../../domain/billing/pricing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { errorText } from '../../features/data/errorText';
import { readOnce } from '../../features/data/readOnce';
import { useEngineRef } from '../../features/data/useEngineRef';
import { useQuery } from '../../features/data/useQuery';
import { MembersOnly, PricingFrame } from './PricingFrame';

/** How often a pending payment is asked about again. */
export const PENDING_POLL_MS = 5000;

const SANDBOX_RETURNS: Record<string, string> = {
  'account-setup': 'Your payout account is set up (sandbox).',
  dashboard: 'Payout dashboard (sandbox): payouts are listed on your Seller page.',
};

function StateView({ state, onCheck, checking }: { state: PaymentState; onCheck(): void; checking: boolean }) {
  return (
    <Stack gap="2" align="center">
      <Text role={state.state === 'FAILED' ? 'alert' : 'status'} fontSize="xl" data-testid="payment-state">{paymentStateText(state)}</Text>
      {state.description && <Text>{state.description}{state.finalCents !== null ? `: ${formatCents(state.finalCents)}` : ''}</Text>}
      {state.state === 'PENDING' && <Button size="sm" variant="outline" loading={checking} onClick={onCheck}>Check again</Button>}
    </Stack>
  );
}

function Confirm({ paymentRef: ref }: { paymentRef: string }) {
  const engine = useEngineRef();
  const live = useQuery('pricing.paymentState', { ref });
  const [checked, setChecked] = useState<{ at: number; state: PaymentState } | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  // the newer of the live answer and the last explicit check
  const state = checked && (live.fetchedAt === null || checked.at > live.fetchedAt) ? checked.state : live.data;
  // a payment still pending is asked about again every few seconds (a settlement that fails sends no event)
  const pending = state?.state === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      readOnce(engine.current, 'pricing.paymentState', { ref }).then((s) => setChecked({ at: Date.now(), state: s }), () => undefined);
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, engine, ref]);
  async function check() {
    setChecking(true);
    setCheckError(null);
    try {
      setChecked({ at: Date.now(), state: await readOnce(engine.current, 'pricing.paymentState', { ref }) });
    } catch (e) {
      setCheckError(errorText(e));
    } finally {
      setChecking(false);
    }
  }
  if (state) {
    return (
      <>
        <StateView state={state} onCheck={() => void check()} checking={checking} />
        {checkError && <Text role="alert">{checkError}</Text>}
      </>
    );
  }
  if (live.status === 'loading') return <Text role="status">Confirming your payment...</Text>;
  return (
    <Stack gap="1" align="center">
      <Text role="alert" fontSize="xl" data-testid="payment-state">{PAYMENT_STATE_MESSAGES.unknown}</Text>
      {live.error?.status !== 404 && live.error && <Text>{live.error.message}</Text>}
    </Stack>
  );
}

export function PaymentReturnPage() {
  const q = new URLSearchParams(useSearch());
  const sandbox = q.get('sandbox');
  const ref = q.get('orderId') ?? q.get('payment_intent') ?? q.get('ref');
  return (
    <PricingFrame title="Payment">
      <Stack py="4" gap="3" align="center">
        {sandbox && SANDBOX_RETURNS[sandbox] ? <Text fontSize="xl">{SANDBOX_RETURNS[sandbox]}</Text> : (
          <MembersOnly message="Please login to see your payment">
            {ref ? <Confirm paymentRef={ref} /> : <Text role="alert" fontSize="xl" data-testid="payment-state">{PAYMENT_STATE_MESSAGES.unknown}</Text>}
          </MembersOnly>
        )}
        <AppLink href={links.billingSection('order-history')}>Order history</AppLink>
        <AppLink href={links.billing()}>Back to billing</AppLink>
      </Stack>
    </PricingFrame>
  );
}
