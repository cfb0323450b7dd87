import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { formatBadge } from '../../../domain/alerts/notifications';
import { links } from '../../app/links';
import { useNotificationCount } from '../sync/useNotificationCount';

function BellIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** Bell with the unread notifications of the last 2 days; the number is visible and in the name. */
export function AlertsBell() {
  const count = useNotificationCount();
  const text = formatBadge(count);
  const spoken = text || '0';
  return (
    <Button asChild size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }}>
      <RouterLink href={links.meNotifications()} aria-label={`Alerts, ${spoken} unread`} data-count={count} data-testid="alerts-bell">
        <BellIcon />
        {text && (
          <Box
            as="span"
            data-testid="alerts-count"
            minW="5"
            px="1.5"
            borderRadius="full"
            fontSize="xs"
            fontWeight="bold"
            textAlign="center"
            bg="red.500"
            color="white"
          >
            {text}
          </Box>
        )}
      </RouterLink>
    </Button>
  );
}
