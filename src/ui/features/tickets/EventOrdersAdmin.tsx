// The organiser's ticket orders of an event (group admins): each order with its buyer, tickets still valid and what
// was refunded, and 'Refund order'; 'Cancel ticket sales' ends the sales and refunds every holder. Refunds go back
// the way each buyer paid (card or wallet), once; the holders are told by the server.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '../../../domain/billing';
import { showAlert } from '../../components/alerts';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';

export function EventOrdersAdmin({ cgEventId, eventName }: { cgEventId: string; eventName: string }) {
  const orders = useQuery('tickets.eventOrders', { cgEventId });
  const { send, pending } = useCommand();
  const run = async (question: string, call: () => Promise<{ message: string; failed: number }>) => {
    if (!(await askConfirm(question))) return;
    try {
      const r = await call();
      showAlert(r.message, r.failed > 0 ? 'warning' : 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  };
  const cancelSales = () => run(`Cancel the ticket sales of ${eventName}? Sales end now and every ticket holder is refunded the way they paid.`,
    () => send('tickets.cancelSales', { cgEventId }));
  const refund = (id: string, buyer: string) => run(`Cancel ${buyer}'s tickets and refund them the way they paid?`, () => send('tickets.refundOrder', { id }));
  return (
    <Stack gap="3">
      <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" loading={pending} onClick={() => void cancelSales()}>Cancel ticket sales</Button>
      {orders.status === 'error' && <Text role="alert">{orders.error?.message}</Text>}
      {orders.data?.length === 0 && <Text>No ticket orders yet</Text>}
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Ticket orders">
        {orders.data?.map((o) => (
          <HStack as="li" key={o.id} justify="space-between" borderWidth="1px" rounded="md" p="2" data-testid="event-order">
            <Text fontSize="sm">
              {o.buyerName} · {o.quantity} × {o.typeName} · {formatCents(o.finalCents)} by {o.paymentMethod === 'WALLET' ? 'wallet' : 'card'} · {o.valid} valid
              {o.refundedCents > 0 ? ` · ${formatCents(o.refundedCents)} refunded` : ''}
            </Text>
            {o.valid > 0 && <Button size="xs" variant="outline" colorPalette="red" loading={pending} onClick={() => void refund(o.id, o.buyerName)}>Refund order</Button>}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
