// Migrations of the tag alerts module.
import type { Migration } from '../db/migrations';

export const TAG_ALERTS_MIGRATIONS: Migration[] = [
  {
    id: 'tagalerts_0001_alerts',
    sql: `
      CREATE TABLE tag_alerts (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('KEYWORD', 'CATEGORY')),
        keyword text,
        category_id text REFERENCES categories(id) ON DELETE CASCADE,
        created_at int8 NOT NULL,
        CHECK ((kind = 'KEYWORD') = (keyword IS NOT NULL) AND (kind = 'CATEGORY') = (category_id IS NOT NULL))
      );
      CREATE UNIQUE INDEX tag_alerts_user_keyword ON tag_alerts (user_id, keyword) WHERE keyword IS NOT NULL;
      CREATE UNIQUE INDEX tag_alerts_user_category ON tag_alerts (user_id, category_id) WHERE category_id IS NOT NULL;
      CREATE INDEX tag_alerts_keyword ON tag_alerts (keyword) WHERE keyword IS NOT NULL;
      CREATE INDEX tag_alerts_category ON tag_alerts (category_id) WHERE category_id IS NOT NULL;
      CREATE INDEX tag_alerts_user ON tag_alerts (user_id, created_at);
      CREATE TABLE tag_alert_settings (
        user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        daily_digest boolean NOT NULL DEFAULT false
      );
      CREATE TABLE tag_alert_hits (
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        item_type text NOT NULL,
        item_id text NOT NULL,
        title text NOT NULL,
        link text NOT NULL,
        matched text NOT NULL,
        created_at int8 NOT NULL,
        digested_at int8,
        PRIMARY KEY (user_id, item_type, item_id)
      );
      CREATE INDEX tag_alert_hits_recent ON tag_alert_hits (user_id, created_at DESC);
      CREATE INDEX tag_alert_hits_undigested ON tag_alert_hits (created_at) WHERE digested_at IS NULL;
      CREATE TABLE tag_alert_digests (
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day text NOT NULL,
        items int NOT NULL,
        created_at int8 NOT NULL,
        PRIMARY KEY (user_id, day)
      );
    `,
  },
];
