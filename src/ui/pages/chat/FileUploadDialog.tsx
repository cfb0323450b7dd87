// The file-upload modal: pick a file, send it with a progress bar (file-upload machine).
import { Button, Field, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ChatMessage, MessageFile } from '../../../domain/chat/types';
import { fileUploadMachine, type UploadInput } from '../../../machines/chat/file-upload.machine';
import { inspect } from '../../app/inspector';
import { ChatDialog } from '../../features/chat/ChatDialog';
import { callOrThrow } from '../../features/session/call';
import { useApi } from '../../features/session/useApi';
import { ServiceUnavailableError } from '../../../machines/identity/errors';

export function FileUploadDialog({ roomId, open, onClose }: { roomId: string; open: boolean; onClose(): void }) {
  return (
    <ChatDialog title="Upload file" open={open} onClose={onClose}>
      {open && <UploadForm roomId={roomId} onClose={onClose} />}
    </ChatDialog>
  );
}

function UploadForm({ roomId, onClose }: { roomId: string; onClose(): void }) {
  const api = useApi();
  const [logic] = useState(() => fileUploadMachine.provide({
    actors: {
      createFileMessage: fromPromise<ChatMessage, { roomId: string; content: string }>(({ input }) => callOrThrow(api, 'chat.messages.create', input)),
      uploadFile: fromPromise<MessageFile, UploadInput>(async ({ input }) => {
        const out = await api.call('chat.messageFiles.upload', { messageId: input.messageId, file: input.file, fileName: input.file.name }, {
          onUploadProgress: input.onProgress,
        });
        if (out === undefined) throw new ServiceUnavailableError();
        return out;
      }),
    },
  }));
  const [snap, send] = useMachine(logic, { input: { roomId }, inspect });
  const done = snap.matches('done');
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  const busy = snap.matches('creatingMessage') || snap.matches('uploading');
  const pct = Math.round(snap.context.progress * 100);
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>File</Field.Label>
        <Input type="file" p="1" disabled={busy} onChange={(e) => send({ type: 'file.pick', file: e.currentTarget.files?.[0] ?? null })} />
      </Field.Root>
      {(busy || pct > 0) && (
        <Progress.Root value={pct} max={100} aria-label="Upload progress" data-testid="upload-progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText>{pct}%</Progress.ValueText>
        </Progress.Root>
      )}
      {snap.context.error && <Text role="alert" color="red.600">{snap.context.error}</Text>}
      <Button colorPalette="orange" loading={busy} onClick={() => send({ type: 'upload.start' })}>Send file</Button>
    </Stack>
  );
}
