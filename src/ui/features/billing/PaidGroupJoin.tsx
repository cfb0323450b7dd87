// The paid group join (spec 4): tabs Subscription Prices / One-Time Prices, each running the one payment machine:
// select price -> review and payment (method, card, coupons, totals from the server's quote) -> confirm -> success,
// then the group page. Back returns to the price list. Money shown is only what the server quoted.
import { Button, Field, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import {
  formatCents, ONE_TIME_NOT_AVAILABLE, priceLabel, splitPrices, SUBSCRIPTION_NOT_AVAILABLE, type ChargeQuote, type MemberPlanPrice,
} from '../../../domain/billing';
import { paymentMachine } from '../../../machines/billing/payment.machine';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { SavedCardPicker } from '../../components/saved-card-picker/SavedCardPicker';
import { useApi } from '../session/useApi';
import { memberPlanPaymentActors, type JoinKind } from './paymentActors';

export type PaidGroupJoinProps = { groupName: string; groupProfileName: string; prices: MemberPlanPrice[] };

export function PaidGroupJoin({ groupName, groupProfileName, prices }: PaidGroupJoinProps) {
  const { subscription, oneTime } = splitPrices(prices);
  return (
    <Tabs.Root defaultValue="subscription" variant="line" aria-label={`Join ${groupName}`}>
      <Tabs.List>
        <Tabs.Trigger value="subscription">Subscription Prices</Tabs.Trigger>
        <Tabs.Trigger value="one-time">One-Time Prices</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="subscription">
        {subscription.length === 0 ? <Text>{SUBSCRIPTION_NOT_AVAILABLE}</Text> : <JoinFlow kind="subscribe" prices={subscription} groupProfileName={groupProfileName} />}
      </Tabs.Content>
      <Tabs.Content value="one-time">
        {oneTime.length === 0 ? <Text>{ONE_TIME_NOT_AVAILABLE}</Text> : <JoinFlow kind="order" prices={oneTime} groupProfileName={groupProfileName} />}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Totals({ q }: { q: ChargeQuote }) {
  return (
    <Stack gap="0" aria-label="Totals" role="group">
      <Text>Price: {formatCents(q.cents)}</Text>
      <Text>Discount: {formatCents(q.discountCents)}</Text>
      <Text>Transaction fee: {formatCents(q.tranxCents)}</Text>
      <Text fontWeight="semibold">Total: {formatCents(q.finalCents)}</Text>
    </Stack>
  );
}

function JoinFlow({ kind, prices, groupProfileName }: { kind: JoinKind; prices: MemberPlanPrice[]; groupProfileName: string }) {
  const api = useApi();
  const [, navigate] = useLocation();
  const machine = useMemo(() => paymentMachine.provide({
    actors: memberPlanPaymentActors(api, kind, (r) => {
      if (r.message) showAlert(r.message, 'success');
      navigate(links.group(groupProfileName));
    }),
  }), [api, kind, navigate, groupProfileName]);
  const [snap, send] = useMachine(machine, { input: { prices: prices.map((p) => ({ id: p.id, cents: p.cents, label: priceLabel(p) })), keySeed: crypto.randomUUID() } });
  const [coupon, setCoupon] = useState('');
  const ctx = snap.context;
  const chosen = prices.find((p) => p.id === ctx.priceId);

  if (snap.matches('selectPrice')) {
    return (
      <Stack as="ul" listStyleType="none" gap="2" mt="3">
        {prices.map((p) => (
          <HStack as="li" key={p.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3">
            <Text>{formatCents(p.cents)} {priceLabel(p)}{p.description ? ` — ${p.description}` : ''}</Text>
            <Button size="sm" colorPalette="orange" onClick={() => send({ type: 'price.select', priceId: p.id })}>Select</Button>
          </HStack>
        ))}
      </Stack>
    );
  }
  const back = <Button size="sm" variant="outline" onClick={() => send({ type: 'back' })}>Back</Button>;
  const error = ctx.error && <Text role="alert" color="red.600">{ctx.error}</Text>;
  const heading = chosen && <Text fontWeight="semibold">{formatCents(chosen.cents)} {priceLabel(chosen)}</Text>;
  if (snap.matches('review')) {
    return (
      <Stack gap="3" mt="3" aria-label="Review and payment">
        {heading}
        {snap.matches({ review: 'loading' }) && <Text role="status">Loading...</Text>}
        {snap.matches({ review: 'failed' }) && <Button size="sm" onClick={() => send({ type: 'retry' })}>Retry</Button>}
        {ctx.quote && <Totals q={ctx.quote} />}
        <Stack as="fieldset" gap="1">
          <legend>Payment method</legend>
          {(['WALLET', 'CARD'] as const).map((m) => (
            <label key={m} style={{ display: 'flex', gap: 8 }}>
              <input type="radio" name={`method-${kind}`} checked={ctx.method === m} onChange={() => send({ type: 'method.select', method: m })} />
              {m === 'WALLET' ? `Wallet${ctx.walletCents !== null ? ` (${formatCents(ctx.walletCents)})` : ''}` : 'Card'}
            </label>
          ))}
        </Stack>
        {ctx.method === 'CARD' && <SavedCardPicker cards={ctx.cards} value={ctx.cardId} onChange={(id) => send({ type: 'card.select', cardId: id })} name={`card-${kind}`} />}
        <HStack as="form" align="flex-end" onSubmit={(e) => { e.preventDefault(); send({ type: 'coupon.apply', code: coupon }); setCoupon(''); }}>
          <Field.Root w="220px"><Field.Label>Coupon code</Field.Label><Input value={coupon} maxLength={12} onChange={(e) => setCoupon(e.currentTarget.value.toLowerCase())} /></Field.Root>
          <Button type="submit" size="sm" variant="outline" loading={snap.matches({ review: 'quoting' })}>Apply</Button>
        </HStack>
        {ctx.couponCodes.map((c) => (
          <HStack key={c}><Text>Coupon {c} applied</Text><Button size="xs" variant="ghost" onClick={() => send({ type: 'coupon.remove', code: c })}>Remove</Button></HStack>
        ))}
        {error}
        <HStack>{back}<Button size="sm" colorPalette="orange" disabled={!snap.matches({ review: 'ready' })} onClick={() => send({ type: 'payment.review' })}>Continue</Button></HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="3" mt="3" aria-label="Confirm payment">
      {heading}
      {ctx.quote && <Totals q={ctx.quote} />}
      <Text>Paying by {ctx.method === 'WALLET' ? 'wallet' : 'card'}{ctx.couponCodes.length ? ` with coupon ${ctx.couponCodes.join(', ')}` : ''}</Text>
      {error}
      {snap.matches('success') ? <Text role="status">{ctx.message}</Text> : (
        <HStack>{back}<Button size="sm" colorPalette="orange" loading={snap.matches('paying')} onClick={() => send({ type: 'payment.confirm' })}>Confirm payment</Button></HStack>
      )}
    </Stack>
  );
}
