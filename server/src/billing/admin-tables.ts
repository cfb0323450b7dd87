// Table types of the money the site admin sets (merged into BillingTables): platform coupons for MTZ plans, point
// rates and promotions, and the commission per company group (the overall one is the row without a group).
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type MoneyTables = {
  mtz_coupons: {
    id: string; code: string; description: string; type: 'PERCENTAGE' | 'FIXED'; value: number;
    /** empty: every MTZ plan */
    plan_ids: Json<string[]>;
    starts_at: number | null; expired_at: number | null; max_uses: number | null; used_count: Generated<number>; created_at: number;
  };
  point_rates: { id: string; kind: string; points_per_dollar: number; effective_from: number; created_at: number };
  point_promotions: {
    id: string; name: string; kind: string | null; type: 'MULTIPLIER' | 'EXTRA'; value: number; starts_at: number; ends_at: number; created_at: number;
  };
  commission_rates: { id: string; company_group_id: string | null; basis_points: number; created_at: number; updated_at: number };
};
