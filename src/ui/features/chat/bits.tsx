// Small chat pieces: room logo, presence dot, unread badge.
import { Avatar, Box, Float } from '@chakra-ui/react';
import { formatRoomBadge } from '../../../domain/chat/views';

export function RoomLogo({ name, src, online }: { name: string; src?: string | null; online?: boolean }) {
  return (
    <Avatar.Root size="sm" flexShrink={0}>
      <Avatar.Fallback name={name || '?'} />
      {src && <Avatar.Image src={src} alt="" />}
      {online !== undefined && (
        <Float placement="bottom-end" offsetX="1" offsetY="1">
          <PresenceDot online={online} />
        </Float>
      )}
    </Avatar.Root>
  );
}

/** The online dot next to a person (spec 4 Presence). */
export function PresenceDot({ online }: { online: boolean }) {
  return (
    <Box
      as="span"
      display="inline-block"
      boxSize="2.5"
      borderRadius="full"
      borderWidth="2px"
      borderColor="white"
      bg={online ? 'green.500' : 'gray.400'}
      role="img"
      aria-label={online ? 'online' : 'offline'}
      data-testid="presence"
      data-online={online ? 'true' : 'false'}
    />
  );
}

export function UnreadBadge({ count, label }: { count: number; label: string }) {
  const text = formatRoomBadge(count);
  if (!text) return null;
  return (
    <Box as="span" data-testid="room-unread" aria-label={`${text} unread in ${label}`} minW="6" px="1.5" borderRadius="full" fontSize="xs" fontWeight="bold" textAlign="center" bg="red.500" color="white">
      {text}
    </Box>
  );
}
