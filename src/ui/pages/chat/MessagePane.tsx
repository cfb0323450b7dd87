// The message pane of the open room: header (logo, name, member count, total and loaded count; on a phone the
// actions in one menu so the name keeps its room),
// the message list, the composer, and the file-upload and settings modals.
import { Box, Button, Flex, Heading, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '../../../domain/chat/types';
import type { RoomView } from '../../../sync/facade';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { askConfirm } from '../../components/confirm-dialog/confirm';
import { VideoCallButton } from '../../features/calls/VideoCallButton';
import { RoomLogo } from '../../features/chat/bits';
import { useMessages, useOnlineUsers, useOpenRoom } from '../../features/chat/useChatData';
import { useUserCards } from '../../features/chat/useUserCards';
import { useChatViews } from '../../features/sync/useChatViews';
import { Composer, type ComposerHandle } from './Composer';
import { FileUploadDialog } from './FileUploadDialog';
import { MessageList } from './MessageList';
import { RoomSettingsDialog, type SettingsTab } from './RoomSettingsDialog';
import { otherMember, roomTitle } from './roomName';
import { countOf } from '../../../domain/shared/words';

/** A message is deleted for everyone in the room: asked first, never at one click. */
const DELETE_MESSAGE = 'Delete this message for everyone in the room?';

export function MessagePane({ room, selfId }: { room: RoomView; selfId: string }) {
  const views = useChatViews();
  useOpenRoom(room.id);
  const view = useMessages(room.id);
  const online = useOnlineUsers();
  const users = useUserCards([...room.memberIds, ...(view?.messages.map((m) => m.ownerId) ?? [])]);
  const [dialog, setDialog] = useState<null | 'file' | SettingsTab>(null);
  const composer = useRef<ComposerHandle | null>(null);
  const onReady = useCallback((h: ComposerHandle) => { composer.current = h; }, []);
  const title = roomTitle(room, selfId, users);
  const direct = room.meta.type === 'DIRECTROOM';
  const other = otherMember(room, selfId);
  const loadOlder = useCallback(() => { void views?.loadOlderMessages(room.id); }, [views, room.id]);
  const close = useCallback(() => setDialog(null), []);
  return (
    <Flex direction="column" h="full" minH="0">
      <HStack as="header" p="2" borderBottomWidth="1px" gap="2">
        <AppLink href={links.chat()} hideFrom="md" aria-label="Back to chat rooms" px="2">←</AppLink>
        <RoomLogo name={title} src={room.logoPath} online={direct && other ? online.has(other) : undefined} />
        <Box flex="1" minW="0">
          <Heading as="h2" size="sm" truncate data-testid="room-title">{title}</Heading>
          <Text fontSize="xs" color="gray.600" truncate data-testid="room-counts">
            {countOf(room.memberIds.length, 'member')} · {view && !view.loading ? `${view.loaded} of ${countOf(view.total, 'message')} loaded` : 'Loading...'}
          </Text>
        </Box>
        <VideoCallButton roomId={room.id} />
        <HStack gap="2" hideBelow="md">
          {direct ? (
            <Button size="xs" variant="outline" onClick={() => setDialog('members')}>Info</Button>
          ) : (
            <>
              <Button size="xs" variant="outline" onClick={() => setDialog('members')}>Members</Button>
              {room.creatorId === selfId && <Button size="xs" variant="outline" onClick={() => setDialog('admin')}>Edit group</Button>}
              <Button size="xs" variant="outline" onClick={() => setDialog('members')} aria-label="Room settings">⚙</Button>
            </>
          )}
        </HStack>
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="xs" variant="outline" hideFrom="md" aria-label="Room actions">⋯</Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="members" onSelect={() => setDialog('members')}>{direct ? 'Info' : 'Members'}</Menu.Item>
                {!direct && room.creatorId === selfId && <Menu.Item value="admin" onSelect={() => setDialog('admin')}>Edit group</Menu.Item>}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      <MessageList view={view} room={room} selfId={selfId} users={users} onLoadOlder={loadOlder}
        onEdit={(m: ChatMessage) => composer.current?.edit(m)} onDelete={(m: ChatMessage) => void askConfirm(DELETE_MESSAGE, { title: 'Delete message', confirmLabel: 'Delete' }).then((ok) => ok && composer.current?.remove(m))} />
      <Composer key={room.id} roomId={room.id} onReady={onReady} onFile={() => setDialog('file')} />
      <FileUploadDialog roomId={room.id} open={dialog === 'file'} onClose={close} />
      <RoomSettingsDialog room={room} selfId={selfId} open={dialog === 'members' || dialog === 'admin'} tab={dialog === 'admin' ? 'admin' : 'members'} onClose={close} />
    </Flex>
  );
}
