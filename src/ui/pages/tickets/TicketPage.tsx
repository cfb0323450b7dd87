// /tickets/{ticketId}: a ticket with the QR code of its signed check-in link (the code is shown too, for typing),
// its event and its state, which changes live when it is checked in or cancelled. Opened from the check-in link
// (?check=, e.g. by a phone's own camera), a signed-in person is offered the check-in: the server lets group admins only.
import { Badge, Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { checkInPath, codeFromScan, type Ticket } from '../../../domain/tickets';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { ticketState } from '../../features/tickets/TicketOrderView';
import { formatMoment } from '../../../domain/shared/dates';
import { PageTitle } from '../../components/page-header/PageHeader';

const QR_SIZE = 260;

function CheckInFromLink({ ticket, code }: { ticket: Ticket; code: string }) {
  const { send, pending } = useCommand();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const checkIn = async () => {
    try {
      setAnswer({ ok: true, text: (await send('tickets.checkIn', { cgEventId: ticket.cgEventId, code })).message });
    } catch (err) {
      setAnswer({ ok: false, text: errorText(err) });
    }
  };
  return (
    <Stack align="center">
      {ticket.status === 'VALID' && ticket.checkedInAt === null && <Button colorPalette="orange" loading={pending} onClick={() => void checkIn()}>Check this ticket in</Button>}
      {answer && <Text role={answer.ok ? 'status' : 'alert'} fontWeight="semibold">{answer.text}</Text>}
    </Stack>
  );
}

export function TicketPage() {
  const { ticketId = '' } = useParams<{ ticketId: string }>();
  const ticket = useQuery('tickets.ticket', { id: ticketId });
  const check = new URLSearchParams(useSearch()).get('check');
  const signedIn = useSession().status === 'signedIn';
  const [qr, setQr] = useState<string | null>(null);
  usePageTitle(ticket.data ? `Ticket: ${ticket.data.eventName}` : 'Ticket');
  const link = ticket.data ? `${window.location.origin}${checkInPath(ticket.data.id, ticket.data.code)}` : null;
  useEffect(() => {
    if (!link) return;
    let live = true;
    void QRCode.toDataURL(link, { width: QR_SIZE, margin: 1 }).then((d) => live && setQr(d));
    return () => { live = false; };
  }, [link]);
  if (ticket.status === 'error') return <Text role="alert" py="6">{ticket.error?.message}</Text>;
  if (!ticket.data) return <Text role="status">Loading...</Text>;
  const t = ticket.data;
  return (
    <Box py="4" maxW="520px" mx="auto">
      <Stack gap="3" align="center" textAlign="center">
        <PageTitle>{t.eventName}</PageTitle>
        <OfflineMark offline={ticket.offline} />
        <Text>{t.typeName} · {formatMoment(t.eventStartAt)}</Text>
        <Badge size="lg" aria-label="Ticket state" colorPalette={t.status === 'CANCELLED' ? 'red' : t.checkedInAt ? 'green' : 'blue'}>{ticketState(t)}</Badge>
        {t.status === 'VALID' && qr && <Image src={qr} alt="Check-in QR code" width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />}
        {t.status === 'VALID' && <Text fontFamily="mono" fontSize="lg" aria-label="Ticket code">{t.code}</Text>}
        {check && signedIn && <CheckInFromLink ticket={t} code={codeFromScan(check)} />}
        <AppLink href={links.groupEvent(t.groupProfileName, t.eventProfileName)}>Event page</AppLink>
      </Stack>
    </Box>
  );
}
