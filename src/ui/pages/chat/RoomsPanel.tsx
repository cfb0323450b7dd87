// The Chat Rooms panel: the chat-request box (pending invites: Accept/Reject), then Groups, Direct
// Messages and RFQ Messages, each room with logo, name and unread badge ('10+' above 10).
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import type { RoomInvite, RoomType } from '../../../domain/chat/types';
import type { RoomView } from '../../../sync/facade';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { showAlert } from '../../components/alerts';
import { RoomLogo, UnreadBadge } from '../../features/chat/bits';
import { useInvites, useOnlineUsers } from '../../features/chat/useChatData';
import { displayName, useUserCards } from '../../features/chat/useUserCards';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { SyncStatusDot } from '../../features/sync/SyncStatusDot';
import { AddDirectRoomDialog, AddGroupDialog } from './AddRoomDialogs';
import { otherMember, roomTitle } from './roomName';
import { PageTitle } from '../../components/page-header/PageHeader';

const SECTIONS: { type: RoomType; title: string }[] = [
  { type: 'REGULARROOM', title: 'Groups' },
  { type: 'DIRECTROOM', title: 'Direct Messages' },
  { type: 'RFQROOM', title: 'RFQ Messages' },
];

function ChatRequests({ invites }: { invites: RoomInvite[] | null }) {
  const { send } = useCommand();
  const users = useUserCards((invites ?? []).map((i) => i.inviterId));
  const [busy, setBusy] = useState<string | null>(null);
  const answer = async (invite: RoomInvite, accept: boolean) => {
    setBusy(invite.id);
    try {
      await send('chat.invites.answer', { id: invite.id, accept });
    } catch (e) {
      showAlert(errorText(e), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box as="section" aria-labelledby="chat-requests" borderWidth="1px" borderRadius="md" p="2" bg="orange.50">
      <Heading id="chat-requests" as="h2" size="sm" mb="1">Chat requests</Heading>
      {invites === null && <Text fontSize="sm" role="status">Loading...</Text>}
      {invites?.length === 0 && <Text fontSize="sm" color="gray.600">No chat requests</Text>}
      <Stack as="ul" gap="1" listStyleType="none">
        {invites?.map((i) => (
          <HStack as="li" key={i.id} justify="space-between" data-testid="chat-request">
            <Text fontSize="sm">{displayName(users.get(i.inviterId))} invited you to a group</Text>
            <HStack gap="1">
              <Button size="xs" loading={busy === i.id} onClick={() => void answer(i, true)}>Accept</Button>
              <Button size="xs" variant="outline" disabled={busy === i.id} onClick={() => void answer(i, false)}>Reject</Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

// Memoised: the engine's page side keeps unchanged rooms as the same objects (room-delta.ts), so a badge
// change re-renders only that room's row.
const RoomItem = memo(function RoomItem({ room, active, title, online }: { room: RoomView; active: boolean; title: string; online?: boolean }) {
  return (
    <Box as="li">
      <AppLink href={links.chatRoom(room.id)} display="flex" alignItems="center" gap="2" px="2" py="1.5" borderRadius="md"
        aria-current={active ? 'page' : undefined} bg={active ? 'orange.100' : undefined} _hover={{ bg: 'gray.100', textDecoration: 'none' }}
        data-testid="room-item" data-room-id={room.id} data-unread={room.unread}>
        <RoomLogo name={title} src={room.logoPath} online={room.meta.type === 'DIRECTROOM' ? online : undefined} />
        <Text flex="1" truncate fontWeight={room.unread > 0 ? 'bold' : 'normal'}>{title}</Text>
        <UnreadBadge count={room.unread} label={title} />
      </AppLink>
    </Box>
  );
});

export function RoomsPanel({ rooms, selfId, activeId }: { rooms: RoomView[] | null; selfId: string; activeId: string | null }) {
  const invites = useInvites();
  const online = useOnlineUsers();
  const users = useUserCards((rooms ?? []).filter((r) => r.meta.type === 'DIRECTROOM').flatMap((r) => r.memberIds));
  const [dialog, setDialog] = useState<'direct' | 'group' | null>(null);
  const byType = (type: RoomType): RoomView[] => (rooms ?? []).filter((r) => r.meta.type === type);
  return (
    <Stack as="nav" aria-label="Chat Rooms" gap="3" p="2">
      <HStack justify="space-between">
        <PageTitle>Chat Rooms</PageTitle>
        <SyncStatusDot />
      </HStack>
      <ChatRequests invites={invites} />
      <HStack gap="2">
        <Button size="xs" variant="outline" onClick={() => setDialog('direct')}>Add direct room</Button>
        <Button size="xs" variant="outline" onClick={() => setDialog('group')}>Add group</Button>
      </HStack>
      {rooms === null && <Text role="status">Loading...</Text>}
      {rooms !== null && SECTIONS.map((s) => (
        <Box as="section" key={s.type} aria-label={s.title}>
          <Heading as="h2" size="xs" color="gray.600" textTransform="uppercase" mb="1">{s.title}</Heading>
          {byType(s.type).length === 0 && <Text fontSize="sm" color="gray.500">None yet</Text>}
          <Stack as="ul" gap="0.5" listStyleType="none">
            {byType(s.type).map((r) => {
              const other = otherMember(r, selfId);
              return <RoomItem key={r.id} room={r} active={r.id === activeId} title={roomTitle(r, selfId, users)} online={other ? online.has(other) : false} />;
            })}
          </Stack>
        </Box>
      ))}
      <AddDirectRoomDialog selfId={selfId} open={dialog === 'direct'} onClose={() => setDialog(null)} />
      <AddGroupDialog selfId={selfId} open={dialog === 'group'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
