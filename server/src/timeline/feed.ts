// The timeline's feed query: one UNION of the entries a member may see, each branch read newest first from its own
// index and cut at the cursor (a keyset: created_at, then a key unique across branches), so a page is the same
// whatever is written above it meanwhile. Who sees what:
//   COMPANY_POST  active posts of companies the member owns, belongs to or follows, or that a connection owns
//   GROUP_POST    active posts of groups the member belongs to
//   PRODUCT       active products of companies the member follows
//   GROUP_EVENT   events of groups the member belongs to
//   FOLLOW        a connection followed a company
//   GROUP_JOIN    a connection joined a public group (hidden memberships are not shown)
import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { NEW_COUNT_CAP, TIMELINE_MESSAGES, type TimelineEntry, type TimelineKind } from '../../../src/domain/timeline';
import type { Db } from '../companies/shared';
import { HttpError } from '../http/errors';

/** A position in the feed: an entry's time and key, how many entries came before it (for the ad slots), and whether
 * the entry itself belongs to the page that starts there (`i`: the head cursor) or to the page before (the next page's). */
export type Cursor = { t: number; k: string; n: number; i?: boolean };
const cursorSchema = z.strictObject({ t: z.number().int().min(0), k: z.string().max(200), n: z.number().int().min(0).max(1_000_000), i: z.boolean().optional() });

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** The cursor a client sent back, or a 400. */
export function decodeCursor(text: string): Cursor {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not base64 JSON: refused below
  }
  throw new HttpError(400, TIMELINE_MESSAGES.badCursor);
}

type Row = {
  kind: TimelineKind; id: string; created_at: string | number; k: string;
  actor_id: string | null; actor_first: string | null; actor_last: string | null; actor_profile: string | null;
  source_type: 'COMPANY' | 'GROUP'; source_id: string; source_name: string; source_profile: string;
  title: string | null; body: string; ref: string | null;
};

/** Entries older than the cursor ('older'), or at and above it ('newer': the ones a page anchored there does not show). */
type Window = { cursor: Cursor | null; dir: 'older' | 'newer'; limit: number };

/** One kind of entry: for each id of `set` (a CTE), its newest rows of `table` past the cursor by the index on
 * (fk, created_at DESC) (a LATERAL join), then the newest of those. Filters sit inside, so a LIMIT never drops a row. */
function branch(w: Window, b: { set: string; table: string; fk: string; prefix: string; filter?: string; select: RawBuilder<unknown>; joins: string }): RawBuilder<unknown> {
  const c = w.cursor;
  const key = sql.raw(`('${b.prefix}:' || x.id)`);
  const op = !c ? null : w.dir === 'older' ? (c.i ? sql`<=` : sql`<`) : (c.i ? sql`>` : sql`>=`);
  const cut = c && op ? sql`AND (x.created_at, ${key}) ${op} (${c.t}::int8, ${c.k}::text)` : sql``;
  return sql`(SELECT ${b.select}, x.created_at, ${key} AS k
    FROM ${sql.raw(b.set)} s CROSS JOIN LATERAL (
      SELECT * FROM ${sql.raw(b.table)} x WHERE x.${sql.raw(b.fk)} = s.id ${sql.raw(b.filter ?? '')} ${cut}
      ORDER BY x.created_at DESC, ${key} DESC LIMIT ${w.limit}
    ) x ${sql.raw(b.joins)}
    ORDER BY x.created_at DESC, k DESC LIMIT ${w.limit})`;
}

const NO_ACTOR = sql`NULL::text AS actor_id, NULL::text AS actor_first, NULL::text AS actor_last, NULL::text AS actor_profile`;
const ACTOR = sql`u.id AS actor_id, u.firstname AS actor_first, u.lastname AS actor_last, u.profile_name AS actor_profile`;
const COMPANY = sql`'COMPANY' AS source_type, c.id AS source_id, c.name AS source_name, c.profile_name AS source_profile`;
const GROUP = sql`'GROUP' AS source_type, g.id AS source_id, g.name AS source_name, g.profile_name AS source_profile`;
const ON_COMPANY = 'JOIN companies c ON c.id = x.company_id';
const ON_GROUP = 'JOIN company_groups g ON g.id = x.company_group_id';

