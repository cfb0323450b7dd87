// The feed's pages: one query per cursor (the anchor first), each read once and then refreshed in place by server
// events (a page below the anchor keeps its entries). When the last page's end comes into view, the next page is
// added (infinite scroll; a 'More' button does the same for keyboards and browsers without IntersectionObserver).
import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { TIMELINE_MESSAGES, type TimelineItem } from '../../../domain/timeline';
import { ServedAdCard } from '../../features/ads/SponsoredAd';
import { OfflineMark } from '../../features/data/OfflineMark';
import { useQuery } from '../../features/data/useQuery';
import { EntryView, type TimelineLayout } from './EntryView';

function ItemView({ item, layout }: { item: TimelineItem; layout: TimelineLayout }) {
  if (item.kind === 'SPONSORED') return <Box py={layout === 'list' ? '3' : '0'}><ServedAdCard ad={item.ad} placement="TIMELINE" /></Box>;
  return <EntryView entry={item} layout={layout} />;
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

function FeedPage({ cursor, first, last, layout, onMore }: { cursor: string; first: boolean; last: boolean; layout: TimelineLayout; onMore(next: string): void }) {
  const q = useQuery('timeline.page', { cursor });
  if (!q.data) {
    if (q.status === 'error') return <Text role="alert" color="red.600">{q.error?.message}</Text>;
    return <Text role="status" py="4">Loading...</Text>;
  }
  const { items, next } = q.data;
  const Wrap = layout === 'cards' ? SimpleGrid : Stack;
  return (
    <>
      {first && <OfflineMark offline={q.offline} />}
      {first && items.length === 0 && <Text color="gray.600" py="6">{TIMELINE_MESSAGES.empty}</Text>}
      <Wrap gap={layout === 'cards' ? '4' : '0'} {...(layout === 'cards' ? { columns: { base: 1, md: 2 } } : {})}>
        {items.map((item) => <ItemView key={`${item.kind}:${item.id}`} item={item} layout={layout} />)}
      </Wrap>
      {last && next && <MoreWhenSeen onMore={() => onMore(next)} />}
      {last && !next && items.length > 0 && <Text color="gray.600" textAlign="center" py="4">{TIMELINE_MESSAGES.end}</Text>}
    </>
  );
}

export function TimelineFeed({ cursors, layout, onMore }: { cursors: string[]; layout: TimelineLayout; onMore(next: string): void }) {
  return (
    <Stack gap={layout === 'cards' ? '4' : '0'} aria-label="Timeline" role="feed" aria-busy={false}>
      {cursors.map((c, i) => <FeedPage key={c} cursor={c} first={i === 0} last={i === cursors.length - 1} layout={layout} onMore={onMore} />)}
    </Stack>
  );
}
