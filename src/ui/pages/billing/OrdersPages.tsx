// /me/billing/order-history and /me/billing/order-history/ticket-orders/{orderId}: orders as the server recorded them.
import { Stack, Table, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { formatCents, type Order } from '../../../domain/billing';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { BillingLayout } from '../../features/billing/BillingLayout';
import { useQuery } from '../../features/data/useQuery';
import { TicketOrderView } from '../../features/tickets/TicketOrderView';
import { formatMoment } from '../../../domain/shared/dates';
import { PAYMENT_METHOD_LABELS } from '../../../domain/shared/words';

const when = formatMoment;
const KIND: Record<string, string> = { CHARGE: 'Payment', DEPOSIT: 'Wallet deposit', CG_MEMBER_ORDER: 'Group membership', CG_MEMBER_SUBSCRIPTION: 'Group subscription', TICKET_ORDER: 'Event tickets' };

export function OrderHistoryPage() {
  const orders = useQuery('billing.orders', { skip: 0, limit: 64 });
  return (
    <BillingLayout title="Order history" offline={orders.offline}>
      {orders.status === 'loading' && <Text role="status">Loading...</Text>}
      {orders.status === 'error' && <Text role="alert">{orders.error?.message}</Text>}
      {orders.data && orders.data.length === 0 && <Text>No orders yet</Text>}
      {orders.data && orders.data.length > 0 && (
        <Table.Root size="sm" aria-label="Orders">
          <Table.Header><Table.Row><Table.ColumnHeader>Date</Table.ColumnHeader><Table.ColumnHeader>Order</Table.ColumnHeader><Table.ColumnHeader>Method</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader></Table.Row></Table.Header>
          <Table.Body>
            {orders.data.map((o) => (
              <Table.Row key={o.id}>
                <Table.Cell>{when(o.createdAt)}</Table.Cell>
                <Table.Cell><AppLink href={links.ticketOrder(o.id)}>{o.description}</AppLink> <Text as="span" color="gray.600" fontSize="xs">({KIND[o.kind] ?? o.kind})</Text></Table.Cell>
                <Table.Cell>{PAYMENT_METHOD_LABELS[o.paymentMethod]}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(o.finalCents)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </BillingLayout>
  );
}

function Totals({ o }: { o: Order }) {
  return (
    <Stack as="dl" gap="1">
      <Text><strong>Price:</strong> {formatCents(o.cents)}</Text>
      <Text><strong>Discount:</strong> {formatCents(o.discountCents)}{o.couponCodes.length ? ` (${o.couponCodes.join(', ')})` : ''}</Text>
      <Text><strong>Transaction fee:</strong> {formatCents(o.tranxCents)}</Text>
      <Text><strong>Total:</strong> {formatCents(o.finalCents)}</Text>
      <Text><strong>Paid by:</strong> {PAYMENT_METHOD_LABELS[o.paymentMethod]} on {when(o.createdAt)}</Text>
    </Stack>
  );
}

/** A ticket order's tickets (cancel, refunds) under the order: the ticket order shares the order's id. */
function TicketOrderSection({ id }: { id: string }) {
  const tickets = useQuery('tickets.order', { id });
  if (tickets.status === 'error') return <Text role="alert">{tickets.error?.message}</Text>;
  return tickets.data ? <TicketOrderView order={tickets.data} /> : <Text role="status">Loading...</Text>;
}

export function OrderDetailPage() {
  const { orderId = '' } = useParams<{ orderId: string }>();
  const order = useQuery('billing.order', { id: orderId });
  return (
    <BillingLayout title="Order" offline={order.offline}>
      {order.status === 'loading' && <Text role="status">Loading...</Text>}
      {order.status === 'error' && <Text role="alert">{order.error?.message}</Text>}
      {order.data && <Stack gap="3"><Text fontWeight="semibold">{order.data.description}</Text><Totals o={order.data} /></Stack>}
      {order.data?.kind === 'TICKET_ORDER' && <TicketOrderSection id={order.data.id} />}
    </BillingLayout>
  );
}
