// A ticket order as its buyer sees it in billing: the event, each ticket (its page, its state, what was refunded)
// and, before the event, a cancel button per ticket: the ticket is freed and its share refunded the way it was paid.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '../../../domain/billing';
import type { Ticket, TicketOrder } from '../../../domain/tickets';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { formatMoment } from '../../../domain/shared/dates';

const when = formatMoment;
const way = (o: TicketOrder) => (o.paymentMethod === 'WALLET' ? 'your wallet' : 'your card');

export function ticketState(t: Ticket): string {
  if (t.status === 'CANCELLED') return 'Cancelled';
  return t.checkedInAt === null ? 'Valid' : `Checked in ${when(t.checkedInAt)}`;
}

export function TicketOrderView({ order: o }: { order: TicketOrder }) {
  const { send, pending } = useCommand();
  const upcoming = o.eventStartAt > Date.now();
  async function cancel(t: Ticket) {
    if (!(await askConfirm('Cancel this ticket? Its price is refunded the way you paid.'))) return;
    try {
      showAlert((await send('tickets.cancel', { id: t.id })).message, 'success');
    } catch (err) {
      showAlert(errorText(err), 'error');
    }
  }
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">
        <AppLink href={links.groupEvent(o.groupProfileName, o.eventProfileName)}>{o.eventName}</AppLink> · {when(o.eventStartAt)}
      </Text>
      <Text>{o.quantity} × {o.typeName} at {formatCents(o.unitCents)}; paid {formatCents(o.finalCents)} by {o.paymentMethod === 'WALLET' ? 'wallet' : 'card'} on {when(o.createdAt)}</Text>
      {o.refundedCents > 0 && <Text role="status" aria-label="Refunded">Refunded {formatCents(o.refundedCents)} to {way(o)}</Text>}
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Tickets">
        {o.tickets.map((t, i) => (
          <HStack as="li" key={t.id} gap="3" wrap="wrap" aria-label={`Ticket ${i + 1}`}>
            <AppLink href={links.ticket(t.id)}>Ticket {i + 1}</AppLink>
            <Badge colorPalette={t.status === 'CANCELLED' ? 'red' : t.checkedInAt ? 'green' : 'blue'}>{ticketState(t)}</Badge>
            {t.refundedCents > 0 && <Text fontSize="sm">{formatCents(t.refundedCents)} refunded</Text>}
            {upcoming && t.status === 'VALID' && t.checkedInAt === null && (
              <Button size="xs" variant="outline" colorPalette="red" loading={pending} onClick={() => void cancel(t)}>Cancel ticket {i + 1}</Button>
            )}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
