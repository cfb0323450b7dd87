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

function branch(w: Window, at: RawBuilder<unknown>, key: RawBuilder<unknown>, body: RawBuilder<unknown>): RawBuilder<unknown> {
  const c = w.cursor;
  const op = !c ? null : w.dir === 'older' ? (c.i ? sql`<=` : sql`<`) : (c.i ? sql`>` : sql`>=`);
  const cut = c && op ? sql`AND (${at}, ${key}) ${op} (${c.t}::int8, ${c.k}::text)` : sql``;
  return sql`(${body} ${cut} ORDER BY ${at} DESC, ${key} DESC LIMIT ${w.limit})`;
}

const NO_ACTOR = sql`NULL::text AS actor_id, NULL::text AS actor_first, NULL::text AS actor_last, NULL::text AS actor_profile`;
const ACTOR = sql`u.id AS actor_id, u.firstname AS actor_first, u.lastname AS actor_last, u.profile_name AS actor_profile`;
const COMPANY = sql`'COMPANY' AS source_type, c.id AS source_id, c.name AS source_name, c.profile_name AS source_profile`;
const GROUP = sql`'GROUP' AS source_type, g.id AS source_id, g.name AS source_name, g.profile_name AS source_profile`;

function feedSql(me: string, w: Window): RawBuilder<Row> {
  const branches = [
    branch(w, sql`p.created_at`, sql`('A:' || p.id)`, sql`
      SELECT 'COMPANY_POST' AS kind, p.id, p.created_at, 'A:' || p.id AS k, ${NO_ACTOR}, ${COMPANY}, p.title, p.content AS body, NULL::text AS ref
      FROM company_posts p JOIN companies c ON c.id = p.company_id
      WHERE NOT p.deactivated
        AND (p.company_id IN (SELECT id FROM tl_companies) OR c.owner_id IN (SELECT id FROM tl_conns))`),
    branch(w, sql`p.created_at`, sql`('B:' || p.id)`, sql`
      SELECT 'GROUP_POST', p.id, p.created_at, 'B:' || p.id, ${ACTOR}, ${GROUP}, NULL::text, p.content, NULL::text
      FROM cg_posts p JOIN company_groups g ON g.id = p.company_group_id JOIN users u ON u.id = p.owner_id
      WHERE NOT p.deactivated AND p.company_group_id IN (SELECT id FROM tl_groups)`),
    branch(w, sql`pr.created_at`, sql`('C:' || pr.id)`, sql`
      SELECT 'PRODUCT', pr.id, pr.created_at, 'C:' || pr.id, ${NO_ACTOR}, ${COMPANY}, pr.name, pr.description, pr.sku
      FROM products pr JOIN companies c ON c.id = pr.company_id
      WHERE NOT pr.deactivated AND pr.company_id IN (SELECT id FROM tl_followed)`),
    branch(w, sql`e.created_at`, sql`('D:' || e.id)`, sql`
      SELECT 'GROUP_EVENT', e.id, e.created_at, 'D:' || e.id, ${NO_ACTOR}, ${GROUP}, e.name, e.description, e.profile_name
      FROM cg_events e JOIN company_groups g ON g.id = e.company_group_id
      WHERE e.company_group_id IN (SELECT id FROM tl_groups)`),
    branch(w, sql`f.created_at`, sql`('E:' || f.id)`, sql`
      SELECT 'FOLLOW', f.id, f.created_at, 'E:' || f.id, ${ACTOR}, ${COMPANY}, NULL::text, '', NULL::text
      FROM follows f JOIN companies c ON c.id = f.company_id JOIN users u ON u.id = f.follower_id
      WHERE f.follower_id IN (SELECT id FROM tl_conns)`),
    branch(w, sql`m.created_at`, sql`('F:' || m.id)`, sql`
      SELECT 'GROUP_JOIN', m.id, m.created_at, 'F:' || m.id, ${ACTOR}, ${GROUP}, NULL::text, '', NULL::text
      FROM company_group_members m JOIN company_groups g ON g.id = m.company_group_id JOIN users u ON u.id = m.user_id
      WHERE m.user_id IN (SELECT id FROM tl_conns) AND NOT m.hidden AND NOT g.as_private`),
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
