import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { formatBadge } from '../../../domain/alerts/notifications';
import { links } from '../../app/links';
import { useNotificationCount } from '../sync/useNotificationCount';

/** Bell with the unread notifications of the last 2 days; the number is visible and in the name. */
export function AlertsBell() {
  const count = useNotificationCount();
  const text = formatBadge(count);
  const spoken = text || '0';
  return (
    <Button asChild size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }}>
      <RouterLink href={links.meNotifications()} aria-label={`Alerts, ${spoken} unread`} data-count={count} data-testid="alerts-bell">
        <span aria-hidden="true">🔔</span>
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
