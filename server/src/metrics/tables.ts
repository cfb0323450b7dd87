// Kysely table types of the metric module (merged into DB in ../db/schema.ts). The views themselves live in
// organic_events (../ads/tables.ts).
export type MetricsTables = {
  /** shown_since: views made from then on show this member to the pages' owners; null: shown as anonymous */
  metric_viewer_settings: { user_id: string; shown_since: number | null; updated_at: number };
};
