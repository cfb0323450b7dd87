// The timeline module (spec 2: /timeline, /v2/timeline): a member's feed of posts and activity read from the
// companies, groups and network modules' tables, with the ads module's 'TIMELINE' placement. It keeps no tables of
// its own; its migration adds the indexes the feed's branches read newest first; its seed, a few demo company posts.
import type { ServerModule } from '../modules/module';
import { timelineRoutes } from './routes';
import { seedTimeline } from './seed';

export const timelineModule: ServerModule = {
  name: 'timeline',
  migrations: [
    {
      id: 'timeline_0001_feed_indexes',
      sql: `
        CREATE INDEX timeline_cg_events_group ON cg_events (company_group_id, created_at DESC);
        CREATE INDEX timeline_follows_follower_time ON follows (follower_id, created_at DESC);
        CREATE INDEX timeline_group_members_user_time ON company_group_members (user_id, created_at DESC);
      `,
    },
  ],
  routes: (ctx) => timelineRoutes(ctx),
  seed: seedTimeline,
};
