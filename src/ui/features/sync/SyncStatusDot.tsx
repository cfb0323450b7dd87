// The engine's state in a word and a dot, always shown where live data is (the banner only speaks when
// the connection is not live): 'Live', 'Connecting…', 'Reconnecting (n of 3)…', 'Catching up…', 'Offline'.
import { Box, HStack, Text } from '@chakra-ui/react';
import { engineStatusText } from './plan';
import { useSyncStatus } from './useSyncStatus';

const COLOR = { live: 'green.500', offline: 'red.500' } as const;

export function SyncStatusDot() {
  const { status, reconnectTry } = useSyncStatus();
  const text = status === 'live' ? 'Live' : engineStatusText(status, reconnectTry) ?? 'Connecting…';
  return (
    <HStack gap="1" data-sync-state={status} aria-label={`Sync: ${text}`} role="status">
      <Box w="2" h="2" borderRadius="full" bg={status === 'live' || status === 'offline' ? COLOR[status] : 'yellow.500'} />
      <Text fontSize="xs" color="gray.600">{text}</Text>
    </HStack>
  );
}
