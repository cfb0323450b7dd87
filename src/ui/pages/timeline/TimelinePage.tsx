// /timeline and /v2/timeline (spec 2): the member's feed, newest first, with infinite scroll; new entries are
// announced in a bar at the top ('3 new posts') and shown only when the reader clicks it, so what they read stays
// put. /v2/timeline is the card layout of the same feed. Both need a login (the login box otherwise).
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { newPostsLabel } from '../../../domain/timeline';
import { LOGIN_REQUIRED_MESSAGE } from '../../app/guard';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useSession } from '../../features/session/useSession';
import { LoginRequired } from '../../features/shell/LoginRequired';
import { Composer } from './Composer';
import type { TimelineLayout } from './EntryView';
import { TimelineFeed } from './TimelineFeed';
import { useTimeline } from './useTimeline';

function Timeline({ layout }: { layout: TimelineLayout }) {
  const t = useTimeline();
  return (
    <Stack gap="4">
      <Composer onPosted={t.showNew} />
      {t.newCount > 0 && (
        <Box position="sticky" top="2" zIndex="docked" textAlign="center">
          <Button size="sm" colorPalette="orange" rounded="full" shadow="md" onClick={t.showNew}>{newPostsLabel(t.newCount)}</Button>
        </Box>
      )}
      {t.cursors === null
        ? (t.error ? <Text role="alert" color="red.600">{t.error}</Text> : t.offline ? <OfflineMark offline /> : <Text role="status">Loading...</Text>)
        : <TimelineFeed cursors={t.cursors} layout={layout} onMore={t.more} />}
    </Stack>
  );
}

function TimelineFrame({ layout }: { layout: TimelineLayout }) {
  usePageTitle('Timeline');
  const session = useSession();
  const [location] = useLocation();
  if (session.current === null) return <LoginRequired message={LOGIN_REQUIRED_MESSAGE} loginHref={links.login(location)} />;
  if (session.status !== 'signedIn' || !session.user) return <Text role="status" py="10" textAlign="center">Loading...</Text>;
  return (
    <Box maxW={layout === 'cards' ? '1000px' : '720px'} mx="auto" py="6">
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Heading as="h1" size="2xl">Timeline</Heading>
        {layout === 'list'
          ? <AppLink href={links.timelineV2()} fontSize="sm">Try the card layout</AppLink>
          : <AppLink href={links.timeline()} fontSize="sm">Back to the list layout</AppLink>}
      </HStack>
      <Timeline layout={layout} />
    </Box>
  );
}

export const TimelinePage = () => <TimelineFrame layout="list" />;
export const TimelineV2Page = () => <TimelineFrame layout="cards" />;
