// /me/crm/rfis: the RFIs the owner's company received (title, short and long description, request types, files,
// sender), newest first; each can be marked read, and answered in the direct chat with its sender.
import { Badge, Button, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ReceivedRfi } from '../../../domain/crm/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/pagination/Pagination';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { CrmLayout } from './CrmLayout';
import { formatMoment } from '../../../domain/shared/dates';


function RfiCard({ r }: { r: ReceivedRfi }) {
  const { send, pending } = useCommand();
  const [, navigate] = useLocation();
  const act = (f: () => Promise<unknown>) => void f().catch((e: unknown) => showAlert(errorText(e), 'error'));
  const reply = () => act(async () => {
    if (!r.sender) return;
    const roomId = r.directRoomId ?? (await send('chat.directRooms.create', { toMemberId: r.sender.id })).id;
    if (!r.read) await send('crm.rfis.read', { id: r.id });
    navigate(links.chatRoom(roomId));
  });
  return (
    <Stack as="li" borderWidth="1px" borderRadius="md" p="3" gap="1" aria-label={r.title} bg={r.read ? undefined : 'orange.50'}>
      <HStack justify="space-between" align="flex-start">
        <Stack gap="0">
          <HStack><Text fontWeight="semibold">{r.title}</Text>{!r.read && <Badge colorPalette="orange">New</Badge>}</HStack>
          <Text fontSize="sm" color="fg.muted">
            {r.sender ? <AppLink href={links.userProfile(r.sender.profileName)}>{r.sender.firstname} {r.sender.lastname}</AppLink> : 'A former member'} · {formatMoment(r.createdAt)}
          </Text>
        </Stack>
        <HStack gap="1">
          {!r.read && <Button size="xs" variant="outline" loading={pending} onClick={() => act(() => send('crm.rfis.read', { id: r.id }))}>Mark read</Button>}
          {r.sender && <Button size="xs" onClick={reply}>Reply in chat</Button>}
        </HStack>
      </HStack>
      <Text>{r.shortDesc}</Text>
      {r.longDesc && <Text whiteSpace="pre-wrap" fontSize="sm">{r.longDesc}</Text>}
      {r.requestTypes.length > 0 && <HStack flexWrap="wrap">{r.requestTypes.map((t) => <Badge key={t}>{t}</Badge>)}</HStack>}
      {r.images.length > 0 && (
        <HStack flexWrap="wrap">
          {r.images.map((src, i) => <Link key={i} href={src} download={`rfi-${i + 1}`}><Image src={src} alt={`File ${i + 1} of ${r.title}`} w="150px" /></Link>)}
        </HStack>
      )}
    </Stack>
  );
}

export function RfisPage() {
  const [page, setPage] = useState({ n: 1, size: 16 });
  const q = useQuery('crm.rfis.list', { skip: (page.n - 1) * page.size, limit: page.size });
  return (
    <CrmLayout title="RFIs" offline={q.offline} error={q.status === 'error' ? q.error?.message : null}>
      {!q.data ? <Text role="status">Loading...</Text> : q.data.items.length === 0 ? <Text>No RFIs received yet.</Text> : (
        <>
          <Text fontSize="sm" data-testid="rfis-summary">{q.data.total} RFI(s), {q.data.unread} unread</Text>
          <Stack as="ul" listStyleType="none" gap="3" aria-label="RFIs">{q.data.items.map((r) => <RfiCard key={r.id} r={r} />)}</Stack>
          {q.data.total > page.size && <Pagination total={q.data.total} page={page.n} size={page.size} onChange={(n, size) => setPage({ n, size })} />}
        </>
      )}
    </CrmLayout>
  );
}
