// 'Report a problem' (next to the footer's Feedback): the flight recorder's recording (takeRecording.ts: the
// worker's part with the page's, redacted), either downloaded as a JSON file or sent with a feedback (the Feedback
// dialog opens with 'Attach a recording of this session' checked).
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { recordingFileName } from '../../../sync/recorder';
import { AppDialog } from '../../components/dialog/AppDialog';
import { downloadBlob } from '../crm/download';
import { useEngine } from '../data/useEngine';
import { LazyFeedbackDialog } from '../feedback/FeedbackLink';
import { RECORDING_CONTENTS, recordingBlob, takeRecording } from './takeRecording';

type Open = 'none' | 'choice' | 'feedback';

export function ReportProblem() {
  const engine = useEngine();
  const [open, setOpen] = useState<Open>('none');
  const [note, setNote] = useState('');

  const download = async () => {
    const recording = await takeRecording(engine);
    downloadBlob(recordingFileName(recording.createdAt), recordingBlob(recording));
    setNote(`Recording saved (${recording.entries.length} entries)`);
    setOpen('none');
  };

  return (
    <>
      <Button variant="plain" size="sm" color="gray.700" fontWeight="normal" px="0" h="auto" onClick={() => setOpen('choice')}>
        Report a problem
      </Button>
      <Text as="span" fontSize="xs" color="gray.600" role="status" aria-live="polite">{note}</Text>
      {open === 'choice' && (
        <AppDialog open title="Report a problem" onClose={() => setOpen('none')} footer={null}>
          <Stack gap="3">
            <Text>A recording of this session helps us see what went wrong: {RECORDING_CONTENTS.toLowerCase()}.</Text>
            <HStack gap="2" wrap="wrap">
              <Button onClick={() => void download()}>Download the recording</Button>
              <Button variant="outline" onClick={() => setOpen('feedback')}>Send it with feedback</Button>
            </HStack>
          </Stack>
        </AppDialog>
      )}
      {open === 'feedback' && (
        <Suspense fallback={null}>
          <LazyFeedbackDialog attachRecording onClose={() => setOpen('none')} />
        </Suspense>
      )}
    </>
  );
}
