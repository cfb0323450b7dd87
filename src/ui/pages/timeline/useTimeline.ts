// The timeline's reading position. The feed is read from an anchor (the head cursor when the page opened, or when the
// reader last asked for new posts): pages below the anchor do not change when others post, so the list never moves
// under the reader; the head query, refreshed by every server event like any open query, counts what is newer.
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '../../features/data/useQuery';

export type TimelineView = {
  /** the cursors of the pages on screen, the first being the anchor; null until the head is known */
  cursors: string[] | null;
  newCount: number;
  error: string | null;
  offline: boolean;
  more(next: string): void;
  showNew(): void;
};

export function useTimeline(): TimelineView {
  const [cursors, setCursors] = useState<string[] | null>(null);
  const anchor = cursors?.[0];
  const head = useQuery('timeline.head', anchor ? { since: anchor } : {});
  const latest = head.data?.head ?? null;
  // anchored at the server's head, not a saved one (a revisit would start below what is new); offline, the saved one
  const fresh = !head.stale || head.offline;
  useEffect(() => {
    if (!anchor && latest && fresh) setCursors([latest]);
  }, [anchor, latest, fresh]);
  const more = useCallback((next: string) => setCursors((c) => (c && !c.includes(next) ? [...c, next] : c)), []);
  // asked to show what is new (the bar, or the reader's own post): re-anchor at the head once it is past the anchor
  const [jump, setJump] = useState(false);
  useEffect(() => {
    if (!jump || !latest || latest === anchor) return;
    setJump(false);
    setCursors([latest]);
    window.scrollTo({ top: 0 });
  }, [jump, latest, anchor]);
  const showNew = useCallback(() => setJump(true), []);
  return {
    cursors, more, showNew,
    newCount: anchor && latest !== anchor ? head.data?.newCount ?? 0 : 0,
    error: head.status === 'error' ? head.error?.message ?? 'Error' : null,
    offline: head.offline,
  };
}
