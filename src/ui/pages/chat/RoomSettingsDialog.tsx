// Room settings (Members and Admin tabs). The creator is labelled '(admin)' and may rename, change
// the logo, remove members and invite; others see Members and Leave. Also serves as the view-members
// and edit-group modals (opened on that tab), and as the direct room's info.
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { AppTabs } from '../../components/tabs/AppTabs';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { ChatRoom } from '../../../domain/chat/types';
import { leaveRoomMachine } from '../../../machines/chat/leave-room.machine';
import { roomSettingsMachine } from '../../../machines/chat/room-settings.machine';
import { inspect } from '../../app/inspector';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { ChatDialog } from '../../features/chat/ChatDialog';
import { PresenceDot } from '../../features/chat/bits';
import { useOnlineUsers } from '../../features/chat/useChatData';
import { UserPicker } from '../../features/chat/UserPicker';
import { displayName, useUserCards } from '../../features/chat/useUserCards';
import { sendCommand } from '../../features/data/useCommand';
import { useEngineRef } from '../../features/data/useEngineRef';

export type SettingsTab = 'members' | 'admin';

export function RoomSettingsDialog({ room, selfId, open, tab, onClose }: { room: ChatRoom; selfId: string; open: boolean; tab: SettingsTab; onClose(): void }) {
  const direct = room.meta.type === 'DIRECTROOM';
  return (
    <ChatDialog title={direct ? 'Direct room info' : 'Room settings'} open={open} onClose={onClose}>
      {open && <Settings room={room} selfId={selfId} tab={tab} onClose={onClose} />}
    </ChatDialog>
  );
}

function Settings({ room, selfId, tab, onClose }: { room: ChatRoom; selfId: string; tab: SettingsTab; onClose(): void }) {
  const engine = useEngineRef();
  const [, navigate] = useLocation();
  const users = useUserCards(room.memberIds);
  const online = useOnlineUsers();
  const [settingsLogic] = useState(() => roomSettingsMachine.provide({
    actors: {
      renameRoom: fromPromise<ChatRoom, { roomId: string; name: string }>(({ input }) => sendCommand(engine.current, 'chat.rooms.rename', { id: input.roomId, name: input.name })),
      uploadLogo: fromPromise<ChatRoom, { roomId: string; logo: Blob }>(({ input }) =>
        sendCommand(engine.current, 'chat.rooms.logo', { id: input.roomId, file: input.logo, fileName: input.logo instanceof File ? input.logo.name : 'logo' })),
      removeMember: fromPromise<ChatRoom, { roomId: string; memberId: string }>(({ input }) =>
        sendCommand(engine.current, 'chat.rooms.removeMember', { id: input.roomId, memberId: input.memberId })),
      inviteMember: fromPromise<unknown, { roomId: string; inviteeId: string }>(({ input }) => sendCommand(engine.current, 'chat.invites.create', input)),
    },
  }));
  const [snap, send] = useMachine(settingsLogic, { input: { room, userId: selfId }, inspect });
  const [leaveLogic] = useState(() => leaveRoomMachine.provide({
    actors: {
      leaveRoom: fromPromise<unknown, { roomId: string; direct: boolean }>(({ input }) =>
        sendCommand(engine.current, input.direct ? 'chat.directRooms.leave' : 'chat.rooms.leave', { id: input.roomId })),
    },
  }));
  const [leave, sendLeave] = useMachine(leaveLogic, { input: { room }, inspect });
  const [name, setName] = useState(room.name);
  useEffect(() => send({ type: 'room.changed', room }), [room, send]);
  useEffect(() => {
    if (snap.context.notice) showAlert(snap.context.notice, 'success');
    if (snap.context.error) showAlert(snap.context.error, 'error');
  }, [snap.context.notice, snap.context.error]);
  useEffect(() => {
    if (leave.context.error) showAlert(leave.context.error, 'error');
  }, [leave.context.error]);
  const left = leave.status === 'done';
  useEffect(() => {
    if (left) {
      onClose();
      navigate(links.chat());
    }
  }, [left, onClose, navigate]);

  const current = snap.context.room;
  const isCreator = current.creatorId === selfId;
  const direct = current.meta.type === 'DIRECTROOM';
  const creatorKnown = current.memberIds.includes(current.creatorId);
  const members = (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Members">
      {current.memberIds.map((id) => (
        <HStack as="li" key={id} justify="space-between">
          <HStack gap="2">
            <PresenceDot online={online.has(id) || id === selfId} />
            <Text>
              {id === selfId ? 'me' : displayName(users.get(id))}
              {!direct && id === current.creatorId && ' (admin)'}
            </Text>
          </HStack>
          {isCreator && !direct && id !== selfId && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => send({ type: 'member.remove', memberId: id })}>
              Remove {displayName(users.get(id))}
            </Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
  const leaveBox = !isCreator || direct ? (
    <Box mt="4">
      {leave.matches('confirming') ? (
        <Stack gap="2" role="alertdialog" aria-label="Leave room">
          <Text color={leave.context.warning?.includes('forever') ? 'red.600' : undefined}>{leave.context.warning}</Text>
          <HStack>
            <Button size="sm" colorPalette="red" onClick={() => sendLeave({ type: 'leave.confirm' })}>Yes, leave</Button>
            <Button size="sm" variant="ghost" onClick={() => sendLeave({ type: 'leave.cancel' })}>Cancel</Button>
          </HStack>
        </Stack>
      ) : (
        <Button size="sm" variant="outline" colorPalette="red" loading={leave.matches('leaving')} onClick={() => sendLeave({ type: 'leave.request' })}>Leave</Button>
      )}
    </Box>
  ) : null;
  if (direct) return <>{members}{leaveBox}</>;
  return (
    <AppTabs.Root defaultValue={tab}>
      <AppTabs.List>
        <AppTabs.Trigger value="members">Members</AppTabs.Trigger>
        <AppTabs.Trigger value="admin">Admin</AppTabs.Trigger>
      </AppTabs.List>
      <AppTabs.Content value="members">
        {members}
        {leaveBox}
      </AppTabs.Content>
      <AppTabs.Content value="admin">
        {!creatorKnown && <Text color="gray.600">No admin found</Text>}
        {creatorKnown && !isCreator && <Text>Admin: {displayName(users.get(current.creatorId))} (admin)</Text>}
        {isCreator && (
          <Stack gap="4">
            <HStack as="form" align="flex-end" onSubmit={(e) => { e.preventDefault(); send({ type: 'room.rename', name }); }}>
              <Field.Root flex="1">
                <Field.Label>Room name</Field.Label>
                <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
              </Field.Root>
              <Button type="submit" loading={snap.matches('renaming')}>Rename</Button>
            </HStack>
            <Field.Root>
              <Field.Label>Room logo</Field.Label>
              <Input type="file" accept="image/*" p="1" onChange={(e) => {
                const f = e.currentTarget.files?.[0];
                if (f) send({ type: 'room.logo', logo: f });
              }} />
            </Field.Root>
            <UserPicker selfId={selfId} label="Invite a member" exclude={current.memberIds}
              onPick={(u) => send({ type: 'member.invite', inviteeId: u.id })} />
          </Stack>
        )}
      </AppTabs.Content>
    </AppTabs.Root>
  );
}
