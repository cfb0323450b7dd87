// A visitor buys tickets as a guest, as donations do: contact, quantity and a card typed here (tokenised by the
// sandbox, as a provider's hosted field would); one idempotency key per form, so a double submit charges once.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { CARD_ENTRY_MESSAGES, formatCents, parseExpiry } from '../../../domain/billing';
import { TICKET_MAX_PER_ORDER, type TicketOrder, type TicketType } from '../../../domain/tickets';
import { withCardErrors } from '../billing/cardError';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { BoughtTickets } from './BoughtTickets';

export function GuestTicketForm({ type }: { type: TicketType }) {
  const { send, pending } = useCommand();
  const [key] = useState(() => crypto.randomUUID());
  const [f, setF] = useState({ email: '', firstname: '', lastname: '', number: '', expiry: '12/35', cvc: '', quantity: 1 });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ order: TicketOrder; paid: number } | null>(null);
  const set = (k: keyof typeof f) => (e: { currentTarget: { value: string } }) => setF({ ...f, [k]: k === 'quantity' ? Math.max(1, Math.min(TICKET_MAX_PER_ORDER, Number(e.currentTarget.value) || 1)) : e.currentTarget.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const expiry = parseExpiry(f.expiry);
    if (!expiry) return setError(CARD_ENTRY_MESSAGES.expiry);
    try {
      const tok = await send('billing.sandboxToken', { number: f.number.replace(/\s+/g, ''), ...expiry, cvc: f.cvc });
      const r = await withCardErrors(send('tickets.buyGuest', {
        cgEventTicketTypeId: type.id, quantity: f.quantity, paymentMethod: 'CARD', buyerEmail: f.email.trim(), buyerFirstname: f.firstname.trim(),
        buyerLastname: f.lastname.trim(), paymentSource: tok.id, idempotencyKey: key,
      }, { idempotencyKey: key }));
      if (r.ticketOrder && r.order) setDone({ order: r.ticketOrder, paid: r.order.finalCents });
    } catch (err) {
      setError(errorText(err));
    }
  }

  if (done) {
    return (
      <Stack gap="2">
        <Text role="status">Paid {formatCents(done.paid)}. Keep the links of your tickets: each shows its QR code.</Text>
        <BoughtTickets order={done.order} member={false} />
      </Stack>
    );
  }
  return (
    <Stack as="form" onSubmit={(e) => void submit(e)} gap="2" maxW="460px" aria-label={`Buy ${type.name} as a guest`}>
      <Field.Root required><Field.Label>Email</Field.Label><Input type="email" value={f.email} onChange={set('email')} /></Field.Root>
      <HStack>
        <Field.Root required><Field.Label>First name</Field.Label><Input value={f.firstname} onChange={set('firstname')} /></Field.Root>
        <Field.Root required><Field.Label>Last name</Field.Label><Input value={f.lastname} onChange={set('lastname')} /></Field.Root>
      </HStack>
      <Field.Root w="160px"><Field.Label>Quantity</Field.Label><Input type="number" min={1} max={TICKET_MAX_PER_ORDER} value={f.quantity} onChange={set('quantity')} /></Field.Root>
      <Field.Root required><Field.Label>Card number</Field.Label><Input inputMode="numeric" autoComplete="cc-number" value={f.number} onChange={set('number')} /></Field.Root>
      <HStack>
        <Field.Root required><Field.Label>Expiry (MM/YY)</Field.Label><Input value={f.expiry} onChange={set('expiry')} /></Field.Root>
        <Field.Root required><Field.Label>CVC</Field.Label><Input inputMode="numeric" maxLength={4} value={f.cvc} onChange={set('cvc')} /></Field.Root>
      </HStack>
      <Text fontSize="sm">{type.name}: {formatCents(type.cents)} each, plus the transaction fee; the total is the server's and shows once paid.</Text>
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <Button type="submit" colorPalette="orange" loading={pending} alignSelf="flex-start">Pay by card</Button>
    </Stack>
  );
}
