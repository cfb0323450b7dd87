// Kysely table types of the sponsors module (merged into DB in ../db/schema.ts).
export type CgSponsorPlansTable = {
  id: string;
  company_group_id: string;
  name: string;
  description: string;
  subscription_max: number;
  rank: number;
  as_deactivated: boolean;
  created_at: number;
};
export type CgSponsorPlanPricesTable = {
  id: string;
  cg_sponsor_plan_id: string;
  cents: number;
  type: 'month' | 'year';
  as_deactivated: boolean;
  created_at: number;
};
export type CgSponsorSubscriptionsTable = {
  id: string;
  user_id: string;
  company_group_id: string;
  cg_sponsor_plan_id: string;
  cg_sponsor_plan_price_id: string;
  /** the order that created it (a replayed subscribe finds it by this) */
  order_id: string;
  payment_method: 'WALLET' | 'CARD';
  payment_instrument_id: string | null;
  cancelled: boolean;
  /** start of the paid cycle that ends at next_expired_at (the upgrade credit is pro rata over it) */
  cycle_start_at: number;
  next_expired_at: number;
  will_downgrade_to_price_id: string | null;
  payment_error: string | null;
  ended_at: number | null;
  created_at: number;
};
export type CompanyGroupSponsorsTable = {
  id: string;
  company_group_id: string;
  cg_sponsor_subscription_id: string;
  user_id: string;
  company_id: string | null;
  text: string;
  ad_link: string;
  /** the banner image: a fresh id per upload (its address), the file's key on disk and its sniffed type */
  banner_id: string | null;
  banner_key: string | null;
  banner_type: string | null;
  created_at: number;
};
export type CgSponsorClicksTable = { id: string; cg_sponsor_id: string; company_group_id: string; user_id: string | null; created_at: number };
export type CgSponsorInvitesTable = {
  id: string;
  company_group_id: string;
  email: string;
  message: string;
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED';
  invited_by: string;
  created_at: number;
};

export type SponsorsTables = {
  cg_sponsor_plans: CgSponsorPlansTable;
  cg_sponsor_plan_prices: CgSponsorPlanPricesTable;
  cg_sponsor_subscriptions: CgSponsorSubscriptionsTable;
  company_group_sponsors: CompanyGroupSponsorsTable;
  cg_sponsor_clicks: CgSponsorClicksTable;
  cg_sponsor_invites: CgSponsorInvitesTable;
};
