// Links to the tickets of an order just bought (and, for members, to the order in billing).
import { Stack } from '@chakra-ui/react';
import { formatCents } from '../../../domain/billing';
import type { TicketOrder } from '../../../domain/tickets';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';

export const priceText = (cents: number) => (cents === 0 ? 'Free' : formatCents(cents));

export function BoughtTickets({ order, member }: { order: TicketOrder; member: boolean }) {
  return (
    <Stack gap="1" aria-label="Your tickets">
      {order.tickets.map((t, i) => <AppLink key={t.id} href={links.ticket(t.id)}>Ticket {i + 1}: {order.typeName}</AppLink>)}
      {member && <AppLink href={links.ticketOrder(order.id)}>Your order</AppLink>}
    </Stack>
  );
}
