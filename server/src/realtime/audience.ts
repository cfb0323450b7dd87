// Who hears of an event. A writer names its audience once: a short list of user ids, or a descriptor the
// dispatcher resolves in SQL after commit (so a post to a group of 10,000 neither reads nor writes per member).
import { sql, type RawBuilder } from 'kysely';

export type Audience =
  | { kind: 'users'; ids: readonly string[] }
  /** the group's owner and every row of company_group_members (whatever its role or status) */
  | { kind: 'groupMembers'; id: string }
  /** the company's owner, its members and its followers */
  | { kind: 'companyAudience'; id: string }
  /** a group event's: its group's owner and members, whoever showed interest in it and whoever holds a ticket to it */
  | { kind: 'groupEventAudience'; id: string };

export const AUDIENCE_KINDS = ['users', 'groupMembers', 'companyAudience', 'groupEventAudience'] as const;

/**
 * The audience of the outbox row aliased `o` as a set of `user_id` (may repeat or be null: callers dedupe,
 * drop nulls and join users, so a user deleted since the write is skipped).
 */
export const audienceSql: RawBuilder<unknown> = sql`
  SELECT unnest(o.audience_users) AS user_id
  UNION ALL SELECT g.owner_id FROM company_groups g WHERE o.audience_kind = 'groupMembers' AND g.id = o.audience_id
  UNION ALL SELECT m.user_id FROM company_group_members m WHERE o.audience_kind = 'groupMembers' AND m.company_group_id = o.audience_id
  UNION ALL SELECT c.owner_id FROM companies c WHERE o.audience_kind = 'companyAudience' AND c.id = o.audience_id
  UNION ALL SELECT cm.user_id FROM company_members cm WHERE o.audience_kind = 'companyAudience' AND cm.company_id = o.audience_id
  UNION ALL SELECT f.follower_id FROM follows f WHERE o.audience_kind = 'companyAudience' AND f.company_id = o.audience_id
  UNION ALL SELECT g.owner_id FROM cg_events e JOIN company_groups g ON g.id = e.company_group_id WHERE o.audience_kind = 'groupEventAudience' AND e.id = o.audience_id
  UNION ALL SELECT m.user_id FROM cg_events e JOIN company_group_members m ON m.company_group_id = e.company_group_id WHERE o.audience_kind = 'groupEventAudience' AND e.id = o.audience_id
  UNION ALL SELECT i.user_id FROM cg_event_interests i WHERE o.audience_kind = 'groupEventAudience' AND i.cg_event_id = o.audience_id
  UNION ALL SELECT t.buyer_user_id FROM tk_orders t WHERE o.audience_kind = 'groupEventAudience' AND t.cg_event_id = o.audience_id`;
