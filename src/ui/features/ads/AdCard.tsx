// An ad as members see it in a placement: marked 'Sponsored', image, headline, text and where it leads. The same
// card previews a template before it runs. Text is rendered as text (React escapes it); the link is the server's.
import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type AdLook = { headline: string; text: string; imageUrl: string | null; targetLabel: string };

export function AdCard({ ad, compact = false, action }: { ad: AdLook; compact?: boolean; action?: ReactNode }) {
  return (
    <Box borderWidth="1px" borderColor="yellow.300" bg="yellow.50" rounded="md" p={compact ? '2' : '3'} data-testid="sponsored-ad">
      <HStack align="start" gap="3">
        {ad.imageUrl && <Image src={ad.imageUrl} alt={ad.headline} width={compact ? '40px' : '96px'} rounded="sm" />}
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2">
            <Badge colorPalette="yellow" size="sm">Sponsored</Badge>
            <Text fontWeight="bold" fontSize={compact ? 'sm' : 'md'} truncate>{ad.headline}</Text>
          </HStack>
          {!compact && <Text fontSize="sm">{ad.text}</Text>}
          <Text fontSize="xs" color="gray.600">{ad.targetLabel}</Text>
          {action}
        </Stack>
      </HStack>
    </Box>
  );
}
