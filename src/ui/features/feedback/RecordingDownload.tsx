// 'Recording attached' on a feedback of the lists (/me/crm/feedbacks, /mtz-admin/feedbacks) that carries a flight
// recording, with its size and a Download button: the file `npm run replay` takes (README, "For QA").
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FeedbackRecording } from '../../../domain/crm/feedbacks';
import { recordingFileName } from '../../../sync/recorder';
import { showAlert } from '../../components/alerts';
import { downloadText } from '../crm/download';
import { errorText } from '../data/errorText';
import { readOnce } from '../data/readOnce';
import { useEngine } from '../data/useEngine';
import { fileSize } from '../shell/takeRecording';

/** endpoint: the company's CRM reads its feedbacks' recordings, site admins the platform's */
export function RecordingDownload({ feedbackId, recording, endpoint }: { feedbackId: string; recording: FeedbackRecording; endpoint: 'crm.feedbacks.recording' | 'admin.feedbacks.recording' }) {
  const engine = useEngine();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await readOnce(engine, endpoint, { id: feedbackId });
      downloadText(recordingFileName(file.createdAt), JSON.stringify(file), 'application/json');
    } catch (e) {
      showAlert(errorText(e), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="2">
      <Text fontSize="sm">Recording attached ({recording.entries} entries, {fileSize(recording.size)})</Text>
      <Button size="xs" variant="outline" loading={busy} aria-label={`Download the recording (${recording.entries} entries)`} onClick={() => void download()}>Download</Button>
    </HStack>
  );
}
