// One timeline entry in either layout: 'list' (/timeline: a compact row) or 'cards' (/v2/timeline: a card with the
// source's initial, headline and a wider text). Posts and event descriptions are the server's sanitised rich text,
// shown through RichText (which sanitises again); everything else is plain text.
import { Avatar, Badge, Box, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { entryHeadline, type TimelineEntry } from '../../../domain/timeline';
import { formatMoment } from '../../../domain/shared/dates';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { RichText } from '../../components/rich-text/RichText';

export type TimelineLayout = 'list' | 'cards';

const KIND_LABELS: Record<TimelineEntry['kind'], string> = {
  COMPANY_POST: 'Company post', GROUP_POST: 'Group post', PRODUCT: 'New product', GROUP_EVENT: 'New event', FOLLOW: 'Follow', GROUP_JOIN: 'Joined a group',
};

/** Where an entry leads. */
export function entryHref(e: TimelineEntry): string {
  const p = e.source.profileName;
  switch (e.kind) {
    case 'COMPANY_POST': return links.companyPost(e.id);
    case 'GROUP_POST': return links.groupPost(p, e.id);
    case 'PRODUCT': return links.product(p, e.ref ?? '');
    case 'GROUP_EVENT': return links.groupEvent(p, e.ref ?? '');
    case 'FOLLOW': return links.profile(p);
    case 'GROUP_JOIN': return links.group(p);
  }
}

function Body({ e, lines }: { e: TimelineEntry; lines: number }) {
  if (!e.body) return null;
  if (e.kind === 'COMPANY_POST' || e.kind === 'GROUP_POST' || e.kind === 'GROUP_EVENT') return <RichText html={e.body} css={{ overflowWrap: 'anywhere' }} />;
  return <Text fontSize="sm" lineClamp={lines}>{e.body}</Text>;
}

function Title({ e }: { e: TimelineEntry }) {
  const label = e.title ?? (e.kind === 'COMPANY_POST' || e.kind === 'GROUP_POST' ? 'Open post' : e.source.name);
  return <AppLink href={entryHref(e)} fontWeight="semibold">{label}</AppLink>;
}

export function EntryView({ entry: e, layout }: { entry: TimelineEntry; layout: TimelineLayout }) {
  const headline = entryHeadline(e);
  if (layout === 'list') {
    return (
      <Box as="article" aria-label={headline} borderBottomWidth="1px" py="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm" color="gray.700">{headline}</Text>
          <Text fontSize="xs" color="gray.600">{formatMoment(e.createdAt)}</Text>
        </HStack>
        <Stack gap="1" mt="1">
          <Title e={e} />
          <Body e={e} lines={2} />
        </Stack>
      </Box>
    );
  }
  return (
    <Card.Root as="article" aria-label={headline} size="sm" variant="outline">
      <Card.Header>
        <HStack gap="3">
          <Avatar.Root size="sm" colorPalette={e.source.type === 'GROUP' ? 'teal' : 'orange'}><Avatar.Fallback name={e.source.name} /></Avatar.Root>
          <Stack gap="0" flex="1" minW="0">
            <Text fontSize="sm" fontWeight="semibold" truncate>{headline}</Text>
            <Text fontSize="xs" color="gray.600">{formatMoment(e.createdAt)}</Text>
          </Stack>
          <Badge size="sm" variant="subtle">{KIND_LABELS[e.kind]}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="2">
        <Heading as="h3" size="sm"><Title e={e} /></Heading>
        <Body e={e} lines={4} />
        {e.actor && <Text fontSize="xs">By <AppLink href={links.userProfile(e.actor.profileName)}>{e.actor.name}</AppLink></Text>}
      </Card.Body>
    </Card.Root>
  );
}
