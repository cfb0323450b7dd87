// The floating Messages panel (spec 2): a button at the bottom right of signed-in pages with the
// total unread badge ('99+' above 99), linking to /chat. Hidden on the chat pages themselves.
import { Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'wouter';
import { formatTotalBadge } from '../../../domain/chat/views';
import { links } from '../../app/links';
import { useSession } from '../session/useSession';
import { useTotalUnread } from './useChatData';

export function MessagesPanel() {
  const session = useSession();
  const [location] = useLocation();
  const total = useTotalUnread();
  const signedIn = session.status === 'signedIn' && session.user !== null && !session.user.admin;
  if (!signedIn || location === links.chat() || location.startsWith(`${links.chat()}/`)) return null;
  const text = formatTotalBadge(total);
  return (
    <Box position="fixed" right="4" bottom="4" zIndex="docked">
      <Button asChild colorPalette="orange" borderRadius="full" boxShadow="lg" size="md">
        <RouterLink href={links.chat()} data-testid="messages-panel" data-count={total}>
          Messages
          {!text && <VisuallyHidden>, none unread</VisuallyHidden>}
          {text && <VisuallyHidden>,</VisuallyHidden>}
          {text && (
            <Box as="span" data-testid="messages-count" minW="5" px="1.5" borderRadius="full" fontSize="xs" fontWeight="bold" bg="red.500" color="white">
              {text}
            </Box>
          )}
          {text && <VisuallyHidden>unread</VisuallyHidden>}
        </RouterLink>
      </Button>
    </Box>
  );
}
