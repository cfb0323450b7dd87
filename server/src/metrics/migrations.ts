// Migrations of the metric module. Views are the organic events the advertising module already records (one row per
// viewer, item and clock hour): this adds RFQ views (an RFQ belongs to a member, not a company, so company_id may be
// empty for them), the signed-in viewer's user id, and each member's choice to be shown to the pages they view.
import type { Migration } from '../db/migrations';

export const METRICS_MIGRATIONS: Migration[] = [
  {
    id: 'metrics_0001_views',
    sql: `
      ALTER TABLE organic_events ALTER COLUMN company_id DROP NOT NULL;
      ALTER TABLE organic_events ADD COLUMN rfq_id text REFERENCES rfqs(id) ON DELETE CASCADE;
      ALTER TABLE organic_events ADD COLUMN user_id text REFERENCES users(id) ON DELETE SET NULL;
      ALTER TABLE organic_events DROP CONSTRAINT organic_events_kind_check;
      ALTER TABLE organic_events ADD CONSTRAINT organic_events_kind_check CHECK (
        (kind IN ('SEARCH_APPEARANCE', 'SEARCH_CLICK', 'PROFILE_VIEW', 'PRODUCT_VIEW') AND company_id IS NOT NULL AND rfq_id IS NULL)
        OR (kind = 'RFQ_VIEW' AND rfq_id IS NOT NULL AND company_id IS NULL AND product_id IS NULL)
      );
      DROP INDEX organic_events_once;
      CREATE UNIQUE INDEX organic_events_once_per_item ON organic_events (kind, coalesce(company_id, ''), coalesce(product_id, ''), coalesce(rfq_id, ''), viewer_key, hour);
      CREATE INDEX organic_events_rfq ON organic_events (rfq_id, created_at) WHERE rfq_id IS NOT NULL;
      CREATE INDEX organic_events_user ON organic_events (user_id) WHERE user_id IS NOT NULL;
      CREATE TABLE metric_viewer_settings (
        user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        shown_since int8,
        updated_at int8 NOT NULL
      );
    `,
  },
];
