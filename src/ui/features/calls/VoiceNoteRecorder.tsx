// The composer's voice note: a mic button opens a dialog that records (counting seconds), stops into an
// mp3 file, and sends it through the chat's upload flow (voice-note machine).
import { Button, Progress, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { voiceNoteMachine, type SendVoiceNoteInput, type VoiceNoteFile } from '../../../machines/calls/voice-note.machine';
import { inspect } from '../../app/inspector';
import { AppDialog } from '../../components/dialog/AppDialog';
import { useEngineRef } from '../data/useEngineRef';
import { startMicRecording, type Recording } from './recorder';
import { sendFileThroughUploadFlow } from './upload-flow';

export function VoiceNoteButton({ roomId }: { roomId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" aria-label="Record voice note" title="Record voice note" onClick={() => setOpen(true)}>🎤</Button>
      <AppDialog title="Voice note" open={open} onClose={() => setOpen(false)}>
        {open && <VoiceNoteRecorder roomId={roomId} onSent={() => setOpen(false)} />}
      </AppDialog>
    </>
  );
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function VoiceNoteRecorder({ roomId, onSent }: { roomId: string; onSent(): void }) {
  const engine = useEngineRef();
  const recording = useRef<Recording | null>(null);
  const [logic] = useState(() => voiceNoteMachine.provide({
    actors: {
      startRecording: fromPromise<unknown, void>(async () => {
        recording.current = await startMicRecording();
        return null;
      }),
      stopRecording: fromPromise<VoiceNoteFile, { seconds: number }>(async () => {
        const r = recording.current;
        recording.current = null;
        if (!r) throw new Error('not recording');
        return r.stop();
      }),
      discardRecording: fromPromise<unknown, void>(async () => {
        recording.current?.discard();
        recording.current = null;
        return null;
      }),
      sendVoiceNote: fromPromise<unknown, SendVoiceNoteInput>(({ input }) => sendFileThroughUploadFlow(engine, input.roomId, input.file, input.onProgress)),
    },
  }));
  const [snap, send] = useMachine(logic, { input: { roomId }, inspect });
  useEffect(() => () => recording.current?.discard(), []);
  const sent = snap.matches('sent');
  useEffect(() => {
    if (sent) onSent();
  }, [sent, onSent]);
  const { seconds, file, progress, error } = snap.context;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const pct = Math.round(progress * 100);

  return (
    <Stack gap="3" data-voice-note={String(snap.value)}>
      {error && <Text role="alert" color="red.600">{error}</Text>}
      {(snap.matches('idle') || snap.matches('sent')) && (
        <Button colorPalette="orange" onClick={() => send({ type: 'record' })}>Start recording</Button>
      )}
      {snap.matches('starting') && <Text role="status">Starting…</Text>}
      {snap.matches('recording') && (
        <>
          <Text role="status" data-testid="voice-note-seconds">Recording {clock(seconds)}</Text>
          <Button colorPalette="orange" onClick={() => send({ type: 'stop' })}>Stop recording</Button>
          <Button variant="ghost" onClick={() => send({ type: 'discard' })}>Discard</Button>
        </>
      )}
      {(snap.matches('encoding') || snap.matches('discarding')) && <Text role="status">Preparing…</Text>}
      {(snap.matches('stopped') || snap.matches('sending')) && file && (
        <>
          <Text data-testid="voice-note-file">{file.name} · {clock(seconds)}</Text>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the member's own recording, heard before sending: no captions exist */}
          {preview && <audio controls src={preview} aria-label="Voice note preview" />}
          {snap.matches('sending') && (
            <Progress.Root value={pct} max={100} aria-label="Upload progress">
              <Progress.Track><Progress.Range /></Progress.Track>
              <Progress.ValueText>{pct}%</Progress.ValueText>
            </Progress.Root>
          )}
          <Button colorPalette="orange" loading={snap.matches('sending')} onClick={() => send({ type: 'send' })}>Send voice note</Button>
          {snap.matches('stopped') && <Button variant="ghost" onClick={() => send({ type: 'discard' })}>Discard</Button>}
        </>
      )}
    </Stack>
  );
}
