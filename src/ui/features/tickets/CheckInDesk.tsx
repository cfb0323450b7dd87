// The check-in desk of an event (group admins): a ticket's code typed, or scanned from its QR code with the camera
// (BarcodeDetector where the browser has it, else jsQR on the video frames: qrFrames.ts); each answer is the
// server's ('Ticket checked in', 'Ticket already used', 'This ticket is for another event'); the count follows live.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { codeFromScan } from '../../../domain/tickets';
import { errorText } from '../data/errorText';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { canScan, frameReader, type FrameReader } from './qrFrames';
import { countOf } from '../../../domain/shared/words';

/** How often a frame of the camera is read for a code. */
const SCAN_EVERY_MS = 150;

/** The camera's picture, read for QR codes until one is found or the scanner is closed. */
function Scanner({ onCode, onClose }: { onCode(text: string): void; onClose(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // the camera starts once per scanner, whatever the desk re-renders meanwhile
  const found = useEffectEvent((text: string) => onCode(text));
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const look = async (read: FrameReader) => {
      if (!live || !video.current) return;
      const text = await read(video.current);
      if (text && live) return found(text);
      timer = setTimeout(() => void look(read), SCAN_EVERY_MS);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(async (s) => {
      stream = s;
      if (!live || !video.current) return s.getTracks().forEach((t) => t.stop());
      video.current.srcObject = s;
      await video.current.play();
      void look(await frameReader());
    }).catch((err: unknown) => setProblem(`The camera is not available: ${errorText(err)}`));
    return () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);
  return (
    <Stack gap="2">
      <video ref={video} muted playsInline aria-label="Camera" style={{ width: '100%', maxWidth: 360 }} />
      {problem && <Text role="alert">{problem}</Text>}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onClose}>Stop scanning</Button>
    </Stack>
  );
}

export function CheckInDesk({ cgEventId }: { cgEventId: string }) {
  const list = useQuery('tickets.checkIns', { cgEventId });
  const { send, pending } = useCommand();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function checkIn(text: string) {
    setAnswer(null);
    try {
      const r = await send('tickets.checkIn', { cgEventId, code: codeFromScan(text) });
      setAnswer({ ok: true, text: `${r.message}: ${r.ticket.typeName}` });
      setCode('');
    } catch (err) {
      setAnswer({ ok: false, text: errorText(err) });
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void checkIn(code);
  };
  const onScan = (text: string) => {
    setScanning(false);
    void checkIn(text);
  };

  return (
    <Stack gap="3">
      {list.data && <Text aria-label="Checked in">{list.data.checkedIn} of {countOf(list.data.valid, 'ticket')} checked in</Text>}
      <HStack as="form" onSubmit={submit} align="flex-end" aria-label="Check in a ticket">
        <Field.Root><Field.Label>Ticket code</Field.Label><Input value={code} onChange={(e) => setCode(e.currentTarget.value)} placeholder="ABCD2345-1A2B3C4D5E" /></Field.Root>
        <Button type="submit" colorPalette="orange" loading={pending} disabled={!code.trim()}>Check in</Button>
      </HStack>
      {canScan() && !scanning && <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setScanning(true)}>Scan QR code</Button>}
      {scanning && <Scanner onCode={onScan} onClose={() => setScanning(false)} />}
      {answer && <Text role={answer.ok ? 'status' : 'alert'} color={answer.ok ? 'green.700' : 'red.600'} fontWeight="semibold">{answer.text}</Text>}
    </Stack>
  );
}
