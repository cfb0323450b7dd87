// The Feedback dialog's 'Attach a recording of this session' (unchecked unless opened from 'Report a problem'):
// checking it takes the recording now (takeRecording, as the download does) and says what it holds and its size;
// the feedback sends that very file. Above the server's limit it says so, and the dialog will not send it.
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useEngine } from '../data/useEngine';
import { attachmentProblem, fileSize, RECORDING_CONTENTS, recordingBlob, takeRecording, type Attachment } from '../shell/takeRecording';

export function RecordingBox({ value, onChange, disabled }: { value: Attachment; onChange(a: Attachment): void; disabled: boolean }) {
  const engine = useEngine();
  const latest = useRef(onChange);
  latest.current = onChange;
  const taking = value.kind === 'taking';
  useEffect(() => {
    if (!taking) return;
    let live = true;
    void takeRecording(engine).then((r) => {
      if (live) latest.current({ kind: 'ready', blob: recordingBlob(r), entries: r.entries.length });
    });
    return () => { live = false; };
  }, [taking, engine]);
  const problem = attachmentProblem(value);
  return (
    <Stack gap="1">
      <Checkbox.Root checked={value.kind !== 'off'} disabled={disabled} onCheckedChange={(c) => onChange(c.checked === true ? { kind: 'taking' } : { kind: 'off' })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Attach a recording of this session</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="gray.600" data-testid="recording-summary">
        {RECORDING_CONTENTS}.
        {value.kind === 'taking' && ' Taking the recording...'}
        {value.kind === 'ready' && ` ${value.entries} entries, ${fileSize(value.blob.size)}.`}
      </Text>
      {value.kind === 'ready' && problem && <Text role="alert" color="red.700">{problem}</Text>}
    </Stack>
  );
}
