// The feed's pages: one query per cursor (the anchor first), each read once and then refreshed in place by server
// events (a page below the anchor keeps its entries). The feed (role feed) holds articles only; when the end of the
// last page comes into view, the next page is added (infinite scroll; a 'More' button does the same for keyboards
// and browsers without IntersectionObserver).
import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMELINE_MESSAGES, type TimelineItem } from '../../../domain/timeline';
import { ServedAdCard } from '../../features/ads/SponsoredAd';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { EntryView, type TimelineLayout } from './EntryView';

function ItemView({ item, layout }: { item: TimelineItem; layout: TimelineLayout }) {
  if (item.kind !== 'SPONSORED') return <EntryView entry={item} layout={layout} />;
  return <Box as="article" aria-label={`Sponsored: ${item.ad.headline}`} py={layout === 'list' ? '3' : '0'}><ServedAdCard ad={item.ad} placement="TIMELINE" /></Box>;
}

function MoreWhenSeen({ onMore }: { onMore(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((seen) => { if (seen.some((s) => s.isIntersecting)) onMore(); }, { rootMargin: '400px' });
    io.observe(el);
    return () => io.disconnect();
  }, [onMore]);
  return <Box ref={ref} textAlign="center" py="4"><Button size="sm" variant="outline" onClick={onMore}>More</Button></Box>;
}

type PageEnd = { next: string | null; empty: boolean; offline: boolean };

function FeedPage({ cursor, layout, onEnd }: { cursor: string; layout: TimelineLayout; onEnd(cursor: string, end: PageEnd): void }) {
  const q = useQuery('timeline.page', { cursor });
  const next = q.data ? q.data.next : undefined;
  const empty = q.data?.items.length === 0;
  useEffect(() => {
    if (next !== undefined) onEnd(cursor, { next, empty, offline: q.offline });
  }, [cursor, next, empty, q.offline, onEnd]);
  if (!q.data) {
    if (q.status === 'error') return <Text role="alert" color="red.600">{q.error?.message}</Text>;
    return <Text role="status" py="4">Loading...</Text>;
  }
  const Wrap = layout === 'cards' ? SimpleGrid : Stack;
  return (
    <Wrap gap={layout === 'cards' ? '4' : '0'} {...(layout === 'cards' ? { columns: { base: 1, md: 2 } } : {})}>
      {q.data.items.map((item) => <ItemView key={`${item.kind}:${item.id}`} item={item} layout={layout} />)}
    </Wrap>
  );
}

export function TimelineFeed({ cursors, layout, onMore }: { cursors: string[]; layout: TimelineLayout; onMore(next: string): void }) {
  const [ends, setEnds] = useState<Record<string, PageEnd>>({});
  const onEnd = useCallback((cursor: string, end: PageEnd) => setEnds((e) => ({ ...e, [cursor]: end })), []);
  const first = ends[cursors[0]];
  const last = ends[cursors[cursors.length - 1]];
  const next = last?.next ?? null;
  const more = useCallback(() => { if (next) onMore(next); }, [next, onMore]);
  return (
    <Stack gap="0">
      <OfflineMark offline={first?.offline ?? false} />
      {cursors.length === 1 && first?.empty && <Text color="gray.600" py="6">{TIMELINE_MESSAGES.empty}</Text>}
      <Stack gap={layout === 'cards' ? '4' : '0'} aria-label="Timeline" role="feed">
        {cursors.map((c) => <FeedPage key={c} cursor={c} layout={layout} onEnd={onEnd} />)}
      </Stack>
      {next && <MoreWhenSeen onMore={more} />}
      {last && !next && !(cursors.length === 1 && first?.empty) && <Text color="gray.600" textAlign="center" py="4">{TIMELINE_MESSAGES.end}</Text>}
    </Stack>
  );
}
