// A list of group events (a group's, or every public group's: the events tab of /directory).
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { eventWhenText } from '../../../domain/groups/event-time';
import type { GroupEvent } from '../../../domain/groups/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useQuery } from '../data/useQuery';
import { EVENT_TYPE_LABELS } from '../../../domain/shared/words';

const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function eventWhen(e: GroupEvent): string {
  return eventWhenText(e, readerZone);
}

export function EventsList({ companyGroupId, upcoming }: { companyGroupId?: string; upcoming?: boolean }) {
  const events = useQuery('groups.events.list', { companyGroupId, upcoming });
  if (events.status === 'error') return <Text role="alert">{events.error?.message}</Text>;
  if (!events.data) return <Text role="status">Loading...</Text>;
  if (events.data.length === 0) return <Text>No events yet.</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Events">
      {events.data.map((e) => (
        <Box as="li" key={e.id} borderWidth="1px" borderRadius="md" p="3">
          <Heading as="h3" size="md">
            <AppLink href={links.groupEvent(e.groupProfileName, e.profileName)}>{e.name}</AppLink>
          </Heading>
          <Text fontSize="sm">{eventWhen(e)}</Text>
          <Text fontSize="sm" color="gray.600">{e.groupName} · {EVENT_TYPE_LABELS[e.type]}{e.city ? ` · ${e.city}` : ''}</Text>
          {e.ended && <Badge colorPalette="gray">Event Ended</Badge>}
        </Box>
      ))}
    </Stack>
  );
}
