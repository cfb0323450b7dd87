// Says so when the realtime connection is not live, instead of showing counts that may lie. The passing states
// (connecting, catching up, reconnecting) lie over the top of the page instead of pushing it down: they last a
// moment on every load, and a page that jumps 30 px under the pointer turns a click into a miss (a first 'Save'
// on a freshly opened page hit nothing); clicks go through them. Offline stays in the flow: it lasts, and has Retry.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { engineStatusText } from './plan';
import { useSyncStatus } from './useSyncStatus';

export function SyncStatusBanner() {
  const { status, reconnectTry, retry } = useSyncStatus();
  const text = engineStatusText(status, reconnectTry);
  if (!text) return null;
  const offline = status === 'offline';
  const banner = (
    <Box role="status" aria-live="polite" data-sync-status={status} bg={offline ? 'red.50' : 'yellow.50'} borderBottomWidth="1px" px="4" py="1"
      {...(offline ? {} : { position: 'absolute', top: '0', left: '0', right: '0', zIndex: 'banner', boxShadow: 'sm', pointerEvents: 'none' } as const)}>
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
  return offline ? banner : <Box position="relative" h="0">{banner}</Box>;
}
