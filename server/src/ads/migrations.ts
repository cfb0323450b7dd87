// Migrations of the advertising module: templates, campaigns with their money columns (reserved = spent + returned
// + what is left, never below zero), impressions (one per viewer, ad and hour), counted clicks, organic listing events.
import type { Migration } from '../db/migrations';

export const ADS_MIGRATIONS: Migration[] = [
  {
    id: 'ads_0001_templates_campaigns',
    sql: `
      CREATE TABLE ad_templates (
        id text PRIMARY KEY,
        owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        headline text NOT NULL,
        text text NOT NULL,
        image_url text,
        target_type text NOT NULL CHECK (target_type IN ('COMPANY', 'PRODUCT', 'GROUP', 'EVENT')),
        target_id text NOT NULL,
        target_link text NOT NULL,
        target_label text NOT NULL,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      CREATE INDEX ad_templates_owner ON ad_templates (owner_id, created_at DESC);
      CREATE TABLE ad_campaigns (
        id text PRIMARY KEY,
        owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        template_id text NOT NULL REFERENCES ad_templates(id),
        name text NOT NULL,
        placements jsonb NOT NULL,
        keywords jsonb NOT NULL,
        countries jsonb NOT NULL,
        business_types jsonb NOT NULL,
        starts_at int8 NOT NULL,
        ends_at int8,
        budget_cents int8 NOT NULL CHECK (budget_cents > 0),
        cpc_cents int8 NOT NULL CHECK (cpc_cents > 0 AND cpc_cents <= budget_cents),
        reserved_cents int8 NOT NULL DEFAULT 0,
        spent_cents int8 NOT NULL DEFAULT 0,
        returned_cents int8 NOT NULL DEFAULT 0,
        state text NOT NULL CHECK (state IN ('DRAFT', 'ACTIVE', 'PAUSED', 'ENDED', 'BUDGET_SPENT')),
        reserve_order_id text,
        impressions int8 NOT NULL DEFAULT 0,
        clicks int8 NOT NULL DEFAULT 0,
        last_served_at int8 NOT NULL DEFAULT 0,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL,
        CHECK (spent_cents >= 0 AND returned_cents >= 0 AND spent_cents + returned_cents <= reserved_cents)
      );
      CREATE INDEX ad_campaigns_owner ON ad_campaigns (owner_id, created_at DESC);
      CREATE INDEX ad_campaigns_live ON ad_campaigns (state, last_served_at) WHERE state = 'ACTIVE';
      CREATE TABLE ad_impressions (
        campaign_id text NOT NULL REFERENCES ad_campaigns(id) ON DELETE CASCADE,
        viewer_key text NOT NULL,
        hour int8 NOT NULL,
        placement text NOT NULL,
        created_at int8 NOT NULL,
        PRIMARY KEY (campaign_id, viewer_key, hour)
      );
      CREATE TABLE ad_clicks (
        id text PRIMARY KEY,
        campaign_id text NOT NULL REFERENCES ad_campaigns(id) ON DELETE CASCADE,
        viewer_key text NOT NULL,
        user_id text REFERENCES users(id) ON DELETE SET NULL,
        placement text NOT NULL,
        cost_cents int8 NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX ad_clicks_campaign ON ad_clicks (campaign_id, created_at DESC);
      CREATE INDEX ad_clicks_viewer ON ad_clicks (campaign_id, viewer_key, created_at DESC);
      CREATE TABLE organic_events (
        id text PRIMARY KEY,
        company_id text NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        product_id text,
        kind text NOT NULL CHECK (kind IN ('SEARCH_APPEARANCE', 'SEARCH_CLICK', 'PROFILE_VIEW', 'PRODUCT_VIEW')),
        created_at int8 NOT NULL
      );
      CREATE INDEX organic_events_company ON organic_events (company_id, kind, created_at);
    `,
  },
  {
    // organic events are counted once per viewer, listing and hour (a refreshed or reopened page counts once)
    id: 'ads_0002_organic_viewer_hour',
    sql: `
      ALTER TABLE organic_events ADD COLUMN viewer_key text NOT NULL DEFAULT '';
      ALTER TABLE organic_events ADD COLUMN hour int8 NOT NULL DEFAULT 0;
      CREATE UNIQUE INDEX organic_events_once ON organic_events (kind, company_id, coalesce(product_id, ''), viewer_key, hour);
    `,
  },
];
