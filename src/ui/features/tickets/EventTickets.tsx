// The event page's tickets: each ticket type with its price and what remains (live: every sale and change is an
// event that refreshes this query); a member buys through the one payment flow, a visitor as a guest by card.
import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { TICKET_MAX_PER_ORDER, type TicketOrder, type TicketType } from '../../../domain/tickets';
import { PaymentFlow } from '../billing/PaymentFlow';
import { useEngineRef } from '../data/useEngineRef';
import { useQuery } from '../data/useQuery';
import { BoughtTickets, priceText } from './BoughtTickets';
import { GuestTicketForm } from './GuestTicketForm';
import { ticketPaymentActors } from './ticketActors';

const availability = (t: TicketType) => (t.onSale ? `${t.remaining} left` : t.remaining === 0 ? 'Sold out' : 'Not on sale');

function MemberBuy({ type }: { type: TicketType }) {
  const engine = useEngineRef();
  const [quantity, setQuantity] = useState(1);
  const [bought, setBought] = useState<TicketOrder | null>(null);
  const actors = useMemo(() => ticketPaymentActors(engine, quantity, (r) => setBought(r.ticketOrder)), [engine, quantity]);
  const max = Math.min(TICKET_MAX_PER_ORDER, type.remaining);
  return (
    <Stack gap="2">
      <Field.Root w="160px">
        <Field.Label>Quantity</Field.Label>
        <Input type="number" min={1} max={max} value={quantity} disabled={bought !== null}
          onChange={(e) => setQuantity(Math.max(1, Math.min(max, Math.floor(Number(e.currentTarget.value)) || 1)))} />
      </Field.Root>
      {/* a new flow (and idempotency key) per quantity: the quote and the charge are for what is shown */}
      <PaymentFlow key={quantity} name={`tickets-${type.id}`} actors={actors} options={[{ id: type.id, cents: type.cents, label: `${type.name} × ${quantity}` }]} />
      {bought && <BoughtTickets order={bought} member />}
    </Stack>
  );
}

export function EventTickets({ cgEventId, signedIn }: { cgEventId: string; signedIn: boolean }) {
  const types = useQuery('tickets.types', { cgEventId });
  const [chosen, setChosen] = useState<string | null>(null);
  if (!types.data || types.data.length === 0) return null;
  const pick = types.data.find((t) => t.id === chosen);
  return (
    <Stack as="section" aria-label="Tickets" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="md">Tickets</Heading>
      <Stack as="ul" listStyleType="none" gap="1">
        {types.data.map((t) => (
          <HStack as="li" key={t.id} justify="space-between" aria-label={`Ticket type ${t.name}`}>
            <Text>{t.name} · {priceText(t.cents)} · <span data-testid="remaining">{availability(t)}</span></Text>
            {t.onSale && chosen !== t.id && <Button size="sm" colorPalette="orange" onClick={() => setChosen(t.id)}>Buy {t.name}</Button>}
          </HStack>
        ))}
      </Stack>
      {pick && (signedIn ? <MemberBuy key={pick.id} type={pick} /> : <GuestTicketForm key={pick.id} type={pick} />)}
    </Stack>
  );
}
