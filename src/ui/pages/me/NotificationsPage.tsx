// /me/notifications: the caller's notifications from the alert service, newest first; the query follows
// NOTIFICATION events by itself, so a new notification shows without a page reload.
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Notification } from '../../../domain/alerts/types';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { MeLayout } from './MeLayout';
import { formatRecent } from '../../../domain/shared/dates';

const PAGE_SIZE = 16;


export function NotificationsPage() {
  usePageTitle('Notifications');
  // Retry subscribes afresh, which asks the server again
  const [attempt, setAttempt] = useState(0);
  return <NotificationList key={attempt} onRetry={() => setAttempt((a) => a + 1)} />;
}

function NotificationList({ onRetry }: { onRetry(): void }) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const q = useQuery('notifications.list', { skip: 0, limit });
  // 'Show more' keeps the shorter list on screen until the longer one is in
  const [held, setHeld] = useState<{ items: Notification[]; limit: number } | null>(null);
  if (q.data !== undefined && held?.items !== q.data) setHeld({ items: q.data, limit });
  const shown = q.data !== undefined ? { items: q.data, limit } : q.status === 'loading' ? held : null;
  const load = shown
    ? { kind: 'ready' as const, items: shown.items, more: shown.items.length >= shown.limit }
    : q.status === 'error'
      ? { kind: 'error' as const, message: q.offline ? 'Notifications are not available right now.' : q.error?.message ?? '' }
      : { kind: 'loading' as const };

  return (
    <MeLayout>
      <HStack gap="3" mb="4">
        <Heading as="h1" size="2xl">
          Notifications
        </Heading>
        <OfflineMark offline={q.offline} />
      </HStack>
      {load.kind === 'loading' && <Text role="status">Loading...</Text>}
      {load.kind === 'error' && (
        <HStack role="alert" gap="3">
          <Text color="red.700">{load.message}</Text>
          <Button size="xs" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        </HStack>
      )}
      {load.kind === 'ready' && load.items.length === 0 && <Text color="gray.600">You have no notifications yet.</Text>}
      {load.kind === 'ready' && load.items.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Notifications">
          {load.items.map((n) => (
            <Box as="li" key={n.id} p="3" borderWidth="1px" borderRadius="md" bg={n.hasRead ? 'white' : 'orange.50'}>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Box>
                  <Text fontWeight={n.hasRead ? 'normal' : 'semibold'}>{n.content}</Text>
                  {n.link && (
                    <AppLink href={n.link} fontSize="sm">
                      Open
                    </AppLink>
                  )}
                </Box>
                <Stack align="flex-end" gap="1" flexShrink={0}>
                  <Text fontSize="xs" color="gray.600">
                    {formatRecent(n.createdAt, Date.now())}
                  </Text>
                  {!n.hasRead && (
                    <Badge colorPalette="orange" size="sm">
                      Unread
                    </Badge>
                  )}
                </Stack>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
      {load.kind === 'ready' && load.more && (
        <Button mt="4" size="sm" variant="outline" onClick={() => setLimit((l) => l + PAGE_SIZE)}>
          Show more
        </Button>
      )}
    </MeLayout>
  );
}
