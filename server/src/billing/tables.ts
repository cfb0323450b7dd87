// Kysely table types of the billing module (merged into DB in ../db/schema.ts). Money columns are integer cents.
import type { ColumnType, Generated } from 'kysely';
import type { MoneyTables } from './admin-tables';

type Json<T> = ColumnType<T, string, string>;
type Method = 'WALLET' | 'CARD';

export type BillingTables = MoneyTables & {
  pay_customers: { id: string; user_id: string; payment_method: Method; created_at: number };
  /** the sandbox gateway's own records: tokens it issued and charges it made (a real provider keeps these) */
  pay_sandbox_tokens: { id: string; number_kind: 'OK' | 'DECLINED' | 'INSUFFICIENT'; brand: string; last4: string; used: Generated<boolean>; created_at: number };
  pay_sandbox_charges: { id: string; idempotency_key: string; card_ref: string; cents: number; kind: 'CHARGE' | 'REFUND' | 'PAYOUT'; created_at: number };
  /** a card payment on its way: written before the gateway is called, settled after (or by the cron) */
  pay_intents: {
    id: string; idempotency_key: string; buyer_user_id: string; cents: number; card_ref: string; pays_for: Json<{ op: string; args: unknown }>;
    status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; charge_ref: string | null; message: string | null; created_at: number; updated_at: number;
  };
  /** a refund or payout on its way: written (holding the seller balance it moves) before the gateway is called, committed after (or by the cron) */
  pay_operations: {
    id: string; idempotency_key: string; kind: 'REFUND' | 'PAYOUT'; user_id: string; order_id: string | null; gateway_target: string; cents: number;
    reserved_cents: number; status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; gateway_ref: string | null; message: string | null; created_at: number; updated_at: number;
  };
  pay_cards: { id: string; user_id: string; name: string; brand: string; last4: string; gateway_ref: string; as_default: boolean; created_at: number; pos: Generated<number> };
  pay_billing_addresses: {
    id: string; user_id: string; name: string; line1: string; city: string; state: string; country: string; zip_code: string; created_at: number;
  };
  pay_wallets: { user_id: string; cents: number; updated_at: number };
  pay_orders: {
    id: string;
    n: Generated<number>;
    kind: 'CHARGE' | 'DEPOSIT' | 'CG_MEMBER_ORDER' | 'CG_MEMBER_SUBSCRIPTION' | 'DONATION' | 'MTZ_PLAN' | 'CG_SPONSOR_SUBSCRIPTION' | 'PAYOUT' | 'TICKET_ORDER';
    description: string;
    buyer_user_id: string;
    seller_user_id: string | null;
    cents: number;
    discount_cents: number;
    tranx_cents: number;
    final_cents: number;
    payment_method: Method;
    payment_instrument_id: string | null;
    coupon_codes: Json<string[]>;
    idempotency_key: string;
    created_at: number;
    refunded_at: ColumnType<number | null, number | null | undefined, number | null>;
    gateway_ref: ColumnType<string | null, string | null | undefined, string | null>;
    company_group_id: ColumnType<string | null, string | null | undefined, string | null>;
    /** donor contact of a donation: { email, firstname, lastname } */
    meta: ColumnType<Record<string, string>, string | undefined, string>;
    /** the commission (fee rate, basis points) and the MTZ points in force when the order was made (null: before admin rates) */
    fee_bps: ColumnType<number | null, number | null | undefined, number | null>;
    points: ColumnType<number | null, number | null | undefined, number | null>;
  };
  /** double-entry style: every paying request writes its entries under one idempotency key, unique per account */
  pay_ledger: {
    id: string;
    n: Generated<number>;
    order_id: string;
    user_id: string | null;
    account: 'WALLET' | 'CARD' | 'SELLER' | 'PLATFORM';
    cents: number;
    idempotency_key: string;
    created_at: number;
  };
  pay_coupons: {
    id: string;
    seller_user_id: string;
    code: string;
    description: string;
    type: 'PERCENTAGE' | 'FIXED';
    value: number;
    expired_at: number | null;
    quantity: number | null;
    used_count: Generated<number>;
    min_to_apply_cents: number | null;
    max_to_apply_cents: number | null;
    created_at: number;
  };
  cg_member_plan_prices: {
    id: string; company_group_id: string; cents: number; type: 'month' | 'year' | 'one_time'; description: string;
    month_number: number | null; as_deactivated: boolean; created_at: number;
  };
  cg_member_plan_subscriptions: {
    id: string; user_id: string; company_group_id: string; cg_member_plan_price_id: string; cents: number;
    payment_method: Method; payment_instrument_id: string | null; next_expired_at: number; cancelled: boolean;
    ended_at: number | null; payment_error: string | null; created_at: number;
  };
  cg_member_plan_orders: {
    id: string; user_id: string; company_group_id: string; cg_member_plan_price_id: string; order_id: string;
    created_at: number; expired_at: number; as_completed: boolean;
  };
  mtz_plans: { id: string; name: string; description: string; cents: number; type: 'month' | 'year'; created_at: number; family_id: Generated<string | null> };
  /** the plans of /pricing: each groups its prices (mtz_plans rows) and lists its features */
  mtz_plan_families: { id: string; name: string; description: string; features: Json<string[]>; rank: number; created_at: number };
  mtz_plan_subscriptions: {
    id: string; user_id: string; mtz_plan_id: string; cancelled: boolean; ready: boolean; payment_method: Method; payment_instrument_id: string | null;
    next_expired_at: number; ended_at: number | null; payment_error: string | null; created_at: number;
  };
  cg_donations: { id: string; company_group_id: string; title: string; description: string; as_enabled: boolean; created_at: number; updated_at: number };
  cg_donation_prices: { id: string; cg_donation_id: string; cents: number; created_at: number };
};
