// The one payment flow on screen, driven by the payment machine: select price -> review and payment (method,
// card, coupons, totals from the server's quote) -> confirm -> success. Back returns to the price list.
// Every amount shown is the server's; the caller supplies the flow's effects (see paymentActors.ts).
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { formatCents, type ChargeQuote } from '../../../domain/billing';
import { paymentMachine } from '../../../machines/billing/payment.machine';
import { inspect } from '../../app/inspector';
import { SavedCardPicker } from '../../components/saved-card-picker/SavedCardPicker';
import type { paymentActors } from './paymentActors';

export type PayOption = { id: string; cents: number; label: string; description?: string };
export type PaymentFlowProps = {
  options: PayOption[]; actors: ReturnType<typeof paymentActors>; name: string;
  /** a price already chosen (e.g. on a plan page): the flow opens at its review */
  priceId?: string;
};

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

export function PaymentFlow({ options, actors, name, priceId }: PaymentFlowProps) {
  const machine = useMemo(() => paymentMachine.provide({ actors }), [actors]);
  const [snap, send] = useMachine(machine, { input: { prices: options.map((p) => ({ id: p.id, cents: p.cents, label: p.label })), keySeed: crypto.randomUUID(), ...(priceId ? { priceId } : {}) }, inspect });
  const [coupon, setCoupon] = useState('');
  const ctx = snap.context;
  const chosen = options.find((p) => p.id === ctx.priceId);

  if (snap.matches('selectPrice')) {
    return (
      <Stack as="ul" listStyleType="none" gap="2" mt="3">
        {options.map((p) => (
          <HStack as="li" key={p.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3">
            <Text>{formatCents(p.cents)} {p.label}{p.description ? ` — ${p.description}` : ''}</Text>
            <Button size="sm" colorPalette="orange" onClick={() => send({ type: 'price.select', priceId: p.id })}>Select</Button>
          </HStack>
        ))}
      </Stack>
    );
  }
  const back = <Button size="sm" variant="outline" onClick={() => send({ type: 'back' })}>Back</Button>;
  const error = ctx.error && <Text role="alert" color="red.600">{ctx.error}</Text>;
  const heading = chosen && <Text fontWeight="semibold">{formatCents(chosen.cents)} {chosen.label}</Text>;
  if (snap.matches('review')) {
    return (
      <Stack gap="3" mt="3" aria-label="Review and payment">
        {heading}
        {snap.matches({ review: 'loading' }) && <Text role="status">Loading...</Text>}
        {snap.matches({ review: 'failed' }) && <Button size="sm" onClick={() => send({ type: 'retry' })}>Retry</Button>}
        {ctx.quote && <Totals q={ctx.quote} />}
        {/* the machine takes a method only once the review is ready: the choice is closed until then */}
        <Stack as="fieldset" gap="1">
          <legend>Payment method</legend>
          {(['WALLET', 'CARD'] as const).map((m) => (
            <label key={m} style={{ display: 'flex', gap: 8 }}>
              <input type="radio" name={`method-${name}`} disabled={!snap.matches({ review: 'ready' })} checked={ctx.method === m} onChange={() => send({ type: 'method.select', method: m })} />
              {m === 'WALLET' ? `Wallet${ctx.walletCents !== null ? ` (${formatCents(ctx.walletCents)})` : ''}` : 'Card'}
            </label>
          ))}
        </Stack>
        {ctx.method === 'CARD' && <SavedCardPicker cards={ctx.cards} value={ctx.cardId} onChange={(id) => send({ type: 'card.select', cardId: id })} name={`card-${name}`} />}
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
