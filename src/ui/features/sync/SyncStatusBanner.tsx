// Says so when the realtime connection is not live, instead of showing counts that may lie.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { engineStatusText } from './plan';
import { useSyncStatus } from './useSyncStatus';

export function SyncStatusBanner() {
  const { status, reconnectTry, retry } = useSyncStatus();
  const text = engineStatusText(status, reconnectTry);
  if (!text) return null;
  const offline = status === 'offline';
  return (
    <Box role="status" aria-live="polite" data-sync-status={status} bg={offline ? 'red.50' : 'yellow.50'} borderBottomWidth="1px" px="4" py="1">
      <HStack justify="center" gap="3">
        <Text fontSize="sm" color={offline ? 'red.700' : 'yellow.800'}>
          {offline ? 'Offline: live updates are paused.' : text}
        </Text>
        {offline && (
          <Button size="xs" variant="outline" onClick={retry}>
            Retry
          </Button>
        )}
      </HStack>
    </Box>
  );
}
