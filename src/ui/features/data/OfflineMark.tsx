// The visible mark of data shown from the store while no server answers.
import { Badge } from '@chakra-ui/react';

export const OFFLINE_MARK_TEXT = 'Offline: showing saved data';

export function OfflineMark({ offline }: { offline: boolean }) {
  if (!offline) return null;
  return <Badge colorPalette="orange" role="status" data-testid="offline-mark">{OFFLINE_MARK_TEXT}</Badge>;
}
