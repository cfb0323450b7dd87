// The file-upload modal: pick a file, send it with a progress bar (file-upload machine).
import { Button, Field, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { inspect } from '../../app/inspector';
import { ChatDialog } from '../../features/chat/ChatDialog';
import { chatFileUploadLogic } from '../../features/chat/fileUploadLogic';
import { useEngineRef } from '../../features/data/useEngineRef';

export function FileUploadDialog({ roomId, open, onClose }: { roomId: string; open: boolean; onClose(): void }) {
  return (
    <ChatDialog title="Upload file" open={open} onClose={onClose}>
      {open && <UploadForm roomId={roomId} onClose={onClose} />}
    </ChatDialog>
  );
}

function UploadForm({ roomId, onClose }: { roomId: string; onClose(): void }) {
  const engine = useEngineRef();
  const [logic] = useState(() => chatFileUploadLogic(engine));
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
