// /me/network/events/tickets/my-orders: the member's ticket orders, newest first, each with its tickets and its
// page in billing (where a ticket is cancelled and refunded).
import { Box, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '../../../domain/billing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { ticketState } from '../../features/tickets/TicketOrderView';
import { PageTitle } from '../../components/page-header/PageHeader';

export function MyTicketOrdersPage() {
  usePageTitle('My ticket orders');
  const orders = useQuery('tickets.myOrders', { skip: 0, limit: 50 });
  return (
    <Box py="4">
      <PageTitle mb="3">My ticket orders <OfflineMark offline={orders.offline} /></PageTitle>
      {orders.status === 'loading' && <Text role="status">Loading...</Text>}
      {orders.status === 'error' && <Text role="alert">{orders.error?.message}</Text>}
      {orders.data?.length === 0 && <Text>No ticket orders yet</Text>}
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Ticket orders">
        {orders.data?.map((o) => (
          <Stack as="li" key={o.id} gap="1" borderWidth="1px" borderRadius="md" p="3">
            <AppLink href={links.ticketOrder(o.id)}>{o.eventName}: {o.quantity} × {o.typeName}, {formatCents(o.finalCents)}</AppLink>
            {o.refundedCents > 0 && <Text fontSize="sm">Refunded {formatCents(o.refundedCents)}</Text>}
            <Text fontSize="sm">
              {o.tickets.map((t, i) => <span key={t.id}>{i > 0 && ' · '}<AppLink href={links.ticket(t.id)}>Ticket {i + 1}</AppLink> ({ticketState(t)})</span>)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
