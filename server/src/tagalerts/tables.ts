// Table types of the tag alerts module, reached through withTagAlerts(db) (not merged into DB: the module is self-contained).
import type { Db } from '../companies/shared';

export type TagAlertTables = {
  /** a watched keyword (normalised, see src/domain/tagalerts/match.ts) or category; indexed by keyword and by category */
  tag_alerts: { id: string; user_id: string; kind: 'KEYWORD' | 'CATEGORY'; keyword: string | null; category_id: string | null; created_at: number };
  tag_alert_settings: { user_id: string; daily_digest: boolean };
  /** one row per member and published item that matched any of their alerts (the key keeps it to one notification) */
  tag_alert_hits: {
    user_id: string; item_type: string; item_id: string; title: string; link: string; matched: string; created_at: number; digested_at: number | null;
  };
  /** one row per member and UTC day a digest was written: the key keeps it to one a day, across restarts and processes */
  tag_alert_digests: { user_id: string; day: string; items: number; created_at: number };
};

export const withTagAlerts = (db: Db) => db.withTables<TagAlertTables>();
