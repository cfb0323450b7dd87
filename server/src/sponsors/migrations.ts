// Migrations of the sponsors module: plans, prices, subscriptions, sponsor entries, clicks, invites.
import type { Migration } from '../db/migrations';

export const SPONSORS_MIGRATIONS: Migration[] = [
  {
    id: 'sponsors_0001_sponsorship',
    sql: `
      CREATE TABLE cg_sponsor_plans (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        name text NOT NULL,
        description text NOT NULL,
        subscription_max int4 NOT NULL CHECK (subscription_max >= 1),
        rank int4 NOT NULL CHECK (rank >= 1),
        as_deactivated boolean NOT NULL DEFAULT false,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_sponsor_plans_group ON cg_sponsor_plans (company_group_id);
      CREATE TABLE cg_sponsor_plan_prices (
        id text PRIMARY KEY,
        cg_sponsor_plan_id text NOT NULL REFERENCES cg_sponsor_plans(id) ON DELETE CASCADE,
        cents int8 NOT NULL CHECK (cents > 0),
        type text NOT NULL CHECK (type IN ('month', 'year')),
        as_deactivated boolean NOT NULL DEFAULT false,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_sponsor_plan_prices_plan ON cg_sponsor_plan_prices (cg_sponsor_plan_id);
      CREATE TABLE cg_sponsor_subscriptions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        cg_sponsor_plan_id text NOT NULL REFERENCES cg_sponsor_plans(id),
        cg_sponsor_plan_price_id text NOT NULL REFERENCES cg_sponsor_plan_prices(id),
        order_id text NOT NULL,
        payment_method text NOT NULL CHECK (payment_method IN ('WALLET', 'CARD')),
        payment_instrument_id text,
        cancelled boolean NOT NULL DEFAULT false,
        cycle_start_at int8 NOT NULL,
        next_expired_at int8 NOT NULL,
        will_downgrade_to_price_id text REFERENCES cg_sponsor_plan_prices(id),
        payment_error text,
        ended_at int8,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_sponsor_subscriptions_user ON cg_sponsor_subscriptions (user_id);
      CREATE INDEX cg_sponsor_subscriptions_plan ON cg_sponsor_subscriptions (cg_sponsor_plan_id) WHERE ended_at IS NULL;
      CREATE INDEX cg_sponsor_subscriptions_due ON cg_sponsor_subscriptions (next_expired_at) WHERE ended_at IS NULL;
      -- at most one live sponsorship per user per group
      CREATE UNIQUE INDEX cg_sponsor_subscriptions_live ON cg_sponsor_subscriptions (user_id, company_group_id) WHERE ended_at IS NULL;
      CREATE TABLE company_group_sponsors (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        cg_sponsor_subscription_id text NOT NULL UNIQUE REFERENCES cg_sponsor_subscriptions(id) ON DELETE CASCADE,
        user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        company_id text REFERENCES companies(id) ON DELETE SET NULL,
        text text NOT NULL DEFAULT '',
        ad_link text NOT NULL DEFAULT '',
        banner_id text UNIQUE,
        banner_key text,
        banner_type text,
        created_at int8 NOT NULL
      );
      CREATE INDEX company_group_sponsors_group ON company_group_sponsors (company_group_id);
      CREATE INDEX company_group_sponsors_user ON company_group_sponsors (user_id);
      CREATE TABLE cg_sponsor_clicks (
        id text PRIMARY KEY,
        cg_sponsor_id text NOT NULL REFERENCES company_group_sponsors(id) ON DELETE CASCADE,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        user_id text REFERENCES users(id) ON DELETE SET NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_sponsor_clicks_group ON cg_sponsor_clicks (company_group_id, created_at);
      CREATE TABLE cg_sponsor_invites (
        id text PRIMARY KEY,
        company_group_id text NOT NULL REFERENCES company_groups(id) ON DELETE CASCADE,
        email text NOT NULL,
        message text NOT NULL DEFAULT '',
        status text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED')),
        invited_by text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at int8 NOT NULL
      );
      CREATE INDEX cg_sponsor_invites_group ON cg_sponsor_invites (company_group_id);
      CREATE INDEX cg_sponsor_invites_email ON cg_sponsor_invites (email);
      CREATE UNIQUE INDEX cg_sponsor_invites_pending ON cg_sponsor_invites (company_group_id, email) WHERE status = 'PENDING';
    `,
  },
];
