// Timeline routes (signed-in members only): a page of the feed older than a cursor, with sponsored items of the
// 'TIMELINE' ad placement chosen by the ads module's serving (targeting, fair rotation, impressions) in their slots;
// and the feed's head: the cursor at the newest entry and how many entries are newer than the page the reader is on.
import { z } from 'zod';
import { AD_PLACEMENTS } from '../../../src/domain/ads';
import { adAfter, TIMELINE_KINDS, TIMELINE_MAX_PAGE, TIMELINE_PAGE_SIZE, type TimelineItem } from '../../../src/domain/timeline';
import { serveAd, viewerKey } from '../ads/serving';
import type { AppContext } from '../context';
import { BASE } from '../companies/shared';
import { defineRoute, type AnyRoute } from '../http/registry';
import { decodeCursor, encodeCursor, feedHead, feedPage } from './feed';

export const TIMELINE_TAG = 'timeline';

const cursorParam = z.string().min(1).max(1000);
const entrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS), id: z.string(), createdAt: z.number(),
  actor: z.object({ id: z.string(), name: z.string(), profileName: z.string() }).nullable(),
  source: z.object({ type: z.enum(['COMPANY', 'GROUP']), id: z.string(), name: z.string(), profileName: z.string() }),
  title: z.string().nullable(), body: z.string(), ref: z.string().nullable(),
});
const sponsoredSchema = z.object({
  kind: z.literal('SPONSORED'), id: z.string(),
  ad: z.object({ campaignId: z.string(), headline: z.string(), text: z.string(), imageUrl: z.string().nullable(), targetLink: z.string(), targetLabel: z.string() }),
});
const TIMELINE_PLACEMENT = AD_PLACEMENTS[AD_PLACEMENTS.indexOf('TIMELINE')];

export function timelineRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'get', path: `${BASE}/timeline`, tag: TIMELINE_TAG, auth: 'user',
      summary: "The member's timeline, newest first: a page older than the cursor (none: from the newest), 'Sponsored' items at most one in ten",
      query: z.object({ cursor: cursorParam.optional(), limit: z.coerce.number().int().min(1).max(TIMELINE_MAX_PAGE).default(TIMELINE_PAGE_SIZE) }),
      response: z.object({ items: z.array(z.union([entrySchema, sponsoredSchema])), next: z.string().nullable() }),
      handler: async ({ query, caller, headers }) => {
        const cursor = query.cursor ? decodeCursor(query.cursor) : null;
        const page = await feedPage(ctx.db, caller.userId, cursor, query.limit);
        const key = viewerKey(caller, undefined, headers);
        const items: TimelineItem[] = [];
        for (const [i, entry] of page.entries.entries()) {
          items.push(entry);
          const position = page.cursors[i].n - 1;
          if (!adAfter(position)) continue;
          const ad = await serveAd(ctx, caller, key, TIMELINE_PLACEMENT, null);
          if (ad) items.push({ kind: 'SPONSORED', id: `ad-${position}-${ad.campaignId}`, ad });
        }
        const last = page.cursors.at(-1);
        return { items, next: page.more && last ? encodeCursor(last) : null };
      },
    }),
    defineRoute({
      method: 'get', path: `${BASE}/timeline/head`, tag: TIMELINE_TAG, auth: 'user',
      summary: "The timeline's head: the cursor at the newest entry, and how many entries are newer than `since` (capped at 99)",
      query: z.object({ since: cursorParam.optional() }),
      response: z.object({ head: z.string(), newCount: z.number() }),
      handler: async ({ query, caller }) => {
        const r = await feedHead(ctx.db, caller.userId, query.since ? decodeCursor(query.since) : null);
        return { head: encodeCursor(r.head), newCount: r.newCount };
      },
    }),
  ];
}
