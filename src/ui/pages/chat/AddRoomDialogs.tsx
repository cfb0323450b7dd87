// Modals to add a direct room and to add a group (name, logo and members all optional).
import { Button, Field, HStack, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { ChatRoom, UserCard } from '../../../domain/chat/types';
import { addDirectRoomMachine } from '../../../machines/chat/add-direct-room.machine';
import { addGroupMachine } from '../../../machines/chat/add-group.machine';
import { inspect } from '../../app/inspector';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { ChatDialog } from '../../features/chat/ChatDialog';
import { UserPicker } from '../../features/chat/UserPicker';
import { displayName } from '../../features/chat/useUserCards';
import { sendCommand } from '../../features/data/useCommand';
import { useEngineRef } from '../../features/data/useEngineRef';

type Props = { selfId: string; open: boolean; onClose(): void };

export function AddDirectRoomDialog({ selfId, open, onClose }: Props) {
  return (
    <ChatDialog title="Add direct room" open={open} onClose={onClose}>
      {open && <AddDirectRoomForm selfId={selfId} onClose={onClose} />}
    </ChatDialog>
  );
}

function AddDirectRoomForm({ selfId, onClose }: { selfId: string; onClose(): void }) {
  const engine = useEngineRef();
  const [, navigate] = useLocation();
  const [logic] = useState(() => addDirectRoomMachine.provide({
    actors: { createDirectRoom: fromPromise<ChatRoom, { toMemberId: string }>(({ input }) => sendCommand(engine.current, 'chat.directRooms.create', input)) },
  }));
  const [snap, send] = useMachine(logic, { inspect });
  const { picked, error, room } = snap.context;
  useEffect(() => {
    if (error) showAlert(error, 'error');
  }, [error]);
  useEffect(() => {
    if (room) {
      onClose();
      navigate(links.chatRoom(room.id));
    }
  }, [room, onClose, navigate]);
  return (
    <Stack gap="3">
      <UserPicker selfId={selfId} label="Find a person" onPick={(user) => send({ type: 'user.pick', user })} />
      {picked && <Text>Chat with: <strong>{displayName(picked)}</strong></Text>}
      {error && <Text role="alert" color="red.600">{error}</Text>}
      <Button colorPalette="orange" disabled={!picked} loading={snap.matches('creating')} onClick={() => send({ type: 'room.create' })}>
        Start chat
      </Button>
    </Stack>
  );
}

export function AddGroupDialog({ selfId, open, onClose }: Props) {
  return (
    <ChatDialog title="Add group" open={open} onClose={onClose}>
      {open && <AddGroupForm selfId={selfId} onClose={onClose} />}
    </ChatDialog>
  );
}

function AddGroupForm({ selfId, onClose }: { selfId: string; onClose(): void }) {
  const engine = useEngineRef();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [members, setMembers] = useState<UserCard[]>([]);
  const [logic] = useState(() => addGroupMachine.provide({
    actors: {
      createRoom: fromPromise<ChatRoom, { name: string }>(({ input }) => sendCommand(engine.current, 'chat.rooms.create', input.name ? { name: input.name } : {})),
      uploadLogo: fromPromise<ChatRoom, { roomId: string; logo: Blob }>(({ input }) =>
        sendCommand(engine.current, 'chat.rooms.logo', { id: input.roomId, file: input.logo, fileName: input.logo instanceof File ? input.logo.name : 'logo' })),
      inviteMembers: fromPromise<number, { roomId: string; memberIds: string[] }>(async ({ input }) => {
        let sent = 0;
        for (const inviteeId of input.memberIds) {
          await sendCommand(engine.current, 'chat.invites.create', { roomId: input.roomId, inviteeId });
          sent += 1;
        }
        return sent;
      }),
    },
  }));
  const [snap, send] = useMachine(logic, { inspect });
  const done = snap.status === 'done';
  useEffect(() => {
    if (snap.context.error) showAlert(snap.context.error, 'error');
  }, [snap.context.error]);
  useEffect(() => {
    if (!done) return;
    snap.context.notices.forEach((n, i) => showAlert(n, i === 0 ? 'success' : 'info'));
    onClose();
    if (snap.context.room) navigate(links.chatRoom(snap.context.room.id));
    // once, when the flow ends
  }, [done]);
  const busy = !snap.matches('form');
  return (
    <Stack gap="3" as="form" onSubmit={(e) => {
      e.preventDefault();
      send({ type: 'group.submit', draft: { name, logo, memberIds: members.map((m) => m.id) } });
    }}>
      <Field.Root>
        <Field.Label>Group name</Field.Label>
        <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Logo</Field.Label>
        <Input type="file" accept="image/*" p="1" onChange={(e) => setLogo(e.currentTarget.files?.[0] ?? null)} />
      </Field.Root>
      <UserPicker selfId={selfId} label="Add members" exclude={members.map((m) => m.id)} onPick={(u) => setMembers((ms) => [...ms, u])} />
      {members.length > 0 && (
        <HStack wrap="wrap" aria-label="Members to invite">
          {members.map((m) => (
            <Tag.Root key={m.id}>
              <Tag.Label>{displayName(m)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={`Remove ${displayName(m)}`} onClick={() => setMembers((ms) => ms.filter((x) => x.id !== m.id))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <Button type="submit" colorPalette="orange" loading={busy}>Create group</Button>
    </Stack>
  );
}
