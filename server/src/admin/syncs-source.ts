// The records of each sync kind as their mirror should hold them: one SQL source per kind (FROM, id, label, the
// document the copy must equal, built with jsonb_build_object so the comparison with the copy runs in SQL too).
import { sql, type RawBuilder } from 'kysely';
import type { SyncKind } from '../../../src/domain/admin/syncs';

export type SyncSource = {
  /** the FROM clause, its main table's alias being `r` */
  from: RawBuilder<unknown>;
  label: RawBuilder<string>;
  /** what the keyword is matched against, besides the label */
  also: RawBuilder<string>;
  doc: RawBuilder<unknown>;
  /** the main table alias, locked while a Re-sync runs */
  lock: RawBuilder<unknown>;
};

const SUBSCRIPTION_STATUS = sql`CASE WHEN r.ended_at IS NOT NULL THEN 'ENDED' WHEN r.cancelled THEN 'CANCELLED' WHEN r.ready THEN 'ACTIVE' ELSE 'INCOMPLETE' END`;

export const SYNC_SOURCES: Record<SyncKind, SyncSource> = {
  users: {
    from: sql`users r`,
    label: sql<string>`r.firstname || ' ' || r.lastname`,
    also: sql<string>`r.email`,
    doc: sql`jsonb_build_object('name', r.firstname || ' ' || r.lastname, 'email', r.email, 'profileName', r.profile_name,
      'active', r.activated AND r.deactivated_at IS NULL)`,
    lock: sql`r`,
  },
  companies: {
    from: sql`companies r`,
    label: sql<string>`r.name`,
    also: sql<string>`r.profile_name`,
    doc: sql`jsonb_build_object('name', r.name, 'profileName', r.profile_name, 'description', r.description, 'active', NOT r.deactivated)`,
    lock: sql`r`,
  },
  products: {
    from: sql`products r`,
    label: sql<string>`r.name`,
    also: sql<string>`r.sku`,
    doc: sql`jsonb_build_object('name', r.name, 'sku', r.sku, 'description', r.description, 'companyId', r.company_id, 'active', NOT r.deactivated)`,
    lock: sql`r`,
  },
  'mtz-plan-subscriptions': {
    from: sql`mtz_plan_subscriptions r JOIN mtz_plans p ON p.id = r.mtz_plan_id JOIN users u ON u.id = r.user_id`,
    label: sql<string>`u.firstname || ' ' || u.lastname || ' · ' || p.name`,
    also: sql<string>`u.email`,
    doc: sql`jsonb_build_object('plan', p.id, 'cents', p.cents, 'interval', p.type, 'status', ${SUBSCRIPTION_STATUS}, 'nextRenewalAt', r.next_expired_at)`,
    lock: sql`r`,
  },
};
