// The event admin menu's ticket entries: the ticket types of the event, its orders (the organiser's refunds) and its
// check-in desk, each in a dialog.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { Modal } from '../groups/Modal';
import { CheckInDesk } from './CheckInDesk';
import { EventOrdersAdmin } from './EventOrdersAdmin';
import { TicketTypesAdmin } from './TicketTypesAdmin';

export function TicketAdminMenu({ cgEventId, eventName, eventStartAt }: { cgEventId: string; eventName: string; eventStartAt: number }) {
  const [open, setOpen] = useState<'types' | 'orders' | 'desk' | null>(null);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen('types')}>Ticket types</Button>
      <Button size="sm" variant="outline" onClick={() => setOpen('orders')}>Ticket orders</Button>
      <Button size="sm" variant="outline" onClick={() => setOpen('desk')}>Check in tickets</Button>
      <Modal open={open === 'types'} title={`Ticket types: ${eventName}`} onClose={() => setOpen(null)}>
        <TicketTypesAdmin cgEventId={cgEventId} eventStartAt={eventStartAt} />
      </Modal>
      <Modal open={open === 'orders'} title={`Ticket orders: ${eventName}`} onClose={() => setOpen(null)}>
        <EventOrdersAdmin cgEventId={cgEventId} eventName={eventName} />
      </Modal>
      <Modal open={open === 'desk'} title={`Check in: ${eventName}`} onClose={() => setOpen(null)}>
        <CheckInDesk cgEventId={cgEventId} />
      </Modal>
    </>
  );
}
