// /chat and /chat/{chatRoomId}: the Chat Rooms panel beside the open room's message pane (chat
// panel 600 px, spec 9). A signed-in user is required (spec 6); an unfinished intro goes first to
// /me/intro?step={step}&leftover=true (step kept under MTZ_INTRO_STEP).
import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useRoute } from 'wouter';
import { INTRO_STEP_KEY } from '../../../domain/identity/intro';
import { links } from '../../app/links';
import { LOGIN_REQUIRED_MESSAGE } from '../../app/guard';
import { showAlert } from '../../components/alerts';
import { usePageTitle } from '../../components/usePageTitle';
import { useRooms } from '../../features/chat/useChatData';
import { introStore } from '../../features/me/introStore';
import { useSession } from '../../features/session/useSession';
import { LoginRequired } from '../../features/shell/LoginRequired';
import { useSyncStatus } from '../../features/sync/useSyncStatus';
import { MessagePane } from './MessagePane';
import { RoomsPanel } from './RoomsPanel';

export { INTRO_STEP_KEY };
export const CHAT_UNAVAILABLE_ALERT = 'Chat service not available';

export function ChatPage() {
  usePageTitle('Chat');
  const session = useSession();
  const [location, navigate] = useLocation();
  const [, params] = useRoute<{ chatRoomId: string }>('/chat/:chatRoomId');
  const roomId = params?.chatRoomId ?? null;
  const signedIn = session.status === 'signedIn' && session.user !== null;
  const selfId = session.user?.id ?? '';
  const rooms = useRooms();

  useEffect(() => {
    const step = signedIn && selfId ? introStore.owedStep(selfId) : null; // a finished introduction is owed no more
    if (step) navigate(links.meIntro(step), { replace: true });
  }, [signedIn, selfId, navigate]);

  // The rooms come from the engine: when it reaches no server, the page says so (once each time).
  const { status } = useSyncStatus();
  const offline = signedIn && status === 'offline';
  useEffect(() => {
    if (offline) showAlert(CHAT_UNAVAILABLE_ALERT, 'error');
  }, [offline]);

  if (session.current === null) return <LoginRequired message={LOGIN_REQUIRED_MESSAGE} loginHref={links.login(location)} />;
  if (!signedIn) return <Text role="status" py="10" textAlign="center">Loading...</Text>;
  const room = roomId ? rooms?.find((r) => r.id === roomId) ?? null : null;
  return (
    <Flex py="4" gap="4" h="calc(100vh - 140px)" minH="480px" align="stretch">
      <Box w={{ base: 'full', md: '380px' }} flexShrink={0} borderWidth="1px" borderRadius="lg" bg="white" overflowY="auto"
        display={{ base: roomId ? 'none' : 'block', md: 'block' }}>
        <RoomsPanel rooms={rooms} selfId={selfId} activeId={roomId} />
      </Box>
      <Box flex="1" maxW={{ md: '600px', lg: 'none' }} minW="0" borderWidth="1px" borderRadius="lg" bg="white"
        display={{ base: roomId ? 'block' : 'none', md: 'block' }} aria-label="Message pane" role="region">
        {room && <MessagePane key={room.id} room={room} selfId={selfId} />}
        {roomId && !room && (
          <Text p="6" textAlign="center" color="gray.600" role="status">{rooms === null ? 'Loading...' : 'Room not found'}</Text>
        )}
        {!roomId && <Text p="6" textAlign="center" color="gray.600">Choose a room to start chatting.</Text>}
      </Box>
    </Flex>
  );
}
