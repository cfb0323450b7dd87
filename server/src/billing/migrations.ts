// Billing tables. The ledger's unique (idempotency_key, account) is what makes a retried payment charge once.
import type { Migration } from '../db/migrations';

export const BILLING_MIGRATIONS: Migration[] = [
  {
    id: 'billing_0001_payments',
    sql: `
      CREATE TABLE pay_customers (
        id text PRIMARY KEY,
        user_id text NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        payment_method text NOT NULL CHECK (payment_method IN ('WALLET', 'CARD')),
        created_at int8 NOT NULL
      );
      CREATE TABLE pay_sandbox_tokens (
        id text PRIMARY KEY,
        number_kind text NOT NULL CHECK (number_kind IN ('OK', 'DECLINED', 'INSUFFICIENT')),
        brand text NOT NULL,
        last4 text NOT NULL,
        used boolean NOT NULL DEFAULT false,
        created_at int8 NOT NULL
      );
      CREATE TABLE pay_sandbox_charges (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        card_ref text NOT NULL,
        cents int8 NOT NULL CHECK (cents >= 0),
        kind text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE TABLE pay_cards (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        brand text NOT NULL,
        last4 text NOT NULL,
        gateway_ref text NOT NULL,
        as_default boolean NOT NULL DEFAULT false,
        created_at int8 NOT NULL
      );
      CREATE INDEX pay_cards_user ON pay_cards (user_id, created_at);
      CREATE UNIQUE INDEX pay_cards_one_default ON pay_cards (user_id) WHERE as_default;
      CREATE TABLE pay_billing_addresses (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL, line1 text NOT NULL, city text NOT NULL, state text NOT NULL, country text NOT NULL, zip_code text NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE TABLE pay_wallets (
        user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        cents int8 NOT NULL CHECK (cents >= 0),
        updated_at int8 NOT NULL
      );
      CREATE TABLE pay_orders (
        id text PRIMARY KEY,
        n bigserial,
        kind text NOT NULL,
        description text NOT NULL,
        buyer_user_id text NOT NULL REFERENCES users(id),
        seller_user_id text REFERENCES users(id),
        cents int8 NOT NULL CHECK (cents >= 0),
        discount_cents int8 NOT NULL CHECK (discount_cents >= 0),
        tranx_cents int8 NOT NULL CHECK (tranx_cents >= 0),
        final_cents int8 NOT NULL CHECK (final_cents >= 0),
        payment_method text NOT NULL,
        payment_instrument_id text,
        coupon_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
        idempotency_key text NOT NULL UNIQUE,
        created_at int8 NOT NULL
      );
      CREATE INDEX pay_orders_buyer ON pay_orders (buyer_user_id, created_at DESC, n DESC);
      CREATE TABLE pay_ledger (
        id text PRIMARY KEY,
        n bigserial,
        order_id text NOT NULL REFERENCES pay_orders(id),
        user_id text REFERENCES users(id),
        account text NOT NULL CHECK (account IN ('WALLET', 'CARD', 'SELLER', 'PLATFORM')),
        cents int8 NOT NULL,
        idempotency_key text NOT NULL,
        created_at int8 NOT NULL,
        UNIQUE (idempotency_key, account)
      );
      CREATE INDEX pay_ledger_user ON pay_ledger (user_id, account);
      CREATE TABLE pay_coupons (
        id text PRIMARY KEY,
        seller_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        type text NOT NULL CHECK (type IN ('PERCENTAGE', 'FIXED')),
        value int8 NOT NULL CHECK (value > 0),
        expired_at int8,
        quantity int,
        used_count int NOT NULL DEFAULT 0,
        min_to_apply_cents int8,
        max_to_apply_cents int8,
        created_at int8 NOT NULL,
        CHECK (type = 'FIXED' OR value <= 100),
        CHECK (type = 'PERCENTAGE' OR max_to_apply_cents IS NULL)
      );
      CREATE INDEX pay_coupons_seller ON pay_coupons (seller_user_id, created_at DESC);
    `,
  },
  {
    id: 'billing_0002_member_plans',
    sql: `
      CREATE TABLE cg_member_plan_prices (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        cents int8 NOT NULL CHECK (cents >= 0),
        type text NOT NULL CHECK (type IN ('month', 'year', 'one_time')),
        description text NOT NULL DEFAULT '',
        month_number int CHECK (month_number IS NULL OR month_number BETWEEN 1 AND 120),
        as_deactivated boolean NOT NULL DEFAULT false,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_member_plan_prices_group ON cg_member_plan_prices (company_group_id);
      CREATE TABLE cg_member_plan_subscriptions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        cg_member_plan_price_id text NOT NULL REFERENCES cg_member_plan_prices(id),
        cents int8 NOT NULL,
        payment_method text NOT NULL,
        payment_instrument_id text,
        next_expired_at int8 NOT NULL,
        cancelled boolean NOT NULL DEFAULT false,
        ended_at int8,
        payment_error text,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_member_plan_subscriptions_due ON cg_member_plan_subscriptions (next_expired_at) WHERE ended_at IS NULL;
      CREATE INDEX cg_member_plan_subscriptions_user ON cg_member_plan_subscriptions (user_id);
      CREATE TABLE cg_member_plan_orders (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        cg_member_plan_price_id text NOT NULL REFERENCES cg_member_plan_prices(id),
        order_id text NOT NULL REFERENCES pay_orders(id),
        created_at int8 NOT NULL,
        expired_at int8 NOT NULL,
        as_completed boolean NOT NULL DEFAULT false
      );
      CREATE INDEX cg_member_plan_orders_due ON cg_member_plan_orders (expired_at) WHERE NOT as_completed;
      CREATE INDEX cg_member_plan_orders_user ON cg_member_plan_orders (user_id);
    `,
  },
  {
    // cards added within one millisecond list in the order they were added
    id: 'billing_0003_card_order',
    sql: `ALTER TABLE pay_cards ADD COLUMN pos bigserial;`,
  },
  {
    // refunds, donations (the group an order pays), the gateway's charge reference; the site's own MTZ plans
    id: 'billing_0004_refunds_donations_mtz_plans',
    sql: `
      ALTER TABLE pay_orders ADD COLUMN refunded_at int8;
      ALTER TABLE pay_orders ADD COLUMN gateway_ref text;
      ALTER TABLE pay_orders ADD COLUMN company_group_id text REFERENCES company_groups(id) ON DELETE SET NULL;
      ALTER TABLE pay_orders ADD COLUMN meta jsonb NOT NULL DEFAULT '{}'::jsonb;
      CREATE INDEX pay_orders_seller ON pay_orders (seller_user_id, created_at DESC) WHERE seller_user_id IS NOT NULL;
      CREATE TABLE mtz_plans (
        id text PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        cents int8 NOT NULL CHECK (cents > 0),
        type text NOT NULL CHECK (type IN ('month', 'year')),
        created_at int8 NOT NULL
      );
      CREATE TABLE mtz_plan_subscriptions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        mtz_plan_id text NOT NULL REFERENCES mtz_plans(id),
        cancelled boolean NOT NULL DEFAULT false,
        ready boolean NOT NULL DEFAULT false,
        payment_method text NOT NULL,
        payment_instrument_id text,
        next_expired_at int8 NOT NULL,
        ended_at int8,
        payment_error text,
        created_at int8 NOT NULL
      );
      CREATE UNIQUE INDEX mtz_plan_subscriptions_one_running ON mtz_plan_subscriptions (user_id) WHERE ended_at IS NULL;
      CREATE INDEX mtz_plan_subscriptions_due ON mtz_plan_subscriptions (next_expired_at) WHERE ended_at IS NULL;
      INSERT INTO mtz_plans (id, name, description, cents, type, created_at) VALUES
        ('mtz-starter', 'Starter', 'Ads and stats for one company', 900, 'month', 0),
        ('mtz-business', 'Business', 'Everything in Starter, CRM and email campaigns', 2900, 'month', 0),
        ('mtz-business-year', 'Business yearly', 'Business, paid yearly', 29000, 'year', 0);
    `,
  },
  {
    // group donations (spec 3): one per group, up to 5 amounts of at least $2
    id: 'billing_0005_donations',
    sql: `
      CREATE TABLE cg_donations (
        id text PRIMARY KEY,
        company_group_id text NOT NULL UNIQUE REFERENCES company_groups(id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
        as_enabled boolean NOT NULL DEFAULT true,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      CREATE TABLE cg_donation_prices (
        id text PRIMARY KEY,
        cg_donation_id text NOT NULL REFERENCES cg_donations(id) ON DELETE CASCADE,
        cents int8 NOT NULL CHECK (cents >= 200),
        created_at int8 NOT NULL,
        UNIQUE (cg_donation_id, cents)
      );
    `,
  },
  {
    // card payments: the intent is written before the gateway is called, outside any transaction that
    // charges; its status is settled by the request that made it or, after a crash, by the cron (by its key)
    id: 'billing_0006_pay_intents',
    sql: `
      CREATE TABLE pay_intents (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        buyer_user_id text NOT NULL,
        cents int8 NOT NULL,
        card_ref text NOT NULL,
        pays_for jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
        charge_ref text,
        message text,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      CREATE INDEX pay_intents_pending ON pay_intents (created_at) WHERE status = 'PENDING';
    `,
  },
  {
    // refunds and payouts as card payments are made: the operation (with its key and the seller balance it holds)
    // is written before the gateway is called, its result committed after, or by the cron after a crash
    id: 'billing_0007_pay_operations',
    sql: `
      CREATE TABLE pay_operations (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('REFUND', 'PAYOUT')),
        user_id text NOT NULL,
        order_id text,
        gateway_target text NOT NULL,
        cents int8 NOT NULL CHECK (cents > 0),
        reserved_cents int8 NOT NULL CHECK (reserved_cents >= 0),
        status text NOT NULL CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
        gateway_ref text,
        message text,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      CREATE INDEX pay_operations_pending ON pay_operations (created_at) WHERE status = 'PENDING';
      CREATE INDEX pay_operations_held ON pay_operations (user_id) WHERE status = 'PENDING';
    `,
  },
];
