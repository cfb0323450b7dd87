// /me/notifications: the caller's notifications from the alert service, newest first; reloads when
// the live count changes, so a new notification shows without a page reload.
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import type { Notification } from '../../../domain/alerts/types';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useApi } from '../../features/session/useApi';
import { useNotificationCount } from '../../features/sync/useNotificationCount';
import { MeLayout } from './MeLayout';

const PAGE_SIZE = 16;

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; items: Notification[]; more: boolean };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function NotificationsPage() {
  usePageTitle('Notifications');
  const api = useApi();
  const liveCount = useNotificationCount();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const fetchList = useCallback(
    async (signal: { cancelled: boolean }) => {
      try {
        const items = await api.call('notifications.list', { skip: 0, limit });
        if (signal.cancelled) return;
        if (items === undefined) setLoad({ kind: 'error', message: 'Notifications are not available right now.' });
        else setLoad({ kind: 'ready', items, more: items.length >= limit });
      } catch (e) {
        if (!signal.cancelled) setLoad({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
      }
    },
    [api, limit],
  );

  useEffect(() => {
    const signal = { cancelled: false };
    void fetchList(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [fetchList, liveCount]);

  return (
    <MeLayout>
      <Heading as="h1" size="2xl" mb="4">
        Notifications
      </Heading>
      {load.kind === 'loading' && <Text role="status">Loading...</Text>}
      {load.kind === 'error' && (
        <HStack role="alert" gap="3">
          <Text color="red.700">{load.message}</Text>
          <Button size="xs" variant="outline" onClick={() => void fetchList({ cancelled: false })}>
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
                    {dateFormat.format(new Date(n.createdAt))}
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
