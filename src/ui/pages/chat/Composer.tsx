// The composer of the open room (composer machine): send, edit the user's own message, delete.
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ChatMessage } from '../../../domain/chat/types';
import { composerMachine } from '../../../machines/chat/composer.machine';
import { inspect } from '../../app/inspector';
import { showAlert } from '../../components/alerts';
import { VoiceNoteButton } from '../../features/calls/VoiceNoteRecorder';
import { sendCommand } from '../../features/data/useCommand';
import { useEngineRef } from '../../features/data/useEngineRef';

export type ComposerHandle = { edit(m: ChatMessage): void; remove(m: ChatMessage): void };

export function Composer({ roomId, onReady, onFile }: { roomId: string; onReady(h: ComposerHandle): void; onFile(): void }) {
  const engine = useEngineRef();
  const [logic] = useState(() => composerMachine.provide({
    actors: {
      sendMessage: fromPromise<unknown, { roomId: string; content: string }>(({ input }) => sendCommand(engine.current, 'chat.messages.create', input)),
      editMessage: fromPromise<unknown, { messageId: string; content: string }>(({ input }) =>
        sendCommand(engine.current, 'chat.messages.edit', { id: input.messageId, content: input.content })),
      deleteMessage: fromPromise<unknown, { messageId: string }>(({ input }) => sendCommand(engine.current, 'chat.messages.delete', { id: input.messageId })),
    },
  }));
  const [snap, send] = useMachine(logic, { input: { roomId }, inspect });
  const [text, setText] = useState('');
  const [editText, setEditText] = useState('');
  const { error, sentCount, editingId } = snap.context;
  const editBox = useRef<HTMLInputElement>(null);
  const messageBox = useRef<HTMLInputElement>(null);
  useEffect(() => setText(''), [sentCount]);
  useEffect(() => {
    // opening a room puts the caret in its message box; editing a message, in the edit box; and back after
    (editingId ? editBox : messageBox).current?.focus();
  }, [roomId, editingId]);
  useEffect(() => {
    if (error) showAlert(error, 'error');
  }, [error]);
  useEffect(() => {
    onReady({
      edit: (m) => {
        setEditText(m.content);
        send({ type: 'edit.start', messageId: m.id, content: m.content });
      },
      remove: (m) => send({ type: 'message.delete', messageId: m.id }),
    });
  }, [onReady, send]);

  if (editingId) {
    return (
      <HStack as="form" p="2" borderTopWidth="1px" align="flex-end" onSubmit={(e) => { e.preventDefault(); send({ type: 'edit.save', content: editText }); }}>
        <Field.Root flex="1">
          <Field.Label fontSize="xs">Edit message</Field.Label>
          <Input value={editText} onChange={(e) => setEditText(e.currentTarget.value)} ref={editBox} />
        </Field.Root>
        <Button type="submit" colorPalette="orange" loading={snap.matches({ editing: 'saving' })}>Save</Button>
        <Button variant="ghost" onClick={() => send({ type: 'edit.cancel' })}>Cancel</Button>
      </HStack>
    );
  }
  return (
    <HStack as="form" p="2" borderTopWidth="1px" align="flex-end" onSubmit={(e) => { e.preventDefault(); send({ type: 'message.send', content: text }); }}>
      <Button variant="outline" onClick={onFile} aria-label="Upload file">📎</Button>
      <VoiceNoteButton roomId={roomId} />
      <Field.Root flex="1">
        <Field.Label fontSize="xs">Message</Field.Label>
        <Input value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder="Write a message" autoComplete="off" ref={messageBox} />
      </Field.Root>
      <Button type="submit" colorPalette="orange" loading={snap.matches('sending')}>Send</Button>
      {snap.matches('deleting') && <Text fontSize="xs">Deleting…</Text>}
    </HStack>
  );
}
