// The video call button of the message pane header: opens the call popup; shown only with a session.
import { Button } from '@chakra-ui/react';
import { useSession } from '../session/useSession';
import { openCallPopup } from './popup';

export function VideoCallButton({ roomId }: { roomId: string }) {
  const session = useSession();
  if (session.status !== 'signedIn' || session.current === null) return null;
  return (
    <Button size="xs" variant="outline" aria-label="Video call" title="Video call" onClick={() => openCallPopup(roomId)}>
      📹
    </Button>
  );
}
