// Kysely table types of the advertising module (merged into DB in ../db/schema.ts). Money columns are integer cents.
import type { ColumnType, Generated } from 'kysely';
import type { AdPlacement, AdTargetType, CampaignState } from '../../../src/domain/ads';

type Json<T> = ColumnType<T, string, string>;

export type AdsTables = {
  ad_templates: {
    id: string; owner_id: string; headline: string; text: string; image_url: string | null;
    target_type: AdTargetType; target_id: string; target_link: string; target_label: string; created_at: number; updated_at: number;
  };
  ad_campaigns: {
    id: string; owner_id: string; company_id: string; template_id: string; name: string;
    placements: Json<AdPlacement[]>; keywords: Json<string[]>; countries: Json<string[]>; business_types: Json<string[]>;
    starts_at: number; ends_at: number | null; budget_cents: number; cpc_cents: number;
    reserved_cents: number; spent_cents: number; returned_cents: number; state: CampaignState; reserve_order_id: string | null;
    impressions: number; clicks: number; last_served_at: number; created_at: number; updated_at: number;
  };
  ad_impressions: { campaign_id: string; viewer_key: string; hour: number; placement: AdPlacement; created_at: number };
  ad_clicks: { id: string; campaign_id: string; viewer_key: string; user_id: string | null; placement: AdPlacement; cost_cents: number; created_at: number };
  /** also the views of the metric module (../metrics): RFQ_VIEW rows have an rfq_id and no company_id; user_id: the signed-in viewer */
  organic_events: { id: string; company_id: string | null; product_id: string | null; kind: 'SEARCH_APPEARANCE' | 'SEARCH_CLICK' | 'PROFILE_VIEW' | 'PRODUCT_VIEW' | 'RFQ_VIEW'; created_at: number;
    viewer_key: Generated<string>; hour: Generated<number>; rfq_id: Generated<string | null>; user_id: Generated<string | null>;
  };
};
