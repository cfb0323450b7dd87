// Migrations of the money the site admin sets (billing module; see admin-tables.ts). Each order keeps the fee rate
// (basis points) and the MTZ points it was made with: a later change never alters an order already paid.
import type { Migration } from '../db/migrations';

export const ADMIN_MONEY_MIGRATIONS: Migration[] = [
  {
    id: 'billing_0200_admin_money',
    sql: `
      CREATE TABLE mtz_coupons (
        id text PRIMARY KEY,
        code text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        type text NOT NULL CHECK (type IN ('PERCENTAGE', 'FIXED')),
        value int4 NOT NULL,
        plan_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
        starts_at int8,
        expired_at int8,
        max_uses int4,
        used_count int4 NOT NULL DEFAULT 0,
        created_at int8 NOT NULL
      );
      CREATE TABLE point_rates (
        id text PRIMARY KEY,
        kind text NOT NULL,
        points_per_dollar int4 NOT NULL,
        effective_from int8 NOT NULL,
        created_at int8 NOT NULL,
        UNIQUE (kind, effective_from)
      );
      CREATE TABLE point_promotions (
        id text PRIMARY KEY,
        name text NOT NULL,
        kind text,
        type text NOT NULL CHECK (type IN ('MULTIPLIER', 'EXTRA')),
        value int4 NOT NULL,
        starts_at int8 NOT NULL,
        ends_at int8 NOT NULL,
        created_at int8 NOT NULL
      );
      CREATE INDEX point_promotions_ends ON point_promotions (ends_at);
      CREATE TABLE commission_rates (
        id text PRIMARY KEY,
        company_group_id text UNIQUE REFERENCES company_groups(id) ON DELETE CASCADE,
        basis_points int4 NOT NULL,
        created_at int8 NOT NULL,
        updated_at int8 NOT NULL
      );
      ALTER TABLE pay_orders ADD COLUMN fee_bps int4;
      ALTER TABLE pay_orders ADD COLUMN points int4;
    `,
  },
];
