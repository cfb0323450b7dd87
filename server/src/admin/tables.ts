// Table types of the admin module (merged into DB in ../db/schema.ts).
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type AdminTables = {
  /** every admin action: who, what, when, the record's state before and after */
  admin_audit: {
    id: string;
    n: Generated<number>;
    actor_id: string;
    action: string;
    target_type: string;
    target_id: string;
    before: Json<unknown>;
    after: Json<unknown>;
    created_at: number;
  };
  /** the last run of each cron job */
  cron_runs: { job: string; started_at: number; finished_at: number; ok: boolean; message: string | null };
  /** an admin's decision on a report (of either report table) */
  /** errors grouped by source, message and place */
  admin_exceptions: {
    id: string; source: 'CLIENT' | 'SERVER'; message: string; place: string; count: number; first_seen: number; last_seen: number; example: Json<unknown>;
  };
  admin_report_decisions: { report_id: string; decision: 'DISMISSED' | 'HIDDEN'; decided_by: string; decided_at: number };
};