function feedSql(me: string, w: Window): RawBuilder<Row> {
  const branches = [
    branch(w, {
      set: 'tl_companies', table: 'company_posts', fk: 'company_id', prefix: 'A', filter: 'AND NOT x.deactivated', joins: ON_COMPANY,
      select: sql`'COMPANY_POST' AS kind, x.id, ${NO_ACTOR}, ${COMPANY}, x.title, x.content AS body, NULL::text AS ref`,
    }),
    branch(w, {
      set: 'tl_groups', table: 'cg_posts', fk: 'company_group_id', prefix: 'B', filter: 'AND NOT x.deactivated', joins: `${ON_GROUP} JOIN users u ON u.id = x.owner_id`,
      select: sql`'GROUP_POST', x.id, ${ACTOR}, ${GROUP}, NULL::text, x.content, NULL::text`,
    }),
    branch(w, {
      set: 'tl_followed', table: 'products', fk: 'company_id', prefix: 'C', filter: 'AND NOT x.deactivated', joins: ON_COMPANY,
      select: sql`'PRODUCT', x.id, ${NO_ACTOR}, ${COMPANY}, x.name, x.description, x.sku`,
    }),
    branch(w, {
      set: 'tl_groups', table: 'cg_events', fk: 'company_group_id', prefix: 'D', joins: ON_GROUP,
      select: sql`'GROUP_EVENT', x.id, ${NO_ACTOR}, ${GROUP}, x.name, x.description, x.profile_name`,
    }),
    branch(w, {
      set: 'tl_conns', table: 'follows', fk: 'follower_id', prefix: 'E', joins: `${ON_COMPANY} JOIN users u ON u.id = x.follower_id`,
      select: sql`'FOLLOW', x.id, ${ACTOR}, ${COMPANY}, NULL::text, '', NULL::text`,
    }),
    branch(w, {
      set: 'tl_conns', table: 'company_group_members', fk: 'user_id', prefix: 'F', joins: `${ON_GROUP} JOIN users u ON u.id = x.user_id`,
      filter: 'AND NOT x.hidden AND NOT EXISTS (SELECT 1 FROM company_groups pg WHERE pg.id = x.company_group_id AND pg.as_private)',
      select: sql`'GROUP_JOIN', x.id, ${ACTOR}, ${GROUP}, NULL::text, '', NULL::text`,
    }),
  ];
  return sql<Row>`
    WITH tl_conns AS (
      SELECT CASE WHEN from_user_id = ${me} THEN to_user_id ELSE from_user_id END AS id
      FROM connections WHERE activated AND (from_user_id = ${me} OR to_user_id = ${me})
    ), tl_followed AS (
      SELECT company_id AS id FROM follows WHERE follower_id = ${me}
    ), tl_companies AS (
      SELECT id FROM companies WHERE owner_id = ${me}
      UNION SELECT company_id FROM company_members WHERE user_id = ${me}
      UNION SELECT id FROM tl_followed
      UNION SELECT id FROM companies WHERE owner_id IN (SELECT id FROM tl_conns)
    ), tl_groups AS (
      SELECT company_group_id AS id FROM company_group_members WHERE user_id = ${me}
    )
    SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) feed
    ORDER BY created_at DESC, k DESC LIMIT ${w.limit}`;
}

const toEntry = (r: Row): TimelineEntry => ({
  kind: r.kind, id: r.id, createdAt: Number(r.created_at),
  actor: r.actor_id ? { id: r.actor_id, name: `${r.actor_first ?? ''} ${r.actor_last ?? ''}`.trim(), profileName: r.actor_profile ?? '' } : null,
  source: { type: r.source_type, id: r.source_id, name: r.source_name, profileName: r.source_profile },
  title: r.title || null, body: r.body, ref: r.ref,
});

/** Up to `limit` entries older than the cursor, newest first, each with its own cursor. */
export async function feedPage(db: Db, me: string, cursor: Cursor | null, limit: number): Promise<{ entries: TimelineEntry[]; cursors: Cursor[]; more: boolean }> {
  const rows = (await feedSql(me, { cursor, dir: 'older', limit: limit + 1 }).execute(db)).rows;
  const n = cursor?.n ?? 0;
  const kept = rows.slice(0, limit);
  return {
    entries: kept.map(toEntry),
    cursors: kept.map((r, i) => ({ t: Number(r.created_at), k: r.k, n: n + i + 1 })),
    more: rows.length > limit,
  };
}

/** The cursor at the newest entry (a page anchored there starts with it), and how many entries `since` does not show. */
export async function feedHead(db: Db, me: string, since: Cursor | null): Promise<{ head: Cursor; newCount: number }> {
  const [newest] = (await feedSql(me, { cursor: null, dir: 'older', limit: 1 }).execute(db)).rows;
  const head: Cursor = newest ? { t: Number(newest.created_at), k: newest.k, n: 0, i: true } : { t: 0, k: '', n: 0, i: true };
  if (!since) return { head, newCount: 0 };
  const newer = (await feedSql(me, { cursor: since, dir: 'newer', limit: NEW_COUNT_CAP }).execute(db)).rows;
  return { head, newCount: newer.length };
}
