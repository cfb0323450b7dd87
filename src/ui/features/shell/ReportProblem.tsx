// 'Report a problem' (next to the footer's Feedback): downloads the flight recorder's recording as a JSON file,
// the worker's part (frames, REST answers, commands, the store) with the page's (the machines), redacted.
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { mergeRecording, recorder, recordingFileName, type WorkerRecording } from '../../../sync/recorder';
import { useEngine } from '../data/useEngine';

const NO_WORKER: WorkerRecording = { userId: null, entries: [], store: { rooms: [], notificationCount: 0, messages: {} } };

export function ReportProblem() {
  const engine = useEngine();
  const [note, setNote] = useState('');

  const download = async () => {
    const worker = engine ? await engine.recording().catch(() => NO_WORKER) : NO_WORKER;
    const recording = mergeRecording(worker, recorder.entries(), Date.now());
    const url = URL.createObjectURL(new Blob([JSON.stringify(recording)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = recordingFileName(recording.createdAt);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setNote(`Recording saved (${recording.entries.length} entries)`);
  };

  return (
    <>
      <Button variant="plain" size="sm" color="gray.700" fontWeight="normal" px="0" h="auto" onClick={() => void download()}>
        Report a problem
      </Button>
      <Text as="span" fontSize="xs" color="gray.600" role="status" aria-live="polite">{note}</Text>
    </>
  );
}
