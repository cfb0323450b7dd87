// The timeline (spec 2: /timeline, /v2/timeline): posts and activity from the companies a member follows or belongs
// to, the groups they joined and their connections, newest first, paged by an opaque cursor. Sponsored items (the
// 'TIMELINE' ad placement) take at most one place in every ten: one after the 3rd, 12th, 21st... entry of the feed.
import type { ServedAd } from '../ads';

export const TIMELINE_KINDS = ['COMPANY_POST', 'GROUP_POST', 'PRODUCT', 'GROUP_EVENT', 'FOLLOW', 'GROUP_JOIN'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export type TimelineSource = { type: 'COMPANY' | 'GROUP'; id: string; name: string; profileName: string };

/** One feed entry. `body` is sanitised rich text for posts and plain text otherwise; `ref` is a product's sku or an event's profile name. */
export type TimelineEntry = {
  kind: TimelineKind; id: string; createdAt: number;
  actor: { id: string; name: string; profileName: string } | null;
  source: TimelineSource;
  title: string | null; body: string; ref: string | null;
};
export type TimelineItem = TimelineEntry | { kind: 'SPONSORED'; id: string; ad: ServedAd };
export type TimelinePage = { items: TimelineItem[]; next: string | null };
/** The cursor above the newest entry now, and how many entries are newer than the one asked about (capped). */
export type TimelineHead = { head: string; newCount: number };

export const TIMELINE_PAGE_SIZE = 18;
export const TIMELINE_MAX_PAGE = 50;
export const NEW_COUNT_CAP = 99;
/** organic entries between two sponsored items: a sponsored item is at most one of every AD_EVERY + 1 items */
export const AD_EVERY = 9;
const FIRST_AD_AFTER = 3;

export const TIMELINE_MESSAGES = {
  badCursor: 'Invalid cursor',
  empty: 'Nothing here yet: follow companies, join groups and connect with people to fill your timeline.',
  end: 'You are all caught up.',
} as const;

/** Whether a sponsored item follows the entry at this 0-based position of the whole feed. */
export const adAfter = (position: number) => position >= FIRST_AD_AFTER - 1 && (position - (FIRST_AD_AFTER - 1)) % AD_EVERY === 0;

/** '1 new post', '3 new posts', '99+ new posts' */
export const newPostsLabel = (n: number) => `${n >= NEW_COUNT_CAP ? `${NEW_COUNT_CAP}+` : n} new post${n === 1 ? '' : 's'}`;

const KIND_VERBS: Record<Exclude<TimelineKind, 'COMPANY_POST' | 'GROUP_POST'>, string> = {
  PRODUCT: 'added a product', GROUP_EVENT: 'has a new event', FOLLOW: 'now follows', GROUP_JOIN: 'joined',
};

/** The line above an entry: who did what where. */
export function entryHeadline(e: TimelineEntry): string {
  switch (e.kind) {
    case 'COMPANY_POST': return `${e.source.name} posted`;
    case 'GROUP_POST': return `${e.actor?.name ?? 'A member'} posted in ${e.source.name}`;
    case 'PRODUCT': case 'GROUP_EVENT': return `${e.source.name} ${KIND_VERBS[e.kind]}`;
    case 'FOLLOW': case 'GROUP_JOIN': return `${e.actor?.name ?? 'A connection'} ${KIND_VERBS[e.kind]} ${e.source.name}`;
  }
}
