// A list of group events (a group's, or every public group's: the events tab of /directory).
import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { GroupEvent } from '../../../domain/groups/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { useApi } from '../session/useApi';
import { useLoad } from './useLoad';

export function eventWhen(e: GroupEvent): string {
  return `${e.startDate} ${e.startTime} – ${e.endDate} ${e.endTime} (${e.timeZone})`;
}

export function EventsList({ companyGroupId, upcoming }: { companyGroupId?: string; upcoming?: boolean }) {
  const api = useApi();
  const events = useLoad(() => api.call('groups.events.list', { companyGroupId, upcoming }), [api, companyGroupId, upcoming]);
  if (events.kind === 'loading') return <Text role="status">Loading...</Text>;
  if (events.kind === 'error') return <Text role="alert">{events.message}</Text>;
  if (events.data.length === 0) return <Text>No events yet.</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Events">
      {events.data.map((e) => (
        <Box as="li" key={e.id} borderWidth="1px" borderRadius="md" p="3">
          <Heading as="h3" size="md">
            <AppLink href={links.groupEvent(e.groupProfileName, e.profileName)}>{e.name}</AppLink>
          </Heading>
          <Text fontSize="sm">{eventWhen(e)}</Text>
          <Text fontSize="sm" color="gray.600">{e.groupName} · {e.type}{e.city ? ` · ${e.city}` : ''}</Text>
          {e.ended && <Badge colorPalette="gray">Event Ended</Badge>}
        </Box>
      ))}
    </Stack>
  );
}
