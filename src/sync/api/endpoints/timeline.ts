// REST calls of the timeline (signed-in members): a page of the feed older than a cursor, and the feed's head
// (the cursor at the newest entry, and how many entries are newer than the reader's page); merged in ../types.ts and ../routes.ts.
import type { RoutesOf } from '../routes';
import { on } from '../stale';
import type { TimelineHead, TimelinePage } from '../../../domain/timeline';

export type TimelineEndpoints = {
  'timeline.page': { in: { cursor?: string; limit?: number }; out: TimelinePage };
  'timeline.head': { in: { since?: string }; out: TimelineHead };
};

export const timelineRoutes: RoutesOf<TimelineEndpoints> = {
  'timeline.page': { service: 'company', method: 'GET', authed: true, stale: [on('POST'), on('FOLLOW'), on('GROUPMEMBER')], build: (query) => ({ path: '/timeline', query }) },
  'timeline.head': { service: 'company', method: 'GET', authed: true, stale: [on('POST'), on('FOLLOW'), on('GROUPMEMBER')], build: (query) => ({ path: '/timeline/head', query }) },
};
